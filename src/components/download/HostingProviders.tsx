import {useEffect, useId, useSyncExternalStore, type ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {categoryInfo, hostingProviders, providerCategories, type ProviderCategory} from '../../data/hosting-providers';
import {filterProviders, providerAnchor} from '../../lib/downloads/provider-filter';
import InlineMarkup from './InlineMarkup';
import styles from './styles.module.css';

/**
 * The provider filter and the per-category lists are separate components (the wiki page puts a
 * Markdown heading above each list, so the headings reach the table of contents); they share the
 * query through this small store.
 */
let query = '';
const listeners = new Set<() => void>();

function setQuery(next: string): void {
  query = next;
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useQuery(): string {
  return useSyncExternalStore(
    subscribe,
    () => query,
    () => '',
  );
}

const total = (category: ProviderCategory): number => hostingProviders[category].length;

/** Search box with live counts per category. */
export function ProviderFilter(): ReactNode {
  const current = useQuery();
  const inputId = useId();
  const countsId = useId();
  // A fresh visit starts unfiltered, even after client-side navigation.
  useEffect(() => () => setQuery(''), []);

  const matches = providerCategories.map((category) => ({
    category,
    shown: filterProviders(hostingProviders[category], current).length,
  }));
  const shownTotal = matches.reduce((sum, match) => sum + match.shown, 0);
  const allTotal = providerCategories.reduce((sum, category) => sum + total(category), 0);

  return (
    <div className={styles.filter} role="search">
      <label htmlFor={inputId} className={styles.filterLabel}>
        Find your hosting provider
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.filterInput}
        placeholder="Provider name or website"
        value={current}
        onChange={(event) => setQuery(event.target.value)}
        aria-describedby={countsId}
        autoComplete="off"
        spellCheck={false}
      />
      <p id={countsId} className={styles.counts} aria-live="polite" data-testid="provider-counts">
        {current.trim() ? `${shownTotal} of ${allTotal} providers match. ` : `${allTotal} providers. `}
        {matches.map(({category, shown}, index) => (
          <span key={category}>
            {index > 0 && ' · '}
            <Link href={`#${categoryInfo[category].anchor}`}>{categoryInfo[category].label}</Link>:{' '}
            {current.trim() ? `${shown} of ${total(category)}` : total(category)}
          </span>
        ))}
      </p>
    </div>
  );
}

/** The providers of one category, filtered by the search box. */
export function ProviderList({category}: {category: ProviderCategory}): ReactNode {
  const current = useQuery();
  const providers = filterProviders(hostingProviders[category], current);
  const filtered = current.trim() !== '';

  return (
    <div data-testid={`providers-${category}`}>
      <p className={styles.providerCount}>
        {filtered
          ? `${providers.length} of ${total(category)} in this category match “${current.trim()}”.`
          : `${total(category)} providers, in alphabetical order.`}
      </p>
      {providers.length > 0 ? (
        <ul className={styles.providers}>
          {providers.map((provider) => (
            <li key={provider.name} id={providerAnchor(provider.name)} className={styles.provider}>
              <Link href={provider.url} className={styles.providerName}>
                {provider.name}
              </Link>
              <ol className={styles.providerSteps}>
                {provider.steps.map((step) => (
                  <li key={step}>
                    <InlineMarkup text={step} />
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>
          None here. If your host is missing everywhere, read{' '}
          <Link href="#not-listed">what to do when your host is not listed</Link>.
        </p>
      )}
    </div>
  );
}
