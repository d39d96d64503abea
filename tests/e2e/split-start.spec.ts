import {START_MARK_PREFIX, START_STEPS} from '../../src/plugins/startup/split-start/steps';
import {expect, test, waitForHydration} from './fixtures';

/**
 * The start-up in steps (src/plugins/startup/split-start/): the modules of `main` run in the steps' order, each step in
 * a task of its own, and then the page hydrates as before.
 *
 * Whether two steps share a task: when a step leaves its mark, the page posts a message whose handler clears a
 * flag. Messages are delivered in the order posted, each in a task of its own, so the flag is still set at the
 * next step's mark only if no task has passed between the two.
 */
for (const path of [
  '/',
  '/wiki/geyser/setup/',
  '/wiki/api/api.geysermc.org/global-api/',
  '/utilities/config-editor/',
]) {
  test(`${path} starts in ${START_STEPS.length} steps, each in a task of its own, and hydrates`, async ({page}) => {
    await page.addInitScript((prefix) => {
      const steps: {name: string; sameTask: boolean}[] = [];
      (window as unknown as {startSteps: typeof steps}).startSteps = steps;
      let previous: {pending: boolean} | undefined;
      const mark = performance.mark.bind(performance);
      performance.mark = (name: string, options?: PerformanceMarkOptions) => {
        if (name.startsWith(prefix)) {
          steps.push({name: name.slice(prefix.length), sameTask: previous?.pending ?? false});
          const current = {pending: true};
          previous = current;
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            current.pending = false;
          };
          channel.port2.postMessage(null);
        }
        return mark(name, options);
      };
    }, START_MARK_PREFIX);
    await page.goto(path);
    await waitForHydration(page);

    const steps = await page.evaluate(() => (window as unknown as {startSteps: unknown}).startSteps);
    expect(steps).toEqual(START_STEPS.map((name) => ({name, sameTask: false})));
  });
}
