import {useEffect, useId, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {pathWords} from '../../lib/not-found/path-words';
import type {SearchPageItem} from '../../lib/search/search-page';
import {useLocalSearch} from '../search/useLocalSearch';
import styles from './styles.module.css';

/** Suggestions shown under the box. */
export const SUGGESTIONS = 3;

const text = (segments: SearchPageItem['title']): string => segments.map((segment) => segment.text).join('');

function Suggestions({words}: {words: string}): ReactNode {
  const headingId = useId();
  // The search page's own search: the same index (loaded now, on this page only), filters and ranking.
  const {state} = useLocalSearch(words);
  if (!words || state.status === 'idle') {
    return null;
  }
  if (state.status === 'error') {
    return <p>Suggestions are not available right now ({state.message}). The search box still works.</p>;
  }
  const items = state.items.slice(0, SUGGESTIONS);
  if (state.status === 'loading' && items.length === 0) {
    return <p>Looking for pages like it…</p>;
  }
  if (items.length === 0) {
    return <p>No page matches these words. Try others in the box above.</p>;
  }
  return (
    <>
      <h2 id={headingId} className={styles.heading}>
        Perhaps one of these
      </h2>
      <ul className={styles.suggestions} aria-labelledby={headingId}>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.url}>{text(item.title)}</Link>
            {item.breadcrumbs.length > 0 && (
              <span className={styles.where}>{item.breadcrumbs.map(text).join(' › ')}</span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The not-found page's search: a box filled with the words of the missing address, and the best matches
 * for them. Without JavaScript the box is empty and still submits to the search page.
 */
export default function NotFoundSearch(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const history = useHistory();
  const searchPagePath =
    (siteConfig.themeConfig.algolia as {searchPagePath?: string | false} | undefined)?.searchPagePath || 'search';
  const action = useBaseUrl(`/${searchPagePath}/`);
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [words, setWords] = useState('');

  // After hydration: the server rendered this page once, for every missing address.
  useEffect(() => {
    const fromPath = pathWords(pathname, siteConfig.baseUrl);
    setQuery(fromPath);
    setWords(fromPath);
  }, [pathname, siteConfig.baseUrl]);

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    history.push(`${action}?q=${encodeURIComponent(query.trim())}`);
  };

  return (
    <section className={styles.search} aria-labelledby={`${inputId}-label`}>
      <form role="search" action={action} method="get" onSubmit={onSubmit} className={styles.form}>
        <label id={`${inputId}-label`} htmlFor={inputId} className={styles.label}>
          Search the site
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className={styles.input}
            autoComplete="off"
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>
      <div aria-live="polite">
        <Suggestions words={words} />
      </div>
    </section>
  );
}
