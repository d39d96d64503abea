import {memo, useMemo, type ReactNode} from 'react';

import {countBySeverity, type ConfigIssue} from '../../lib/config';

import {usePaging} from '../shared/usePaging';
import IssueBadge from './IssueBadge';
import MessageText from './MessageText';
import RemoveKeyButton from './RemoveKeyButton';
import styles from './styles.module.css';

interface Props {
  issues: readonly ConfigIssue[];
  /** The text changed since these problems were found; a new check is running. */
  checking: boolean;
  /** Dotted paths shown in the form, which "Go to option" can reach. */
  formPaths: ReadonlySet<string>;
  onGoToOption: (path: string) => void;
  onShowInSource: (line: number, column: number) => void;
  onRemoveKey: (segments: readonly string[]) => void;
}

/** Problems rendered at once; a file with thousands of unknown keys shows more on demand. */
const PAGE = 100;

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function ProblemList({issues, checking, formPaths, onGoToOption, onShowInSource, onRemoveKey}: Props): ReactNode {
  const counts = countBySeverity(issues);
  // With more problems than one page, errors come first so none hides behind thousands of warnings.
  const ordered = useMemo(
    () =>
      issues.length > PAGE
        ? [
            ...issues.filter((issue) => issue.severity === 'error'),
            ...issues.filter((issue) => issue.severity !== 'error'),
          ]
        : issues,
    [issues],
  );
  const paging = usePaging(ordered.length, PAGE, PAGE * 10);
  return (
    <section className={styles.problems} aria-labelledby="config-problems">
      <h2 id="config-problems" className={styles.panelTitle}>
        Problems
      </h2>
      <p className={styles.checkingNote} role="status">
        {checking ? 'Checking your latest change…' : ''}
      </p>
      {issues.length === 0 && checking ? null : issues.length === 0 ? (
        <p className={styles.allGood}>No problems found: Geyser will read every option as you see it.</p>
      ) : (
        <>
          <p className={styles.problemCounts}>
            {plural(counts.error, 'error')}, {plural(counts.warning, 'warning')}, {plural(counts.info, 'note')}.
            {counts.error > 0 && ' Geyser refuses to start with an error in its config.'}
          </p>
          <ul className={styles.problemList}>
            {ordered.slice(0, paging.limit).map((issue, index) => (
              <li key={index} className={styles.problem} data-severity={issue.severity}>
                <IssueBadge severity={issue.severity} />
                <span className={styles.problemText}>
                  {issue.location && <span className={styles.problemLine}>Line {issue.location.start.line}: </span>}
                  <MessageText text={issue.message} link={issue.link} />
                </span>
                <span className={styles.problemActions}>
                  {issue.path && formPaths.has(issue.path) && (
                    <button
                      type="button"
                      className="button button--sm button--link"
                      onClick={() => onGoToOption(issue.path as string)}
                    >
                      Go to option
                    </button>
                  )}
                  {issue.location && (
                    <button
                      type="button"
                      className="button button--sm button--link"
                      onClick={() => onShowInSource(issue.location?.start.line ?? 1, issue.location?.start.column ?? 1)}
                    >
                      Show in source
                    </button>
                  )}
                  <RemoveKeyButton issue={issue} onRemoveKey={onRemoveKey} />
                </span>
              </li>
            ))}
          </ul>
          {paging.hidden > 0 && (
            <button type="button" className="button button--sm button--secondary" onClick={paging.showMore}>
              Show {paging.next} more of {paging.hidden} hidden problems
            </button>
          )}
        </>
      )}
    </section>
  );
}

export default memo(ProblemList);
