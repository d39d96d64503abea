import fs from 'node:fs';

import {describe, expect, it} from 'vitest';

import {CLAUSE_EXPANSIONS, QUERY_RULES, SearchEngine, WORD_EXPANSIONS} from '../../../src/lib/search/engine';
import {STAGES} from '../../../src/lib/search/stages';
import {sampleIndex} from '../../fixtures/search/corpus';

const note = fs.readFileSync('docs/design/search.md', 'utf8');

describe('the ranking rules', () => {
  it('are each in the ablation table of docs/design/search.md', () => {
    const rules = [
      ...STAGES.map(({name}) => `stage: ${name}`),
      ...[...WORD_EXPANSIONS, ...CLAUSE_EXPANSIONS].map(({name}) => `expansion: ${name}`),
      ...Object.values(QUERY_RULES).map((name) => `query rule: ${name}`),
    ];
    for (const rule of rules) {
      expect(note, rule).toContain(`| ${rule} |`);
    }
  });

  it('can each be left out, for --ablate, and leaving out nothing ranks as the default engine', () => {
    const all = new SearchEngine(sampleIndex());
    const urls = (engine: SearchEngine) => engine.search('port forwarding').map(({section}) => section.url);
    for (const {name} of STAGES) {
      expect(urls(new SearchEngine(sampleIndex(), undefined, {without: [name]})).length, name).toBeGreaterThan(0);
    }
    expect(urls(new SearchEngine(sampleIndex(), undefined, {without: []}))).toEqual(urls(all));
  });
});
