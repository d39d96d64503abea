import type {ReactNode} from 'react';

import type {DumpLoadError} from '../../lib/dump/load';
import {visibleText} from '../../lib/dump/format';
import styles from './styles.module.css';

interface Props {
  errorId: string;
  loading?: {description: string; slow: boolean};
  error?: DumpLoadError;
  hasDump: boolean;
  /** Asks the dump service again; offered after a failure that may pass (no answer, a server error). */
  onRetry?: () => void;
  onDismiss: () => void;
}

/**
 * Progress and failures of the last load. Errors are plain text (they may quote what the reader
 * typed or what a service sent) and sit above the dump that stays on screen.
 */
export default function LoadStatus({errorId, loading, error, hasDump, onRetry, onDismiss}: Props): ReactNode {
  return (
    <>
      <div role="status" aria-live="polite">
        {loading && (
          <p className={styles.loading}>
            <span className={styles.spinner} aria-hidden="true" />
            {loading.description}
            {loading.slow && ' The dump service is slow to answer; still waiting.'}
          </p>
        )}
      </div>
      {error && (
        <div id={errorId} role="alert" className={styles.errorBox} data-error-kind={error.kind}>
          <p className={styles.errorTitle}>{error.title}</p>
          <p className={styles.errorMessage}>{visibleText(error.message)}</p>
          {hasDump && <p className={styles.errorNote}>The dump shown below is the one loaded before.</p>}
          <div className={styles.errorActions}>
            {onRetry && (
              <button type="button" className="button button--primary button--sm" onClick={onRetry}>
                Retry
              </button>
            )}
            <button type="button" className="button button--link button--sm" onClick={onDismiss}>
              Dismiss
            </button>
          </div>
        </div>
      )}
    </>
  );
}
