import type {ReactNode} from 'react';
import clsx from 'clsx';

import styles from './FileButton.module.css';

interface Props {
  /** The file input's `accept` list. */
  accept: string;
  /** Infima button classes, such as `button--secondary button--sm`. */
  variant: string;
  onFile: (file: File) => void;
  children: ReactNode;
}

/**
 * A button that opens the file chooser (the dump viewer's and the log checker's): a real file input,
 * invisible over its label, so keyboards and screen readers reach it as a file input. The same file
 * can be chosen twice in a row.
 */
export default function FileButton({accept, variant, onFile, children}: Props): ReactNode {
  return (
    <label className={clsx('button', variant, styles.button)}>
      <input
        type="file"
        accept={accept}
        className={styles.input}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) {
            onFile(file);
          }
          event.target.value = '';
        }}
      />
      {children}
    </label>
  );
}
