/**
 * `npm run check:upstream -- --geyser DIR --floodgate DIR [--json]`: the drift report for two checkouts.
 * Exit code 0 when the site matches, 1 on any difference, 2 on a usage error.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';

import {checkedAgainst as networkStamp} from '../../data/geyser-network';
import {FLOODGATE_COMMANDS, FLOODGATE_OTHER_PERMISSIONS} from '../../data/floodgate-commands';
import {FLOODGATE_CONFIG} from '../../data/floodgate-config';
import {floodgateApi} from '../../data/floodgate-api';
import {geyserApi} from '../../data/geyser-api';
import {messages} from '../../data/messages';
import {
  GEYSER_COMMANDS,
  GEYSER_OTHER_PERMISSIONS,
  GEYSER_ROOT_PERMISSION,
  STANDALONE_PERMISSIONS_FILE,
} from '../../data/geyser-commands';
import {OTHER_PROGRAMS_PROPERTIES, SYSTEM_PROPERTIES} from '../../data/system-properties';
import * as versions from '../../data/versions';
import {CURRENT_CONFIG_VERSION, OPTIONS, PLATFORMS} from '../config/schema';
import {pageStamps, type SiteStamp} from './areas/stamps';
import {runCheck, type SiteFacts} from './check';
import {directoryTree, loadParsers} from './fs-tree';
import {formatReport} from './report';
import type {CheckedTree, DriftReport, Upstream} from './types';

export interface CliResult {
  readonly output: string;
  readonly code: number;
  readonly report?: DriftReport;
}

const USAGE = `Usage: npm run check:upstream -- --geyser DIR --floodgate DIR [--json]
  [--geyser-commit SHA --geyser-date YYYY-MM-DD] [--floodgate-commit SHA --floodgate-date YYYY-MM-DD]
The commit and date default to the checkout's git HEAD; without either, the checked-against stamps are not compared.
Check both repositories out with their submodules: the console messages are read from their language files.`;

export function parseArgs(argv: readonly string[]): Map<string, string | true> {
  const options = new Map<string, string | true>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (!arg.startsWith('--')) {
      throw new Error(`Unexpected argument "${arg}"`);
    }
    const [name, inline] = arg.slice(2).split('=', 2);
    if (name === 'json' || name === 'help') {
      options.set(name, true);
    } else if (inline !== undefined) {
      options.set(name, inline);
    } else if (argv[index + 1] !== undefined && !argv[index + 1].startsWith('--')) {
      options.set(name, argv[index + 1]);
      index += 1;
    } else {
      throw new Error(`--${name} needs a value`);
    }
  }
  return options;
}

function git(dir: string, args: string[]): string | undefined {
  try {
    return (
      execFileSync('git', ['-C', dir, ...args], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim() ||
      undefined
    );
  } catch {
    return undefined;
  }
}

function treeInfo(upstream: Upstream, dir: string, options: Map<string, string | true>): CheckedTree {
  const key = upstream.toLowerCase();
  const commit = options.get(`${key}-commit`);
  const date = options.get(`${key}-date`);
  return {
    upstream,
    dir,
    commit: typeof commit === 'string' ? commit : git(dir, ['rev-parse', 'HEAD']),
    date: typeof date === 'string' ? date : git(dir, ['log', '-1', '--format=%cs']),
  };
}

function pagesBelow(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) {
    return [];
  }
  return readdirSync(join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((path) => /\.mdx?$/.test(path))
    .map((path) =>
      relative(root, join(root, dir, path))
        .split('\\')
        .join('/'),
    )
    .sort();
}

/** The stamps of every wiki page and blog post, and of the data files that carry one. */
export function siteStamps(root: string): SiteStamp[] {
  const pages = [...pagesBelow(root, 'wiki'), ...pagesBelow(root, 'blog')].flatMap((path) =>
    pageStamps(path, readFileSync(join(root, path), 'utf8')),
  );
  return [
    ...pages,
    {
      file: 'src/data/versions.ts',
      repo: 'GeyserMC/Geyser',
      commit: versions.verifiedAgainst.commit,
      date: versions.verifiedAgainst.date,
    },
    {file: 'src/data/geyser-network.ts', ...networkStamp},
  ];
}

export function siteFacts(root: string): SiteFacts {
  return {
    versions,
    config: {options: OPTIONS, platforms: PLATFORMS, configVersion: CURRENT_CONFIG_VERSION},
    properties: {properties: SYSTEM_PROPERTIES, others: OTHER_PROGRAMS_PROPERTIES},
    api: {geyser: geyserApi, floodgate: floodgateApi},
    messages,
    floodgate: {commands: FLOODGATE_COMMANDS, otherPermissions: FLOODGATE_OTHER_PERMISSIONS, config: FLOODGATE_CONFIG},
    geyserCommands: {
      commands: GEYSER_COMMANDS,
      root: GEYSER_ROOT_PERMISSION,
      other: GEYSER_OTHER_PERMISSIONS,
      standaloneFile: STANDALONE_PERMISSIONS_FILE,
    },
    stamps: siteStamps(root),
  };
}

export async function runCli(argv: readonly string[], siteRoot = process.cwd()): Promise<CliResult> {
  let options: Map<string, string | true>;
  try {
    options = parseArgs(argv);
  } catch (error) {
    return {output: `${(error as Error).message}\n${USAGE}\n`, code: 2};
  }
  if (options.has('help')) {
    return {output: `${USAGE}\n`, code: 0};
  }
  const dirs: Partial<Record<Upstream, string>> = {};
  for (const upstream of ['Geyser', 'Floodgate'] as const) {
    const value = options.get(upstream.toLowerCase());
    if (typeof value !== 'string' || !existsSync(value)) {
      return {output: `--${upstream.toLowerCase()} must name a ${upstream} checkout.\n${USAGE}\n`, code: 2};
    }
    dirs[upstream] = resolve(value);
  }
  const parsers = await loadParsers();
  const report = runCheck({
    geyser: directoryTree(dirs.Geyser!),
    floodgate: directoryTree(dirs.Floodgate!),
    parsers,
    site: siteFacts(siteRoot),
    read: (path) => (existsSync(join(siteRoot, path)) ? readFileSync(join(siteRoot, path), 'utf8') : undefined),
    trees: [treeInfo('Geyser', dirs.Geyser!, options), treeInfo('Floodgate', dirs.Floodgate!, options)],
  });
  const output = options.has('json') ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report);
  return {output, code: report.findings.length > 0 ? 1 : 0, report};
}
