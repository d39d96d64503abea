import {useCallback, useRef} from 'react';

import {parseDumpText} from '../../lib/dump/load';
import {readDumpFile} from './readDumpFile';
import type {DumpSource} from './types';
import type {useNavigate} from './useDumpAddress';
import type {usePendingLoad} from './usePendingLoad';
import type {ShownDump} from './useShownDump';

/**
 * Shows a dump pasted or read from a file. Such a dump has no id at the service, so it gets a key of
 * its own (`local-<n>`), kept in the history state so Back and Forward find it again.
 */
export function useLocalLoad(
  shown: ShownDump,
  pending: ReturnType<typeof usePendingLoad>,
  navigate: ReturnType<typeof useNavigate>,
) {
  const {show, fail} = shown;
  const localCounter = useRef(0);

  const loadText = useCallback(
    (text: string, source: Extract<DumpSource, {kind: 'file' | 'paste'}>) => {
      pending.cancel();
      const parsed = parseDumpText(text, source.kind);
      if (!parsed.ok) {
        fail(parsed.error);
        return;
      }
      localCounter.current += 1;
      const key = `local-${localCounter.current}`;
      show({key, source, text, dump: parsed.dump}, true);
      // A local dump has no address of its own: drop the previous dump's id from the address bar.
      navigate('push', '', {dumpViewerLocal: key});
    },
    [fail, navigate, pending, show],
  );

  const loadFile = useCallback(
    async (file: File) => {
      pending.cancel();
      const read = await readDumpFile(file);
      if (read.ok) {
        loadText(read.text, {kind: 'file', name: file.name});
      } else {
        fail(read.error);
      }
    },
    [fail, loadText, pending],
  );

  return {loadText, loadFile};
}
