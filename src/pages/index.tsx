import React from 'react';
import Layout from '@theme/Layout';

import Hero from '../components/home/Hero';
import HowItWorks from '../components/home/HowItWorks';
import Audiences from '../components/home/Audiences';
import Platforms from '../components/home/Platforms';
import MoreProjects from '../components/home/MoreProjects';

export default function Home(): React.JSX.Element {
  return (
    <Layout
      title="Bedrock players on your Java server"
      description="Geyser lets Minecraft: Bedrock Edition players join Java Edition servers. Guides, downloads and tools for server owners, admins, developers and players."
    >
      <main>
        <Hero />
        <HowItWorks />
        <Audiences />
        <Platforms />
        <MoreProjects />
      </main>
    </Layout>
  );
}
