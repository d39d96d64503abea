import {useEffect, useRef, type Dispatch, type MutableRefObject} from 'react';

import {clearDraft, saveDraft, WORKER_THRESHOLD} from '../../../lib/config';

import type {Action, EditorState} from '../state/types';
import {browserStorage} from './storage';

/** How long typing must pause before a large text is stored as the draft. */
const DRAFT_SAVE_DELAY_MS = 400;

/**
 * Stores every change as this tab's draft at once, so a reload or a closed tab loses nothing. A large
 * text (whose copy into local storage takes a while) is stored once typing pauses, and at once when
 * the page is hidden or left. Nothing is written before the tab's id is settled and its draft restored.
 */
export function useDraftSaving(state: EditorState, tab: MutableRefObject<string>, dispatch: Dispatch<Action>): void {
  const pendingSave = useRef<(() => void) | null>(null);
  const {tabReady, text, baseline, fileName, platform} = state;

  useEffect(() => {
    if (!tabReady) {
      return undefined;
    }
    const storage = browserStorage();
    if (!storage) {
      dispatch({type: 'storage-failed', failed: true});
      return undefined;
    }
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
  }, [tabReady, text, baseline, fileName, platform, tab, dispatch]);

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
}
