import {useCallback, useEffect, useRef, type MutableRefObject} from 'react';
import {useHistory} from '@docusaurus/router';

import type {CheckerError, SetCheckerState} from './checker-state';
import {storeChecked} from './checker-storage';
import type {CheckInput, CheckRequest, CheckResponse, KeepAs} from './protocol';

/**
 * What the page does with each message from the worker. Only answers to the newest request (`seq`)
 * count; a dump is handed to the dump viewer.
 */
function useResponseHandler(
  seq: MutableRefObject<number>,
  setState: SetCheckerState,
  fail: (error: CheckerError) => void,
) {
  const history = useHistory();
  /** Points this tab at the kept log (null: at none), after the worker has stored it. */
  const keepChecked = useCallback(
    (checked: KeepAs | null) => {
      const kept = storeChecked(checked);
      setState((previous) => ({...previous, notKept: !kept}));
    },
    [setState],
  );

  return useCallback(
    (response: CheckResponse, label: string, keep?: KeepAs) => {
      if (response.seq !== seq.current) {
        return;
      }
      if (response.type === 'progress') {
        setState((previous) => (previous.busy ? {...previous, busy: {label, done: response.done}} : previous));
      } else if (response.type === 'error') {
        fail({title: response.title, message: response.message});
      } else if (response.type === 'dump') {
        setState((previous) => ({...previous, busy: undefined}));
        history.push({
          pathname: '/utilities/dump-viewer/',
          state: {dumpViewerHandoff: {text: response.text, name: response.name}},
        });
      } else if (response.type === 'report') {
        setState((previous) => ({
          ...previous,
          busy: undefined,
          error: undefined,
          report: response.report,
          checked: label,
        }));
        if (!keep) {
          keepChecked(null);
        }
      } else if (keep) {
        // The worker stored the log (or could not) after sending the report.
        keepChecked(response.ok ? keep : null);
        if (!response.ok) {
          setState((previous) => ({...previous, notKept: true}));
        }
      }
    },
    [fail, history, keepChecked, seq, setState],
  );
}

/**
 * The log checker's Web Worker (./checker.worker.ts), started on the first request and restarted
 * after it runs out of memory. `send` makes its request the newest one (`seq`).
 */
export function useCheckerWorker(
  seq: MutableRefObject<number>,
  setState: SetCheckerState,
  fail: (error: CheckerError) => void,
) {
  const worker = useRef<Worker | null>(null);
  const onResponse = useResponseHandler(seq, setState, fail);

  const send = useCallback(
    (request: CheckInput, label: string) => {
      seq.current += 1;
      const current = seq.current;
      if (!worker.current) {
        try {
          worker.current = new Worker(new URL('./checker.worker.ts', import.meta.url), {name: 'log-checker'});
        } catch {
          fail({
            title: 'The log checker cannot start',
            message: 'This browser refused to start the log checker (it needs Web Workers).',
          });
          return;
        }
      }
      const active = worker.current;
      const keep = request.kind === 'file' || request.kind === 'text' ? request.keep : undefined;
      active.onmessage = (event: MessageEvent<CheckResponse>) => onResponse(event.data, label, keep);
      active.onerror = (event) => {
        event.preventDefault();
        active.terminate();
        worker.current = null;
        if (current === seq.current) {
          fail({
            title: 'The log checker stopped',
            message:
              'Reading this log took more memory than the browser allows. Your input is still here; try a smaller part of the log.',
          });
        }
      };
      setState((previous) => ({...previous, busy: {label, done: 0}, error: undefined, note: undefined}));
      active.postMessage({...request, seq: current} as CheckRequest);
    },
    [fail, onResponse, seq, setState],
  );

  /** Asks the worker to drop a kept log, when it is running (as it is once anything was checked). */
  const forget = useCallback((key: string) => {
    worker.current?.postMessage({seq: 0, kind: 'forget', key} satisfies CheckRequest);
  }, []);

  useEffect(() => () => worker.current?.terminate(), []);

  return {send, forget};
}
