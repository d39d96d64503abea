import type {ConfigAnalysis, ConversionNote, Draft, MessageLink, PlatformId, WritableValue} from '../../../lib/config';

export type Notice = {kind: 'error' | 'warning' | 'success' | 'info'; text: string; link?: MessageLink; id: number};

export interface ConversionReport {
  title: string;
  notes: ConversionNote[];
  /** The text before the conversion, for "Undo". */
  previous: string;
}

/** Form entries that were refused (`1e3` in a whole-number field), by option path. */
export type UnwrittenEntries = Readonly<Record<string, string>>;

export interface EditorState {
  text: string | null;
  baseline: string;
  fileName: string;
  platform: PlatformId;
  notice: Notice | null;
  report: ConversionReport | null;
  /** When the page opened with a draft from local storage. */
  restoredAt: number | null;
  storageFailed: boolean;
  /**
   * What the form and the problem list show: the newest analysis, with form edits made since spliced
   * in (`spliceEdit`). Null until the first analysis of an opened file arrives.
   */
  analysis: ConfigAnalysis | null;
  /** The text (and platform) whose problems `analysis` lists; differs from `text` while a check runs. */
  checked: {text: string; platform: PlatformId} | null;
  /** Pick the platform that fits the file once its first analysis arrives (a file just opened). */
  fitPlatform: boolean;
  /** An export happened before its text was checked: report the result when the check arrives. */
  exportPending: boolean;
  /** The tab's id is settled and its draft restored: from now on every change is stored. */
  tabReady: boolean;
  /**
   * What a field shows that is not in the text: the file keeps its old value, and Export says so. An
   * entry goes when the field gets a valid one, or when the value changes elsewhere (the source view).
   */
  unwritten: UnwrittenEntries;
}

export type Action =
  | {type: 'load'; text: string; fileName: string; platform: PlatformId; notice: Notice}
  | {type: 'edit'; text: string}
  | {type: 'set-value'; path: string; value: WritableValue}
  | {type: 'number-entry'; path: string; entry: string}
  | {type: 'remove-key'; segments: readonly string[]}
  | {type: 'analysis'; analysis: ConfigAnalysis}
  | {type: 'convert'; text: string; report: ConversionReport; notice: Notice}
  | {type: 'undo-convert'}
  | {type: 'dismiss-report'}
  | {type: 'platform'; platform: PlatformId}
  | {type: 'notice'; notice: Notice | null}
  | {type: 'exported'}
  | {type: 'tab-ready'; draft: Draft | null}
  | {type: 'close'}
  | {type: 'storage-failed'; failed: boolean};

let noticeCounter = 0;
export function notice(kind: Notice['kind'], text: string, link?: MessageLink): Notice {
  noticeCounter += 1;
  return {kind, text, link, id: noticeCounter};
}

const NO_ENTRIES: UnwrittenEntries = {};

export const initialState: EditorState = {
  text: null,
  baseline: '',
  fileName: 'config.yml',
  platform: 'spigot',
  notice: null,
  report: null,
  restoredAt: null,
  storageFailed: false,
  analysis: null,
  checked: null,
  fitPlatform: false,
  exportPending: false,
  tabReady: false,
  unwritten: NO_ENTRIES,
};

export function isChecked(state: EditorState): boolean {
  return state.checked !== null && state.checked.text === state.text && state.checked.platform === state.platform;
}
