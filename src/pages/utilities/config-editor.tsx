import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import ConfigEditor from '../../components/config-editor/ConfigEditor';
import EarlyActionsScript from '../../components/early-actions/EarlyActionsScript';

export default function ConfigEditorPage(): ReactNode {
  return (
    <Layout
      title="Config Editor"
      description="Load, check and edit Geyser's config.yml in your browser: every option explained, problems found as you type, comments kept when you export."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Config Editor</Heading>
        <p>Edit your Geyser configuration.</p>
        <noscript>
          <div className="alert alert--warning" role="note">
            The config editor runs in your browser and needs JavaScript. Turn JavaScript on for this site to load, check
            and export a config. The <a href="/wiki/geyser/understanding-the-config/">config guide</a> explains every
            option without it.
          </div>
        </noscript>
        <EarlyActionsScript />
        <ConfigEditor />
      </main>
    </Layout>
  );
}
