import type {ReactNode} from 'react';

import {formatCount} from '../../lib/dump/format';
import {usePaging as usePages, type Paging} from '../shared/usePaging';
import styles from './styles.module.css';

/** Items of a long list rendered at first and per "Show more": real dumps fit in one page. */
export const PAGE_SIZE = 100;

/** Pages a dump's long list, `PAGE_SIZE` items at a time (see `usePaging` in components/shared). */
export function usePaging(total: number, pageSize = PAGE_SIZE): Paging {
  return usePages(total, pageSize);
}

interface ShowMoreProps {
  paging: Paging;
  /** Plural noun for the button: "flags", "plugins". */
  noun: string;
}

/** The button under a paged list; nothing when every item is shown. */
export function ShowMore({paging, noun}: ShowMoreProps): ReactNode {
  if (paging.hidden === 0) {
    return null;
  }
  return (
    <p className={styles.showMoreRow}>
      <button type="button" className="button button--secondary button--sm" onClick={paging.showMore}>
        Show {formatCount(paging.next)} more {noun}
      </button>{' '}
      <span className={styles.secondary}>({formatCount(paging.hidden)} not shown yet)</span>
    </p>
  );
}
