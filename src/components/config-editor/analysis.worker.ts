/**
 * The config editor's analysis, off the main thread (see `analysis-scheduler.ts`). Bundled by
 * webpack as its own chunk from `workerTransport.ts`; served from the site's origin (`worker-src 'self'`).
 */
// From its own module rather than the index: the worker chunk needs the analysis, not the editing code.
import {answer, type AnalysisRequest, type AnalysisResponse} from '../../lib/config/analysis-scheduler';

// The site's TypeScript settings have no WebWorker library; this is the part of the worker scope used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AnalysisRequest>) => void) | null;
  postMessage: (message: AnalysisResponse) => void;
};

scope.onmessage = (event) => {
  scope.postMessage(answer(event.data));
};
