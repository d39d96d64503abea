import type {ReactNode} from 'react';

import type {Severity} from '../../lib/config';

import styles from './styles.module.css';

const LABELS: Record<Severity, string> = {error: 'Error', warning: 'Warning', info: 'Note'};

/** Severity shown as a word, not only a colour. */
export default function IssueBadge({severity}: {severity: Severity}): ReactNode {
  return (
    <span className={styles.badge} data-severity={severity}>
      {LABELS[severity]}
    </span>
  );
}
