/**
 * Checked-against stamps: pages (front matter `checked_against`) and data files that name a Geyser or
 * Floodgate commit older than the one checked, so a reviewer knows which pages to re-read.
 */
import {parse as parseYaml} from 'yaml';

import type {SiteReader} from '../site';
import type {CheckedTree, Finding} from '../types';

export interface SiteStamp {
  readonly file: string;
  readonly repo: string;
  readonly commit: string;
  readonly date: string;
}

const REPOS: Record<string, CheckedTree['upstream']> = {'GeyserMC/Geyser': 'Geyser', 'GeyserMC/Floodgate': 'Floodgate'};

/** The `checked_against` entries of one page's front matter. */
export function pageStamps(file: string, text: string): SiteStamp[] {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!match) {
    return [];
  }
  const front = parseYaml(match[1]) as {checked_against?: unknown} | null;
  const entries = Array.isArray(front?.checked_against) ? front.checked_against : [];
  return entries.flatMap((entry: unknown): SiteStamp[] => {
    const {repo, commit, date} = (entry ?? {}) as Record<string, unknown>;
    return typeof repo === 'string' && typeof commit === 'string'
      ? [{file, repo, commit, date: typeof date === 'string' ? date : ''}]
      : [];
  });
}

function sameCommit(a: string, b: string): boolean {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left.startsWith(right) || right.startsWith(left);
}

export function checkStamps(
  stamps: readonly SiteStamp[],
  trees: readonly CheckedTree[],
  read: SiteReader,
  notes: string[],
): Finding[] {
  const findings: Finding[] = [];
  for (const tree of trees) {
    if (!tree.commit) {
      notes.push(
        `${tree.upstream}: no commit known for ${tree.dir} (not a git checkout, and no --${tree.upstream.toLowerCase()}-commit), so checked-against stamps were not compared.`,
      );
      continue;
    }
    for (const stamp of stamps.filter((entry) => REPOS[entry.repo] === tree.upstream)) {
      if (sameCommit(stamp.commit, tree.commit) || (tree.date && stamp.date > tree.date)) {
        continue;
      }
      const line = read(stamp.file)
        ?.split('\n')
        .findIndex((entry) => entry.includes(stamp.commit));
      findings.push({
        area: 'Checked-against stamps',
        kind: 'stale-stamp',
        subject: `checked against ${stamp.repo} ${stamp.commit.slice(0, 12)} (${stamp.date || 'no date'})`,
        upstream: tree.upstream,
        source: {file: `commit ${tree.commit.slice(0, 12)}${tree.date ? ` (${tree.date})` : ''}`},
        site: {file: stamp.file, line: line !== undefined && line >= 0 ? line + 1 : undefined},
        hint: `Re-read the page's ${tree.upstream} facts against the checked commit, then update its stamp.`,
      });
    }
  }
  return findings;
}
