import {memo, useMemo, useState, type ReactNode} from 'react';

import type {ConfigIssue} from '../../../lib/config';

import {usePaging} from '../../shared/usePaging';
import RemoveKeyButton from '../RemoveKeyButton';
import RichText from '../RichText';
import styles from '../styles.module.css';

interface Props {
  issues: readonly ConfigIssue[];
  onRemoveKey: (segments: readonly string[]) => void;
}

/** Keys rendered per "Show more": a file can hold tens of thousands, and each is a row with a button. */
export const UNKNOWN_KEYS_PAGE = 50;

/**
 * Every key Geyser does not know, as one collapsed group. Nothing inside renders until it is opened,
 * and then only a page at a time, so a hostile file with 20,000 stray keys costs one summary line.
 */
function UnknownKeys({issues, onRemoveKey}: Props): ReactNode {
  const unknown = useMemo(() => issues.filter((issue) => issue.rule === 'unknown-key' && issue.path), [issues]);
  const [open, setOpen] = useState(false);
  const paging = usePaging(unknown.length, UNKNOWN_KEYS_PAGE);
  if (unknown.length === 0) {
    return null;
  }
  return (
    <details
      className={styles.unknownKeys}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="unknown-keys"
    >
      <summary className={styles.unknownSummary}>Unknown keys ({unknown.length.toLocaleString('en')})</summary>
      {open && (
        <>
          <p className={styles.groupDescription}>
            Geyser ignores these keys. Remove the ones you do not need, or check their spelling in the source view.
          </p>
          <ul className={styles.unknownList}>
            {unknown.slice(0, paging.limit).map((issue, index) => (
              <li key={`${index}:${issue.path ?? ''}`} className={styles.unknownItem}>
                <span className={styles.problemText}>
                  {issue.location && <span className={styles.problemLine}>Line {issue.location.start.line}: </span>}
                  <RichText text={issue.message} links={false} />
                </span>
                <RemoveKeyButton issue={issue} onRemoveKey={onRemoveKey} />
              </li>
            ))}
          </ul>
          {paging.hidden > 0 && (
            <button type="button" className="button button--sm button--secondary" onClick={paging.showMore}>
              Show {paging.next} more of {paging.hidden.toLocaleString('en')} hidden keys
            </button>
          )}
        </>
      )}
    </details>
  );
}

export default memo(UnknownKeys);
