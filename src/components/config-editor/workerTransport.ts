import {
  directTransport,
  WORKER_THRESHOLD,
  type AnalysisRequest,
  type AnalysisResponse,
  type AnalysisTransport,
} from '../../lib/config';

/** The direct transport for small texts, a Web Worker for large ones (see `WORKER_THRESHOLD`). */
export function createAnalysisTransport(onFailure: () => void): AnalysisTransport {
  const direct = directTransport();
  let worker: AnalysisTransport | null = null;
  return {
    send(request, reply) {
      if (request.text.length <= WORKER_THRESHOLD) {
        direct.send(request, reply);
        return;
      }
      worker = worker ?? createWorkerTransport(onFailure);
      worker.send(request, reply);
    },
    dispose() {
      worker?.dispose?.();
    },
  };
}

/**
 * A Web Worker when the browser gives one, else the direct transport. `onFailure` runs when the
 * worker cannot start or crashes (a CSP that refuses it, an old browser); the caller then switches
 * to the direct transport and repeats its newest request.
 */
function createWorkerTransport(onFailure: () => void): AnalysisTransport {
  if (typeof window === 'undefined' || typeof Worker === 'undefined') {
    return directTransport();
  }
  let worker: Worker;
  try {
    worker = new Worker(new URL('./analysis.worker.ts', import.meta.url), {name: 'config-analysis'});
  } catch {
    return directTransport();
  }
  const replies = new Map<number, (response: AnalysisResponse) => void>();
  worker.onmessage = (event: MessageEvent<AnalysisResponse>) => {
    const reply = replies.get(event.data.seq);
    replies.delete(event.data.seq);
    reply?.(event.data);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    onFailure();
  };
  worker.onmessageerror = () => onFailure();
  return {
    send(request: AnalysisRequest, reply) {
      replies.set(request.seq, reply);
      worker.postMessage(request);
    },
    dispose() {
      replies.clear();
      worker.terminate();
    },
  };
}
