import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

import DownloadTabs from '../components/download/DownloadTabs';
import VerifyDownload from '../components/download/VerifyDownload';
import {EARLY_ACTIONS_SCRIPT} from '../components/early-actions/script';
import InlineScript from '../components/shared/InlineScript';
import {earlyTabScript} from '../lib/downloads/early-tab';

export default function DownloadPage(): ReactNode {
  return (
    <Layout
      title="Download"
      description="Download the newest Geyser, Floodgate and other GeyserMC builds for your server platform, with checksums and release details."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Download</Heading>
        <p>
          Pick the project, then the file for the software your server runs. Every button serves the newest build; not
          sure which file you need? The setup link on each card explains where it goes.
        </p>
        <InlineScript code={[earlyTabScript(), EARLY_ACTIONS_SCRIPT]} />
        <DownloadTabs />
        <VerifyDownload />
      </main>
    </Layout>
  );
}
