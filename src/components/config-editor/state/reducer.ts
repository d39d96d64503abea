/**
 * The config editor's state changes. Edits are computed here from the state they apply to, so they stay
 * in order however fast they come and whenever an analysis lands between them.
 */
import {
  ConfigEditError,
  editNote,
  literal,
  removeKey,
  setOptionValue,
  spliceEdit,
  withEditedValue,
  type ConfigAnalysis,
  type Draft,
  type PlatformId,
  type WritableValue,
} from '../../../lib/config';

import {exportNotice} from './exportNotice';
import {initialState, isChecked, notice, type Action, type EditorState, type UnwrittenEntries} from './types';

export function errorText(error: unknown): string {
  return error instanceof ConfigEditError || error instanceof Error ? error.message : String(error);
}

/** What a whole-number field accepts: the integers Geyser reads, written without exponent or point. */
const WHOLE_NUMBER = /^-?\d+$/;

const NO_ENTRIES: UnwrittenEntries = {};

function withoutEntry(unwritten: UnwrittenEntries, path: string): UnwrittenEntries {
  if (!(path in unwritten)) {
    return unwritten;
  }
  const rest = {...unwritten};
  delete rest[path];
  return Object.keys(rest).length === 0 ? NO_ENTRIES : rest;
}

/**
 * Entries whose option kept its value in the new analysis. A value changed elsewhere (the source
 * view) replaces what the field showed, as it would in a field without a refused entry.
 */
function survivingEntries(
  unwritten: UnwrittenEntries,
  before: ConfigAnalysis | null,
  after: ConfigAnalysis,
): UnwrittenEntries {
  let kept = unwritten;
  for (const path of Object.keys(unwritten)) {
    if (before?.options.get(path)?.effective !== after.options.get(path)?.effective) {
      kept = withoutEntry(kept, path);
    }
  }
  return kept;
}

/** A form edit: spliced in when the analysis knows where the value is, else through the parser. */
function setValue(state: EditorState, path: string, value: WritableValue): EditorState {
  const {text, analysis} = state;
  if (text === null || !analysis) {
    return state;
  }
  const spliced = analysis.text === text ? spliceEdit(analysis, path, value) : null;
  if (spliced) {
    return spliced === analysis ? state : {...state, text: spliced.text, analysis: spliced};
  }
  try {
    const changed = setOptionValue(text, analysis.layout, path, value);
    if (changed === text) {
      return state;
    }
    const note = editNote(text, path);
    return {
      ...state,
      text: changed,
      analysis: withEditedValue(analysis, changed, path, value),
      notice: note ? notice('info', note) : state.notice,
    };
  } catch (error) {
    return {...state, notice: notice('error', `Could not change ${literal(path)}: ${errorText(error)}`)};
  }
}

/** What was typed in a whole-number field: written when it is one, else kept to show and report. */
function numberEntry(state: EditorState, path: string, entry: string): EditorState {
  if (WHOLE_NUMBER.test(entry.trim())) {
    return setValue({...state, unwritten: withoutEntry(state.unwritten, path)}, path, Number(entry));
  }
  return state.unwritten[path] === entry ? state : {...state, unwritten: {...state.unwritten, [path]: entry}};
}

function removeKeyFromText(state: EditorState, segments: readonly string[]): EditorState {
  if (state.text === null) {
    return state;
  }
  const path = segments.join('.');
  try {
    const changed = removeKey(state.text, segments);
    if (changed === state.text) {
      throw new ConfigEditError('nothing in the file changed.');
    }
    return {...state, text: changed, notice: notice('info', `Removed ${literal(path)} from the file.`)};
  } catch (error) {
    return {...state, notice: notice('error', `Could not remove ${literal(path)}: ${errorText(error)}`)};
  }
}

/** Picks the platform a loaded file belongs to: the current choice if it fits, else the first match. */
function fittingPlatform(analysis: ConfigAnalysis, current: PlatformId): PlatformId {
  const candidates = analysis.platformCandidates;
  return candidates.length === 0 || candidates.includes(current) ? current : candidates[0];
}

function applyAnalysis(state: EditorState, analysis: ConfigAnalysis): EditorState {
  if (analysis.text !== state.text || analysis.platform !== state.platform) {
    // An answer for a text or platform that has changed since: a newer one is on its way.
    return state;
  }
  const unwritten = survivingEntries(state.unwritten, state.analysis, analysis);
  return {
    ...state,
    analysis,
    checked: {text: analysis.text, platform: analysis.platform},
    exportPending: false,
    fitPlatform: false,
    platform: state.fitPlatform ? fittingPlatform(analysis, state.platform) : state.platform,
    unwritten,
    notice: state.exportPending ? exportNotice(analysis, unwritten) : state.notice,
  };
}

function exported(state: EditorState): EditorState {
  if (state.analysis && isChecked(state)) {
    return {
      ...state,
      baseline: state.text ?? '',
      notice: exportNotice(state.analysis, state.unwritten),
      exportPending: false,
    };
  }
  return {
    ...state,
    baseline: state.text ?? '',
    exportPending: true,
    notice: notice('info', 'Exported config.yml. Checking the exported text…'),
  };
}

/** A text that replaces the one open: nothing of the old file's analysis or entries carries over. */
const FRESH = {analysis: null, checked: null, exportPending: false, unwritten: NO_ENTRIES, report: null} as const;

function restoreDraft(state: EditorState, draft: Draft | null): EditorState {
  if (!draft || state.text !== null) {
    // No draft, or the page was already used while the id was being settled: keep what is shown.
    return {...state, tabReady: true};
  }
  return {
    ...state,
    ...FRESH,
    tabReady: true,
    text: draft.text,
    baseline: draft.baseline,
    fileName: draft.fileName,
    platform: draft.platform,
    restoredAt: draft.savedAt,
    fitPlatform: false,
  };
}

export function reducer(state: EditorState, action: Action): EditorState {
  switch (action.type) {
    case 'load': {
      const {text, fileName, platform} = action;
      return {
        ...state,
        ...FRESH,
        text,
        baseline: text,
        fileName,
        platform,
        notice: action.notice,
        restoredAt: null,
        fitPlatform: true,
      };
    }
    case 'edit':
      return action.text === state.text ? state : {...state, text: action.text};
    case 'set-value':
      return setValue(state, action.path, action.value);
    case 'number-entry':
      return numberEntry(state, action.path, action.entry);
    case 'remove-key':
      return removeKeyFromText(state, action.segments);
    case 'analysis':
      return applyAnalysis(state, action.analysis);
    case 'convert':
      return {...state, text: action.text, report: action.report, notice: action.notice, unwritten: NO_ENTRIES};
    case 'undo-convert':
      return state.report
        ? {
            ...state,
            text: state.report.previous,
            report: null,
            unwritten: NO_ENTRIES,
            notice: notice('info', 'Conversion undone.'),
          }
        : state;
    case 'dismiss-report':
      return {...state, report: null};
    case 'platform':
      return {...state, platform: action.platform};
    case 'notice':
      return {...state, notice: action.notice};
    case 'exported':
      return exported(state);
    case 'tab-ready':
      return restoreDraft(state, action.draft);
    case 'close':
      return {
        ...initialState,
        tabReady: state.tabReady,
        platform: state.platform,
        notice: notice('info', 'The config was closed and its draft deleted.'),
      };
    case 'storage-failed':
      return state.storageFailed === action.failed ? state : {...state, storageFailed: action.failed};
  }
}
