import {expect, test, waitForHydration} from './fixtures';

/**
 * Relevance: questions readers actually type, each with the page that has to be among the first
 * three results on `/search` (which lists results in ranking order). Queries include typos,
 * words run together, partial words, and exact config keys, commands and permission nodes.
 *
 * When a page is renamed or moved, update its line here. When a query stops finding its page after
 * new content lands, fix the ranking or the content rather than the query.
 */
const CASES: ReadonlyArray<{query: string; page: string}> = [
  {query: 'how do I port forward', page: '/wiki/geyser/port-forwarding/'},
  {query: 'portforward', page: '/wiki/geyser/port-forwarding/'},
  {query: 'cgnat', page: '/wiki/geyser/port-forwarding/'},
  {query: 'flodgate', page: '/wiki/floodgate/'},
  {query: 'unable to connect to world', page: '/wiki/geyser/fixing-unable-to-connect-to-world/'},
  {query: 'clone-remote-port', page: '/wiki/geyser/fixing-unable-to-connect-to-world/'},
  {query: 'geyser.command.dump', page: '/wiki/geyser/commands/'},
  {query: 'do bedrock players need a java account', page: '/wiki/geyser/faq/'},
  {query: 'how much ram does geyser need', page: '/wiki/geyser/faq/'},
  {query: 'which minecraft versions does geyser support', page: '/wiki/geyser/faq/'},
  {query: 'key.pem', page: '/wiki/floodgate/setup/'},
  {query: 'auth-type floodgate', page: '/wiki/floodgate/setup/'},
  {query: 'link java and bedrock accounts', page: '/wiki/floodgate/linking/'},
  {query: 'fwhitelist', page: '/wiki/floodgate/commands/'},
  {query: 'playit.gg tunnel', page: '/wiki/geyser/playit-gg/'},
  {query: 'join from xbox playstation switch', page: '/wiki/geyser/using-geyser-with-consoles/'},
  {query: 'install geyser on velocity', page: '/wiki/geyser/setup/self/proxy-servers/'},
  {query: 'geyser fabric mod', page: '/wiki/geyser/setup/self/modded-servers/'},
  {query: 'geyser standalone', page: '/wiki/geyser/setup/self/standalone/'},
  {query: 'viaproxy', page: '/wiki/geyser/setup/self/viaproxy/'},
  {query: 'hosting provider', page: '/wiki/geyser/supported-hosting-providers/'},
  {query: 'systemd service', page: '/wiki/geyser/creating-a-startup-script/'},
  {query: 'address already in use', page: '/wiki/geyser/common-issues/'},
  {query: 'UnsupportedClassVersionError', page: '/wiki/geyser/common-issues/'},
  {query: 'bedrock players cant chat', page: '/wiki/geyser/secure-chat/'},
  {query: 'anticheat', page: '/wiki/geyser/anticheat-compatibility/'},
  {query: 'system properties', page: '/wiki/geyser/geyser-command-line-arguments-and-system-properties/'},
  {query: 'translate geyser', page: '/wiki/geyser/translations/'},
  {query: 'add a resource pack', page: '/wiki/geyser/packs/'},
  {query: 'custom items', page: '/wiki/geyser/custom-items/'},
  {query: 'custom player heads', page: '/wiki/geyser/custom-skulls/'},
  {query: 'listen to geyser events', page: '/wiki/geyser/events/'},
  {query: 'send a form to a bedrock player', page: '/wiki/geyser/forms/'},
  {query: 'geyserconnect', page: '/wiki/other/geyserconnect/'},
  {query: 'optional pack', page: '/wiki/other/geyseroptionalpack/'},
  {query: 'third party cosmetics', page: '/wiki/other/thirdpartycosmetics/'},
  {query: 'test server address', page: '/wiki/other/test-server/'},
  {query: 'xuid of a gamertag', page: '/wiki/api/api.geysermc.org/get-xuid-by-gamertag/'},
  {query: 'latest build download api', page: '/wiki/api/downloads.geysermc.org/download-latest-build/'},
  {query: 'log4shell', page: '/blog/1-18-release-and-more/'},
];

test('readers find the right page in the first three results', async ({page}) => {
  test.setTimeout(120_000);
  await page.goto('/search/');
  await waitForHydration(page);
  const input = page.getByRole('searchbox', {name: 'Search'});

  const misses: string[] = [];
  for (const {query, page: expected} of CASES) {
    await input.fill(query);
    const results = page.locator(`main[data-query="${query}"]`);
    // The first query also loads the index, which takes longer on a busy machine.
    await expect(results, `results for "${query}"`).toBeVisible({timeout: 20_000});
    const top = await results
      .locator('article h2 a')
      .evaluateAll((links) => links.slice(0, 3).map((link) => (link.getAttribute('href') ?? '').split('#')[0]));
    if (!top.includes(expected)) {
      misses.push(`"${query}" should find ${expected}; the first three were ${top.join(', ') || 'nothing'}`);
    }
  }
  expect(misses).toEqual([]);
  expect(CASES.length).toBeGreaterThanOrEqual(25);
});
