import {useEffect, useState} from 'react';

import {checkGeyserBuild, type BuildCheckResult} from '../../lib/dump/builds';
import type {LoadedDump} from './types';
import {useServiceUrls} from './useServiceUrls';

export type BuildCheckState = {status: 'checking'} | {status: 'done'; result: BuildCheckResult};

/** Results per dump, so going Back to a dump does not ask the Downloads API again. */
const results = new WeakMap<LoadedDump['dump'], BuildCheckResult>();

/**
 * Asks the Downloads API about the dump's Geyser build once the dump is shown. Never blocks the
 * rest of the view: until it answers, the Problems panel says it is checking.
 */
export function useBuildCheck(loaded: LoadedDump): BuildCheckState {
  const {downloadsApi} = useServiceUrls();
  const [state, setState] = useState<BuildCheckState>(() => {
    const known = results.get(loaded.dump);
    return known ? {status: 'done', result: known} : {status: 'checking'};
  });

  useEffect(() => {
    const known = results.get(loaded.dump);
    if (known) {
      setState({status: 'done', result: known});
      return undefined;
    }
    setState({status: 'checking'});
    const controller = new AbortController();
    void checkGeyserBuild(downloadsApi, loaded.dump, {signal: controller.signal}).then((result) => {
      if (controller.signal.aborted) {
        return;
      }
      results.set(loaded.dump, result);
      setState({status: 'done', result});
    });
    return () => controller.abort();
  }, [downloadsApi, loaded.dump]);

  return state;
}
