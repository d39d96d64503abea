import {useState} from 'react';

export interface Paging {
  /** How many items to render now. */
  limit: number;
  /** How many items are left out. */
  hidden: number;
  /** How many more items the next `showMore()` renders (never more than are hidden). */
  next: number;
  showMore: () => void;
}

/**
 * Renders a long list a page at a time, so untrusted input with tens of thousands of entries (a dump's
 * JVM flags, a config file's stray keys) costs the browser one page of elements. The dump viewer and
 * the config editor both page their long lists with this; each words its own "Show more" button.
 * Give the list a `key` that changes with its filter to start again at one page.
 *
 * @param pageSize items rendered at first
 * @param step items added per `showMore()` (defaults to `pageSize`)
 */
export function usePaging(total: number, pageSize: number, step = pageSize): Paging {
  const [limit, setLimit] = useState(pageSize);
  const hidden = Math.max(0, total - limit);
  return {
    limit,
    hidden,
    next: Math.min(step, hidden),
    showMore: () => setLimit((previous) => previous + step),
  };
}
