import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {describe, expect, it} from 'vitest';

import {PAGE_ISSUE_FORM, pageIssueUrl} from '../../../src/lib/content/report-issue';

describe('pageIssueUrl', () => {
  it('opens the page form with the address and the checked commits filled in', () => {
    const url = new URL(
      pageIssueUrl({
        repository: 'https://github.com/GeyserMC/GeyserWebsite',
        pageUrl: 'https://geysermc.org/wiki/floodgate/setup/',
        title: 'Setting up Floodgate',
        checkedAgainst: [
          {repo: 'GeyserMC/Floodgate', commit: '8780fa41337b', date: '2026-08-09'},
          {repo: 'GeyserMC/Geyser', commit: '6e70ba277aa4', date: '2026-08-07'},
        ],
      }),
    );
    expect(url.origin + url.pathname).toBe('https://github.com/GeyserMC/GeyserWebsite/issues/new');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      template: 'page-is-wrong.yml',
      title: 'Page "Setting up Floodgate": ',
      page: 'https://geysermc.org/wiki/floodgate/setup/',
      'checked-against': 'GeyserMC/Floodgate@8780fa41337b (2026-08-09), GeyserMC/Geyser@6e70ba277aa4 (2026-08-07)',
    });
  });

  it('leaves the commit field empty for a page without a stamp', () => {
    const url = new URL(
      pageIssueUrl({
        repository: 'https://github.com/o/r/',
        pageUrl: 'https://x.org/a/',
        title: 'A',
        checkedAgainst: [],
      }),
    );
    expect(url.searchParams.has('checked-against')).toBe(false);
    expect(url.pathname).toBe('/o/r/issues/new');
  });

  it('names a form of the repository and fields that form has', () => {
    const file = path.resolve(__dirname, '../../../.github/ISSUE_TEMPLATE', PAGE_ISSUE_FORM.template);
    const form = parse(fs.readFileSync(file, 'utf8')) as {body: {id?: string}[]};
    const ids = form.body.map((field) => field.id);
    expect(ids).toContain(PAGE_ISSUE_FORM.pageField);
    expect(ids).toContain(PAGE_ISSUE_FORM.checkedAgainstField);
  });
});
