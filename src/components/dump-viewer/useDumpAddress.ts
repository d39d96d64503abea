import {useCallback, useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';

import {readDumpIdFromLocation} from '../../lib/dump/reference';
import type {DumpLoadError} from '../../lib/dump/load';
import type {HistoryState, Navigation} from './types';

/** Moves the address to `hash` (and a local dump's key) as `navigation` says. */
export function useNavigate() {
  const history = useHistory<HistoryState | undefined>();
  return useCallback(
    (navigation: Navigation, hash: string, historyState?: HistoryState) => {
      if (navigation === 'none') {
        return;
      }
      // `history.location` is the address now, after any awaits (the render's `location` may be stale).
      const now = history.location;
      const target = {pathname: now.pathname, search: '', hash, state: historyState};
      if (navigation === 'replace') {
        history.replace(target);
      } else if (now.hash !== hash || now.search !== '' || historyState) {
        history.push(target);
      }
    },
    [history],
  );
}

/** What the address asks for, as the viewer handles it. */
export interface AddressHandlers {
  /** The key of the dump on screen, if any. */
  currentKey: () => string | undefined;
  /** Loads a dump id from the address (`?id=` is then rewritten as `#id`). */
  loadId: (id: string, navigation: Navigation) => void;
  /** Rewrites `?id=` as `#id` for the dump already shown. */
  normalize: (id: string) => void;
  /** Shows a local dump again (Back and Forward), when it is still known. */
  showLocal: (key: string) => void;
  /** Shows a dump file that another page handed over in the history entry's state. */
  showHandedOver: (text: string, name: string) => void;
  /** Back to the entry before any dump was loaded. */
  clear: () => void;
  fail: (error: DumpLoadError) => void;
}

/**
 * The address decides what is shown: on page load (`#id`, `?id=`), and on Back and Forward. Only the
 * address triggers this; the handlers are read as they are at that moment.
 *
 * It runs for every address the router hands the page, not only when the hash differs from the last one
 * drawn. Docusaurus draws the page for a new address only once it has preloaded its route, so when Back
 * follows a load quickly, the page may never draw the address the load pushed: it sees the address before
 * it again, the same hash, while the newly loaded dump is on screen. Each address is a new `location`.
 */
export function useAddressSync(handlers: AddressHandlers): void {
  const history = useHistory<HistoryState | undefined>();
  const location = useLocation<HistoryState | undefined>();
  const localKey = location.state?.dumpViewerLocal;
  const handoff = location.state?.dumpViewerHandoff;
  useEffect(() => {
    if (handoff && typeof handoff.text === 'string') {
      // Shown once: Back and Forward to this entry find the dump through its local key instead.
      history.replace({...history.location, state: undefined});
      handlers.showHandedOver(handoff.text, typeof handoff.name === 'string' ? handoff.name : 'dump.json');
      return;
    }
    const {id, invalid} = readDumpIdFromLocation(location.search, location.hash);
    if (id) {
      if (handlers.currentKey() !== id) {
        handlers.loadId(id, location.search ? 'replace' : 'none');
      } else if (location.search) {
        handlers.normalize(id);
      }
    } else if (invalid) {
      handlers.fail({kind: 'invalid-reference', title: 'Not a dump ID', message: invalid});
    } else if (localKey) {
      handlers.showLocal(localKey);
    } else if (handlers.currentKey() !== undefined) {
      handlers.clear();
    }
    // Only the address triggers this (see above).
  }, [location]);
}
