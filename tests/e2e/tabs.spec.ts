import {countRemovals, expect, test, waitForHydration} from './fixtures';

/**
 * Tabs keep the reader's choice (src/plugins/startup/no-remount/): a tab chosen in a `groupId` group is selected
 * again when the reader comes back or opens another page with the same group, and hydration applies that
 * choice to the tabs the server rendered instead of building them again.
 */

/** Two pages with `<Tabs groupId="os">` (Windows, Linux, macOS). */
const OS_PAGE = '/wiki/geyser/geyser-command-line-arguments-and-system-properties/';
const OTHER_OS_PAGE = '/wiki/geyser/creating-a-startup-script/';

test('a tab chosen earlier is selected again, on the same page and on others with its group', async ({page}) => {
  const removedTabs = await countRemovals(page, '[role="tabpanel"]');

  await page.goto(OS_PAGE);
  await waitForHydration(page);
  const linux = page.getByRole('tab', {name: 'Linux', exact: true}).first();
  await expect(page.getByRole('tab', {name: 'Windows', exact: true}).first()).toHaveAttribute('aria-selected', 'true');
  await linux.click();
  await expect(linux).toHaveAttribute('aria-selected', 'true');

  for (const url of [OS_PAGE, OTHER_OS_PAGE]) {
    await page.goto(url);
    await waitForHydration(page);
    const tabs = page.getByRole('tab', {name: 'Linux', exact: true});
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', {name: 'Windows', exact: true}).first()).toHaveAttribute(
      'aria-selected',
      'false',
    );
    // The first group shows the Linux panel and hides the others.
    const panels = page.locator('.tabs-container').first().locator('[role="tabpanel"]');
    await expect(panels.nth(1)).toBeVisible();
    await expect(panels.nth(0)).toBeHidden();
    await expect(panels.nth(2)).toBeHidden();
    expect(await removedTabs(), `tab groups rebuilt on ${url}`).toBe(0);
  }
});
