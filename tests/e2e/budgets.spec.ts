import zlib from 'node:zlib';

import {expect, test} from './fixtures';

const KB = 1024;
const budgets = {script: 250 * KB, stylesheet: 60 * KB};

/**
 * Speed budgets on the production build: what a first visit downloads, measured gzip-compressed,
 * as a CDN would serve it.
 */
for (const pagePath of ['/', '/wiki/geyser/', '/wiki/']) {
  test(`${pagePath} stays within the JavaScript and CSS budgets`, async ({page}) => {
    const sizes = {script: 0, stylesheet: 0};
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') {
        pending.push(
          response.body().then((body) => {
            sizes[type] += zlib.gzipSync(body, {level: 6}).length;
          }),
        );
      }
    });
    await page.goto(pagePath, {waitUntil: 'networkidle'});
    await Promise.all(pending);
    expect(sizes.script, 'compressed JavaScript (bytes)').toBeGreaterThan(0);
    expect(sizes.script, 'compressed JavaScript (bytes)').toBeLessThanOrEqual(budgets.script);
    expect(sizes.stylesheet, 'compressed CSS (bytes)').toBeLessThanOrEqual(budgets.stylesheet);
  });

  test(`${pagePath} gives every image explicit dimensions`, async ({page}) => {
    await page.goto(pagePath);
    const unsized = await page
      .locator('img')
      .evaluateAll((images) =>
        images
          .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
          .map((img) => img.getAttribute('src')),
      );
    expect(unsized).toEqual([]);
  });
}
