import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import clsx from 'clsx';

import type {SearchPageItem} from '../../lib/search/search-page';
import Highlighted from './Highlighted';
import styles from './styles.module.css';

/** One result: the section title linking to its anchor, where it sits, and the matching text. */
export default function SearchResultItem({item}: {item: SearchPageItem}): ReactNode {
  return (
    <article className={styles.searchResultItem}>
      <Heading as="h2" className={styles.searchResultItemHeading}>
        <Link to={item.url}>
          <Highlighted segments={item.title} />
        </Link>
      </Heading>
      {item.breadcrumbs.length > 0 && (
        <nav aria-label="breadcrumbs">
          <ul className={clsx('breadcrumbs', styles.searchResultItemPath)}>
            {item.breadcrumbs.map((crumb, index) => (
              <li key={index} className="breadcrumbs__item">
                <Highlighted segments={crumb} />
              </li>
            ))}
          </ul>
        </nav>
      )}
      {item.summary && (
        <p className={styles.searchResultItemSummary}>
          <Highlighted segments={item.summary} />
        </p>
      )}
    </article>
  );
}
