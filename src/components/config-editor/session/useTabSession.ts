/**
 * This tab's identity and draft. Every open editor tab keeps its draft in local storage under its own
 * id, which lives in session storage so a reload keeps it. A duplicated tab arrives with the id of the
 * tab it was copied from: it takes a fresh id and a copy of the draft, so neither tab overwrites the
 * other's edits.
 */
import {useEffect, useRef, type Dispatch, type MutableRefObject} from 'react';

import {
  ALIVE_INTERVAL_MS,
  answerClaims,
  forkDraft,
  isTabAlive,
  isTabIdTaken,
  markAlive,
  markClosed,
  tabChannel,
  takeDraft,
  TAB_ID_KEY,
  type TabChannel,
} from '../../../lib/config';

import type {Action} from '../state/types';
import {browserStorage} from './storage';

function newTabId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Session storage refused: the id lives as long as this page.
    return null;
  }
}

function storeTabId(id: string): void {
  try {
    sessionStore()?.setItem(TAB_ID_KEY, id);
  } catch {
    // As above.
  }
}

/** The id this tab had before a reload (a duplicated tab has its original's), or a new one. */
function storedTabId(): string {
  try {
    const existing = sessionStore()?.getItem(TAB_ID_KEY);
    if (existing) {
      return existing;
    }
  } catch {
    // As above.
  }
  const id = newTabId();
  storeTabId(id);
  return id;
}

function browserTabChannel(): {tabs: TabChannel; close: () => void} | null {
  try {
    if (typeof BroadcastChannel === 'undefined') {
      return null;
    }
    const channel = new BroadcastChannel('geysermc:config-editor:tabs');
    return {tabs: tabChannel(channel), close: () => channel.close()};
  } catch {
    return null;
  }
}

/**
 * Runs the tab under `id`: restores its draft, and keeps the id marked alive while the page is open,
 * closed when it goes. Returns what undoes it.
 */
function runTab(id: string, storage: Storage | null, dispatch: Dispatch<Action>): () => void {
  if (!storage) {
    dispatch({type: 'tab-ready', draft: null});
    return () => undefined;
  }
  markAlive(storage, id, Date.now());
  dispatch({type: 'tab-ready', draft: takeDraft(storage, id, Date.now())});
  const timer = window.setInterval(() => markAlive(storage, id, Date.now()), ALIVE_INTERVAL_MS);
  const closed = () => markClosed(storage, id);
  const shown = () => markAlive(storage, id, Date.now());
  window.addEventListener('pagehide', closed);
  window.addEventListener('pageshow', shown);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('pagehide', closed);
    window.removeEventListener('pageshow', shown);
    // Leaving the editor within the site (no pagehide) releases the id too, so coming back keeps it.
    closed();
  };
}

/**
 * Settles this tab's id, then restores its draft, once after hydration (storage does not exist during
 * the static build). Returns the id, empty until settled.
 */
export function useTabSession(dispatch: Dispatch<Action>): MutableRefObject<string> {
  const tab = useRef('');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) {
      return undefined;
    }
    started.current = true;
    const storage = browserStorage();
    const channel = browserTabChannel();
    const cleanups: (() => void)[] = [];
    let stopped = false;
    const start = (id: string) => {
      if (stopped) {
        return;
      }
      tab.current = id;
      if (channel) {
        cleanups.push(answerClaims(channel.tabs, () => tab.current || null));
      }
      cleanups.push(runTab(id, storage, dispatch));
    };
    const id = storedTabId();
    const settle = (answered: boolean) => {
      // Another open tab holds this id if it answered, or if it marked the id alive and never closed
      // it: a busy tab can answer after the wait, but its mark is already in storage. A reloaded tab
      // marked its id closed as its old page went away, so it keeps its id and draft.
      if (!answered && !(storage && isTabAlive(storage, id, Date.now()))) {
        start(id);
        return;
      }
      const fresh = newTabId();
      storeTabId(fresh);
      if (storage) {
        forkDraft(storage, id, fresh);
      }
      start(fresh);
    };
    if (channel) {
      void isTabIdTaken(channel.tabs, id, newTabId()).then(settle);
    } else {
      settle(false);
    }
    return () => {
      stopped = true;
      cleanups.forEach((cleanup) => cleanup());
      channel?.close();
    };
  }, [dispatch]);

  return tab;
}
