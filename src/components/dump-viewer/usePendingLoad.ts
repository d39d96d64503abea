import {useCallback, useEffect, useMemo, useRef, type Dispatch, type SetStateAction} from 'react';

import type {ViewerState} from './types';

/** After this long, the loading message admits that the service is slow. */
const SLOW_AFTER_MS = 4_000;

interface Pending {
  /** Counts loads; an answer is used only while its token is the newest. */
  token: number;
  controller?: AbortController;
  slowTimer?: number;
}

/**
 * The one load in flight. Starting a load (or cancelling) aborts the one before, so only the newest
 * answer is ever shown; while it runs, the viewer says what it waits for, and after a while that the
 * service is slow.
 */
export function usePendingLoad(setState: Dispatch<SetStateAction<ViewerState>>) {
  const pending = useRef<Pending>({token: 0});

  /** Drops the load in flight; returns the token of whatever comes next. */
  const cancel = useCallback((): number => {
    pending.current.controller?.abort();
    window.clearTimeout(pending.current.slowTimer);
    pending.current = {token: pending.current.token + 1};
    return pending.current.token;
  }, []);

  const begin = useCallback(
    (description: string): {token: number; signal: AbortSignal} => {
      const token = cancel();
      const controller = new AbortController();
      pending.current.controller = controller;
      setState((previous) => ({...previous, loading: {description, slow: false}, error: undefined, retry: undefined}));
      pending.current.slowTimer = window.setTimeout(() => {
        if (pending.current.token === token) {
          setState((previous) => (previous.loading ? {...previous, loading: {description, slow: true}} : previous));
        }
      }, SLOW_AFTER_MS);
      return {token, signal: controller.signal};
    },
    [cancel, setState],
  );

  /** Whether the load with `token` is still the newest; if so, it stops waiting. */
  const settle = useCallback((token: number): boolean => {
    if (pending.current.token !== token) {
      return false;
    }
    window.clearTimeout(pending.current.slowTimer);
    return true;
  }, []);

  useEffect(() => () => void cancel(), [cancel]);

  return useMemo(() => ({begin, settle, cancel}), [begin, settle, cancel]);
}
