import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';

import styles from './styles.module.css';

/** How to compare a downloaded file with the checksum on its card. */
export default function VerifyDownload(): ReactNode {
  return (
    <section className={styles.panelIntro} aria-labelledby="verify-download">
      <h2 id="verify-download">Check what you downloaded</h2>
      <p>
        Each card shows the SHA-256 checksum the Downloads API recorded for the newest build, and its button fetches
        exactly that build. Compute the checksum of your file and compare the two: if a single character differs, the
        file is damaged or did not come from GeyserMC, so download it again.
      </p>
      <CodeBlock language="powershell" title="Windows (PowerShell)">
        {'Get-FileHash .\\Geyser-Spigot.jar -Algorithm SHA256'}
      </CodeBlock>
      <CodeBlock language="bash" title="Linux">
        {'sha256sum Geyser-Spigot.jar'}
      </CodeBlock>
      <CodeBlock language="bash" title="macOS">
        {'shasum -a 256 Geyser-Spigot.jar'}
      </CodeBlock>
      <h2 id="older-builds">Older builds and other Minecraft versions</h2>
      <p>
        The buttons always serve the newest build, which supports only the Minecraft versions listed on{' '}
        <Link to="/wiki/geyser/supported-versions/">supported versions</Link>. Earlier builds stay available through the{' '}
        <Link to="/wiki/api/downloads.geysermc.org/downloads-api/">Downloads API</Link>, but they get no fixes and stop
        accepting Bedrock players as soon as the game updates, so use them only for testing.
      </p>
    </section>
  );
}
