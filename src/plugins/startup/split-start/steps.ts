/**
 * Runs start-up steps one after another, each in a task of its own, the first one too (apart from the task that
 * evaluated the script): between two steps the browser may paint, handle input and run other tasks. `nextTask`
 * resolves in a new task; `mark` names each finished step (User Timing marks in the browser, see ./entry.ts).
 */
export async function runInTasks(
  steps: ReadonlyArray<readonly [name: string, step: () => Promise<unknown>]>,
  nextTask: () => Promise<void>,
  mark: (name: string) => void,
): Promise<void> {
  for (const [name, step] of steps) {
    await nextTask();
    await step();
    mark(name);
  }
}

/** A new task: a message posted to a `MessageChannel` is delivered in one, without the clamping of timers. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The part of webpack's runtime `require` that loads the chunks of an `import()`. */
export interface ChunkLoading {
  e?: (chunkId: string | number) => Promise<unknown>;
}

/**
 * Gives the modules of each `import()` a task of their own. Webpack runs a module brought in by `import()` in a
 * microtask once the chunks it needs have loaded (`__webpack_require__.e(id).then(require)`), and every import
 * waiting for the same chunk does so in the same one: on a wiki page the route's components, its content and its
 * metadata all ran in the task of the last route chunk to arrive, one long task. With each chunk load resolved one task later, the imports waiting for it
 * run in separate tasks, in the order they asked. A chunk that fails to load still rejects as before.
 */
export function importsInOwnTasks(loading: ChunkLoading, next: () => Promise<void> = nextTask): void {
  const load = loading.e;
  if (typeof load !== 'function') {
    return;
  }
  loading.e = (chunkId) =>
    load(chunkId).then(async (value) => {
      await next();
      return value;
    });
}

/** The prefix of the User Timing marks the steps leave: `start:react-dom` and so on. */
export const START_MARK_PREFIX = 'start:';

/** The start-up steps of ./entry.ts, in order; the last is Docusaurus's own entry, which hydrates the page. */
export const START_STEPS = ['react-dom', 'client-modules', 'routes', 'app', 'client-entry'] as const;

export type StartStep = (typeof START_STEPS)[number];
