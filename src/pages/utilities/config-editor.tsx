import type {ReactNode} from 'react';

import ConfigEditor from '../../components/config-editor/ConfigEditor';
import ToolPage from '../../components/shared/ToolPage';

export default function ConfigEditorPage(): ReactNode {
  return (
    <ToolPage
      title="Config editor"
      description="Load, check and edit Geyser's config.yml in your browser: every option explained, problems found as you type, comments kept when you export."
      intro="Open your config.yml, or start from your platform's default, and change it option by option: each option explained, problems found as you edit, your comments kept when you export."
      noscript={
        <div className="alert alert--warning" role="note">
          The config editor runs in your browser and needs JavaScript. Turn JavaScript on for this site to load, check
          and export a config. The <a href="/wiki/geyser/understanding-the-config/">config guide</a> explains every
          option without it.
        </div>
      }
    >
      <ConfigEditor />
    </ToolPage>
  );
}
