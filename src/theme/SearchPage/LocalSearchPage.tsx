import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {HtmlClassNameProvider, PageMetadata, usePluralForm, useSearchQueryString} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import translations from '@theme/SearchTranslations';

import LogLineHint from '../../components/log-checker/LogLineHint';
import type {SearchPageState} from '../../lib/search/search-page';
import SearchResultItem from './SearchResultItem';
import styles from './styles.module.css';
import {useLocalSearch} from '../../components/search/useLocalSearch';

function pageTitle(query: string): string {
  return query
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          description: 'Heading of /search while a query is in the box',
          message: 'Search results for "{query}"',
        },
        {query},
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        description: 'Heading of /search before anything is typed',
        message: 'Search the documentation',
      });
}

function SearchForm({query, onChange}: {query: string; onChange: (query: string) => void}): ReactNode {
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <input
        type="search"
        name="q"
        className={styles.searchQueryInput}
        placeholder={translate({
          id: 'theme.SearchPage.inputPlaceholder',
          description: 'Hint shown in the empty query box of /search',
          message: 'Type your search here',
        })}
        aria-label={translate({
          id: 'theme.SearchPage.inputLabel',
          description: 'Accessible name of the query box of /search',
          message: 'Search',
        })}
        onChange={(event) => onChange(event.target.value)}
        value={query}
        autoComplete="off"
        // The search page exists to take a query: focus goes straight to its only field.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
    </form>
  );
}

function ResultCount({state}: {state: SearchPageState}): ReactNode {
  const {selectMessage} = usePluralForm();
  const count = state.status === 'done' || state.status === 'loading' ? state.nbHits : null;
  return (
    <p className={styles.searchResultsCount} role="status">
      {count
        ? selectMessage(
            count,
            translate(
              {
                id: 'theme.SearchPage.documentsFound.plurals',
                description: 'How many results /search found; plural forms separated by "|"',
                message: 'One document found|{count} documents found',
              },
              {count},
            ),
          )
        : null}
    </p>
  );
}

/** What shows instead of results: nothing yet, a spinner, "no results", or why search failed. */
function SearchStatus({state}: {state: SearchPageState}): ReactNode {
  if (state.status === 'error') {
    return (
      // The modal's error texts, so both say the same thing in every language.
      <div role="alert">
        <p>
          <strong>{translations.modal?.errorScreen?.titleText}</strong>
        </p>
        <p>{translations.modal?.errorScreen?.helpText}</p>
      </div>
    );
  }
  if (state.status === 'loading' && state.items.length === 0) {
    return <div className={styles.loadingSpinner} aria-label="Loading" role="progressbar" />;
  }
  if (state.status === 'done' && state.items.length === 0) {
    return (
      <p>
        <Translate id="theme.SearchPage.noResultsText" description="Shown on /search when the query matches nothing">
          No results were found
        </Translate>
      </p>
    );
  }
  return null;
}

function LoadMore({state, onClick}: {state: SearchPageState; onClick: () => void}): ReactNode {
  const more =
    state.status === 'done' ? state.page + 1 < state.nbPages : state.status === 'loading' && state.items.length > 0;
  if (!more) {
    return null;
  }
  return (
    <div className={styles.loadMore}>
      <button
        type="button"
        className="button button--secondary"
        onClick={onClick}
        disabled={state.status === 'loading'}
      >
        {state.status === 'loading' ? (
          <Translate
            id="theme.SearchPage.fetchingNewResults"
            description="Label of the more-results button while loading"
          >
            Fetching new results...
          </Translate>
        ) : (
          <Translate
            id="search.page.loadMore"
            description="Button under the results of /search that adds the next page"
          >
            Show more results
          </Translate>
        )}
      </button>
    </div>
  );
}

function SearchPageContent(): ReactNode {
  const [query, setQuery] = useSearchQueryString();
  const {state, loadMore} = useLocalSearch(query);
  const title = pageTitle(query);
  const items = state.status === 'done' || state.status === 'loading' ? state.items : [];

  return (
    <Layout>
      <PageMetadata title={title} />
      <Head>
        {/* Result pages are not content: keep them out of search engines. */}
        <meta name="robots" content="noindex, follow" />
      </Head>
      {/* The page's landmark exists with or without results, so assistive tech can always jump to it. */}
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <noscript>
          <p className={styles.noscript}>
            <Translate id="search.page.noscript" description="Shown on /search when JavaScript is turned off">
              Search runs in your browser and needs JavaScript. Turn JavaScript on for this site, or browse the wiki
              from the navigation bar.
            </Translate>
          </p>
        </noscript>
        <SearchForm query={query} onChange={setQuery} />
        <LogLineHint query={query} />
        <ResultCount state={state} />
        {items.length > 0 && (
          // `data-query` names the query these results answer (the box may already hold a newer one).
          <div className={styles.results} data-query={state.status === 'done' ? state.query : undefined}>
            {items.map((item) => (
              <SearchResultItem key={item.key} item={item} />
            ))}
          </div>
        )}
        <SearchStatus state={state} />
        <LoadMore state={state} onClick={loadMore} />
      </main>
    </Layout>
  );
}

/** The `/search` page in local mode (see ./index.tsx for why it replaces the theme's page). */
export default function LocalSearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
