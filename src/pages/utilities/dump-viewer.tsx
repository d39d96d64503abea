import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import DumpViewer from '../../components/dump-viewer/DumpViewer';

export default function DumpViewerPage(): ReactNode {
  return (
    <Layout
      title="Dump viewer"
      description="Read a Geyser dump: versions, platform, plugins and config at a glance, with the setup problems that keep Bedrock players out.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Dump viewer</Heading>
        <p>View the breakdown of your Geyser dump.</p>
        <DumpViewer />
      </main>
    </Layout>
  );
}
