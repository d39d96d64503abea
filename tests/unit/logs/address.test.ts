import {describe, expect, it} from 'vitest';

import {mclogsHash, mclogsLink, readMclogsHash} from '../../../src/lib/logs/address';

describe("the log checker's address", () => {
  it('names an mclo.gs log, and reads back what it wrote', () => {
    expect(mclogsHash('aB3dE9f')).toBe('#mclogs=aB3dE9f');
    expect(readMclogsHash(mclogsHash('aB3dE9f'))).toEqual({kind: 'log', id: 'aB3dE9f'});
    expect(readMclogsHash('#mclogs%3DaB3dE9f')).toEqual({kind: 'log', id: 'aB3dE9f'});
    expect(mclogsLink('aB3dE9f')).toBe('https://mclo.gs/aB3dE9f');
  });

  it("leaves the page's own anchors and an empty address alone", () => {
    expect(readMclogsHash('')).toEqual({kind: 'none'});
    expect(readMclogsHash('#log-setup-title')).toEqual({kind: 'none'});
    expect(readMclogsHash('#aB3dE9f')).toEqual({kind: 'none'});
  });

  it('explains an address that asks for a log but names no valid ID', () => {
    expect(readMclogsHash('#mclogs=')).toMatchObject({kind: 'invalid', message: expect.stringContaining('names none')});
    const bad = readMclogsHash('#mclogs=../../etc/passwd');
    expect(bad).toMatchObject({kind: 'invalid'});
    expect(bad.kind === 'invalid' && bad.message).toContain('"../../etc/passwd", which is not an mclo.gs ID');
    expect(readMclogsHash('#mclogs=%E0%A4%A')).toMatchObject({kind: 'invalid'});
  });
});
