import type {ReactNode} from 'react';

import styles from './styles.module.css';

/** What the editor shows before a file is open: the ways to open one, and where the file goes. */
export default function EmptyState(): ReactNode {
  return (
    <div className={styles.emptyState}>
      <p className={styles.emptyTitle}>No config is open yet.</p>
      <p>Upload your config.yml, or press Default to start from the default config for your platform.</p>
      <p className={styles.hint}>
        You can also drop a <code>config.yml</code> anywhere on this page. The file stays in your browser: nothing is
        uploaded to a server.
      </p>
    </div>
  );
}
