import type {ComponentPropsWithoutRef, ReactNode} from 'react';
import clsx from 'clsx';

import styles from './FileButton.module.css';

type InputAttributes = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'className' | 'onChange' | 'children'>;

interface Props extends InputAttributes {
  /** The button's classes (Infima's `button …`) and text. */
  className: string;
  children: ReactNode;
  onFile: (file: File) => void;
}

/**
 * A button that opens the file chooser: a label over a transparent, focusable file input. The browser
 * opens the chooser from the label itself, so it works from the first paint, before the page's
 * scripts run (a script may open a chooser only during a click). The input is emptied after each
 * choice, so choosing the same file again still counts.
 */
export default function FileButton({className, children, onFile, ...input}: Props): ReactNode {
  return (
    <label className={clsx(className, styles.fileButton)}>
      <input
        {...input}
        type="file"
        className={styles.fileInput}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) {
            onFile(file);
          }
        }}
      />
      {children}
    </label>
  );
}
