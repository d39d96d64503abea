import {createLazyLocalSearchClient, type LazyLocalSearchClient} from '../../lib/search/lazy-client';

let shared: LazyLocalSearchClient | null = null;

/**
 * The one local search client of the page, shared by the modal and the search page so the index
 * is downloaded once. Browser only: it is created on first use, never during server rendering.
 */
export function getLocalSearchClient(indexUrl: string): LazyLocalSearchClient {
  if (!shared) {
    shared = createLazyLocalSearchClient({indexUrl, origin: window.location.origin});
  }
  return shared;
}
