import type {LogReport} from '../../lib/logs/analyze';

/** Where to keep a log for a reload: the record's key, and the name the report shows for it. */
export interface KeepAs {
  key: string;
  label: string;
}

/** What the page asks the log checker's worker to read. */
export type CheckInput =
  | {kind: 'text'; text: string; keep?: KeepAs}
  | {kind: 'file'; file: File; keep: KeepAs}
  /** A log kept before a reload (./kept-logs.ts). */
  | {kind: 'kept'; key: string}
  | {kind: 'forget'; key: string};

export type CheckRequest = {seq: number} & CheckInput;

export type CheckResponse = {seq: number} & (
  | {type: 'progress'; done: number}
  | {type: 'report'; report: LogReport}
  /** Sent after the report when the input was to be kept: whether the browser stored it. */
  | {type: 'kept'; ok: boolean}
  | {type: 'dump'; text: string; name: string}
  | {type: 'error'; title: string; message: string}
);
