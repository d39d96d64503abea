import {readFileSync, readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {fileURLToPath} from 'node:url';

import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

import {commitUrl, parseCheckedAgainst, shortCommit} from '../../../src/components/wiki/CheckedAgainst/checkedAgainst';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Sections whose every page must carry a `checked_against` stamp. Add a section here once all of
 * its pages have been checked against the source.
 */
const REQUIRED_SECTIONS = ['wiki/geyser', 'wiki/floodgate', 'wiki/other'] as const;

/**
 * Pages in a required section that another branch owns and stamps itself (issue #14 part B).
 * Temporary: remove each entry when that branch has landed; the last test fails once an entry
 * is stamped, so the list cannot go stale.
 */
const STAMP_PENDING_ELSEWHERE: readonly string[] = [];

const CONTENT_DIRS = ['wiki', 'blog', 'src/pages'];

function listMdx(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      out.push(...listMdx(path));
    } else if (/\.mdx?$/.test(entry.name)) {
      out.push(path);
    }
  }
  return out;
}

/** Front matter parsed the way Docusaurus's loader does it: YAML 1.1, so unquoted dates become Date objects. */
function frontMatter(source: string): Record<string, unknown> | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  if (!match) {
    return null;
  }
  const data: unknown = parse(match[1], {schema: 'yaml-1.1'});
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

function isPartial(file: string): boolean {
  return file.split('/').some((part) => part.startsWith('_'));
}

const files = CONTENT_DIRS.flatMap((dir) => listMdx(join(ROOT, dir)))
  .map((path) => relative(ROOT, path).split(sep).join('/'))
  .sort();

describe('checked_against front matter', () => {
  it('finds the wiki pages', () => {
    expect(files.filter((file) => file.startsWith('wiki/geyser/')).length).toBeGreaterThan(20);
    expect(files.filter((file) => file.startsWith('wiki/floodgate/')).length).toBeGreaterThan(10);
  });

  it('has the right shape wherever it appears', () => {
    const problems: string[] = [];
    for (const file of files) {
      const data = frontMatter(readFileSync(join(ROOT, file), 'utf8'));
      if (data === null) continue;
      for (const error of parseCheckedAgainst(data.checked_against).errors) {
        problems.push(`${file}: ${error}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('is present on every page of the required sections', () => {
    const missing = files
      .filter((file) => REQUIRED_SECTIONS.some((section) => file.startsWith(`${section}/`)))
      .filter((file) => !isPartial(file) && !STAMP_PENDING_ELSEWHERE.includes(file))
      .filter((file) => frontMatter(readFileSync(join(ROOT, file), 'utf8'))?.checked_against === undefined)
      .map((file) => `${file}: no checked_against front matter (required in ${REQUIRED_SECTIONS.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('lists only pending pages that exist and still lack the stamp', () => {
    const stale = STAMP_PENDING_ELSEWHERE.filter(
      (file) =>
        !files.includes(file) || frontMatter(readFileSync(join(ROOT, file), 'utf8'))?.checked_against !== undefined,
    );
    expect(stale, 'remove these from STAMP_PENDING_ELSEWHERE').toEqual([]);
  });
});

describe('parseCheckedAgainst', () => {
  const valid = {repo: 'GeyserMC/Geyser', commit: '6e70ba277a', date: '2026-08-07'};

  it('accepts a well-formed list and treats a missing value as no stamp', () => {
    expect(parseCheckedAgainst([valid])).toEqual({entries: [{...valid, commit: '6e70ba277a'}], errors: []});
    expect(parseCheckedAgainst(undefined)).toEqual({entries: [], errors: []});
  });

  it('rejects an unquoted date, which YAML parses as a Date, and says to quote it', () => {
    const data = frontMatter(
      '---\nchecked_against:\n  - repo: GeyserMC/Geyser\n    commit: 6e70ba2\n    date: 2026-08-07\n---\n',
    );
    const {errors, entries} = parseCheckedAgainst(data?.checked_against);
    expect(entries).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/quoted string/);
  });

  it('rejects bad repositories, commits and dates', () => {
    expect(parseCheckedAgainst([{...valid, repo: 'Geyser'}]).errors[0]).toMatch(/owner\/name/);
    expect(parseCheckedAgainst([{...valid, repo: 'https://github.com/GeyserMC/Geyser'}]).errors).toHaveLength(1);
    expect(parseCheckedAgainst([{...valid, commit: '6e70ba'}]).errors[0]).toMatch(/7 to 40/);
    expect(parseCheckedAgainst([{...valid, commit: 'xyz1234'}]).errors).toHaveLength(1);
    expect(parseCheckedAgainst([{...valid, commit: 1234567}]).errors).toHaveLength(1);
    expect(parseCheckedAgainst([{...valid, date: '2026-8-7'}]).errors[0]).toMatch(/YYYY-MM-DD/);
    expect(parseCheckedAgainst([{...valid, date: '2026-02-30'}]).errors).toHaveLength(1);
    expect(parseCheckedAgainst([{repo: 'GeyserMC/Geyser', commit: '6e70ba2'}]).errors).toHaveLength(1);
  });

  it('rejects a non-list, an empty list, unknown keys and a repeated repository', () => {
    expect(parseCheckedAgainst(valid).errors).toHaveLength(1);
    expect(parseCheckedAgainst([]).errors).toHaveLength(1);
    expect(parseCheckedAgainst([{...valid, branch: 'master'}]).errors[0]).toMatch(/unknown key/);
    expect(parseCheckedAgainst([valid, {...valid, commit: 'abcdef1'}]).errors[0]).toMatch(/twice/);
  });

  it('links the full commit and shows the short one', () => {
    const entry = {repo: 'GeyserMC/Geyser', commit: '6e70ba277aa4b03ac414cb2c86ffcc485780073c', date: '2026-08-07'};
    expect(commitUrl(entry)).toBe('https://github.com/GeyserMC/Geyser/commit/6e70ba277aa4b03ac414cb2c86ffcc485780073c');
    expect(shortCommit(entry)).toBe('6e70ba2');
  });
});
