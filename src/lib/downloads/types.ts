/**
 * Payloads of the GeyserMC Downloads API (https://download.geysermc.org). The shapes come from
 * openapi/downloads.yaml through the generated openapi-types.ts; this file adds what the site
 * derives from them (results and reader-facing errors).
 */

import type {components} from './openapi-types';

type Schemas = components['schemas'];
export type BuildChange = Schemas['BuildChange'];
export type BuildChannel = Schemas['BuildChannel'];
export type BuildDownload = Schemas['BuildDownload'];
export type BuildResponse = Schemas['BuildResponse'];
export type BuildsResponse = Schemas['BuildsResponse'];
/** The body of every error answer: the description's `Error` schema. */
export type ErrorResponse = Schemas['Error'];
export type VersionBuild = Schemas['VersionBuild'];

/** Why live build information could not be shown. */
export type DownloadsApiErrorKind = 'timeout' | 'network' | 'http' | 'malformed' | 'invalid';

export interface DownloadsApiError {
  kind: DownloadsApiErrorKind;
  /** A sentence for readers; never contains response text. */
  message: string;
  /** HTTP status for `http` errors. */
  status?: number;
}

export type LatestBuildResult =
  | {status: 'ok'; build: BuildResponse}
  /** The project exists but has no published build for its latest version. */
  | {status: 'empty'}
  | {status: 'error'; error: DownloadsApiError};
