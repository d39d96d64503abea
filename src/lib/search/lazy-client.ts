import type {LocalSearchClient} from './client';
import {SearchIndexUnavailableError} from './errors';
import {DEFAULT_HITS_PER_PAGE, type MultiSearchResponse, type SearchRequest} from './types';

/** An answer with no hits for each request, shaped like a real one. */
export function emptyResponse(requests: readonly SearchRequest[]): MultiSearchResponse {
  return {
    results: requests.map((request) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: typeof request.hitsPerPage === 'number' ? request.hitsPerPage : DEFAULT_HITS_PER_PAGE,
      query: typeof request.query === 'string' ? request.query : '',
      params: '',
      index: typeof request.indexName === 'string' ? request.indexName : '',
      processingTimeMS: 0,
      exhaustiveNbHits: true,
    })),
  };
}

export interface LazyLocalSearchClient extends LocalSearchClient {
  /** Starts downloading the search code and the index ahead of the first query. */
  preload(): void;
}

/**
 * A local search client that can be created with the page but costs nothing until used: the
 * search code (MiniSearch and the ranking rules) and the index are fetched on the first query, or
 * on `preload()` when the reader opens the search box. One instance per page is enough; later
 * queries reuse the loaded index.
 */
export function createLazyLocalSearchClient(options: {indexUrl: string; origin: string}): LazyLocalSearchClient {
  let client: Promise<LocalSearchClient> | null = null;
  let warmUp: Promise<unknown> | null = null;

  const load = (): Promise<LocalSearchClient> => {
    if (!client) {
      const loading = import('./client').then(({createLocalSearchClient, fetchSearchIndex}) =>
        createLocalSearchClient({origin: options.origin, loadIndex: () => fetchSearchIndex(options.indexUrl)}),
      );
      client = loading;
      loading.catch(() => {
        client = null; // a failed chunk download is retried by the next query
      });
    }
    return client;
  };

  const agent = {
    value: 'GeyserMC local search',
    add({segment, version}: {segment: string; version?: string}) {
      agent.value += `; ${segment}${version ? ` (${version})` : ''}`;
    },
  };

  const search = async (
    params: {requests: readonly SearchRequest[]} | readonly SearchRequest[],
  ): Promise<MultiSearchResponse> => {
    let ready: LocalSearchClient;
    try {
      ready = await load();
    } catch (error) {
      throw new SearchIndexUnavailableError(error);
    }
    return ready.search(params);
  };

  return {
    transporter: {algoliaAgent: agent},
    addAlgoliaAgent(segment, version) {
      agent.add({segment, version});
    },
    preload() {
      if (!warmUp) {
        // An empty query loads the index without searching; errors surface on the real query.
        warmUp = search({requests: [{query: ''}]}).catch(() => {
          warmUp = null;
        });
      }
    },
    search,
  };
}
