import type {ReactNode} from 'react';

import type {Notice} from './state/types';
import MessageText from './MessageText';
import styles from './styles.module.css';

const ALERT_CLASS: Record<Notice['kind'], string> = {
  error: 'alert--danger',
  warning: 'alert--warning',
  success: 'alert--success',
  info: 'alert--info',
};

/** The latest message. Errors interrupt screen readers; everything else is announced politely. */
export function NoticeBar({notice, onDismiss}: {notice: Notice | null; onDismiss: () => void}): ReactNode {
  return (
    <div className={styles.noticeSlot}>
      <div role="alert" className={styles.liveRegion}>
        {notice?.kind === 'error' && <NoticeBody notice={notice} onDismiss={onDismiss} />}
      </div>
      <div role="status" className={styles.liveRegion}>
        {notice && notice.kind !== 'error' && <NoticeBody notice={notice} onDismiss={onDismiss} />}
      </div>
    </div>
  );
}

function NoticeBody({notice, onDismiss}: {notice: Notice; onDismiss: () => void}): ReactNode {
  return (
    <div className={`alert ${ALERT_CLASS[notice.kind]} ${styles.notice}`} data-kind={notice.kind}>
      <span>
        <MessageText text={notice.text} link={notice.link} />
      </span>
      <button type="button" className={`clean-btn ${styles.dismiss}`} onClick={onDismiss} aria-label="Dismiss message">
        ×
      </button>
    </div>
  );
}
