import {useCallback, useEffect, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

import {fetchDumpText, parseDumpText, rawDumpUrl, type DumpLoadError} from '../../lib/dump/load';
import type {NormalizedDump} from '../../lib/dump/model';
import {parseDumpReference, readDumpIdFromLocation} from '../../lib/dump/reference';
import {useServiceUrls} from './useServiceUrls';

export type DumpSource = {kind: 'service'; id: string; rawUrl: string} | {kind: 'file'; name: string} | {kind: 'paste'};

export interface LoadedDump {
  /** The dump id, or `local-<n>` for files and pasted text. */
  key: string;
  source: DumpSource;
  /** The text as received (the raw JSON of a fetched dump, the file's contents). */
  text: string;
  dump: NormalizedDump;
}

export interface ViewerState {
  current?: LoadedDump;
  loading?: {description: string; slow: boolean};
  error?: DumpLoadError;
  /** Counts loads the reader asked for, so the report can move focus to itself after each. */
  loadCount: number;
}

/** History entries of local dumps carry their key, so Back and Forward can show them again. */
interface HistoryState {
  dumpViewerLocal?: string;
  /** A dump file handed over by the log checker, which recognised it (src/components/log-checker). */
  dumpViewerHandoff?: {text: string; name: string};
}

/** After this long, the loading message admits that the service is slow. */
const SLOW_AFTER_MS = 4_000;
/** Files larger than this are refused before reading them. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

type Navigation = 'push' | 'replace' | 'none';

/**
 * State of the dump viewer: what is shown, what is loading, the last error. The address follows
 * the loaded dump (`#<id>`), so links can be shared and Back/Forward move between dumps. Errors
 * never remove the dump on screen.
 */
export function useDumpViewer() {
  const {dumpService} = useServiceUrls();
  const history = useHistory<HistoryState | undefined>();
  const location = useLocation<HistoryState | undefined>();
  const [state, setState] = useState<ViewerState>({loadCount: 0});
  const cache = useRef(new Map<string, LoadedDump>());
  const currentKey = useRef<string | undefined>(undefined);
  const pending = useRef<{token: number; controller?: AbortController; slowTimer?: number}>({token: 0});
  const localCounter = useRef(0);

  const cancelPending = useCallback((): number => {
    pending.current.controller?.abort();
    if (pending.current.slowTimer !== undefined) {
      window.clearTimeout(pending.current.slowTimer);
    }
    pending.current = {token: pending.current.token + 1};
    return pending.current.token;
  }, []);

  const show = useCallback((loaded: LoadedDump, userInitiated: boolean) => {
    cache.current.set(loaded.key, loaded);
    currentKey.current = loaded.key;
    setState((previous) => ({
      current: loaded,
      loadCount: previous.loadCount + (userInitiated ? 1 : 0),
    }));
  }, []);

  const fail = useCallback((error: DumpLoadError) => {
    setState((previous) => ({...previous, loading: undefined, error}));
  }, []);

  const navigate = useCallback(
    (navigation: Navigation, hash: string, historyState?: HistoryState) => {
      if (navigation === 'none') {
        return;
      }
      // `history.location` is the address now, after any awaits (the render's `location` may be stale).
      const now = history.location;
      const target = {pathname: now.pathname, search: '', hash, state: historyState};
      if (navigation === 'replace') {
        history.replace(target);
      } else if (now.hash !== hash || now.search !== '' || historyState) {
        history.push(target);
      }
    },
    [history],
  );

  const loadId = useCallback(
    async (id: string, navigation: Navigation, userInitiated: boolean) => {
      const cached = cache.current.get(id);
      if (cached && !userInitiated) {
        cancelPending();
        show(cached, false);
        navigate(navigation, `#${id}`);
        return;
      }
      const token = cancelPending();
      const controller = new AbortController();
      pending.current.controller = controller;
      const description = `Loading dump ${id} from the dump service…`;
      setState((previous) => ({...previous, loading: {description, slow: false}, error: undefined}));
      pending.current.slowTimer = window.setTimeout(() => {
        if (pending.current.token === token) {
          setState((previous) => (previous.loading ? {...previous, loading: {description, slow: true}} : previous));
        }
      }, SLOW_AFTER_MS);

      const result = await fetchDumpText(dumpService, id, {signal: controller.signal});
      if (pending.current.token !== token) {
        return;
      }
      window.clearTimeout(pending.current.slowTimer);
      if (!result.ok) {
        if (result.error.kind !== 'aborted') {
          fail(result.error);
        }
        return;
      }
      const parsed = parseDumpText(result.text, 'service');
      if (!parsed.ok) {
        fail(parsed.error);
        return;
      }
      show(
        {
          key: id,
          source: {kind: 'service', id, rawUrl: rawDumpUrl(dumpService, id)},
          text: result.text,
          dump: parsed.dump,
        },
        userInitiated,
      );
      navigate(navigation, `#${id}`);
    },
    [cancelPending, dumpService, fail, navigate, show],
  );

  const loadText = useCallback(
    (text: string, source: Extract<DumpSource, {kind: 'file' | 'paste'}>) => {
      cancelPending();
      const parsed = parseDumpText(text, source.kind);
      if (!parsed.ok) {
        fail(parsed.error);
        return;
      }
      localCounter.current += 1;
      const key = `local-${localCounter.current}`;
      show({key, source, text, dump: parsed.dump}, true);
      // A local dump has no address of its own: drop the previous dump's id from the address bar.
      navigate('push', '', {dumpViewerLocal: key});
    },
    [cancelPending, fail, navigate, show],
  );

  const loadReference = useCallback(
    (input: string) => {
      const reference = parseDumpReference(input, {serviceUrl: dumpService, siteHost: window.location.host});
      if (reference.kind === 'invalid') {
        cancelPending();
        fail({kind: 'invalid-reference', title: 'Not a dump ID or link', message: reference.message});
        return;
      }
      if (reference.kind === 'json') {
        loadText(reference.text, {kind: 'paste'});
        return;
      }
      void loadId(reference.id, 'push', true);
    },
    [cancelPending, dumpService, fail, loadId, loadText],
  );

  const loadFile = useCallback(
    async (file: File) => {
      cancelPending();
      if (file.size > MAX_FILE_BYTES) {
        fail({
          kind: 'too-large',
          title: 'Too large to be a dump',
          message: `${file.name} is ${Math.round(file.size / 1_000_000)} MB; a Geyser dump is a few kilobytes. Choose the dump.json file from Geyser's folder.`,
        });
        return;
      }
      let text: string;
      try {
        text = await file.text();
      } catch {
        fail({
          kind: 'read-failed',
          title: 'The file could not be read',
          message: `The browser could not read ${file.name}. Try choosing it again.`,
        });
        return;
      }
      loadText(text, {kind: 'file', name: file.name});
    },
    [cancelPending, fail, loadText],
  );

  const dismissError = useCallback(() => setState((previous) => ({...previous, error: undefined})), []);

  // The address decides what is shown: on page load (`#id`, `?id=`), and on Back and Forward.
  const localKey = location.state?.dumpViewerLocal;
  const handoff = location.state?.dumpViewerHandoff;
  useEffect(() => {
    if (handoff && typeof handoff.text === 'string') {
      history.replace({...history.location, state: undefined});
      loadText(handoff.text, {kind: 'file', name: typeof handoff.name === 'string' ? handoff.name : 'dump.json'});
      return;
    }
    const {id, invalid} = readDumpIdFromLocation(location.search, location.hash);
    if (id) {
      if (currentKey.current !== id) {
        void loadId(id, location.search ? 'replace' : 'none', false);
      } else if (location.search) {
        navigate('replace', `#${id}`);
      }
      return;
    }
    if (invalid) {
      fail({kind: 'invalid-reference', title: 'Not a dump ID', message: invalid});
      return;
    }
    if (localKey) {
      const cached = cache.current.get(localKey);
      if (cached && currentKey.current !== localKey) {
        cancelPending();
        show(cached, false);
      }
      return;
    }
    if (currentKey.current !== undefined) {
      // Back to the entry before any dump was loaded: show the empty viewer again.
      cancelPending();
      currentKey.current = undefined;
      setState((previous) => ({loadCount: previous.loadCount}));
    }
    // Only the address matters here; the callbacks are stable for a given service URL.
  }, [location.search, location.hash, localKey, handoff]);

  useEffect(() => () => void cancelPending(), [cancelPending]);

  return {state, loadReference, loadFile, loadText, dismissError};
}
