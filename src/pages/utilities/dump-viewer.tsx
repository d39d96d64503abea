import type {ReactNode} from 'react';

import DumpViewer from '../../components/dump-viewer/DumpViewer';
import ToolPage from '../../components/shared/ToolPage';

export default function DumpViewerPage(): ReactNode {
  return (
    <ToolPage
      title="Dump viewer"
      description="Read a Geyser dump: versions, platform, plugins and config at a glance, with the setup problems that keep Bedrock players out."
      intro="Read what a Geyser dump records about a server (versions, platform, plugins and config) and the setup problems it shows, most serious first."
      noscript={
        <p className="alert alert--warning" data-testid="dump-viewer-noscript">
          The dump viewer needs JavaScript: it reads the dump in your browser. Turn JavaScript on for this site and
          reload the page to use it.
        </p>
      }
    >
      <DumpViewer />
    </ToolPage>
  );
}
