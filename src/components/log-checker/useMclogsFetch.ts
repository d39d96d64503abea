import {useCallback, useEffect, useRef, type MutableRefObject} from 'react';

import {fetchMclogs} from '../../lib/logs/input';
import type {CheckerError, SetCheckerState} from './checker-state';
import {newKey} from './checker-storage';
import type {CheckInput} from './protocol';

/**
 * Fetches a log from mclo.gs and hands it to `send`. A newer request (`seq`) or `abort` drops the
 * fetch in flight, so an old answer never replaces a newer check.
 */
export function useMclogsFetch(
  apiUrl: string,
  seq: MutableRefObject<number>,
  setState: SetCheckerState,
  fail: (error: CheckerError) => void,
  send: (request: CheckInput, label: string) => void,
) {
  const controllerRef = useRef<AbortController | null>(null);

  const abort = useCallback(() => controllerRef.current?.abort(), []);

  const fetchLog = useCallback(
    (id: string, label: string) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      seq.current += 1;
      const current = seq.current;
      setState((previous) => ({...previous, busy: {label, done: 0}, error: undefined, note: undefined}));
      void fetchMclogs(apiUrl, id, {signal: controller.signal}).then((result) => {
        if (current !== seq.current || controller.signal.aborted) {
          return;
        }
        if (!result.ok) {
          fail({title: result.title, message: result.message});
          return;
        }
        send({kind: 'text', text: result.text, keep: {key: newKey(), label}}, label);
      });
    },
    [apiUrl, fail, send, seq, setState],
  );

  useEffect(() => abort, [abort]);

  return {fetchLog, abort};
}
