import React from 'react';
import Layout from '@theme/Layout';

import Hero from '@site/src/components/home/Hero';
import HowItWorks from '@site/src/components/home/HowItWorks';
import Audiences from '@site/src/components/home/Audiences';
import Platforms from '@site/src/components/home/Platforms';
import MoreProjects from '@site/src/components/home/MoreProjects';

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
