import {allAxeViolations} from './a11y';
import {expect, setColorMode, test, waitForHydration} from './fixtures';

/**
 * The not-found page, the one page the sitemap walk (./sitemap.spec.ts, axe on every listed page in both
 * colour modes) cannot reach: every axe rule, in both modes.
 */
for (const mode of ['dark', 'light'] as const) {
  test(`the not-found page has no axe violations in ${mode} mode`, async ({page}) => {
    const response = await page.goto('/no/such/page/');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await setColorMode(page, mode);
    expect(await allAxeViolations(page)).toEqual([]);
  });
}
