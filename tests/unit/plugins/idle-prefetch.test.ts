import {describe, expect, it, vi} from 'vitest';

import {installIdlePrefetch} from '../../../src/plugins/startup/idle-prefetch/client';

type Deadline = {timeRemaining(): number};
type Loader = Window['docusaurus']['prefetch'];
type FakeWindow = Window;

/** A window whose idle periods the test runs by hand: `idle(remaining)` calls what is waiting for one. */
function fakeWindow() {
  let waiting: ((deadline: Deadline) => void)[] = [];
  const target = {
    requestIdleCallback: (callback: (deadline: Deadline) => void) => {
      waiting.push(callback);
      return waiting.length;
    },
  } as unknown as FakeWindow;
  const idle = (remaining: () => number) => {
    const callbacks = waiting;
    waiting = [];
    for (const callback of callbacks) {
      callback({timeRemaining: remaining});
    }
  };
  return {target, idle, waitingCount: () => waiting.length};
}

/**
 * Installs the idle prefetch on `target` with a framework whose prefetch calls `work` (which spends the
 * test's notion of time), and asks it to prefetch `paths`. Returns the framework's prefetch.
 */
function queuePrefetches(target: FakeWindow, paths: string[], work: () => void) {
  installIdlePrefetch(target);
  const prefetch = vi.fn<Loader>(() => {
    work();
    return false;
  });
  target.docusaurus = {prefetch, preload: vi.fn<Loader>(() => false)};
  for (const path of paths) {
    target.docusaurus.prefetch(path);
  }
  return prefetch;
}

