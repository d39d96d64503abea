import {useCallback, useEffect, useMemo, useReducer, useRef} from 'react';

import {
  analyzeConfig,
  clearDraft,
  ConfigEditError,
  convertLegacy,
  editNote,
  generateConfig,
  hasUnsavedChanges,
  markAlive,
  markClosed,
  platformInfo,
  readUpload,
  removeKey,
  saveDraft,
  takeDraft,
  ALIVE_INTERVAL_MS,
  TAB_ID_KEY,
  setOptionValue,
  upgradeCurrent,
  type ConfigAnalysis,
  type ConversionNote,
  type PlatformId,
  type WritableValue,
} from '@site/src/lib/config';
import {literal} from '@site/src/lib/config/markup';

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
}

type Action =
  | {type: 'load'; text: string; fileName: string; platform: PlatformId; notice: Notice}
  | {type: 'edit'; text: string}
  | {type: 'convert'; text: string; report: ConversionReport; notice: Notice}
  | {type: 'undo-convert'}
  | {type: 'dismiss-report'}
  | {type: 'platform'; platform: PlatformId}
  | {type: 'notice'; notice: Notice | null}
  | {type: 'exported'; notice: Notice}
  | {type: 'restore'; text: string; baseline: string; fileName: string; platform: PlatformId; savedAt: number}
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
};

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
      };
    case 'edit':
      return action.text === state.text ? state : {...state, text: action.text};
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
      return {...state, baseline: state.text ?? '', notice: action.notice};
    case 'restore':
      return {
        ...state,
        text: action.text,
        baseline: action.baseline,
        fileName: action.fileName,
        platform: action.platform,
        restoredAt: action.savedAt,
      };
    case 'close':
      return {
        ...initialState,
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

/** This tab's id: kept in session storage, so a reload keeps it and another tab gets its own. */
function tabId(): string {
  let session: Storage | null = null;
  try {
    session = window.sessionStorage;
    const existing = session.getItem(TAB_ID_KEY);
    if (existing) {
      return existing;
    }
  } catch {
    // Session storage refused: the id lives as long as this page.
  }
  const id =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  try {
    session?.setItem(TAB_ID_KEY, id);
  } catch {
    // As above.
  }
  return id;
}

function errorText(error: unknown): string {
  return error instanceof ConfigEditError || error instanceof Error ? error.message : String(error);
}

/** Picks the platform a loaded file belongs to: the current choice if it fits, else the first match. */
function fittingPlatform(analysis: ConfigAnalysis, current: PlatformId): PlatformId {
  const candidates = analysis.platformCandidates;
  return candidates.length === 0 || candidates.includes(current) ? current : candidates[0];
}

export interface PendingReplace {
  description: string;
  apply: () => void;
}

export function useConfigEditor() {
  const [state, dispatch] = useReducer(reducer, initialState);
  const restored = useRef(false);
  const skipFirstSave = useRef(false);
  const tab = useRef('');

  const analysis = useMemo(
    () => (state.text === null ? null : analyzeConfig(state.text, {platform: state.platform})),
    [state.text, state.platform],
  );
  const unsaved = state.text !== null && hasUnsavedChanges({text: state.text, baseline: state.baseline});

  // Restore the draft once, after hydration (local storage does not exist during the static build).
  useEffect(() => {
    if (restored.current) {
      return;
    }
    restored.current = true;
    skipFirstSave.current = true;
    tab.current = tabId();
    const storage = browserStorage();
    if (!storage) {
      return undefined;
    }
    const id = tab.current;
    markAlive(storage, id, Date.now());
    const draft = takeDraft(storage, id, Date.now());
    if (draft) {
      dispatch({type: 'restore', ...draft});
    }
    const timer = window.setInterval(() => markAlive(storage, id, Date.now()), ALIVE_INTERVAL_MS);
    const closed = () => markClosed(storage, id);
    const shown = () => markAlive(storage, id, Date.now());
    window.addEventListener('pagehide', closed);
    window.addEventListener('pageshow', shown);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('pagehide', closed);
      window.removeEventListener('pageshow', shown);
    };
  }, []);

  // Every change is stored at once, so a reload or a closed tab loses nothing.
  useEffect(() => {
    if (!restored.current || skipFirstSave.current) {
      // The first run sees the empty state from before the draft was restored: do not overwrite it.
      skipFirstSave.current = false;
      return;
    }
    const storage = browserStorage();
    if (!storage) {
      dispatch({type: 'storage-failed', failed: true});
      return;
    }
    if (state.text === null) {
      clearDraft(storage, tab.current);
      return;
    }
    const saved = saveDraft(storage, tab.current, {
      text: state.text,
      baseline: state.baseline,
      fileName: state.fileName,
      platform: state.platform,
      savedAt: Date.now(),
    });
    dispatch({type: 'storage-failed', failed: !saved});
  }, [state.text, state.baseline, state.fileName, state.platform]);

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
        result = await readUpload(file, state.platform);
      } catch (error) {
        result = {ok: false as const, message: `${literal(file.name)} could not be read: ${errorText(error)}`};
      }
      if (!result.ok) {
        const kept = state.text === null ? '' : ' The config you had open is unchanged.';
        dispatch({type: 'notice', notice: notice('error', `${result.message}${kept}`)});
        return null;
      }
      const text = result.text;
      const platform = fittingPlatform(analyzeConfig(text, {platform: state.platform}), state.platform);
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

  // Read through refs so the callback stays the same between renders and the memoised fields do not
  // all re-render on every keystroke.
  const latest = useRef({text: state.text, layout: analysis?.layout});
  latest.current = {text: state.text, layout: analysis?.layout};
  const setValue = useCallback((path: string, value: WritableValue) => {
    const {text, layout} = latest.current;
    if (text === null || !layout) {
      return;
    }
    try {
      const changed = setOptionValue(text, layout, path, value);
      latest.current = {text: changed, layout};
      dispatch({type: 'edit', text: changed});
      const note = changed === text ? null : editNote(text, path);
      if (note) {
        dispatch({type: 'notice', notice: notice('info', note)});
      }
    } catch (error) {
      dispatch({type: 'notice', notice: notice('error', `Could not change ${literal(path)}: ${errorText(error)}`)});
    }
  }, []);

  const deleteKey = useCallback(
    (segments: readonly string[]) => {
      if (state.text === null) {
        return;
      }
      const path = segments.join('.');
      try {
        const changed = removeKey(state.text, segments);
        if (changed === state.text) {
          throw new ConfigEditError('nothing in the file changed.');
        }
        dispatch({type: 'edit', text: changed});
        dispatch({type: 'notice', notice: notice('info', `Removed ${literal(path)} from the file.`)});
      } catch (error) {
        dispatch({type: 'notice', notice: notice('error', `Could not remove ${literal(path)}: ${errorText(error)}`)});
      }
    },
    [state.text],
  );

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

  const markExported = useCallback((errors: number, warnings: number) => {
    const text =
      errors > 0
        ? `Exported config.yml with ${errors} error${errors === 1 ? '' : 's'}: Geyser will refuse to load it until ${errors === 1 ? 'it is' : 'they are'} fixed.`
        : warnings > 0
          ? `Exported config.yml. It has ${warnings} warning${warnings === 1 ? '' : 's'}; Geyser will start, but check them.`
          : "Exported config.yml. Put it in Geyser's folder and restart the server (or run /geyser reload).";
    dispatch({type: 'exported', notice: notice(errors > 0 ? 'warning' : 'success', text)});
  }, []);

  return {
    state,
    analysis,
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
