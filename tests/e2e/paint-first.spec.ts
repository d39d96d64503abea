import {START_SCRIPT_ATTRIBUTE} from '../../src/plugins/startup/paint-first';
import {START_CHUNKS_ID} from '../../src/plugins/startup/paint-first/route-chunks';
import {expect, test, waitForHydration} from './fixtures';

/**
 * The page template (src/plugins/startup/paint-first/): the start-up scripts download from the head but run only after
 * the browser has painted the page's text, and the page then hydrates as before. The page's route chunks,
 * listed in its HTML at build time, are inserted right after `main`, and the bundler uses those script
 * elements instead of adding its own.
 */

for (const path of ['/', '/wiki/geyser/events/', '/wiki/api/api.geysermc.org/global-api/']) {
  test(`${path} paints its text before the start-up scripts run`, async ({page, request}) => {
    const html = await (await request.get(path)).text();
    expect(html, 'no start-up <script> in the HTML').not.toMatch(/<script[^>]+src=[^>]*assets\/js\//);
    const preloads = html.match(new RegExp(`<link[^>]*rel="?preload"?[^>]*${START_SCRIPT_ATTRIBUTE}[^>]*>`, 'g')) ?? [];
    expect(preloads.map((tag) => /runtime~main|\/main\./.exec(tag)?.[0])).toEqual(['runtime~main', '/main.']);

    // From the first byte: when each script element pointing at a bundle enters the document.
    await page.addInitScript(() => {
      const seen: {src: string; at: number}[] = [];
      (window as unknown as {startScripts: typeof seen}).startScripts = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes)) {
            if (node instanceof HTMLScriptElement && node.src.includes('/assets/js/')) {
              seen.push({src: new URL(node.src).pathname, at: performance.now()});
            }
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto(path);
    await waitForHydration(page);

    const {paint, scripts} = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: (window as unknown as {startScripts: {src: string; at: number}[]}).startScripts,
    }));
    expect(paint, 'the browser reported the first contentful paint').toBeGreaterThan(0);
    const [runtime, main] = scripts;
    expect(runtime.src).toMatch(/^\/assets\/js\/runtime~main\.[0-9a-f]+\.js$/);
    expect(main.src).toMatch(/^\/assets\/js\/main\.[0-9a-f]+\.js$/);
    expect(runtime.at, 'the runtime starts after the text is painted').toBeGreaterThan(paint ?? Infinity);
    expect(main.at).toBeGreaterThanOrEqual(runtime.at);

    const listed = JSON.parse(
      new RegExp(`<script type="?application/json"? id="?${START_CHUNKS_ID}"?>([^<]*)</script>`).exec(html)?.[1] ??
        '[]',
    ) as string[];
    expect(listed.length, 'the HTML lists the route chunks').toBeGreaterThan(0);
    expect(listed.every((src) => /^\/assets\/js\/[\w~.-]+\.js$/.test(src))).toBe(true);
    expect(
      scripts.slice(2, 2 + listed.length).map((script) => script.src),
      'the listed chunks come right after main, in order',
    ).toEqual(listed);
    const sources = scripts.map((script) => script.src);
    expect(sources, 'no script is inserted twice: the bundler found the listed ones').toEqual([...new Set(sources)]);
  });
}
