/**
 * `npm run search:eval -- --ablate`: for every ranking stage and query expansion, what leaving it out
 * does to the tuning part (tuning and tuning everyday together) and to the held-out part. The figures are
 * changes in queries found first and in the first three, and in MRR; for the held-out part only these
 * figures are printed, never which queries moved.
 */
import {
  CLAUSE_EXPANSIONS,
  QUERY_RULES,
  SearchEngine,
  WORD_EXPANSIONS,
  type EngineOptions,
} from '../../src/lib/search/engine';
import {evaluate, type RelevanceCase, type RelevanceReport} from '../../src/lib/search/relevance';
import {STAGES} from '../../src/lib/search/stages';
import type {SearchIndexFile} from '../../src/lib/search/types';

interface Figures {
  top1: number;
  top3: number;
  mrr: number;
}

const count = (report: RelevanceReport): Figures => ({
  top1: Math.round(report.top1 * report.cases),
  top3: Math.round(report.top3 * report.cases),
  mrr: report.mrr,
});

const signed = (value: number, digits = 0) => (value > 0 ? '+' : value < 0 ? '' : '±') + value.toFixed(digits);
const change = (without: Figures, all: Figures) =>
  `${signed(without.top1 - all.top1)} / ${signed(without.top3 - all.top3)} / ${signed(without.mrr - all.mrr, 3)}`;

/**
 * Whether the rule earns its place. A part's change is the queries found first plus the queries found
 * in the first three, without the rule against with it. `keep`: one part loses a query or more and the
 * other gains none. `remove`: neither part loses one. `conflict`: one part loses, the other gains.
 */
function verdict(tuning: [Figures, Figures], heldOut: [Figures, Figures]): string {
  const net = ([without, all]: [Figures, Figures]) => without.top1 - all.top1 + (without.top3 - all.top3);
  const [onTuning, onHeldOut] = [net(tuning), net(heldOut)];
  if (onTuning >= 0 && onHeldOut >= 0) {
    return 'remove';
  }
  return onTuning > 0 || onHeldOut > 0 ? 'conflict' : 'keep';
}

export function ablate(
  index: SearchIndexFile,
  parts: {tuning: readonly RelevanceCase[]; heldOut: readonly RelevanceCase[]},
  options: EngineOptions,
): void {
  const figures = (without: string[]) => {
    const engine = new SearchEngine(index, undefined, {...options, without});
    return {tuning: count(evaluate(engine, parts.tuning)), heldOut: count(evaluate(engine, parts.heldOut))};
  };
  const all = figures([]);
  const rules: Array<[kind: string, name: string]> = [
    ...STAGES.map(({name}): [string, string] => ['stage', name]),
    ...[...WORD_EXPANSIONS, ...CLAUSE_EXPANSIONS].map(({name}): [string, string] => ['expansion', name]),
    ...Object.values(QUERY_RULES).map((name): [string, string] => ['query rule', name]),
  ];
  console.log(
    `all rules: tuning ${all.tuning.top1}/${all.tuning.top3} of ${parts.tuning.length}, held-out ${all.heldOut.top1}/${all.heldOut.top3} of ${parts.heldOut.length}`,
  );
  console.log('| left out | tuning top-1 / top-3 / MRR | held-out top-1 / top-3 / MRR | verdict |');
  console.log('| --- | --- | --- | --- |');
  for (const [kind, name] of rules) {
    const without = figures([name]);
    const tuning = change(without.tuning, all.tuning);
    const heldOut = change(without.heldOut, all.heldOut);
    const ruling = verdict([without.tuning, all.tuning], [without.heldOut, all.heldOut]);
    console.log(`| ${kind}: ${name} | ${tuning} | ${heldOut} | ${ruling} |`);
  }
}
