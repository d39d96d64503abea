/**
 * The client bundle's entry in place of Docusaurus's own (see ./index.ts): the same start-up, run in five
 * tasks instead of one. Each `import()` below is eager: the module is in `main` as before, and importing it
 * only runs it (and what it imports that has not run yet). The steps follow the order in which Docusaurus's
 * entry and its `App` import the same modules (tests/unit/plugins/split-start.test.ts checks it); the last is
 * Docusaurus's entry itself, which finds the others already run and hydrates the page.
 */
import {
  type ChunkLoading,
  importsInOwnTasks,
  nextTask,
  runInTasks,
  START_MARK_PREFIX,
  START_STEPS,
  type StartStep,
} from './steps';

/** Webpack's runtime `require`, which webpack provides to every module under this name. */
declare const __webpack_require__: ChunkLoading;

const modules: Record<StartStep, () => Promise<unknown>> = {
  'react-dom': () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  'client-modules': () => import(/* webpackMode: "eager" */ '@generated/client-modules'),
  routes: () => import(/* webpackMode: "eager" */ '@generated/routes'),
  app: () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
  'client-entry': () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry'),
};

// Before any step: the route's imports, which Docusaurus's entry starts, then run one per task.
importsInOwnTasks(__webpack_require__);

void runInTasks(
  START_STEPS.map((name) => [name, modules[name]] as const),
  nextTask,
  (name) => performance.mark(START_MARK_PREFIX + name),
);
