import {useCallback} from 'react';

import {parseDumpReference} from '../../lib/dump/reference';
import {useAddressSync, useNavigate} from './useDumpAddress';
import {useLocalLoad} from './useLocalLoad';
import {usePendingLoad} from './usePendingLoad';
import {useServiceLoad} from './useServiceLoad';
import {useServiceUrls} from './useServiceUrls';
import {useShownDump} from './useShownDump';

/**
 * State of the dump viewer: what is shown, what is loading, the last error. The address follows
 * the loaded dump (`#<id>`), so links can be shared and Back/Forward move between dumps. Errors
 * never remove the dump on screen; a failed request to the service can be retried.
 */
export function useDumpViewer() {
  const {dumpService} = useServiceUrls();
  const shown = useShownDump();
  const {state, setState, cache, currentKey, show, fail} = shown;
  const pending = usePendingLoad(setState);
  const navigate = useNavigate();
  const loadId = useServiceLoad(dumpService, shown, pending, navigate);
  const {loadText, loadFile} = useLocalLoad(shown, pending, navigate);

  const loadReference = useCallback(
    (input: string) => {
      const reference = parseDumpReference(input, {serviceUrl: dumpService, siteHost: window.location.host});
      if (reference.kind === 'invalid') {
        pending.cancel();
        fail({kind: 'invalid-reference', title: 'Not a dump ID or link', message: reference.message});
      } else if (reference.kind === 'json') {
        loadText(reference.text, {kind: 'paste'});
      } else {
        void loadId(reference.id, 'push', true);
      }
    },
    [dumpService, fail, loadId, loadText, pending],
  );

  const retry = useCallback(() => {
    if (state.retry) {
      void loadId(state.retry.id, state.retry.navigation, true);
    }
  }, [loadId, state.retry]);

  useAddressSync({
    currentKey: () => currentKey.current,
    loadId: (id, navigation) => void loadId(id, navigation, false),
    normalize: (id) => navigate('replace', `#${id}`),
    showLocal: (key) => {
      const cached = cache.current.get(key);
      if (cached && currentKey.current !== key) {
        pending.cancel();
        show(cached, false);
      }
    },
    showHandedOver: (text, name) => loadText(text, {kind: 'file', name}),
    clear: () => {
      pending.cancel();
      shown.clear();
    },
    fail,
  });

  return {state, loadReference, loadFile, loadText, retry, dismissError: shown.dismissError};
}
