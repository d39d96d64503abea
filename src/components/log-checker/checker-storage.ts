/**
 * What the log checker keeps per tab in session storage, so a reload brings the input back: the text
 * area's content, and the key of a larger log the worker kept in IndexedDB (./kept-logs.ts).
 */
import type {KeepAs} from './protocol';

/** The text area's content is kept up to this size; larger text is checked, and kept by the worker. */
const MAX_DRAFT_CHARS = 1_000_000;

// Two keys, so typing in the text area never rewrites a large checked log.
const DRAFT_KEY = 'geysermc:log-checker:draft:v1';
const CHECKED_KEY = 'geysermc:log-checker:checked:v1';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Stores a value (or removes it, for null); false when the browser refuses, as when it is full. */
function store(key: string, value: string | null): boolean {
  try {
    if (value === null) {
      storage()?.removeItem(key);
    } else {
      storage()?.setItem(key, value);
    }
    return true;
  } catch {
    return false;
  }
}

/** The draft and the kept log this tab points at, as a reload finds them. */
export function restoreInput(): {draft: string; checked: KeepAs | null} {
  try {
    const draft = storage()?.getItem(DRAFT_KEY) ?? '';
    const parsed: unknown = JSON.parse(storage()?.getItem(CHECKED_KEY) ?? 'null');
    const record = parsed as Partial<KeepAs> | null;
    const checked =
      record && typeof record.key === 'string' && typeof record.label === 'string'
        ? {key: record.key, label: record.label}
        : null;
    return {draft, checked};
  } catch {
    return {draft: '', checked: null};
  }
}

export function storeDraft(draft: string): void {
  store(DRAFT_KEY, draft.length <= MAX_DRAFT_CHARS ? draft : null);
}

/** Points this tab at a kept log (null: at none); false when the browser refuses. */
export function storeChecked(checked: KeepAs | null): boolean {
  return store(CHECKED_KEY, checked === null ? null : JSON.stringify(checked));
}

export function forgetInput(): void {
  store(DRAFT_KEY, null);
  store(CHECKED_KEY, null);
}

/** A key for a log the worker keeps. */
export function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