describe('idle prefetch', () => {
  it('defers the framework prefetch to idle time and runs each path once', () => {
    const {target, idle} = fakeWindow();
    installIdlePrefetch(target);
    const prefetch = vi.fn<Loader>(() => Promise.resolve([]));
    target.docusaurus = {prefetch, preload: vi.fn<Loader>(() => false)};

    target.docusaurus.prefetch('/wiki/geyser/setup/');
    target.docusaurus.prefetch('/wiki/floodgate/');
    target.docusaurus.prefetch('/wiki/geyser/setup/');
    expect(prefetch).not.toHaveBeenCalled();

    idle(() => 50);
    expect(prefetch.mock.calls).toEqual([['/wiki/geyser/setup/'], ['/wiki/floodgate/']]);
  });

  it('stops when the idle period runs out and goes on in the next one', () => {
    const {target, idle, waitingCount} = fakeWindow();
    let budget = 2;
    const prefetch = queuePrefetches(target, ['/a/', '/b/', '/c/'], () => {
      budget -= 1;
    });
    expect(waitingCount()).toBe(1);

    // 3 ms per unit of budget above the 4 ms the drain leaves: two prefetches fit in this period.
    idle(() => 4 + budget * 3);
    expect(prefetch.mock.calls).toEqual([['/a/'], ['/b/']]);
    expect(waitingCount()).toBe(1);

    budget = 5;
    idle(() => 4 + budget * 3);
    expect(prefetch.mock.calls).toEqual([['/a/'], ['/b/'], ['/c/']]);
    expect(waitingCount()).toBe(0);
  });

  it('keeps each batch short even when the idle period is long', () => {
    const {target, idle, waitingCount} = fakeWindow();
    // Each prefetch takes 4 ms of a 50 ms idle period.
    let left = 50;
    const prefetch = queuePrefetches(target, ['/a/', '/b/', '/c/', '/d/', '/e/', '/f/'], () => {
      left -= 4;
    });
    // 10 ms of work at most: three prefetches (0, 4 and 8 ms in), then the next period.
    idle(() => left);
    expect(prefetch).toHaveBeenCalledTimes(3);
    expect(waitingCount()).toBe(1);
    left = 50;
    idle(() => left);
    expect(prefetch).toHaveBeenCalledTimes(6);
    expect(waitingCount()).toBe(0);
  });

  it('gives each batch a short slice of real time where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    try {
      // A window without requestIdleCallback.
      const target = {} as FakeWindow;
      // Each prefetch takes 4 ms of the 10 ms slice.
      const prefetch = queuePrefetches(target, ['/a/', '/b/', '/c/', '/d/'], () => {
        vi.setSystemTime(Date.now() + 4);
      });
      expect(prefetch).not.toHaveBeenCalled();
      vi.advanceTimersByTime(50);
      expect(prefetch).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(50);
      expect(prefetch).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('preloads at once, and a failing prefetch never throws', async () => {
    const {target, idle} = fakeWindow();
    installIdlePrefetch(target);
    const preload = vi.fn<Loader>(() => Promise.resolve([]));
    const prefetch = vi.fn<Loader>((path) => {
      if (path === '/throws/') {
        throw new Error('no route');
      }
      return Promise.reject(new Error('offline'));
    });
    target.docusaurus = {prefetch, preload};

    target.docusaurus.preload('/wiki/');
    expect(preload).toHaveBeenCalledWith('/wiki/');

    target.docusaurus.prefetch('/throws/');
    target.docusaurus.prefetch('/rejects/');
    expect(() => idle(() => 50)).not.toThrow();
    expect(prefetch).toHaveBeenCalledTimes(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('asks for each file once, however many routes share it', async () => {
    const {target, idle} = fakeWindow();
    const appended: string[] = [];
    const appendChild = (node: {href: string}) => {
      appended.push(node.href);
      return node;
    };
    const head = {appendChild};
    Object.assign(target, {document: {head}});
    installIdlePrefetch(target);
    // Like the framework: one tag per file of the route, appended at once, resolved by its onload.
    const files: Record<string, string[]> = {
      '/wiki/a/': ['/assets/js/common.js', '/assets/js/a.js'],
      '/wiki/b/': ['/assets/js/common.js', '/assets/js/b.js'],
    };
    const settled: Promise<unknown>[] = [];
    const prefetch = vi.fn<Loader>((path) => {
      const all = Promise.all(
        files[path].map(
          (href) =>
            new Promise<void>((resolve) => {
              const link = {rel: 'prefetch', href, onload: () => resolve()};
              (target.document.head as unknown as typeof head).appendChild(link);
              if (href !== '/assets/js/common.js' || path === '/wiki/a/') {
                link.onload();
              }
            }),
        ),
      );
      settled.push(all);
      return all;
    });
    target.docusaurus = {prefetch, preload: vi.fn<Loader>(() => false)};
    target.docusaurus.prefetch('/wiki/a/');
    target.docusaurus.prefetch('/wiki/b/');
    idle(() => 50);

    expect(appended).toEqual(['/assets/js/common.js', '/assets/js/a.js', '/assets/js/b.js']);
    // The tag held back for route b still settles its prefetch.
    await expect(Promise.all(settled)).resolves.toHaveLength(2);
    // And the head's own appendChild is back.
    expect(head.appendChild).toBe(appendChild);
  });

  it('adds the tags of a route one at a time, and goes on in the next idle period when this one runs out', () => {
    const {target, idle, waitingCount} = fakeWindow();
    // Adding a tag starts a request: 4 ms each here, of a 50 ms idle period.
    let left = 50;
    const appended: string[] = [];
    const head = {
      appendChild: (node: {href: string}) => {
        left -= 4;
        appended.push(node.href);
        return node;
      },
    };
    Object.assign(target, {document: {head}});
    installIdlePrefetch(target);
    const files = ['/assets/js/1.js', '/assets/js/2.js', '/assets/js/3.js', '/assets/js/4.js', '/assets/js/5.js'];
    const prefetch = vi.fn<Loader>(() => {
      for (const href of files) {
        (target.document.head as unknown as typeof head).appendChild({rel: 'prefetch', href} as never);
      }
      return false;
    });
    target.docusaurus = {prefetch, preload: vi.fn<Loader>(() => false)};
    target.docusaurus.prefetch('/wiki/a/');

    // 10 ms of work at most: three tags (0, 4 and 8 ms in), not the route's five at once.
    idle(() => left);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(appended).toEqual(files.slice(0, 3));
    expect(waitingCount()).toBe(1);
    left = 50;
    idle(() => left);
    expect(appended).toEqual(files);
    expect(waitingCount()).toBe(0);
  });
});
