import {useCallback, useReducer} from 'react';

import {
  generateConfig,
  hasUnsavedChanges,
  literal,
  platformInfo,
  readUpload,
  type UploadCheck,
  type PlatformId,
  type WritableValue,
} from '../../lib/config';

import {useDraftSaving} from './session/useDraftSaving';
import {useTabSession} from './session/useTabSession';
import {conversion} from './state/conversion';
import {errorText, reducer} from './state/reducer';
import {initialState, isChecked, notice, type Notice} from './state/types';
import {useAnalysis} from './useAnalysis';

/**
 * The config editor's state and what the page can do with it. The reducer (./state/reducer.ts) holds
 * the logic; the hooks here connect it to the analysis worker, this tab's identity and its draft.
 * The callbacks that only dispatch never change, so the memoised fields do not re-render on every
 * keystroke.
 */
export function useConfigEditor() {
  const [state, dispatch] = useReducer(reducer, initialState);
  const scheduler = useAnalysis(state.text, state.platform, dispatch);
  const tab = useTabSession(dispatch);
  useDraftSaving(state, tab, dispatch);

  const {analysis, platform, text} = state;
  const checking = text !== null && !isChecked(state);
  const unsaved = text !== null && hasUnsavedChanges({text, baseline: state.baseline});

  const loadDefault = useCallback((chosen: PlatformId) => {
    dispatch({
      type: 'load',
      text: generateConfig(chosen),
      fileName: 'config.yml',
      platform: chosen,
      notice: notice('success', `Loaded the default config for ${platformInfo(chosen).label}.`),
    });
  }, []);

  /** Checks an uploaded file; returns a function that loads it, or null after showing why it cannot. */
  const prepareUpload = useCallback(
    async (file: File): Promise<(() => void) | null> => {
      const check = (content: string) =>
        scheduler.current ? scheduler.current.once(content, platform) : Promise.reject(new Error('the page closed'));
      const result = await readUpload(file, platform, check).catch((error: unknown): UploadCheck => ({
        ok: false,
        message: `${literal(file.name)} could not be read: ${errorText(error)}`,
      }));
      if (!result.ok) {
        const kept = text === null ? '' : ' The config you had open is unchanged.';
        dispatch({type: 'notice', notice: notice('error', `${result.message}${kept}`, result.link)});
        return null;
      }
      const loaded = notice('success', `Loaded ${literal(file.name)}.`);
      return () => dispatch({type: 'load', text: result.text, fileName: file.name, platform, notice: loaded});
    },
    [platform, text, scheduler],
  );

  const convert = useCallback(() => {
    if (text !== null && analysis) {
      dispatch(conversion(text, analysis.layout, platform));
    }
  }, [text, platform, analysis]);

  return {
    state,
    analysis,
    checking,
    unsaved,
    loadDefault,
    prepareUpload,
    convert,
    edit: useCallback((value: string) => dispatch({type: 'edit', text: value}), []),
    setValue: useCallback((path: string, value: WritableValue) => dispatch({type: 'set-value', path, value}), []),
    enterNumber: useCallback((path: string, entry: string) => dispatch({type: 'number-entry', path, entry}), []),
    deleteKey: useCallback((segments: readonly string[]) => dispatch({type: 'remove-key', segments}), []),
    undoConvert: useCallback(() => dispatch({type: 'undo-convert'}), []),
    dismissReport: useCallback(() => dispatch({type: 'dismiss-report'}), []),
    setPlatform: useCallback((chosen: PlatformId) => dispatch({type: 'platform', platform: chosen}), []),
    setNotice: useCallback((value: Notice | null) => dispatch({type: 'notice', notice: value}), []),
    markExported: useCallback(() => dispatch({type: 'exported'}), []),
    close: useCallback(() => dispatch({type: 'close'}), []),
  };
}

export type ConfigEditorApi = ReturnType<typeof useConfigEditor>;
