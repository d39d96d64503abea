import {useEffect, useId, useRef, type ReactNode} from 'react';
import Link from '@docusaurus/Link';

import LogInput from './LogInput';
import Report from './Report';
import {useLogChecker} from './useLogChecker';
import styles from './styles.module.css';

/** The log checker: input on top, then the status, then the report. */
export default function LogChecker(): ReactNode {
  const {state, setDraft, checkText, checkFile, clear} = useLogChecker();
  const errorId = `${useId()}-error`;
  const shown = useRef<unknown>(null);

  // Move focus to a new report so screen readers announce it.
  useEffect(() => {
    if (state.report && shown.current !== state.report) {
      const first = shown.current === null;
      shown.current = state.report;
      if (!first) {
        document.getElementById('log-report-title')?.focus();
      }
    }
  }, [state.report]);

  return (
    <div className={styles.checker}>
      <p className={styles.privacy}>
        Your log stays in this browser: it is read on this page and nothing is uploaded. Only an mclo.gs link makes a
        request, to mclo.gs: when you press Check, or when you open a link to this page that names an mclo.gs log.
      </p>
      <LogInput
        draft={state.draft}
        busy={state.busy !== undefined}
        errorId={state.error ? errorId : undefined}
        onDraft={setDraft}
        onCheck={checkText}
        onFile={checkFile}
        onClear={clear}
      />
      <div aria-live="polite" className={styles.status}>
        {state.busy && (
          <p data-testid="log-busy">
            Reading {state.busy.label}… {Math.round(state.busy.done * 100)}%
          </p>
        )}
        {state.note && <p className="alert alert--info">{state.note}</p>}
        {state.notKept && (
          <p className={styles.hint}>
            This browser did not let the page keep this log for a reload (storage full or turned off): it is checked,
            not kept.
          </p>
        )}
      </div>
      {state.error && (
        <div id={errorId} role="alert" className="alert alert--danger" data-testid="log-error">
          <p className={styles.errorTitle}>{state.error.title}</p>
          <p>{state.error.message}</p>
          {state.error.link && (
            <p>
              <Link to={state.error.link.href}>{state.error.link.label}</Link>
            </p>
          )}
        </div>
      )}
      {state.report && state.checked && <Report report={state.report} checked={state.checked} />}
    </div>
  );
}
