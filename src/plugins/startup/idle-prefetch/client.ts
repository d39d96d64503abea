/**
 * Docusaurus prefetches the JavaScript of every internal link the moment the link scrolls into view.
 * Each call matches the path against every route and adds `<link rel="prefetch">` tags, and a wiki
 * page shows dozens of links at once (sidebar, breadcrumbs, pager, links in the text), so on a phone
 * those calls ran as one long task right after hydration and made up about a third of the setup
 * page's total blocking time.
 *
 * This client module queues those prefetches and runs them a few at a time while the browser is
 * idle, and asks for each file once. Nothing is dropped: every file the framework would have
 * prefetched still is, only later.
 * Preloading on hover or touch (`preload`), which the reader asks for by pointing at a link, and
 * the loading of the next page on navigation stay immediate.
 *
 * The framework assigns `window.docusaurus` when its client entry runs, after client modules have
 * been evaluated, so the wrapper is installed by a property setter on `window`.
 */

/** `window.docusaurus`, as the framework's client entry defines it. */
type DocusaurusGlobal = Window['docusaurus'];

/** Stop taking prefetches from the queue when less than this much of the idle period is left (ms). */
const MIN_IDLE_MS = 4;
/**
 * Stop after this much of an idle period (ms), however long it is. Idle periods last up to 50 ms, and a
 * batch that filled one was a long task of its own on a phone-speed CPU: a tap in that moment waited for it.
 * Short batches keep every idle task well under the 50 ms that counts as blocking.
 */
const MAX_BATCH_MS = 10;

type IdleScheduler = (callback: (deadline: {timeRemaining(): number}) => void) => void;

function idleScheduler(target: Window): IdleScheduler {
  if (typeof target.requestIdleCallback === 'function') {
    return (callback) => target.requestIdleCallback(callback, {timeout: 5000});
  }
  // Safari has no requestIdleCallback: give each batch a short slice of real time after the current work.
  return (callback) =>
    setTimeout(() => {
      const end = Date.now() + MAX_BATCH_MS;
      callback({timeRemaining: () => Math.max(0, end - Date.now())});
    }, 50);
}

/**
 * Runs `prefetch` and keeps only the `<link rel="prefetch">` tags for files not asked for before, in `appends`
 * (as calls that add them) instead of adding them at once. The framework adds one tag per file of each route,
 * and routes share most of their files, so without this one wiki page added over ten tags, and requests, for
 * each file it needed. The framework appends its tags to `<head>` synchronously inside `prefetch`, so a short-lived
 * `appendChild` on that one element sees every tag; a tag it holds back reports itself loaded, since its file
 * already was asked for. Adding a tag starts its request, the costly part of a prefetch (a route with several
 * new files could use up a phone-speed idle period), so the drain below adds them one at a time.
 */
function withoutRepeatedTags(
  head: HTMLHeadElement | null,
  requested: Set<string>,
  appends: (() => void)[],
  prefetch: () => void,
): void {
  if (!head) {
    prefetch();
    return;
  }
  const append = head.appendChild;
  const ownMethod = Object.prototype.hasOwnProperty.call(head, 'appendChild');
  head.appendChild = function appendOnce<T extends Node>(this: HTMLHeadElement, node: T): T {
    const link = node as unknown as {rel?: unknown; href?: unknown; onload?: unknown};
    if (link.rel === 'prefetch' && typeof link.href === 'string') {
      if (requested.has(link.href)) {
        const onload = link.onload;
        if (typeof onload === 'function') {
          queueMicrotask(() => (onload as () => void)());
        }
        return node;
      }
      requested.add(link.href);
      appends.push(() => append.call(this, node));
      return node;
    }
    return append.call(this, node) as T;
  };
  try {
    prefetch();
  } finally {
    if (ownMethod) {
      head.appendChild = append;
    } else {
      // The method lives on Node.prototype: removing the element's own copy restores it.
      delete (head as Partial<Pick<HTMLHeadElement, 'appendChild'>>).appendChild;
    }
  }
}

export function installIdlePrefetch(target: Window): void {
  const whenIdle = idleScheduler(target);
  const queue: string[] = [];
  /** Prefetch tags taken from the framework, waiting to be added one by one. */
  const appends: (() => void)[] = [];
  const requested = new Set<string>();
  let scheduled = false;
  let framework: DocusaurusGlobal | undefined;
  let wrapped: DocusaurusGlobal | undefined;

  const drain = (deadline: {timeRemaining(): number}) => {
    scheduled = false;
    const stopAt = deadline.timeRemaining() - MAX_BATCH_MS;
    while ((appends.length > 0 || queue.length > 0) && deadline.timeRemaining() > Math.max(MIN_IDLE_MS, stopAt)) {
      const append = appends.shift();
      if (append) {
        try {
          append();
        } catch {
          // A tag that cannot be added only means that file loads on navigation instead.
        }
        continue;
      }
      const routePath = queue.shift() as string;
      try {
        withoutRepeatedTags(target.document?.head ?? null, requested, appends, () => {
          const result = framework?.prefetch(routePath);
          if (result instanceof Promise) {
            // A failed prefetch only means the page loads its code on navigation instead.
            result.catch(() => undefined);
          }
        });
      } catch {
        // Same: prefetching is an optimisation and never breaks the page.
      }
    }
    schedule();
  };

  function schedule() {
    if (!scheduled && (queue.length > 0 || appends.length > 0)) {
      scheduled = true;
      whenIdle(drain);
    }
  }

  Object.defineProperty(target, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => wrapped,
    set(value: DocusaurusGlobal) {
      framework = value;
      wrapped = Object.freeze({
        ...value,
        prefetch: (routePath: string) => {
          if (!queue.includes(routePath)) {
            queue.push(routePath);
            schedule();
          }
          return false;
        },
      });
    },
  });
}

if (typeof window !== 'undefined') {
  installIdlePrefetch(window);
}
