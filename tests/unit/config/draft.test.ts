import {describe, expect, it} from 'vitest';

import {clearDraft, DRAFT_STORAGE_KEY, hasUnsavedChanges, loadDraft, parseDraft, saveDraft, serializeDraft, type Draft, type DraftStorage} from '../../../src/lib/config';

function memoryStorage(): DraftStorage & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const draft: Draft = {text: 'debug-mode: true\n', baseline: 'debug-mode: false\n', fileName: 'config.yml', platform: 'velocity', savedAt: 1700000000000};

describe('drafts', () => {
  it('round-trips through storage', () => {
    const storage = memoryStorage();
    expect(saveDraft(storage, draft)).toBe(true);
    expect(storage.data.has(DRAFT_STORAGE_KEY)).toBe(true);
    expect(loadDraft(storage)).toEqual(draft);
    clearDraft(storage);
    expect(loadDraft(storage)).toBeNull();
  });

  it.each([null, '', 'not json', '[]', '{"version":2}', serializeDraft(draft).replace('velocity', 'minecraft')])('ignores a malformed draft: %j', (stored) => {
    expect(parseDraft(stored)).toBeNull();
  });

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
    };
    expect(saveDraft(broken, draft)).toBe(false);
    expect(loadDraft(broken)).toBeNull();
    expect(() => clearDraft(broken)).not.toThrow();
  });

  it('knows when there are unsaved changes', () => {
    expect(hasUnsavedChanges(draft)).toBe(true);
    expect(hasUnsavedChanges({text: 'a', baseline: 'a'})).toBe(false);
    expect(hasUnsavedChanges(null)).toBe(false);
  });
});
