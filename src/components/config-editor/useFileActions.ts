import {useCallback} from 'react';

import {PLATFORMS, type PlatformId} from '../../lib/config';

import {useEarlyActions, type EarlyAction} from '../early-actions/useEarlyActions';
import {downloadFile} from './downloadFile';
import type {ConfigEditorApi} from './useConfigEditor';

const isPlatform = (value: string | undefined): value is PlatformId => PLATFORMS.some((entry) => entry.id === value);

/** The zone (`earlyZone`) whose early actions `useFileActions` carries out: the whole editor. */
export const EDITOR_ZONE = 'config-editor';

/**
 * What the toolbar and a dropped file do. The platform, Default, Upload and a drop work before React
 * is running: what the reader did is carried out once the tab's draft is restored
 * (`useEarlyActions`), so an early click still asks before replacing a restored draft.
 */
export function useFileActions(editor: ConfigEditorApi, guard: (description: string, apply: () => void) => void) {
  const {state, prepareUpload, loadDefault, setPlatform, markExported} = editor;

  const openFile = useCallback(
    async (file: File) => {
      const load = await prepareUpload(file);
      if (load) {
        guard(`Open "${file.name}" in place of your unsaved changes? They will be lost.`, load);
      }
    },
    [prepareUpload, guard],
  );
  const onDefault = () =>
    guard('Load the default config in place of your unsaved changes? They will be lost.', () =>
      loadDefault(state.platform),
    );
  const onExport = () => {
    if (state.text !== null) {
      downloadFile(state.text, 'config.yml');
      markExported();
    }
  };

  const openChosen = ({files}: EarlyAction) => {
    if (files?.[0]) {
      void openFile(files[0]);
    }
  };
  const choosePlatform = ({value}: EarlyAction) => {
    if (isPlatform(value)) {
      setPlatform(value);
    }
  };
  useEarlyActions(
    EDITOR_ZONE,
    {platform: choosePlatform, default: onDefault, upload: openChosen, drop: openChosen},
    state.tabReady,
  );

  return {openFile, onDefault, onExport};
}
