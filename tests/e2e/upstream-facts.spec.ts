import {GEYSER_COMMANDS} from '../../src/data/geyser-commands';
import {geyserApi} from '../../src/data/geyser-api';
import {SYSTEM_PROPERTIES} from '../../src/data/system-properties';
import {seriousAxeViolations} from './a11y';
import {expect, test, waitForHydration} from './fixtures';

/**
 * Pages whose source-derived facts come from src/data (and are compared with Geyser by npm run
 * check:upstream): the tables are there in the built HTML, their links land on the sections, and code
 * blocks carry the API version from the data while staying highlighted and copyable.
 */

test('the commands page lists every command from the data, each linking to its section', async ({page}) => {
  await page.goto('/wiki/geyser/commands/');
  const rows = page.getByTestId('geyser-commands').locator('tbody tr');
  await expect(rows).toHaveCount(GEYSER_COMMANDS.length);
  for (const command of GEYSER_COMMANDS) {
    await expect(page.locator(`[id="${command.name}"]`)).toHaveCount(1);
  }
  await page.getByTestId('geyser-commands').getByRole('link', {name: '/geyser ping'}).click();
  await expect(page).toHaveURL(/#ping$/);
  await expect(page.getByTestId('geyser-permissions')).toContainText('geyser.settings.server');
  await page.getByText('BungeeCord', {exact: true}).first().click();
  await expect(page.locator('pre').filter({hasText: 'permissions:'}).first()).toContainText(
    'geyser.command.quickactions',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the system property tables show each property with its default', async ({page}) => {
  await page.goto('/wiki/geyser/geyser-command-line-arguments-and-system-properties/');
  const tables = page.locator('[data-testid^="system-properties-"]');
  await expect(tables).toHaveCount(5);
  await expect(tables.locator('tbody tr')).toHaveCount(SYSTEM_PROPERTIES.length);
  const row = page.getByRole('row', {name: /Geyser\.UseDirectAdapters/});
  await expect(row).toContainText('Paper / Spigot only.');
  await expect(row).toContainText('true');
});

test('API code blocks show the version from the data, highlighted and copyable', async ({page}) => {
  await page.goto('/wiki/geyser/getting-started-with-the-api/');
  await waitForHydration(page);
  expect(await page.content()).not.toContain('{{');
  await page.getByRole('tab', {name: 'Gradle (Kotlin DSL)'}).first().click();
  const block = page
    .locator('.theme-code-block')
    .filter({hasText: `org.geysermc.geyser:api:${geyserApi.version}`})
    .first();
  await block.scrollIntoViewIfNeeded();
  await expect(block).toBeVisible();
  await expect(block.locator('.token.string').first()).toBeVisible();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  await expect(block.getByRole('button', {name: 'Copied'})).toBeAttached();
  await expect(page.getByRole('row', {name: /Version/})).toContainText(geyserApi.version);
});
