import {useCallback, useEffect, useReducer, useRef} from 'react';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {SEARCH_INDEX_FILE} from '../../lib/search/mode';
import {
  searchPageReducer,
  searchPageRequest,
  toSearchPageItems,
  type SearchPageState,
} from '../../lib/search/search-page';
import {getLocalSearchClient} from './localSearchClient';

/** Pause after a keystroke before searching, so typing a word sends one query, not one per letter. */
const TYPING_DELAY_MS = 150;

/** Runs the page's query against the local index; `loadMore` appends the next page of results. */
export function useLocalSearch(query: string): {state: SearchPageState; loadMore: () => void} {
  const {
    i18n: {currentLocale},
    siteConfig,
  } = useDocusaurusContext();
  const indexName = (siteConfig.themeConfig.algolia as {indexName?: string} | undefined)?.indexName ?? '';
  const indexUrl = useBaseUrl(`/${SEARCH_INDEX_FILE}`);
  const processUrl = useSearchResultUrlProcessor();
  const allDocsData = useAllDocsData();
  const docsTags = Object.entries(allDocsData).map(
    ([pluginId, data]) => `docs-${pluginId}-${data.versions[0]?.name ?? 'current'}`,
  );
  const docsTagsKey = docsTags.join(',');
  const [state, dispatch] = useReducer(searchPageReducer, {status: 'idle'});
  const firstQuery = useRef(true);

  const run = useCallback(
    async (text: string, page: number) => {
      dispatch({type: 'start', query: text, page});
      try {
        const {results} = await getLocalSearchClient(indexUrl).search({
          requests: [
            searchPageRequest({
              indexName,
              query: text,
              page,
              language: currentLocale,
              docsTags: docsTagsKey.split(','),
            }),
          ],
        });
        const response = results[0];
        dispatch({type: 'results', query: text, response, items: toSearchPageItems(response.hits, processUrl)});
      } catch (error) {
        dispatch({type: 'failed', query: text, message: error instanceof Error ? error.message : String(error)});
      }
    },
    [indexUrl, indexName, currentLocale, docsTagsKey, processUrl],
  );

  useEffect(() => {
    const text = query.trim();
    if (!text) {
      dispatch({type: 'reset'});
      return undefined;
    }
    // A query that came with the URL runs at once; later ones wait for typing to pause.
    const delay = firstQuery.current ? 0 : TYPING_DELAY_MS;
    firstQuery.current = false;
    const timer = window.setTimeout(() => void run(text, 0), delay);
    return () => window.clearTimeout(timer);
  }, [query, run]);

  const loadMore = useCallback(() => {
    if (state.status === 'done' && state.page + 1 < state.nbPages) {
      void run(state.query, state.page + 1);
    }
  }, [state, run]);

  return {state, loadMore};
}
