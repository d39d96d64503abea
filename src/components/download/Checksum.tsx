import type {ReactNode} from 'react';

import type {LatestBuild} from './useLatestBuild';
import CopyButton from './CopyButton';
import styles from './styles.module.css';

interface ChecksumProps {
  live: LatestBuild;
  /** Download name inside the build, e.g. `spigot`. */
  download: string;
  fileName: string;
}

/**
 * The SHA-256 line of a card. It always takes exactly one line, whatever the state, so the card
 * does not move when live data arrives.
 */
export default function Checksum({live, download, fileName}: ChecksumProps): ReactNode {
  let content: ReactNode;
  switch (live.status) {
    case 'ok': {
      const file = live.build.downloads[download];
      content = file ? (
        <>
          {/* The hash scrolls sideways on narrow screens; focusable so a keyboard can scroll it (axe: scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <code className={styles.hash} tabIndex={0} aria-label={`SHA-256 of ${file.name}`} data-testid="sha256">
            {file.sha256}
          </code>
          <CopyButton value={file.sha256} label={`Copy the SHA-256 of ${file.name}`} />
        </>
      ) : (
        <span className={styles.muted}>
          Build {live.build.build} has no {fileName}.
        </span>
      );
      break;
    }
    case 'empty':
      content = <span className={styles.muted}>No build published yet.</span>;
      break;
    case 'error':
      content = <span className={styles.muted}>Checksum unavailable right now.</span>;
      break;
    default:
      content = <span className={`${styles.muted} ${styles.placeholder}`}>Loading checksum…</span>;
  }
  return (
    <div className={styles.checksum}>
      <span className={styles.checksumLabel}>SHA-256</span>
      {content}
    </div>
  );
}
