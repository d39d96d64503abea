import {describe, expect, it} from 'vitest';

import {largePasteLabel, planTextCheck} from '../../../src/lib/logs/check-plan';

const where = {dumpServiceUrl: 'https://dump.geysermc.org', siteHost: 'geysermc.org'};
const DUMP_ID = '0123456789abcdefABCDEF0123456789';

describe('what the log checker does with its text', () => {
  it('sends a Geyser config to the config editor', () => {
    expect(
      planTextCheck('bedrock:\n  port: 19132\njava:\n  auth-type: floodgate\n', {fromButton: false}, where),
    ).toEqual({
      do: 'fail',
      title: 'That is a Geyser config, not a log',
      message: expect.stringContaining('config editor'),
      link: {href: '/utilities/config-editor/', label: 'Open the config editor'},
    });
  });

  it('refuses empty text', () => {
    expect(planTextCheck('  \n', {fromButton: true}, where)).toMatchObject({do: 'fail', title: 'Nothing to check'});
  });

  it('opens a dump link in the dump viewer', () => {
    expect(planTextCheck(`https://dump.geysermc.org/${DUMP_ID}`, {fromButton: false}, where)).toEqual({
      do: 'open-dump',
      id: DUMP_ID,
    });
  });

  it('names the host of a link it cannot fetch', () => {
    const plan = planTextCheck('https://pastebin.com/xyz', {fromButton: true}, where);
    expect(plan).toMatchObject({do: 'fail', title: 'Only mclo.gs links can be fetched'});
    expect(plan.do === 'fail' && plan.message).toContain('pastebin.com');
  });

  it('fetches an mclo.gs link only when Check is pressed', () => {
    expect(planTextCheck('https://mclo.gs/AbC123', {fromButton: false}, where)).toMatchObject({do: 'note'});
    expect(planTextCheck('https://mclo.gs/AbC123', {fromButton: true}, where)).toEqual({
      do: 'fetch-mclogs',
      id: 'AbC123',
      label: 'mclo.gs log AbC123',
    });
  });

  it('checks text, keeping it for a reload only when it is not the draft', () => {
    const log = '[12:00:00 INFO]: Loading Geyser version 2.11.0-b123';
    expect(planTextCheck(log, {fromButton: false}, where)).toEqual({
      do: 'check',
      label: 'the pasted text',
      keep: false,
    });
    const large = largePasteLabel(3_200_000);
    expect(large).toBe('the pasted text (3 million characters)');
    expect(planTextCheck(log, {fromButton: false, label: large}, where)).toEqual({
      do: 'check',
      label: large,
      keep: true,
    });
  });
});
