import {useCallback, useEffect, useSyncExternalStore} from 'react';

import {fetchLatestBuild} from '../../lib/downloads/client';
import type {BuildResponse, DownloadsApiError} from '../../lib/downloads/types';
import {useDownloadsApiBase} from './useDownloadsApiBase';

export type LatestBuildState =
  | {status: 'idle'}
  | {status: 'loading'; slow: boolean}
  | {status: 'ok'; build: BuildResponse}
  | {status: 'empty'}
  | {status: 'error'; error: DownloadsApiError};

/** After this long, the loading text admits that the API is slow. */
const SLOW_AFTER_MS = 4_000;
/** A result older than this is fetched again when a component asks for it. */
const FRESH_FOR_MS = 10 * 60_000;

const IDLE: LatestBuildState = {status: 'idle'};

/**
 * Live build data shared by every component showing the same project (the build panel and each
 * platform card), so a page view makes one request per project and "Retry" updates them all.
 */
const entries = new Map<string, {state: LatestBuildState; at: number}>();
const listeners = new Set<() => void>();

function publish(key: string, state: LatestBuildState): void {
  entries.set(key, {state, at: Date.now()});
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function load(apiBase: string, project: string, force: boolean): void {
  const key = `${apiBase} ${project}`;
  const current = entries.get(key);
  if (current?.state.status === 'loading') {
    return;
  }
  const stale = !current || Date.now() - current.at > FRESH_FOR_MS;
  if (!force && current && current.state.status !== 'idle' && !stale) {
    return;
  }
  publish(key, {status: 'loading', slow: false});
  const slowTimer = window.setTimeout(() => {
    if (entries.get(key)?.state.status === 'loading') {
      publish(key, {status: 'loading', slow: true});
    }
  }, SLOW_AFTER_MS);
  void fetchLatestBuild(apiBase, project).then((result) => {
    window.clearTimeout(slowTimer);
    publish(key, result.status === 'ok' ? {status: 'ok', build: result.build} : result);
  });
}

/** Runs `callback` once the browser is idle, so live data never competes with the first paint. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, {timeout: 500});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

export type LatestBuild = LatestBuildState & {retry: () => void};

/**
 * Live information about the newest build of a Downloads API project. Nothing is fetched during
 * server rendering, nor while `enabled` is false (an inactive tab, a collapsed section).
 */
export function useLatestBuild(project: string | undefined, enabled = true): LatestBuild {
  const apiBase = useDownloadsApiBase();
  const key = `${apiBase} ${project ?? ''}`;
  const state = useSyncExternalStore(
    subscribe,
    () => (project ? (entries.get(key)?.state ?? IDLE) : IDLE),
    () => IDLE,
  );

  useEffect(() => {
    if (!project || !enabled) {
      return undefined;
    }
    return whenIdle(() => load(apiBase, project, false));
  }, [apiBase, project, enabled]);

  const retry = useCallback(() => {
    if (project) {
      load(apiBase, project, true);
    }
  }, [apiBase, project]);

  return {...state, retry};
}
