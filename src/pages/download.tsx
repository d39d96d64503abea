import type {ReactNode} from 'react';

import DownloadTabs from '../components/download/DownloadTabs';
import VerifyDownload from '../components/download/VerifyDownload';
import ToolPage from '../components/shared/ToolPage';
import {earlyTabScript} from '../lib/downloads/early-tab';

export default function DownloadPage(): ReactNode {
  return (
    <ToolPage
      title="Download"
      description="Download the newest Geyser, Floodgate and other GeyserMC builds for your server platform, with checksums and release details."
      intro={
        <>
          Pick the project, then the file for the software your server runs. Every button serves the newest build; not
          sure which file you need? The setup link on each card explains where it goes.
        </>
      }
      earlyScripts={[earlyTabScript()]}
    >
      <DownloadTabs />
      <VerifyDownload />
    </ToolPage>
  );
}
