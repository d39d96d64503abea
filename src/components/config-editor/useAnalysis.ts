import {useEffect, useRef, type Dispatch, type MutableRefObject} from 'react';

import {AnalysisScheduler, directTransport, type PlatformId} from '../../lib/config';

import type {Action} from './state/types';
import {createAnalysisTransport} from './workerTransport';

/**
 * Checks the text whenever it or the platform changes, and hands each analysis to the reducer (which
 * drops answers for a text that has changed since). The analysis runs in a Web Worker for large texts,
 * in the page when no worker can start. Returns the scheduler, for one-off checks of an upload.
 */
export function useAnalysis(
  text: string | null,
  platform: PlatformId,
  dispatch: Dispatch<Action>,
): MutableRefObject<AnalysisScheduler | null> {
  const scheduler = useRef<AnalysisScheduler | null>(null);

  // Declared before the request below, so the scheduler exists when the first text arrives.
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
  }, [dispatch]);

  useEffect(() => {
    if (text !== null) {
      scheduler.current?.request(text, platform);
    }
  }, [text, platform]);

  return scheduler;
}
