import {useCallback} from 'react';

import {
  fetchDumpText,
  parseDumpText,
  rawDumpUrl,
  type DumpLoadError,
  type DumpLoadErrorKind,
} from '../../lib/dump/load';
import type {Navigation} from './types';
import type {useNavigate} from './useDumpAddress';
import type {usePendingLoad} from './usePendingLoad';
import type {ShownDump} from './useShownDump';

/** Failures of the dump service that may pass: no answer, no connection, a server error. */
const RETRYABLE: ReadonlySet<DumpLoadErrorKind> = new Set(['timeout', 'network', 'http', 'service-error']);

/**
 * Loads a dump by id from the dump service (or from the dumps already seen, when the address brings
 * one back). A failure that may pass keeps what is needed to try again.
 */
export function useServiceLoad(
  dumpService: string,
  shown: ShownDump,
  pending: ReturnType<typeof usePendingLoad>,
  navigate: ReturnType<typeof useNavigate>,
) {
  const {cache, show, fail} = shown;
  return useCallback(
    async (id: string, navigation: Navigation, userInitiated: boolean) => {
      const cached = cache.current.get(id);
      if (cached && !userInitiated) {
        pending.cancel();
        show(cached, false);
        navigate(navigation, `#${id}`);
        return;
      }
      const {token, signal} = pending.begin(`Loading dump ${id} from the dump service…`);
      const result = await fetchDumpText(dumpService, id, {signal});
      if (!pending.settle(token)) {
        return;
      }
      const retry = (error: DumpLoadError) => (RETRYABLE.has(error.kind) ? {id, navigation} : undefined);
      if (!result.ok) {
        if (result.error.kind !== 'aborted') {
          fail(result.error, retry(result.error));
        }
        return;
      }
      const parsed = parseDumpText(result.text, 'service');
      if (!parsed.ok) {
        fail(parsed.error, retry(parsed.error));
        return;
      }
      const source = {kind: 'service' as const, id, rawUrl: rawDumpUrl(dumpService, id)};
      show({key: id, source, text: result.text, dump: parsed.dump}, userInitiated);
      navigate(navigation, `#${id}`);
    },
    [cache, dumpService, fail, navigate, pending, show],
  );
}
