/**
 * DocSearch shows its "Unable to fetch results" screen only for errors named `RetryError` (the name
 * Algolia's client gives a request that failed on every host), so a search index that cannot be
 * loaded is reported under that name.
 */
export class SearchIndexUnavailableError extends Error {
  override readonly name = 'RetryError';

  constructor(cause: unknown) {
    super(`The search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}
