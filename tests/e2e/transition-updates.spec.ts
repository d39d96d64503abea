import {expect, test, waitForHydration} from './fixtures';

/**
 * src/plugins/startup/transition-updates/ replaces Docusaurus's browser context and the theme's window-size hook with
 * copies whose first update after hydration is a transition. What depends on them must behave as before:
 * browser-only controls turn on, the docs layout follows the window's width, and a resize across the breakpoint
 * still switches it.
 */
const PAGE = '/wiki/geyser/setup/';
/** The docs menu in the sidebar column, which the theme renders for wide screens only. */
const DESKTOP_SIDEBAR = 'aside.theme-doc-sidebar-container nav.menu';

test('on a phone, the docs layout switches to its mobile form after hydration', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto(PAGE);
  await waitForHydration(page);
  // The HTML has the sidebar for wide screens; the mobile layout takes it out (the menu moves into the navbar's).
  await expect(page.locator(DESKTOP_SIDEBAR)).toHaveCount(0);
  await expect(page.locator('.theme-doc-toc-mobile')).toBeVisible();

  await page.setViewportSize({width: 1280, height: 900});
  await expect(page.locator(DESKTOP_SIDEBAR)).toBeVisible();
  await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
});

test('on a wide screen, the docs sidebar stays and a narrow window removes it', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto(PAGE);
  await waitForHydration(page);
  // The colour mode button is disabled in the HTML and enabled once `useIsBrowser()` is true.
  await expect(page.getByRole('button', {name: /dark mode|light mode|system mode/i})).toBeEnabled();
  await expect(page.locator('.theme-doc-toc-desktop')).toBeVisible();
  await expect(page.locator(DESKTOP_SIDEBAR)).toBeVisible();
  await page.setViewportSize({width: 412, height: 823});
  await expect(page.locator(DESKTOP_SIDEBAR)).toHaveCount(0);
});
