/**
 * One IntersectionObserver for every code block on the page: it tells each block whether it is within a
 * screen's height of the visible part of the page. Code blocks use it to do their browser-only work (their
 * buttons, measuring whether the code scrolls sideways) when the reader gets near them, rather than all at
 * once right after the page hydrates.
 */
type Listener = (near: boolean) => void;

const listeners = new Map<Element, Set<Listener>>();
let observer: IntersectionObserver | undefined;

function sharedObserver(): IntersectionObserver | undefined {
  if (observer === undefined && typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          listeners.get(entry.target)?.forEach((listener) => listener(entry.isIntersecting));
        }
      },
      // A screen's height above and below: the work is done before the block scrolls into view.
      {rootMargin: '100% 0px'},
    );
  }
  return observer;
}

/**
 * Calls `listener` with `true` when `element` comes near the viewport and `false` when it leaves (also
 * when it is hidden, as in a tab panel that is not selected). Without IntersectionObserver, it is always
 * near. Returns a function that stops listening.
 */
export function observeNearViewport(element: Element, listener: Listener): () => void {
  const shared = sharedObserver();
  if (!shared) {
    listener(true);
    return () => {};
  }
  const forElement = listeners.get(element);
  if (forElement) {
    forElement.add(listener);
    // The observer only reports an element when its state changes; a second listener needs the current one.
    shared.unobserve(element);
  } else {
    listeners.set(element, new Set([listener]));
  }
  shared.observe(element);
  return () => {
    const remaining = listeners.get(element);
    remaining?.delete(listener);
    if (remaining?.size === 0) {
      listeners.delete(element);
      shared.unobserve(element);
    }
  };
}
