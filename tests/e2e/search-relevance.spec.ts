import {parseSearchIndex} from '../../src/lib/search/build-index';
import {SearchEngine} from '../../src/lib/search/engine';
import {evaluate, formatReport, ownWordsCases} from '../../src/lib/search/relevance';
import {HELD_OUT_CASES, TUNING_CASES, TUNING_EVERYDAY_CASES} from '../fixtures/search/relevance';
import {expect, test, waitForHydration} from './fixtures';

/**
 * Relevance: reader queries with the page that must come first or among the first three, run
 * against the index this build wrote (`/search-index.json`), through the same engine the browser
 * uses. `npm run search:eval` prints the same figures, and the misses of the tuning parts.
 *
 * Four parts, each with its own floor about two points under what the engine reached when the floor was set
 * (2026-12-02), so a change that costs a few queries anywhere fails here:
 * - tuning (tuning.yaml) and tuning everyday (tuning-everyday.yaml, questions in a player's words): weights, synonyms
 *   and keywords may be adjusted until these pass;
 * - held-out (held-out.yaml), and its everyday questions on their own: never tuned against. The everyday ones are the
 *   weak spot, so their floors are low; raise them when the figures rise, never lower them to let a change in.
 *
 * When a page moves, update its path in the fixtures. When new content pushes a page down, fix
 * the ranking or the content rather than the query.
 */
const FLOORS = {
  // Reached: 67.5% / 86.6%, 12.5% / 25.0%, 43.0% / 55.2%, 6.3% / 15.6% (4 and 10 of 64).
  tuning: {top1: 0.655, top3: 0.845},
  tuningEveryday: {top1: 0.105, top3: 0.23},
  heldOut: {top1: 0.41, top3: 0.53},
  heldOutEveryday: {top1: 0.045, top3: 0.135},
} as const;

test('readers find the right page: the relevance suite', async ({request}) => {
  const response = await request.get('/search-index.json');
  expect(response.ok()).toBe(true);
  const engine = new SearchEngine(parseSearchIndex(await response.json()));
  const heldOutEveryday = HELD_OUT_CASES.filter(({source}) => source === 'everyday');
  // Sets small enough that one query moves a figure by more than a point cannot say much.
  expect(HELD_OUT_CASES.length).toBeGreaterThanOrEqual(150);
  expect(heldOutEveryday.length).toBeGreaterThanOrEqual(50);
  expect(TUNING_EVERYDAY_CASES.length).toBeGreaterThanOrEqual(50);

  const parts = {
    tuning: evaluate(engine, TUNING_CASES),
    tuningEveryday: evaluate(engine, TUNING_EVERYDAY_CASES),
    // Held-out misses are not printed: reading them is how a held-out set turns into a tuning set.
    heldOut: {...evaluate(engine, HELD_OUT_CASES), misses: []},
    heldOutEveryday: {...evaluate(engine, heldOutEveryday), misses: []},
  };
  const summary = Object.entries(parts)
    .map(([name, report]) => formatReport(name, report))
    .join('\n');
  for (const [name, floor] of Object.entries(FLOORS) as Array<[keyof typeof FLOORS, {top1: number; top3: number}]>) {
    expect(parts[name].top1, `${name} top-1\n${summary}`).toBeGreaterThanOrEqual(floor.top1);
    expect(parts[name].top3, `${name} top-3\n${summary}`).toBeGreaterThanOrEqual(floor.top3);
  }
});

/**
 * Every page by its own words, no fixture needed (`ownWordsCases`): each guide's and site page's title must find
 * that page first, and the first clause of each guide's description among the first three. On 2026-11-29 this
 * found "geyser" alone missing the Geyser overview, and a description that began with another page's subject; then
 * 82 of 83 titles came first and 70 of 70 descriptions were in the top three. The floors leave room for one or two
 * titles that two pages share in spirit ("Resource packs and custom content" against the packs page).
 */
const OWN_WORDS_FLOOR = {titlesTop1: 0.95, descriptionsTop3: 0.95};

test('every page is found by its own title and description', async ({request}) => {
  const response = await request.get('/search-index.json');
  expect(response.ok()).toBe(true);
  const index = parseSearchIndex(await response.json());
  const engine = new SearchEngine(index);
  const {titles, descriptions} = ownWordsCases(index);
  expect(titles.length).toBeGreaterThanOrEqual(60);
  expect(descriptions.length).toBeGreaterThanOrEqual(50);
  const byTitle = evaluate(engine, titles);
  const byDescription = evaluate(engine, descriptions);
  const summary = `${formatReport('page titles', byTitle)}\n${formatReport('page descriptions', byDescription)}`;
  expect(byTitle.top1, summary).toBeGreaterThanOrEqual(OWN_WORDS_FLOOR.titlesTop1);
  expect(byDescription.top3, summary).toBeGreaterThanOrEqual(OWN_WORDS_FLOOR.descriptionsTop3);
  // The product names on their own, a reader's first search.
  for (const [query, expected] of [
    ['geyser', '/wiki/geyser/'],
    ['floodgate', '/wiki/floodgate/'],
  ] as const) {
    expect(engine.search(query)[0]?.section.url, query).toBe(expected);
  }
});

test('the search page lists results in the engine order', async ({page}) => {
  await page.goto('/search/');
  await waitForHydration(page);
  const input = page.getByRole('searchbox', {name: 'Search'});
  for (const [query, expected] of [
    ['download floodgate', '/download/?project=floodgate'],
    ['prot forwarding', '/wiki/geyser/port-forwarding/'],
    ['ps4 ps5', '/wiki/geyser/using-geyser-with-consoles/'],
  ] as const) {
    await input.fill(query);
    const results = page.locator(`[data-query="${query}"]`);
    // The first query also loads the index, which takes longer on a busy machine.
    await expect(results, `results for "${query}"`).toBeVisible({timeout: 20_000});
    await expect(results.locator('article h2 a').first()).toHaveAttribute('href', expected);
  }
});
