/**
 * Prints the relevance suite's figures (top-1, top-3, mean reciprocal rank) for the tuning queries, the
 * everyday-language tuning questions, the held-out queries (all, the everyday questions among them, and the
 * rest), and for every page's own title and description, against the index the last build wrote. Misses are
 * listed for the tuning parts and the own-words checks; for the held-out part only the figures are printed,
 * so nobody tunes against its queries by reading which ones miss.
 *
 *   npm run build:test && npm run search:eval [-- path/to/search-index.json]
 *
 * `--tuning` leaves the held-out part out, so a session tuning the weights sees neither which
 * held-out queries miss nor how a change moved their figures.
 * `--profile FILE` ranks with DEFAULT_PROFILE changed by FILE: a JSON file, or a TS file whose default
 * export is the changes (`{"phrase": {"heading": 1.8}}`; see src/lib/search/profile.ts).
 * `--ablate` prints, for every ranking stage and query expansion, what leaving it out does.
 */
import fs from 'node:fs';
import path from 'node:path';

import {parseSearchIndex} from '../../src/lib/search/build-index';
import {SearchEngine, type EngineOptions} from '../../src/lib/search/engine';
import {type ProfileOverrides, withOverrides} from '../../src/lib/search/profile';
import {evaluate, formatReport, ownWordsCases} from '../../src/lib/search/relevance';
import {HELD_OUT_CASES, TUNING_CASES, TUNING_EVERYDAY_CASES} from '../../tests/fixtures/search/relevance';
import {ablate} from './ablate';

const args = process.argv.slice(2);
const tuningOnly = args.includes('--tuning');
const profileAt = args.indexOf('--profile');
const profileFile = profileAt === -1 ? undefined : args[profileAt + 1];
const file = path.resolve(
  args.find((arg, i) => !arg.startsWith('--') && (profileAt === -1 || i !== profileAt + 1)) ??
    'build/search-index.json',
);
if (!fs.existsSync(file)) {
  console.error(`${file} does not exist: run "npm run build:test" first, or pass the path of a search-index.json.`);
  process.exit(2);
}

async function loadOverrides(from: string): Promise<ProfileOverrides> {
  const resolved = path.resolve(from);
  if (resolved.endsWith('.json')) {
    return JSON.parse(fs.readFileSync(resolved, 'utf8')) as ProfileOverrides;
  }
  const module = (await import(resolved)) as {default?: ProfileOverrides};
  return module.default ?? {};
}

function report(engine: SearchEngine, index: ReturnType<typeof parseSearchIndex>): void {
  console.log(formatReport('tuning', evaluate(engine, TUNING_CASES)));
  console.log(formatReport('tuning everyday', evaluate(engine, TUNING_EVERYDAY_CASES)));
  // Every page by its own title and description (no fixture: see `ownWordsCases`).
  const own = ownWordsCases(index);
  console.log(formatReport('page titles', evaluate(engine, own.titles)));
  console.log(formatReport('page descriptions', evaluate(engine, own.descriptions)));
  if (tuningOnly) {
    return;
  }
  const figures = (name: string, cases: typeof HELD_OUT_CASES) =>
    formatReport(name, {...evaluate(engine, cases), misses: []});
  console.log(figures('held-out', HELD_OUT_CASES));
  console.log(
    figures(
      'held-out everyday',
      HELD_OUT_CASES.filter(({source}) => source === 'everyday'),
    ),
  );
  console.log(
    figures(
      'held-out other',
      HELD_OUT_CASES.filter(({source}) => source !== 'everyday'),
    ),
  );
}

async function main(): Promise<void> {
  const index = parseSearchIndex(JSON.parse(fs.readFileSync(file, 'utf8')));
  const options: EngineOptions = profileFile ? {profile: withOverrides(await loadOverrides(profileFile))} : {};
  if (args.includes('--ablate')) {
    const tuning = [...TUNING_CASES, ...TUNING_EVERYDAY_CASES];
    ablate(index, {tuning, heldOut: tuningOnly ? [] : HELD_OUT_CASES}, options);
    return;
  }
  report(new SearchEngine(index, undefined, options), index);
}

void main();
