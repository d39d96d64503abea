import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';

import {expect, setColorMode, test, waitForHydration} from './fixtures';

/** The "checked against" stamp rendered from `checked_against` front matter (src/theme/DocItem/Footer). */
const STAMPED_PAGE = '/wiki/geyser/common-issues/';
/** The repositories that page's front matter lists, in order. */
const STAMPED_REPOS = [
  ...fs
    .readFileSync(path.resolve(__dirname, '../../wiki/geyser/common-issues.mdx'), 'utf8')
    .split(/^---$/m)[1]
    .matchAll(/^\s+- repo: (\S+)$/gm),
].map(([, repo]) => repo);

test('a stamped page shows each checked repository with a linked short commit and the date', async ({page}) => {
  await page.goto(STAMPED_PAGE);
  await waitForHydration(page);

  const stamp = page.getByTestId('checked-against');
  await expect(stamp).toBeVisible();
  expect(STAMPED_REPOS.length, 'repositories in the front matter').toBeGreaterThan(1);
  await expect(stamp.getByRole('listitem')).toHaveCount(STAMPED_REPOS.length);
  for (const repo of STAMPED_REPOS) {
    await expect(stamp).toContainText(repo);
  }

  const commit = stamp.getByRole('link').first();
  await expect(commit).toHaveText(/^[0-9a-f]{7}$/);
  await expect(commit).toHaveAttribute('href', /^https:\/\/github\.com\/GeyserMC\/Geyser\/commit\/[0-9a-f]{7,40}$/);
  await expect(stamp.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);

  // The stamp adds no heading: the page keeps exactly one h1 and the TOC is unchanged by it.
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(stamp.locator('h1, h2, h3, h4, h5, h6')).toHaveCount(0);
});

test('a page without checked_against front matter has no stamp', async ({page}) => {
  await page.goto('/wiki/');
  await waitForHydration(page);
  await expect(page.getByTestId('checked-against')).toHaveCount(0);
});

for (const mode of ['light', 'dark'] as const) {
  test(`the stamp passes axe in ${mode} mode`, async ({page}) => {
    await page.goto(STAMPED_PAGE);
    await waitForHydration(page);
    await setColorMode(page, mode);
    const results = await new AxeBuilder({page})
      .include('[data-testid="checked-against"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}
