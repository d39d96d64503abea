import {describe, expect, it} from 'vitest';

import {
  AnalysisScheduler,
  answer,
  directTransport,
  generateConfig,
  type AnalysisRequest,
  type AnalysisResponse,
  type AnalysisTransport,
  type ConfigAnalysis,
} from '../../../src/lib/config';

/** A transport whose answers the test releases by hand, in any order. */
function manualTransport() {
  const sent: {request: AnalysisRequest; reply: (response: AnalysisResponse) => void}[] = [];
  const transport: AnalysisTransport = {send: (request, reply) => sent.push({request, reply})};
  const release = (index: number) => sent[index].reply(answer(sent[index].request));
  return {transport, sent, release};
}

const TEXT = generateConfig('spigot', {uuid: () => '12345678-1234-4123-8123-123456789abc'});

describe('the analysis scheduler', () => {
  it('runs one analysis at a time and collapses the requests made meanwhile into the newest', () => {
    const {transport, sent, release} = manualTransport();
    const results: number[] = [];
    const scheduler = new AnalysisScheduler(transport, {onAnalysis: (_, seq) => results.push(seq)});
    scheduler.request(`${TEXT}# 1\n`, 'spigot');
    scheduler.request(`${TEXT}# 2\n`, 'spigot');
    scheduler.request(`${TEXT}# 3\n`, 'spigot');
    expect(sent.map(({request}) => request.seq)).toEqual([1]);
    release(0);
    // The answer for 1 is stale (3 exists): dropped, and only 3 is sent next; 2 never runs.
    expect(results).toEqual([]);
    expect(scheduler.dropped).toBe(1);
    expect(sent.map(({request}) => request.seq)).toEqual([1, 3]);
    release(1);
    expect(results).toEqual([3]);
  });

  it('delivers the analysis of the newest text, never an older one', () => {
    const {transport, release} = manualTransport();
    const texts: string[] = [];
    const scheduler = new AnalysisScheduler(transport, {
      onAnalysis: (analysis: ConfigAnalysis) => texts.push(analysis.text),
    });
    scheduler.request(`${TEXT}# old\n`, 'spigot');
    release(0);
    scheduler.request(`${TEXT}# new\n`, 'spigot');
    expect(texts).toEqual([`${TEXT}# old\n`]);
    release(1);
    expect(texts).toEqual([`${TEXT}# old\n`, `${TEXT}# new\n`]);
    expect(scheduler.newest).toBe(2);
  });

  it('repeats the newest request on a new transport when the first one fails', () => {
    const broken = manualTransport();
    const texts: string[] = [];
    const scheduler = new AnalysisScheduler(broken.transport, {onAnalysis: (analysis) => texts.push(analysis.text)});
    scheduler.request(`${TEXT}# a\n`, 'spigot');
    scheduler.request(`${TEXT}# b\n`, 'spigot');
    const working = manualTransport();
    scheduler.replaceTransport(working.transport);
    // A late answer from the replaced transport is ignored.
    broken.release(0);
    expect(working.sent.map(({request}) => request.text)).toEqual([`${TEXT}# b\n`]);
    working.release(0);
    expect(texts).toEqual([`${TEXT}# b\n`]);
  });

  it('runs a one-off analysis outside the sequence, and again on a replacement transport', async () => {
    const first = manualTransport();
    const seen: number[] = [];
    const scheduler = new AnalysisScheduler(first.transport, {onAnalysis: (_, seq) => seen.push(seq)});
    scheduler.request(`${TEXT}# open\n`, 'spigot');
    const upload = scheduler.once(`${TEXT}# upload\n`, 'spigot');
    expect(first.sent.map(({request}) => request.seq)).toEqual([1, -1]);
    const second = manualTransport();
    scheduler.replaceTransport(second.transport);
    expect(second.sent.map(({request}) => request.seq).sort()).toEqual([-1, 1]);
    second.sent.forEach((_, index) => second.release(index));
    expect((await upload).text).toBe(`${TEXT}# upload\n`);
    expect(seen).toEqual([1]);
  });

  it('answers without the parsed document, which cannot be sent to another thread', async () => {
    const response = answer({seq: 7, text: TEXT, platform: 'spigot'});
    expect(response.seq).toBe(7);
    expect('analysis' in response && response.analysis.source).toBeNull();
    // What a worker's postMessage does to the answer.
    const cloned = structuredClone(response);
    expect(cloned).toEqual(response);
    const direct = await new Promise<ConfigAnalysis>((resolve) => {
      new AnalysisScheduler(directTransport(), {onAnalysis: resolve}).request(TEXT, 'spigot');
    });
    expect(direct.issues).toEqual('analysis' in response ? response.analysis.issues : null);
  });
});
