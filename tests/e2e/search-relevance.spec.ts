import {parseSearchIndex} from '../../src/lib/search/build-index';
import {SearchEngine} from '../../src/lib/search/engine';
import {evaluate, formatReport, ownWordsCases} from '../../src/lib/search/relevance';
import {HELD_OUT_CASES} from '../fixtures/search/relevance/held-out';
import {TUNING_CASES} from '../fixtures/search/relevance/tuning';
import {expect, test, waitForHydration} from './fixtures';

/**
 * Relevance: reader queries with the page that must come first or among the first three, run
 * against the index this build wrote (`/search-index.json`), through the same engine the browser
 * uses. `npm run search:eval` prints the same figures and every miss.
 *
 * - Tuning queries (tests/fixtures/search/relevance/tuning.ts): at least `TUNING_FLOOR` must pass. Each batch of new
 *   reader phrasing lowers the figure before any tuning (the third batch of 86 passed 59% in the top three when it
 *   was added, the fourth batch of 75 55%, the sixth batch of 59 74%), so the floor sits a little under the current
 *   figures rather than at a fixed target.
 * - Held-out queries (held-out.ts): never tuned against; their figures must stay at or above
 *   `HELD_OUT_FLOOR`. Issue #16's target is top-3 ≥ 95% and top-1 ≥ 80%.
 *
 * When a page moves, update its path in the fixtures. When new content pushes a page down, fix
 * the ranking or the content rather than the query.
 */
const TUNING_FLOOR = {top1: 0.64, top3: 0.84};
const HELD_OUT_FLOOR = {top1: 0.775, top3: 0.9};

test('readers find the right page: the relevance suite', async ({request}) => {
  const response = await request.get('/search-index.json');
  expect(response.ok()).toBe(true);
  const engine = new SearchEngine(parseSearchIndex(await response.json()));
  expect(TUNING_CASES.length + HELD_OUT_CASES.length).toBeGreaterThanOrEqual(150);
  expect(HELD_OUT_CASES).toHaveLength(40);

  const tuning = evaluate(engine, TUNING_CASES);
  const heldOut = evaluate(engine, HELD_OUT_CASES);
  const summary = `${formatReport('tuning', tuning)}\n${formatReport('held-out', heldOut)}`;
  expect(tuning.top1, summary).toBeGreaterThanOrEqual(TUNING_FLOOR.top1);
  expect(tuning.top3, summary).toBeGreaterThanOrEqual(TUNING_FLOOR.top3);
  expect(heldOut.top1, summary).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.top1);
  expect(heldOut.top3, summary).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.top3);
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
