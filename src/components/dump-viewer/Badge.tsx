import type {ReactNode} from 'react';
import clsx from 'clsx';

import styles from './styles.module.css';

export type BadgeTone = 'error' | 'warning' | 'info' | 'ok' | 'neutral';

const TONES: Record<BadgeTone, string> = {
  error: styles.toneError,
  warning: styles.toneWarning,
  info: styles.toneInfo,
  ok: styles.toneOk,
  neutral: styles.toneNeutral,
};

/** A short label with a colour that keeps AA contrast in both colour modes. */
export default function Badge({tone, children}: {tone: BadgeTone; children: ReactNode}): ReactNode {
  return <span className={clsx(styles.badge, TONES[tone])}>{children}</span>;
}
