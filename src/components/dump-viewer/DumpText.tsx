import {useState, type ReactNode} from 'react';
import clsx from 'clsx';

import {formatCount, truncate, visibleText} from '../../lib/dump/format';
import styles from './styles.module.css';

interface Props {
  value: string | undefined;
  /** Characters shown before "Show all". */
  max?: number;
  /** Render as code (class names, flags, config values). */
  code?: boolean;
  /** What to show for a value the dump does not have. */
  missing?: string;
}

export function Missing({children = 'Not reported'}: {children?: ReactNode}): ReactNode {
  return <span className={styles.missing}>{children}</span>;
}

/**
 * One untrusted string from a dump, shown as text: control and direction characters are made
 * visible, the text is isolated from its neighbours' direction (`<bdi>`), long values wrap and
 * are shortened until the reader asks for the rest.
 */
export default function DumpText({value, max = 200, code = false, missing}: Props): ReactNode {
  const [expanded, setExpanded] = useState(false);
  if (value === undefined) {
    return <Missing>{missing}</Missing>;
  }
  if (value === '') {
    return <Missing>(empty)</Missing>;
  }
  const {text, truncated} = expanded ? {text: value, truncated: false} : truncate(value, max);
  const shown = `${visibleText(text)}${truncated ? '…' : ''}`;
  const long = value.length > max;
  return (
    <>
      <bdi className={clsx(styles.text, code && styles.code)}>{shown}</bdi>
      {long && (
        <button
          type="button"
          className={styles.moreButton}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : `Show all ${formatCount(value.length)} characters`}
        </button>
      )}
    </>
  );
}
