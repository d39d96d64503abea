import {useCallback, useEffect, useReducer, useRef} from 'react';

import {
  AnalysisScheduler,
  answerClaims,
  clearDraft,
  ConfigEditError,
  countBySeverity,
  convertLegacy,
  directTransport,
  editNote,
  forkDraft,
  generateConfig,
  hasUnsavedChanges,
  isTabAlive,
  isTabIdTaken,
  markAlive,
  markClosed,
  platformInfo,
  readUpload,
  removeKey,
  saveDraft,
  tabChannel,
  takeDraft,
  ALIVE_INTERVAL_MS,
  TAB_ID_KEY,
  setOptionValue,
  spliceEdit,
  upgradeCurrent,
  withEditedValue,
  WORKER_THRESHOLD,
  type ConfigAnalysis,
  type ConversionNote,
  type Draft,
  type TabChannel,
  type PlatformId,
  type WritableValue,
} from '@site/src/lib/config';
import {literal} from '@site/src/lib/config/markup';

import {createAnalysisTransport} from './workerTransport';

export type Notice = {kind: 'error' | 'warning' | 'success' | 'info'; text: string; id: number};

export interface ConversionReport {
  title: string;
  notes: ConversionNote[];
  /** The text before the conversion, for "Undo". */
  previous: string;
}

interface EditorState {
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
}

type Action =
  | {type: 'load'; text: string; fileName: string; platform: PlatformId; notice: Notice}
  | {type: 'edit'; text: string}
  | {type: 'set-value'; path: string; value: WritableValue}
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
export function notice(kind: Notice['kind'], text: string): Notice {
  noticeCounter += 1;
  return {kind, text, id: noticeCounter};
}

const initialState: EditorState = {
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
};

function exportNotice(analysis: ConfigAnalysis): Notice {
  const {error: errors, warning: warnings} = countBySeverity(analysis.issues);
  const text =
    errors > 0
      ? `Exported config.yml with ${errors} error${errors === 1 ? '' : 's'}: Geyser will refuse to load it until ${errors === 1 ? 'it is' : 'they are'} fixed.`
      : warnings > 0
        ? `Exported config.yml. It has ${warnings} warning${warnings === 1 ? '' : 's'}; Geyser will start, but check them.`
        : "Exported config.yml. Put it in Geyser's folder and restart the server (or run /geyser reload).";
  return notice(errors > 0 ? 'warning' : 'success', text);
}

