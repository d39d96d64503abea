/**
 * The working draft kept in the browser's local storage, so a reload or a closed tab loses nothing.
 * Storage access is passed in, which keeps this module testable and free of browser globals.
 */
import {isPlatformId} from './schema';
import type {PlatformId} from './types';

export const DRAFT_STORAGE_KEY = 'geysermc:config-editor:draft:v1';

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

export function loadDraft(storage: DraftStorage): Draft | null {
  try {
    return parseDraft(storage.getItem(DRAFT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Returns false when the browser refuses (private mode, storage full); the editor then says so. */
export function saveDraft(storage: DraftStorage, draft: Draft): boolean {
  try {
    storage.setItem(DRAFT_STORAGE_KEY, serializeDraft(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: DraftStorage): void {
  try {
    storage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to do: the draft simply stays.
  }
}

export function hasUnsavedChanges(draft: Pick<Draft, 'text' | 'baseline'> | null): boolean {
  return draft !== null && draft.text !== draft.baseline;
}
