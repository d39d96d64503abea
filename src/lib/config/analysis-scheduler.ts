/**
 * Runs `analyzeConfig` away from the page's main thread and keeps the answers in order. A large file
 * takes far longer to analyse than a keystroke may block; typing must not wait for it. Each request gets
 * a sequence number; while one analysis runs, later requests collapse into the newest, and an answer
 * for anything but the newest request is dropped, so a slow answer can never overwrite a newer edit.
 * The transport is injected: a Web Worker in the browser, a direct call elsewhere (tests, the static
 * build, a browser that refuses the worker).
 */
import {analyzeConfig, type ConfigAnalysis} from './analyze';
import type {PlatformId} from './types';

export interface AnalysisRequest {
  seq: number;
  text: string;
  platform: PlatformId;
}

export type AnalysisResponse = {seq: number; analysis: ConfigAnalysis} | {seq: number; error: string};

/** Sends a request and calls back once with its answer. */
export interface AnalysisTransport {
  send(request: AnalysisRequest, reply: (response: AnalysisResponse) => void): void;
  dispose?(): void;
}

/**
 * Texts up to this many characters are analysed on the main thread: a config of the usual size is
 * analysed there sooner than a worker starts and loads its code (`docs/benchmarks.md`, config editor).
 * Larger texts go to the worker, which the page creates when the first of them arrives.
 */
export const WORKER_THRESHOLD = 64 * 1024;

/** What the worker sends back: everything but the parsed document, which cannot cross threads. */
export function answer(request: AnalysisRequest): AnalysisResponse {
  try {
    const analysis = analyzeConfig(request.text, {platform: request.platform});
    return {seq: request.seq, analysis: {...analysis, source: null}};
  } catch (error) {
    return {seq: request.seq, error: error instanceof Error ? error.message : String(error)};
  }
}

/** Analyses on the calling thread, one task later (so the caller's state update lands first). */
export function directTransport(): AnalysisTransport {
  return {
    send(request, reply) {
      setTimeout(() => reply(answer(request)), 0);
    },
  };
}

export interface SchedulerCallbacks {
  /** The analysis of the newest request. */
  onAnalysis: (analysis: ConfigAnalysis, seq: number) => void;
  /** The newest request failed. */
  onError?: (message: string, seq: number) => void;
}

export class AnalysisScheduler {
  private latest = 0;
  private busy = false;
  private queued: AnalysisRequest | null = null;
  private inFlight: AnalysisRequest | null = null;
  /** One-off analyses (`once`), by their negative sequence numbers, until answered. */
  private oneOffs = new Map<number, {request: AnalysisRequest; reply: (response: AnalysisResponse) => void}>();
  private oneOffSeq = 0;
  private disposed = false;
  /** Answers dropped because a newer request existed; for tests and the benchmark. */
  dropped = 0;

  constructor(
    private transport: AnalysisTransport,
    private readonly callbacks: SchedulerCallbacks,
  ) {}

  /** Asks for the analysis of `text`; returns the request's sequence number. */
  request(text: string, platform: PlatformId): number {
    this.latest += 1;
    const request = {seq: this.latest, text, platform};
    if (this.busy) {
      this.queued = request;
    } else {
      this.dispatch(request);
    }
    return request.seq;
  }

  /** The sequence number of the newest request (0 before the first). */
  get newest(): number {
    return this.latest;
  }

  /**
   * An analysis outside the sequence (an upload checked before it replaces the open file): never
   * dropped, and never taking the place of the newest request.
   */
  once(text: string, platform: PlatformId): Promise<ConfigAnalysis> {
    this.oneOffSeq -= 1;
    const request = {seq: this.oneOffSeq, text, platform};
    return new Promise((resolve, reject) => {
      const reply = (response: AnalysisResponse) => {
        this.oneOffs.delete(request.seq);
        if ('analysis' in response) {
          resolve(response.analysis);
        } else {
          reject(new Error(response.error));
        }
      };
      this.oneOffs.set(request.seq, {request, reply});
      this.transport.send(request, reply);
    });
  }

  /** Swaps the transport (e.g. when the worker fails to start) and repeats the newest request. */
  replaceTransport(transport: AnalysisTransport): void {
    this.transport.dispose?.();
    this.transport = transport;
    for (const {request, reply} of [...this.oneOffs.values()]) {
      transport.send(request, reply);
    }
    this.busy = false;
    const next = this.queued ?? this.inFlight;
    this.queued = null;
    this.inFlight = null;
    if (next && next.seq === this.latest) {
      this.dispatch(next);
    }
  }

  dispose(): void {
    this.disposed = true;
    this.queued = null;
    this.transport.dispose?.();
  }

  private dispatch(request: AnalysisRequest): void {
    this.busy = true;
    this.inFlight = request;
    const transport = this.transport;
    transport.send(request, (response) => {
      if (this.disposed || transport !== this.transport) {
        return;
      }
      this.busy = false;
      this.inFlight = null;
      if (response.seq !== this.latest) {
        this.dropped += 1;
      } else if ('analysis' in response) {
        this.callbacks.onAnalysis(response.analysis, response.seq);
      } else {
        this.callbacks.onError?.(response.error, response.seq);
      }
      const next = this.queued;
      this.queued = null;
      if (next) {
        this.dispatch(next);
      }
    });
  }
}
