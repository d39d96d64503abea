import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import DumpViewer from '../../components/dump-viewer/DumpViewer';
import EarlyActionsScript from '../../components/early-actions/EarlyActionsScript';

export default function DumpViewerPage(): ReactNode {
  return (
    <Layout
      title="Dump viewer"
      description="Read a Geyser dump: versions, platform, plugins and config at a glance, with the setup problems that keep Bedrock players out."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Dump viewer</Heading>
        <p>View the breakdown of your Geyser dump.</p>
        <noscript>
          <p className="alert alert--warning" data-testid="dump-viewer-noscript">
            The dump viewer needs JavaScript: it reads the dump in your browser. Turn JavaScript on for this site and
            reload the page to use it.
          </p>
        </noscript>
        <EarlyActionsScript />
        <DumpViewer />
      </main>
    </Layout>
  );
}
