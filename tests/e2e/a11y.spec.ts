import {seriousAxeViolations} from './a11y';
import {expect, setColorMode, test, waitForHydration} from './fixtures';

const pages = [
  {name: 'home page', path: '/'},
  {name: 'doc page', path: '/wiki/geyser/'},
  {name: 'blog', path: '/blog/'},
  {name: 'not-found page', path: '/no/such/page/'},
];

for (const mode of ['dark', 'light'] as const) {
  test.describe(`accessibility in ${mode} mode`, () => {
    for (const {name, path} of pages) {
      test(`${name} has no serious or critical axe violations`, async ({page}) => {
        await page.goto(path);
        await waitForHydration(page);
        await setColorMode(page, mode);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
}
