/** What a bounded request ended with. Failures are values, so callers can word them for readers. */
export type FetchTextResult =
  | {kind: 'response'; status: number; ok: boolean; /** The body; read only for 2xx answers. */ text: string}
  | {kind: 'timeout'}
  | {kind: 'network'};

export interface FetchTextOptions {
  timeoutMs: number;
  /** Aborts the request, e.g. when the reader loads something else. */
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

/**
 * GETs a URL as JSON-accepting text with a time limit that covers the body too, following an
 * outer abort signal. Shared by the download page and the dump viewer, which both talk to
 * GeyserMC's services from the browser.
 */
export async function fetchText(
  url: string,
  {timeoutMs, signal, fetchImpl}: FetchTextOptions,
): Promise<FetchTextResult> {
  const doFetch = fetchImpl ?? globalThis.fetch.bind(globalThis);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = (): void => controller.abort();
  if (signal?.aborted) {
    controller.abort();
  }
  signal?.addEventListener('abort', forwardAbort, {once: true});
  try {
    const response = await doFetch(url, {signal: controller.signal, headers: {Accept: 'application/json'}});
    const text = response.ok ? await response.text() : '';
    return {kind: 'response', status: response.status, ok: response.ok, text};
  } catch {
    return timedOut ? {kind: 'timeout'} : {kind: 'network'};
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
