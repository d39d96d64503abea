import {useState, type ReactNode} from 'react';

import {formatCount} from '../../lib/dump/format';
import styles from './styles.module.css';

/** Items of a long list rendered at first and per "Show more": real dumps fit in one page. */
export const PAGE_SIZE = 100;

export interface Paging {
  /** How many items to render now. */
  limit: number;
  /** How many items are left out. */
  hidden: number;
  showMore: () => void;
}

/**
 * Renders long lists a page at a time, so a dump with 200,000 JVM flags or 10,000 plugins costs
 * the browser one page of elements, not hundreds of thousands. Give the list a `key` that changes
 * with its filter to start again at one page.
 */
export function usePaging(total: number, pageSize = PAGE_SIZE): Paging {
  const [limit, setLimit] = useState(pageSize);
  return {limit, hidden: Math.max(0, total - limit), showMore: () => setLimit((previous) => previous + pageSize)};
}

interface ShowMoreProps {
  paging: Paging;
  /** Plural noun for the button: "flags", "plugins". */
  noun: string;
  pageSize?: number;
}

/** The button under a paged list; nothing when every item is shown. */
export function ShowMore({paging, noun, pageSize = PAGE_SIZE}: ShowMoreProps): ReactNode {
  if (paging.hidden === 0) {
    return null;
  }
  const next = Math.min(pageSize, paging.hidden);
  return (
    <p className={styles.showMoreRow}>
      <button type="button" className="button button--secondary button--sm" onClick={paging.showMore}>
        Show {formatCount(next)} more {noun}
      </button>{' '}
      <span className={styles.secondary}>({formatCount(paging.hidden)} not shown yet)</span>
    </p>
  );
}
