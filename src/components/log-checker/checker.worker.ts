/**
 * The log checker's worker: reads a file (decompressing .gz in the browser), refuses binary data and
 * oversized logs, recognises Geyser dumps, runs the analysis, and keeps the log in IndexedDB for a reload,
 * so a large log never blocks the page.
 */
import {analyzeLog} from '../../lib/logs/analyze';
import {binaryReason, isGzip, looksLikeDump, MAX_LOG_BYTES} from '../../lib/logs/input';
import {forgetKeptLog, keepLog, readKeptLog} from './kept-logs';
import type {CheckRequest, CheckResponse} from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(message: CheckResponse): void;
};

class InputError extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

const megabytes = (bytes: number): string => `${Math.round(bytes / 1_000_000)} MB`;

/** Reads a stream into one buffer, stopping with an error past the size limit. */
async function readLimited(stream: ReadableStream<Uint8Array>, name: string): Promise<Uint8Array> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) {
      break;
    }
    total += value.length;
    if (total > MAX_LOG_BYTES) {
      await reader.cancel();
      throw new InputError(
        'Too large to check',
        `${name} holds more than ${megabytes(MAX_LOG_BYTES)} of text. Check the part around the problem: the start-up, or the minutes before it happened.`,
      );
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

async function fileText(file: File): Promise<string> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  let bytes: Uint8Array;
  if (isGzip(head)) {
    if (typeof DecompressionStream === 'undefined') {
      throw new InputError(
        'Cannot unpack .gz here',
        'This browser cannot unpack .gz files. Unpack the file first, then choose the .log inside.',
      );
    }
    try {
      bytes = await readLimited(file.stream().pipeThrough(new DecompressionStream('gzip')), file.name);
    } catch (error) {
      if (error instanceof InputError) {
        throw error;
      }
      throw new InputError(
        'Not a valid .gz file',
        `${file.name} could not be unpacked: it is damaged or not really gzip.`,
      );
    }
  } else {
    bytes = await readLimited(file.stream(), file.name);
  }
  const reason = binaryReason(bytes);
  if (reason) {
    throw new InputError('Not a text log', `${file.name} cannot be checked. ${reason}`);
  }
  return new TextDecoder('utf-8').decode(bytes);
}

async function handle(request: CheckRequest): Promise<void> {
  const {seq} = request;
  if (request.kind === 'forget') {
    await forgetKeptLog(request.key);
    return;
  }
  let text: string;
  let name: string;
  if (request.kind === 'kept') {
    const kept = await readKeptLog(request.key);
    if (!kept) {
      throw new InputError(
        'The earlier log is no longer kept',
        'The log checked before the reload is no longer stored in this browser. Choose the file or enter the link again.',
      );
    }
    ({text} = kept);
    name = kept.label;
  } else {
    name = request.kind === 'file' ? request.file.name : 'The pasted text';
    text = request.kind === 'file' ? await fileText(request.file) : request.text;
  }
  if (text.length > MAX_LOG_BYTES) {
    throw new InputError('Too large to check', `${name} holds more than ${megabytes(MAX_LOG_BYTES)} of text.`);
  }
  if (request.kind === 'text') {
    const reason = binaryReason(new TextEncoder().encode(text.slice(0, 65_536)));
    if (reason) {
      throw new InputError('Not a text log', `The pasted text cannot be checked. ${reason}`);
    }
  }
  if (looksLikeDump(text)) {
    scope.postMessage({seq, type: 'dump', text, name});
    return;
  }
  const report = analyzeLog(text, {onProgress: (done) => scope.postMessage({seq, type: 'progress', done})});
  scope.postMessage({seq, type: 'report', report});
  const keep = request.kind === 'file' || request.kind === 'text' ? request.keep : undefined;
  if (keep) {
    scope.postMessage({seq, type: 'kept', ok: await keepLog(keep.key, {text, label: keep.label, savedAt: Date.now()})});
  }
}

scope.onmessage = (event) => {
  handle(event.data).catch((error: unknown) => {
    const input = error instanceof InputError;
    scope.postMessage({
      seq: event.data.seq,
      type: 'error',
      title: input ? error.title : 'The log could not be read',
      message: input
        ? error.message
        : `Reading the log failed (${error instanceof Error ? error.message : String(error)}). Your input is still here; try again or check a smaller part of it.`,
    });
  });
};
