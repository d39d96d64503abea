/**
 * The working drafts kept in the browser's local storage, so a reload or a closed tab loses nothing.
 * Each tab keeps its own draft under its own key (the tab's id lives in session storage, which a
 * reload keeps), so two open tabs never overwrite each other. A tab that opens with no draft of its
 * own takes over the newest draft of a tab that is no longer open: open tabs mark themselves alive
 * every few seconds and remove the mark when the page goes away.
 * Storage access is passed in, which keeps this module testable and free of browser globals.
 */
import {isPlatformId} from './schema';
import type {PlatformId} from './types';

/** The one shared draft of earlier versions of the editor; taken over like a closed tab's draft. */
export const DRAFT_STORAGE_KEY = 'geysermc:config-editor:draft:v1';
const DRAFT_PREFIX = `${DRAFT_STORAGE_KEY}:`;
const ALIVE_PREFIX = 'geysermc:config-editor:alive:';
/** Session-storage key of the tab's id. */
export const TAB_ID_KEY = 'geysermc:config-editor:tab';
/** How often an open tab marks itself alive, and after how long without a mark it counts as closed. */
export const ALIVE_INTERVAL_MS = 5_000;
export const ALIVE_TIMEOUT_MS = 20_000;

export interface Draft {
  /** The text being edited. */
  text: string;
  /** The text as last loaded or exported: the draft has unsaved changes when they differ. */
  baseline: string;
  fileName: string;
  platform: PlatformId;
  savedAt: number;
}

export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

export function draftKey(tabId: string): string {
  return `${DRAFT_PREFIX}${tabId}`;
}

export function serializeDraft(draft: Draft): string {
  return JSON.stringify({version: 1, ...draft});
}

/** Reads a stored draft; anything malformed (another version, hand-edited storage) is ignored. */
export function parseDraft(stored: string | null): Draft | null {
  if (!stored) {
    return null;
  }
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) {
    return null;
  }
  const record = data as Record<string, unknown>;
  if (
    record.version !== 1 ||
    typeof record.text !== 'string' ||
    typeof record.baseline !== 'string' ||
    typeof record.fileName !== 'string' ||
    !isPlatformId(record.platform) ||
    typeof record.savedAt !== 'number'
  ) {
    return null;
  }
  return {
    text: record.text,
    baseline: record.baseline,
    fileName: record.fileName,
    platform: record.platform,
    savedAt: record.savedAt,
  };
}

export function loadDraft(storage: DraftStorage, tabId: string): Draft | null {
  try {
    return parseDraft(storage.getItem(draftKey(tabId)));
  } catch {
    return null;
  }
}

/** Returns false when the browser refuses (private mode, storage full); the editor then says so. */
export function saveDraft(storage: DraftStorage, tabId: string, draft: Draft): boolean {
  try {
    storage.setItem(draftKey(tabId), serializeDraft(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: DraftStorage, tabId: string): void {
  try {
    storage.removeItem(draftKey(tabId));
  } catch {
    // Nothing to do: the draft simply stays.
  }
}

export function markAlive(storage: DraftStorage, tabId: string, now: number): void {
  try {
    storage.setItem(`${ALIVE_PREFIX}${tabId}`, String(now));
  } catch {
    // Storage refused: other tabs will treat this one as closed, which only costs them a restore.
  }
}

export function markClosed(storage: DraftStorage, tabId: string): void {
  try {
    storage.removeItem(`${ALIVE_PREFIX}${tabId}`);
  } catch {
    // As above.
  }
}

/**
 * Whether the tab with this id marked itself alive in the last `ALIVE_TIMEOUT_MS` and has not marked
 * itself closed. A reloaded tab marks its id closed when its old page goes away, so a page that loads
 * with an id that is still alive was copied from a tab that is open (see `tab-identity.ts`).
 */
export function isTabAlive(storage: DraftStorage, tabId: string, now: number): boolean {
  try {
    const mark = Number(storage.getItem(`${ALIVE_PREFIX}${tabId}`));
    return Number.isFinite(mark) && mark > 0 && now - mark < ALIVE_TIMEOUT_MS;
  } catch {
    return false;
  }
}

/**
 * The draft this tab should open with: its own (after a reload), else the newest draft of a tab that
 * is closed, which moves to this tab's key. Drafts of tabs that are still open are never touched.
 */
export function takeDraft(storage: DraftStorage, tabId: string, now: number): Draft | null {
  try {
    const own = loadDraft(storage, tabId);
    if (own) {
      return own;
    }
    let newest: {key: string; owner: string; draft: Draft} | null = null;
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key === null || (key !== DRAFT_STORAGE_KEY && !key.startsWith(DRAFT_PREFIX))) {
        continue;
      }
      const owner = key === DRAFT_STORAGE_KEY ? '' : key.slice(DRAFT_PREFIX.length);
      if (owner !== '' && isTabAlive(storage, owner, now)) {
        continue;
      }
      const draft = parseDraft(storage.getItem(key));
      if (draft && (!newest || draft.savedAt > newest.draft.savedAt)) {
        newest = {key, owner, draft};
      }
    }
    if (!newest) {
      return null;
    }
    storage.setItem(draftKey(tabId), serializeDraft(newest.draft));
    storage.removeItem(newest.key);
    return newest.draft;
  } catch {
    return null;
  }
}

/**
 * Gives a duplicated tab its own copy of the draft it started with (see `tab-identity.ts`); the tab it
 * was copied from keeps the original. Returns the copied draft, or null when there was none.
 */
export function forkDraft(storage: DraftStorage, fromTabId: string, toTabId: string): Draft | null {
  const draft = loadDraft(storage, fromTabId);
  if (draft && !loadDraft(storage, toTabId)) {
    saveDraft(storage, toTabId, draft);
  }
  return draft;
}

export function hasUnsavedChanges(draft: Pick<Draft, 'text' | 'baseline'> | null): boolean {
  return draft !== null && draft.text !== draft.baseline;
}
