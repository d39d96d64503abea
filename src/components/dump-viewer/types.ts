import type {DumpLoadError} from '../../lib/dump/load';
import type {NormalizedDump} from '../../lib/dump/model';

export type DumpSource = {kind: 'service'; id: string; rawUrl: string} | {kind: 'file'; name: string} | {kind: 'paste'};

export interface LoadedDump {
  /** The dump id, or `local-<n>` for files and pasted text. */
  key: string;
  source: DumpSource;
  /** The text as received (the raw JSON of a fetched dump, the file's contents). */
  text: string;
  dump: NormalizedDump;
}

/** How a load changes the address: a new history entry, the current one, or not at all. */
export type Navigation = 'push' | 'replace' | 'none';

export interface ViewerState {
  current?: LoadedDump;
  loading?: {description: string; slow: boolean};
  error?: DumpLoadError;
  /** The load from the dump service that failed in a way worth trying again (no answer, a server error). */
  retry?: {id: string; navigation: Navigation};
  /** Counts loads the reader asked for, so the report can move focus to itself after each. */
  loadCount: number;
}

/** History entries of local dumps carry their key, so Back and Forward can show them again. */
export interface HistoryState {
  dumpViewerLocal?: string;
  /** A dump file handed over by the log checker, which recognised it (src/components/log-checker). */
  dumpViewerHandoff?: {text: string; name: string};
}
