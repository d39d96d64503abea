import type {LogReport} from '../../lib/logs/analyze';

/** What the page asks the log checker's worker to read. */
export type CheckInput = {kind: 'text'; text: string} | {kind: 'file'; file: File};

export type CheckRequest = {seq: number} & CheckInput;

export type CheckResponse = {seq: number} & (
  | {type: 'progress'; done: number}
  | {
      type: 'report';
      report: LogReport;
      /** The text read, for the tab's draft; absent when too large to keep. */ text?: string;
    }
  | {type: 'dump'; text: string; name: string}
  | {type: 'error'; title: string; message: string}
);

/** Text up to this size is kept in the tab's session storage, so a reload shows it again. */
export const MAX_KEPT_CHARS = 4_000_000;
