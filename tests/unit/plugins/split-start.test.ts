import fs from 'node:fs';
import {createRequire} from 'node:module';

import type {Plugin} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import splitStart, {DOCUSAURUS_CLIENT_ENTRY, SPLIT_ENTRY} from '../../../src/plugins/startup/split-start';
import {
  type ChunkLoading,
  importsInOwnTasks,
  nextTask,
  runInTasks,
  START_STEPS,
} from '../../../src/plugins/startup/split-start/steps';

const require = createRequire(import.meta.url);

/** What the plugin does to a bundle config whose entry is `entry`. */
function configure(entry: unknown, isServer: boolean): {entry: unknown} {
  const plugin = splitStart() as Plugin & {configureWebpack: NonNullable<Plugin['configureWebpack']>};
  const config = {entry} as Parameters<typeof plugin.configureWebpack>[0];
  plugin.configureWebpack(config, isServer, {} as Parameters<typeof plugin.configureWebpack>[2], undefined);
  return config as {entry: unknown};
}

/** The modules a file imports statically, in the order written. */
function importsOf(file: string): string[] {
  return [...fs.readFileSync(file, 'utf8').matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)].map((match) => match[1]);
}

describe('split-start plugin', () => {
  it("replaces Docusaurus's client entry, and only in the client bundle", () => {
    expect(configure(DOCUSAURUS_CLIENT_ENTRY, false).entry).toBe(SPLIT_ENTRY);
    expect(configure('/some/server/entry.js', true).entry).toBe('/some/server/entry.js');
  });

  it('fails the build when the client entry is not the one it replaces', () => {
    expect(() => configure('/elsewhere/clientEntry.js', false)).toThrow(/split-start: the client entry/);
    expect(() => configure([DOCUSAURUS_CLIENT_ENTRY], false)).toThrow(/split-start/);
  });

  it("runs the modules in the order Docusaurus's entry and App import them, its entry last", () => {
    const source = fs.readFileSync(SPLIT_ENTRY, 'utf8');
    const written = [
      ...source.matchAll(/^ {2}'?([\w-]+)'?: \(\) => import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/gm),
    ];
    // The modules are written in the order the steps run.
    expect(written.map((match) => match[1])).toEqual([...START_STEPS]);
    const steps = written.map((match) => match[2]);
    // Every dynamic import in the entry is eager: a lazy one would be a chunk of its own, fetched at start-up.
    expect(steps).toHaveLength([...source.matchAll(/=> import\(/g)].length);
    expect(steps.at(-1)).toBe('@docusaurus/core/lib/client/clientEntry');
    expect(require.resolve(`${steps.at(-1)}.js`)).toBe(DOCUSAURUS_CLIENT_ENTRY);

    const entryImports = importsOf(DOCUSAURUS_CLIENT_ENTRY);
    const appImports = importsOf(require.resolve('@docusaurus/core/lib/client/App.js'));
    const position = (step: string): number => {
      const inEntry = entryImports.indexOf(step === '@docusaurus/core/lib/client/App' ? './App' : step);
      if (inEntry !== -1) {
        return inEntry;
      }
      // A module App imports runs where App is imported, in App's order.
      const inApp = appImports.indexOf(step);
      expect(inApp, `${step} is imported by Docusaurus's entry or App`).not.toBe(-1);
      return entryImports.indexOf('./App') - 1 + inApp / appImports.length;
    };
    const positions = steps.slice(0, -1).map(position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe('runInTasks', () => {
  it('runs each step in a new task, after the one before has finished', async () => {
    const log: string[] = [];
    const step = (name: string) => async () => {
      log.push(`start ${name}`);
      await Promise.resolve();
      log.push(`end ${name}`);
    };
    await runInTasks(
      [
        ['a', step('a')],
        ['b', step('b')],
        ['c', step('c')],
      ],
      async () => {
        log.push('next task');
      },
      (name) => log.push(`mark ${name}`),
    );
    expect(log).toEqual([
      'next task',
      'start a',
      'end a',
      'mark a',
      'next task',
      'start b',
      'end b',
      'mark b',
      'next task',
      'start c',
      'end c',
      'mark c',
    ]);
  });

  it('nextTask resolves in a later task: every microtask queued before it has run', async () => {
    const order: string[] = [];
    const task = nextTask().then(() => order.push('task'));
    let chain = Promise.resolve();
    for (let i = 0; i < 20; i += 1) {
      chain = chain.then(() => {
        order.push('microtask');
      });
    }
    await task;
    expect(order).toEqual([...Array<string>(20).fill('microtask'), 'task']);
  });
});

describe('importsInOwnTasks', () => {
  /** A `next` the test releases by hand, counting how often it was asked for. */
  function controlledNext() {
    const releases: (() => void)[] = [];
    const next = () => new Promise<void>((resolve) => releases.push(resolve));
    return {next, releases};
  }

  it('resolves each chunk load one task later, so the imports waiting for it run apart', async () => {
    const loading: ChunkLoading = {e: (chunkId) => Promise.resolve(`chunk ${chunkId}`)};
    const {next, releases} = controlledNext();
    importsInOwnTasks(loading, next);

    const ran: string[] = [];
    // Like webpack's `import()`: load the chunk, then run the module.
    const first = loading.e?.(1).then((value) => ran.push(`module a after ${String(value)}`));
    const second = loading.e?.(1).then((value) => ran.push(`module b after ${String(value)}`));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Both chunk loads have finished, but no module has run: each waits for a task of its own.
    expect(ran).toEqual([]);
    expect(releases).toHaveLength(2);

    releases[0]();
    await first;
    expect(ran).toEqual(['module a after chunk 1']);
    releases[1]();
    await second;
    expect(ran).toEqual(['module a after chunk 1', 'module b after chunk 1']);
  });

  it('lets a chunk that fails to load reject as before, without waiting', async () => {
    const error = new Error('Loading chunk 7 failed.');
    const loading: ChunkLoading = {e: () => Promise.reject(error)};
    const {next, releases} = controlledNext();
    importsInOwnTasks(loading, next);
    await expect(loading.e?.(7)).rejects.toBe(error);
    expect(releases).toHaveLength(0);
  });

  it('leaves a runtime without chunk loading alone', () => {
    const loading: ChunkLoading = {};
    importsInOwnTasks(loading, nextTask);
    expect(loading.e).toBeUndefined();
  });
});
