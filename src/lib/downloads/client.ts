import {latestBuildUrl} from './urls';
import {parseBuildResponse, PayloadError} from './validate';
import type {DownloadsApiError, LatestBuildResult} from './types';
import {fetchText} from '../http/fetch-text';

/**
 * How long an answer from the Downloads API is waited for. Long on purpose: a slow API still answers, and its
 * answer is worth keeping; meanwhile the page says it is waiting and the download buttons work without it. Only a
 * request that is plainly lost ends with a message and "Try again".
 */
export const DEFAULT_TIMEOUT_MS = 120_000;

export interface FetchLatestBuildOptions {
  timeoutMs?: number;
  /** Aborts the request, e.g. when the component unmounts. */
  signal?: AbortSignal;
  fetchImpl?: typeof fetch;
}

function failure(error: DownloadsApiError): LatestBuildResult {
  return {status: 'error', error};
}

export function timeoutError(timeoutMs: number): DownloadsApiError {
  const seconds = Math.round(timeoutMs / 100) / 10;
  return {kind: 'timeout', message: `The Downloads API did not answer within ${seconds} seconds.`};
}

/**
 * Fetches the newest build of a project. Never throws for API problems: every failure becomes a
 * typed result with a reader-facing message. A 404 means the project has no build yet.
 */
export async function fetchLatestBuild(
  apiBase: string,
  project: string,
  {timeoutMs = DEFAULT_TIMEOUT_MS, signal, fetchImpl}: FetchLatestBuildOptions = {},
): Promise<LatestBuildResult> {
  const result = await fetchText(latestBuildUrl(apiBase, project), {timeoutMs, signal, fetchImpl});
  if (result.kind === 'timeout') {
    return failure(timeoutError(timeoutMs));
  }
  if (result.kind === 'network') {
    return failure({
      kind: 'network',
      message: 'The Downloads API could not be reached. Check your connection or try again in a moment.',
    });
  }
  if (result.status === 404) {
    return {status: 'empty'};
  }
  if (!result.ok) {
    return failure({
      kind: 'http',
      status: result.status,
      message: `The Downloads API answered with an error (HTTP ${result.status}).`,
    });
  }
  let json: unknown;
  try {
    json = JSON.parse(result.text);
  } catch {
    return failure({kind: 'malformed', message: 'The Downloads API sent a reply that is not valid JSON.'});
  }
  try {
    return {status: 'ok', build: parseBuildResponse(json)};
  } catch (error) {
    const where = error instanceof PayloadError ? ` (${error.path})` : '';
    return failure({kind: 'invalid', message: `The Downloads API sent build data in an unexpected format${where}.`});
  }
}