function isChecked(state: EditorState): boolean {
  return state.checked !== null && state.checked.text === state.text && state.checked.platform === state.platform;
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

function reducer(state: EditorState, action: Action): EditorState {
  switch (action.type) {
    case 'load':
      return {
        ...state,
        text: action.text,
        baseline: action.text,
        fileName: action.fileName,
        platform: action.platform,
        notice: action.notice,
        report: null,
        restoredAt: null,
        analysis: null,
        checked: null,
        fitPlatform: true,
        exportPending: false,
      };
    case 'edit':
      return action.text === state.text ? state : {...state, text: action.text};
    case 'set-value':
      return setValue(state, action.path, action.value);
    case 'remove-key': {
      if (state.text === null) {
        return state;
      }
      const path = action.segments.join('.');
      try {
        const changed = removeKey(state.text, action.segments);
        if (changed === state.text) {
          throw new ConfigEditError('nothing in the file changed.');
        }
        return {...state, text: changed, notice: notice('info', `Removed ${literal(path)} from the file.`)};
      } catch (error) {
        return {...state, notice: notice('error', `Could not remove ${literal(path)}: ${errorText(error)}`)};
      }
    }
    case 'analysis': {
      const {analysis} = action;
      if (analysis.text !== state.text || analysis.platform !== state.platform) {
        // An answer for a text or platform that has changed since: a newer one is on its way.
        return state;
      }
      const next: EditorState = {
        ...state,
        analysis,
        checked: {text: analysis.text, platform: analysis.platform},
        exportPending: false,
        fitPlatform: false,
        notice: state.exportPending ? exportNotice(analysis) : state.notice,
      };
      if (state.fitPlatform) {
        next.platform = fittingPlatform(analysis, state.platform);
      }
      return next;
    }
    case 'convert':
      return {...state, text: action.text, report: action.report, notice: action.notice};
    case 'undo-convert':
      return state.report
        ? {...state, text: state.report.previous, report: null, notice: notice('info', 'Conversion undone.')}
        : state;
    case 'dismiss-report':
      return {...state, report: null};
    case 'platform':
      return {...state, platform: action.platform};
    case 'notice':
      return {...state, notice: action.notice};
    case 'exported':
      if (state.analysis && isChecked(state)) {
        return {...state, baseline: state.text ?? '', notice: exportNotice(state.analysis), exportPending: false};
      }
      return {
        ...state,
        baseline: state.text ?? '',
        exportPending: true,
        notice: notice('info', 'Exported config.yml. Checking the exported text…'),
      };
    case 'tab-ready': {
      const {draft} = action;
      if (!draft || state.text !== null) {
        // No draft, or the page was already used while the id was being settled: keep what is shown.
        return {...state, tabReady: true};
      }
      return {
        ...state,
        tabReady: true,
        text: draft.text,
        baseline: draft.baseline,
        fileName: draft.fileName,
        platform: draft.platform,
        restoredAt: draft.savedAt,
        analysis: null,
        checked: null,
        fitPlatform: false,
        exportPending: false,
      };
    }
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

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function newTabId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Session storage refused: the id lives as long as this page.
    return null;
  }
}

function storeTabId(id: string): void {
  try {
    sessionStore()?.setItem(TAB_ID_KEY, id);
  } catch {
    // As above.
  }
}

/** This tab's id: kept in session storage, so a reload keeps it (a duplicated tab too: see below). */
function tabId(): string {
  try {
    const existing = sessionStore()?.getItem(TAB_ID_KEY);
    if (existing) {
      return existing;
    }
  } catch {
    // As above.
  }
  const id = newTabId();
  storeTabId(id);
  return id;
}

function browserTabChannel(): {tabs: TabChannel; close: () => void} | null {
  try {
    if (typeof BroadcastChannel === 'undefined') {
      return null;
    }
    const channel = new BroadcastChannel('geysermc:config-editor:tabs');
    return {tabs: tabChannel(channel), close: () => channel.close()};
  } catch {
    return null;
  }
}

function errorText(error: unknown): string {
  return error instanceof ConfigEditError || error instanceof Error ? error.message : String(error);
}

/** Picks the platform a loaded file belongs to: the current choice if it fits, else the first match. */
function fittingPlatform(analysis: ConfigAnalysis, current: PlatformId): PlatformId {
  const candidates = analysis.platformCandidates;
  return candidates.length === 0 || candidates.includes(current) ? current : candidates[0];
}

/** How long typing must pause before a large text is stored as the draft. */
const DRAFT_SAVE_DELAY_MS = 400;

export interface PendingReplace {
  description: string;
  apply: () => void;
}

export function useConfigEditor() {
  const [state, dispatch] = useReducer(reducer, initialState);
  const restored = useRef(false);
  const tab = useRef('');
  const scheduler = useRef<AnalysisScheduler | null>(null);
  const {analysis} = state;
  const checking = state.text !== null && !isChecked(state);

  // The analysis runs in a Web Worker (the direct transport when none can start), declared before the
  // effect below so that it exists when the first text arrives.
  useEffect(() => {
    const current = new AnalysisScheduler(
      createAnalysisTransport(() => current.replaceTransport(directTransport())),
      {onAnalysis: (result) => dispatch({type: 'analysis', analysis: result})},
    );
    scheduler.current = current;
    return () => {
      current.dispose();
      scheduler.current = null;
    };
  }, []);

  useEffect(() => {
    if (state.text !== null) {
      scheduler.current?.request(state.text, state.platform);
    }
  }, [state.text, state.platform]);

  const unsaved = state.text !== null && hasUnsavedChanges({text: state.text, baseline: state.baseline});

  // Settle this tab's id, then restore its draft, once after hydration (storage does not exist during
  // the static build). A duplicated tab arrives with the id of the tab it was copied from: it takes a
  // fresh id and a copy of the draft, so neither tab overwrites the other's edits.
  useEffect(() => {
    if (restored.current) {
      return;
    }
    restored.current = true;
    const storage = browserStorage();
    const channel = browserTabChannel();
    const cleanups: (() => void)[] = [];
    let stopped = false;
    const start = (id: string) => {
      if (stopped) {
        return;
      }
      tab.current = id;
      if (channel) {
        cleanups.push(answerClaims(channel.tabs, () => tab.current || null));
      }
      if (!storage) {
        dispatch({type: 'tab-ready', draft: null});
        return;
      }
      markAlive(storage, id, Date.now());
      dispatch({type: 'tab-ready', draft: takeDraft(storage, id, Date.now())});
      const timer = window.setInterval(() => markAlive(storage, id, Date.now()), ALIVE_INTERVAL_MS);
      const closed = () => markClosed(storage, id);
      const shown = () => markAlive(storage, id, Date.now());
      window.addEventListener('pagehide', closed);
      window.addEventListener('pageshow', shown);
      cleanups.push(() => {
        window.clearInterval(timer);
        window.removeEventListener('pagehide', closed);
        window.removeEventListener('pageshow', shown);
        // Leaving the editor within the site (no pagehide) releases the id too, so coming back keeps it.
        closed();
      });
    };
    const id = tabId();
    const settle = (answered: boolean) => {
      // Another open tab holds this id if it answered, or if it marked the id alive and never closed
      // it: a busy tab can answer after the wait, but its mark is already in storage. A reloaded tab
      // marked its id closed as its old page went away, so it keeps its id and draft.
      if (!answered && !(storage && isTabAlive(storage, id, Date.now()))) {
        start(id);
        return;
      }
      const fresh = newTabId();
      storeTabId(fresh);
      if (storage) {
        forkDraft(storage, id, fresh);
      }
      start(fresh);
    };
    if (!channel) {
      settle(false);
    } else {
      void isTabIdTaken(channel.tabs, id, newTabId()).then(settle);
    }
    return () => {
      stopped = true;
      cleanups.forEach((cleanup) => cleanup());
      channel?.close();
    };
  }, []);

  // Every change is stored at once, so a reload or a closed tab loses nothing. A large text (whose
  // copy into local storage takes a while) is stored once typing pauses, and at once when the page
  // is hidden or left.
  const pendingSave = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!state.tabReady) {
      // Before the tab's id is settled (and its draft restored) nothing may be written.
      return undefined;
    }
    const storage = browserStorage();
    if (!storage) {
      dispatch({type: 'storage-failed', failed: true});
      return undefined;
    }
    const {text, baseline, fileName, platform} = state;
    const id = tab.current;
    const save = () => {
      pendingSave.current = null;
      if (text === null) {
        clearDraft(storage, id);
        return;
      }
      const saved = saveDraft(storage, id, {text, baseline, fileName, platform, savedAt: Date.now()});
      dispatch({type: 'storage-failed', failed: !saved});
    };
    if (text === null || text.length <= WORKER_THRESHOLD) {
      save();
      return undefined;
    }
    pendingSave.current = save;
    const timer = window.setTimeout(save, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.tabReady, state.text, state.baseline, state.fileName, state.platform]);
  useEffect(() => {
    const flush = () => pendingSave.current?.();
    const hidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
      // Leaving the page within the site unmounts the editor without a pagehide.
      flush();
    };
  }, []);

  const loadDefault = useCallback((platform: PlatformId) => {
    dispatch({
      type: 'load',
      text: generateConfig(platform),
      fileName: 'config.yml',
      platform,
      notice: notice('success', `Loaded the default config for ${platformInfo(platform).label}.`),
    });
  }, []);

  /** Checks an uploaded file; returns a function that loads it, or null after showing why it cannot. */
  const prepareUpload = useCallback(
    async (file: File): Promise<(() => void) | null> => {
      let result;
      try {
        const platform = state.platform;
        result = await readUpload(file, platform, (text) =>
          scheduler.current ? scheduler.current.once(text, platform) : Promise.reject(new Error('the page closed')),
        );
      } catch (error) {
        result = {ok: false as const, message: `${literal(file.name)} could not be read: ${errorText(error)}`};
      }
      if (!result.ok) {
        const kept = state.text === null ? '' : ' The config you had open is unchanged.';
        dispatch({type: 'notice', notice: notice('error', `${result.message}${kept}`)});
        return null;
      }
      const text = result.text;
      const platform = state.platform;
      return () =>
        dispatch({
          type: 'load',
          text,
          fileName: file.name,
          platform,
          notice: notice('success', `Loaded ${literal(file.name)}.`),
        });
    },
    [state.platform, state.text],
  );

  const edit = useCallback((text: string) => dispatch({type: 'edit', text}), []);

  // Edits are computed in the reducer from the state they apply to, so they stay in order however
  // fast they come and whenever an analysis lands between them; the callbacks never change, so the
  // memoised fields do not all re-render on every keystroke.
  const setValue = useCallback((path: string, value: WritableValue) => dispatch({type: 'set-value', path, value}), []);
  const deleteKey = useCallback((segments: readonly string[]) => dispatch({type: 'remove-key', segments}), []);

  const convert = useCallback(() => {
    if (state.text === null || !analysis) {
      return;
    }
    try {
      if (analysis.layout === 'legacy') {
        const result = convertLegacy(state.text, state.platform);
        dispatch({
          type: 'convert',
          text: result.text,
          report: {
            title: `Converted to the current layout for ${platformInfo(state.platform).label}`,
            notes: result.notes,
            previous: state.text,
          },
          notice: notice('success', 'Converted to the current layout. Review the report below, then export.'),
        });
      } else {
        const result = upgradeCurrent(state.text);
        dispatch({
          type: 'convert',
          text: result.text,
          report: {title: 'Updated to config-version 7', notes: result.notes, previous: state.text},
          notice: notice('success', 'Updated to config-version 7; comments and everything else are unchanged.'),
        });
      }
    } catch (error) {
      dispatch({type: 'notice', notice: notice('error', errorText(error))});
    }
  }, [state.text, state.platform, analysis]);

  const markExported = useCallback(() => dispatch({type: 'exported'}), []);

  return {
    state,
    analysis,
    checking,
    unsaved,
    loadDefault,
    prepareUpload,
    edit,
    setValue,
    deleteKey,
    convert,
    undoConvert: useCallback(() => dispatch({type: 'undo-convert'}), []),
    dismissReport: useCallback(() => dispatch({type: 'dismiss-report'}), []),
    setPlatform: useCallback((platform: PlatformId) => dispatch({type: 'platform', platform}), []),
    setNotice: useCallback((value: Notice | null) => dispatch({type: 'notice', notice: value}), []),
    markExported,
    close: useCallback(() => dispatch({type: 'close'}), []),
  };
}

export type ConfigEditorApi = ReturnType<typeof useConfigEditor>;
