/* global window -- the init script runs in the page */
/**
 * A page for the in-browser benchmarks: requests that leave `origin` are refused (a benchmark measures the
 * site, never the network), and every main-thread task of 50 ms or more is kept in `window.__longTasks`
 * from the first script on (the browser's PerformanceObserver `longtask`).
 */
export async function newMeasuredPage(browser, origin) {
  const page = await browser.newPage();
  await page.route(
    (url) => !url.href.startsWith(origin),
    (route) => route.abort('blockedbyclient'),
  );
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) =>
      window.__longTasks.push(...list.getEntries().map((entry) => entry.duration)),
    ).observe({type: 'longtask', buffered: true});
  });
  return page;
}
