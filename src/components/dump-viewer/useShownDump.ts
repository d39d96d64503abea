import {useCallback, useMemo, useRef, useState} from 'react';

import type {DumpLoadError} from '../../lib/dump/load';
import type {LoadedDump, ViewerState} from './types';

/**
 * What the viewer shows, and every dump shown before in this visit (by key), so Back and Forward show
 * them again without asking the service. An error is shown above the dump on screen, never in its place.
 */
export function useShownDump() {
  const [state, setState] = useState<ViewerState>({loadCount: 0});
  const cache = useRef(new Map<string, LoadedDump>());
  const currentKey = useRef<string | undefined>(undefined);

  const show = useCallback((loaded: LoadedDump, userInitiated: boolean) => {
    cache.current.set(loaded.key, loaded);
    currentKey.current = loaded.key;
    setState((previous) => ({current: loaded, loadCount: previous.loadCount + (userInitiated ? 1 : 0)}));
  }, []);

  const fail = useCallback((error: DumpLoadError, retry?: ViewerState['retry']) => {
    setState((previous) => ({...previous, loading: undefined, error, retry}));
  }, []);

  /** Back to the empty viewer. */
  const clear = useCallback(() => {
    currentKey.current = undefined;
    setState((previous) => ({loadCount: previous.loadCount}));
  }, []);

  const dismissError = useCallback(
    () => setState((previous) => ({...previous, error: undefined, retry: undefined})),
    [],
  );

  return useMemo(
    () => ({state, setState, cache, currentKey, show, fail, clear, dismissError}),
    [state, show, fail, clear, dismissError],
  );
}

export type ShownDump = ReturnType<typeof useShownDump>;
