import {test as base, expect, type Page} from '@playwright/test';

/** Hosts a page may contact during tests: the site and the local test servers, all on loopback. */
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function isLocalUrl(url: string): boolean {
  if (!/^(https?|wss?):/.test(url)) {
    return true; // data:, blob:, about: never leave the machine
  }
  return LOCAL_HOSTS.has(new URL(url).hostname);
}

type Fixtures = {
  /** Requests that tried to leave 127.0.0.1; blocked, and the test fails if there are any. */
  outsideRequests: string[];
};

/**
 * Every end-to-end test uses this `test`: it blocks any request to another host and fails the test
 * that made one, so "works offline, no third-party requests" is checked on every page we visit.
 */
export const test = base.extend<Fixtures>({
  outsideRequests: [
    async ({context}, use) => {
      const outside: string[] = [];
      await context.route(
        (url) => !isLocalUrl(url.href),
        async (route) => {
          outside.push(route.request().url());
          await route.abort('blockedbyclient');
        },
      );
      await use(outside);
      expect(outside, 'requests that left 127.0.0.1').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Keyboard shortcuts and client-side behaviour work only once React has hydrated the page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Counts, on every page the test loads from here on and from the first byte, the elements that match
 * `selector` (or contain one) taken out of the document: server-rendered parts that hydration rebuilds are
 * removed and added again. Returns a reader of the count for the page now loaded.
 */
export async function countRemovals(page: Page, selector: string): Promise<() => Promise<number>> {
  await page.addInitScript((watched) => {
    const counter = window as unknown as {removedElements: number};
    counter.removedElements = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && (node.matches(watched) || node.querySelector(watched))) {
            counter.removedElements += 1;
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
  }, selector);
  return () => page.evaluate(() => (window as unknown as {removedElements: number}).removedElements);
}

export type ColorMode = 'light' | 'dark';

export async function currentColorMode(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('data-theme');
}

/** Switches the colour mode with the navbar toggle, as a reader would. */
export async function setColorMode(page: Page, mode: ColorMode): Promise<void> {
  await waitForHydration(page);
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  for (let i = 0; i < 3 && (await currentColorMode(page)) !== mode; i += 1) {
    await toggle.click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  // Colours fade between modes (Infima's colour transitions); checking contrast mid-fade measures
  // colours that are neither mode's. Jump every running CSS transition to its end state. (Waiting for
  // them to finish instead hung now and then on the dump viewer, where a transition never completed.)
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  });
}
