import {describe, expect, it} from 'vitest';

import {
  answerClaims,
  forkDraft,
  isTabIdTaken,
  loadDraft,
  saveDraft,
  tabChannel,
  type Draft,
  type TabChannel,
  type TabMessage,
} from '../../../src/lib/config';
import {memoryStorage} from './memory-storage';

/** Tabs of one browser: what one tab posts reaches every other tab (not itself), synchronously. */
function hub() {
  const listeners = new Map<number, Set<(message: TabMessage) => void>>();
  let next = 0;
  return {
    tab(): TabChannel {
      const own = next;
      next += 1;
      listeners.set(own, new Set());
      return {
        post(message) {
          for (const [tab, set] of listeners) {
            if (tab !== own) {
              [...set].forEach((listener) => listener(structuredClone(message)));
            }
          }
        },
        subscribe(listener) {
          listeners.get(own)?.add(listener);
          return () => listeners.get(own)?.delete(listener);
        },
      };
    },
  };
}

/** Runs the claim's timeout at once: the answers in `hub` arrive synchronously, before it. */
const immediately = (run: () => void) => run();

const draft: Draft = {
  text: 'gameplay:\n  server-name: First tab\n',
  baseline: 'gameplay:\n  server-name: Geyser\n',
  fileName: 'config.yml',
  platform: 'spigot',
  savedAt: 1700000000000,
};

describe('telling a duplicated tab from a reloaded one', () => {
  it('finds the id taken when an open tab holds it, and free after a reload', async () => {
    const tabs = hub();
    const first = tabs.tab();
    const stop = answerClaims(first, () => 'tab-a');
    // "Duplicate tab": the copy starts with the same id.
    expect(await isTabIdTaken(tabs.tab(), 'tab-a', 'n2', 150, immediately)).toBe(true);
    expect(await isTabIdTaken(tabs.tab(), 'tab-b', 'n3', 150, immediately)).toBe(false);
    // The first tab reloads: its old page no longer answers, so the reloaded page keeps its id.
    stop();
    expect(await isTabIdTaken(tabs.tab(), 'tab-a', 'n4', 150, immediately)).toBe(false);
  });

  it('gives the id to the smaller nonce when two tabs ask at the same moment', async () => {
    const tabs = hub();
    const one = tabs.tab();
    const two = tabs.tab();
    let releaseOne: () => void = () => undefined;
    let releaseTwo: () => void = () => undefined;
    const first = isTabIdTaken(one, 'same', 'a-nonce', 150, (run) => (releaseOne = run));
    const second = isTabIdTaken(two, 'same', 'b-nonce', 150, (run) => (releaseTwo = run));
    releaseOne();
    releaseTwo();
    expect([await first, await second]).toEqual([false, true]);
  });

  it("copies the draft to the duplicate's new id; each tab then keeps its own edits", () => {
    const storage = memoryStorage();
    saveDraft(storage, 'tab-a', draft);
    expect(forkDraft(storage, 'tab-a', 'tab-b')).toEqual(draft);
    saveDraft(storage, 'tab-b', {...draft, text: 'gameplay:\n  server-name: Second tab\n', savedAt: draft.savedAt + 1});
    expect(loadDraft(storage, 'tab-a')?.text).toBe(draft.text);
    expect(loadDraft(storage, 'tab-b')?.text).toContain('Second tab');
    // A second fork never overwrites a draft the new id already has.
    forkDraft(storage, 'tab-a', 'tab-b');
    expect(loadDraft(storage, 'tab-b')?.text).toContain('Second tab');
  });

  it('ignores messages of another shape on the browser channel', () => {
    const handlers: ((event: {data: unknown}) => void)[] = [];
    const seen: TabMessage[] = [];
    const channel = tabChannel({
      postMessage: () => undefined,
      addEventListener: (_type, handler) => handlers.push(handler),
      removeEventListener: () => undefined,
    });
    channel.subscribe((message) => seen.push(message));
    handlers.forEach((handler) => handler({data: {type: 'claim', id: 5}}));
    handlers.forEach((handler) => handler({data: 'claim'}));
    handlers.forEach((handler) => handler({data: {type: 'taken', id: 'x', nonce: 'n'}}));
    expect(seen).toEqual([{type: 'taken', id: 'x', nonce: 'n'}]);
  });
});
