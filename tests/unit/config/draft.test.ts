import {describe, expect, it} from 'vitest';

import {
  ALIVE_TIMEOUT_MS,
  clearDraft,
  DRAFT_STORAGE_KEY,
  draftKey,
  hasUnsavedChanges,
  loadDraft,
  isTabAlive,
  markAlive,
  markClosed,
  parseDraft,
  saveDraft,
  serializeDraft,
  takeDraft,
  type Draft,
  type DraftStorage,
} from '../../../src/lib/config';
import {memoryStorage} from './memory-storage';

const draft: Draft = {
  text: 'debug-mode: true\n',
  baseline: 'debug-mode: false\n',
  fileName: 'config.yml',
  platform: 'velocity',
  savedAt: 1700000000000,
};

describe('drafts', () => {
  it('round-trips through storage', () => {
    const storage = memoryStorage();
    expect(saveDraft(storage, 'tab-a', draft)).toBe(true);
    expect(storage.data.has(draftKey('tab-a'))).toBe(true);
    expect(loadDraft(storage, 'tab-a')).toEqual(draft);
    clearDraft(storage, 'tab-a');
    expect(loadDraft(storage, 'tab-a')).toBeNull();
  });

  it.each([null, '', 'not json', '[]', '{"version":2}', serializeDraft(draft).replace('velocity', 'minecraft')])(
    'ignores a malformed draft: %j',
    (stored) => {
      expect(parseDraft(stored)).toBeNull();
    },
  );

  it('survives a browser that refuses storage', () => {
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
      length: 0,
      key: () => null,
    };
    expect(saveDraft(broken, 'tab', draft)).toBe(false);
    expect(loadDraft(broken, 'tab')).toBeNull();
    expect(takeDraft(broken, 'tab', 0)).toBeNull();
    expect(() => clearDraft(broken, 'tab')).not.toThrow();
  });

  it("keeps one draft per tab: a second tab never restores or replaces the first tab's draft while it is open", () => {
    const storage = memoryStorage();
    const now = 1_700_000_100_000;
    markAlive(storage, 'tab-a', now);
    saveDraft(storage, 'tab-a', draft);
    expect(takeDraft(storage, 'tab-b', now + 1000)).toBeNull();
    saveDraft(storage, 'tab-b', {...draft, text: 'debug-mode: false\n# b\n'});
    // Tab A reloads: it gets its own edit back, not tab B's.
    expect(takeDraft(storage, 'tab-a', now + 2000)).toEqual(draft);
    expect(loadDraft(storage, 'tab-b')?.text).toBe('debug-mode: false\n# b\n');
  });

  it('tells a tab id that an open tab holds from one whose page was closed or went quiet', () => {
    const storage = memoryStorage();
    const now = 1_700_000_100_000;
    expect(isTabAlive(storage, 'tab', now)).toBe(false);
    markAlive(storage, 'tab', now);
    expect(isTabAlive(storage, 'tab', now + ALIVE_TIMEOUT_MS - 1)).toBe(true);
    expect(isTabAlive(storage, 'tab', now + ALIVE_TIMEOUT_MS)).toBe(false);
    markClosed(storage, 'tab');
    expect(isTabAlive(storage, 'tab', now)).toBe(false);
    const broken = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(isTabAlive(broken, 'tab', now)).toBe(false);
  });

  it('a new tab takes over the newest draft of a closed tab, and of the old shared key', () => {
    const storage = memoryStorage();
    const now = 1_700_000_100_000;
    saveDraft(storage, 'closed-old', {...draft, savedAt: 1});
    saveDraft(storage, 'closed-new', {...draft, savedAt: 5});
    markAlive(storage, 'closed-new', now - ALIVE_TIMEOUT_MS - 1);
    markAlive(storage, 'open', now);
    saveDraft(storage, 'open', {...draft, savedAt: 9});
    expect(takeDraft(storage, 'new', now)?.savedAt).toBe(5);
    expect(loadDraft(storage, 'closed-new')).toBeNull();
    expect(loadDraft(storage, 'new')?.savedAt).toBe(5);
    expect(loadDraft(storage, 'open')?.savedAt).toBe(9);
    markClosed(storage, 'open');
    expect(takeDraft(storage, 'newer', now)?.savedAt).toBe(9);

    const legacy = memoryStorage();
    legacy.setItem(DRAFT_STORAGE_KEY, serializeDraft(draft));
    expect(takeDraft(legacy, 'tab', now)).toEqual(draft);
    expect(legacy.data.has(DRAFT_STORAGE_KEY)).toBe(false);
  });

  it('knows when there are unsaved changes', () => {
    expect(hasUnsavedChanges(draft)).toBe(true);
    expect(hasUnsavedChanges({text: 'a', baseline: 'a'})).toBe(false);
    expect(hasUnsavedChanges(null)).toBe(false);
  });
});
