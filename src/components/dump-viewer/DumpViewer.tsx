import {useEffect, useId, type ReactNode} from 'react';

import DumpLoader from './DumpLoader';
import DumpReport from './DumpReport';
import LoadStatus from './LoadStatus';
import {useDumpViewer} from './useDumpViewer';
import styles from './styles.module.css';

/** The dump viewer: loading on top, then the report of the dump on screen. */
export default function DumpViewer(): ReactNode {
  const {state, loadReference, loadFile, loadText, retry, dismissError} = useDumpViewer();
  const errorId = `${useId()}-error`;

  // After a load the reader asked for, move focus to the report so screen readers announce it.
  useEffect(() => {
    if (state.loadCount > 0) {
      document.getElementById('dump-report-title')?.focus();
    }
  }, [state.loadCount]);
  return (
    <div className={styles.viewer}>
      <DumpLoader
        busy={state.loading !== undefined}
        errorId={state.error ? errorId : undefined}
        onReference={loadReference}
        onFile={(file) => void loadFile(file)}
        onPaste={(text) => loadText(text, {kind: 'paste'})}
      />
      <LoadStatus
        errorId={errorId}
        loading={state.loading}
        error={state.error}
        hasDump={state.current !== undefined}
        onRetry={state.retry ? retry : undefined}
        onDismiss={dismissError}
      />
      {state.current && <DumpReport key={state.current.key} loaded={state.current} />}
    </div>
  );
}
