import {createRequire} from 'node:module';

import {describe, expect, it} from 'vitest';

import {
  START_SCRIPT_ATTRIBUTE,
  START_SCRIPTS,
  START_SCRIPTS_TIMEOUT,
  ssrTemplate,
} from '../../../src/plugins/startup/paint-first';
import {START_CHUNKS_ID} from '../../../src/plugins/startup/paint-first/route-chunks';

const require = createRequire(import.meta.url);

describe('the page template', () => {
  it("is Docusaurus's default template with the start-up scripts preloaded and started by START_SCRIPTS", () => {
    const {default: defaultTemplate} = require('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string};
    const deferred = '<script src="<%= it.baseUrl %><%= script %>" defer></script>';
    const bodyEnd = '<%~ it.postBodyTags %>\n  </body>';
    // When an upgrade changes the default template, these fail: bring its changes into ours.
    expect(defaultTemplate).toContain(deferred);
    expect(defaultTemplate).toContain(bodyEnd);
    const expected = defaultTemplate
      .replace(
        deferred,
        `<link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" ${START_SCRIPT_ATTRIBUTE} />`,
      )
      .replace(bodyEnd, `<%~ it.postBodyTags %>\n    <script>${START_SCRIPTS}</script>\n  </body>`);
    expect(ssrTemplate).toBe(expected);
  });
});

interface FakePage {
  inserted: {src: string; async: boolean}[];
  /** Finishes loading the stylesheets that were still loading. */
  loadStyles: () => void;
  /** Runs the tasks queued with setTimeout until `until` ms, in order of their time. */
  advance: (until: number) => void;
  frame: () => void;
  paint: (name: string) => void;
  hide: () => void;
}

/** `setTimeout` on a clock the test moves: `advance` runs the tasks due by then, in order of their time. */
function fakeTimers() {
  let now = 0;
  const timers: {at: number; run: () => void}[] = [];
  return {
    setTimeout: (run: () => void, delay = 0) => timers.push({at: now + delay, run}),
    advance: (until: number) => {
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const next = timers[0];
        if (next === undefined || next.at > until) {
          break;
        }
        timers.shift();
        now = next.at;
        next.run();
      }
      now = until;
    },
  };
}

/** Runs START_SCRIPTS against a minimal page: two preloads, timers, frames, paint entries and visibility. */
function runOn({
  hidden = false,
  paintTiming = true,
  loadingStyles = 0,
  chunks = null as string[] | null,
} = {}): FakePage {
  const inserted: {src: string; async: boolean}[] = [];
  const styleListeners: (() => void)[] = [];
  const stylesheets = [
    {sheet: {}, addEventListener: () => undefined},
    ...Array.from({length: loadingStyles}, () => ({
      sheet: null,
      addEventListener: (_type: string, listener: () => void) => styleListeners.push(listener),
    })),
  ];
  const links = [
    {href: 'https://geysermc.org/assets/js/runtime~main.js'},
    {href: 'https://geysermc.org/assets/js/main.js'},
  ];
  const clock = fakeTimers();
  const frames: (() => void)[] = [];
  const observers: ((
    list: {getEntriesByName: (name: string) => unknown[]},
    observer: {disconnect: () => void},
  ) => void)[] = [];
  const listeners: (() => void)[] = [];
  const document = {
    visibilityState: hidden ? 'hidden' : 'visible',
    querySelectorAll: (selector: string) =>
      selector === `link[${START_SCRIPT_ATTRIBUTE}]` ? links : selector === 'link[rel=stylesheet]' ? stylesheets : [],
    getElementById: (id: string) =>
      id === START_CHUNKS_ID && chunks !== null ? {textContent: JSON.stringify(chunks)} : null,
    createElement: () => ({src: '', async: true}),
    head: {appendChild: (script: {src: string; async: boolean}) => inserted.push({...script})},
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'visibilitychange') {
        listeners.push(listener);
      }
    },
  };
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'navigation'];
    constructor(callback: (typeof observers)[number]) {
      observers.push(callback);
    }
    observe(options: {type: string; buffered: boolean}) {
      expect(options).toEqual({type: 'paint', buffered: true});
    }
  }
  const window = {PerformanceObserver: paintTiming ? FakeObserver : undefined};
  const requestAnimationFrame = (run: () => void) => frames.push(run);
  new Function('window', 'document', 'setTimeout', 'requestAnimationFrame', START_SCRIPTS)(
    window,
    document,
    clock.setTimeout,
    requestAnimationFrame,
  );
  return {
    inserted,
    // Each loading stylesheet listens for both 'load' and 'error'; a real one fires one of them.
    loadStyles: () => styleListeners.filter((_, i) => i % 2 === 0).forEach((listener) => listener()),
    advance: clock.advance,
    frame: () => frames.splice(0).forEach((run) => run()),
    paint: (name) => {
      const list = {getEntriesByName: (wanted: string) => (wanted === name ? [{name}] : [])};
      observers.forEach((callback) => callback(list, {disconnect: () => observers.splice(0)}));
    },
    hide: () => {
      document.visibilityState = 'hidden';
      listeners.forEach((listener) => listener());
    },
  };
}

const inOrder = [
  {src: 'https://geysermc.org/assets/js/runtime~main.js', async: false},
  {src: 'https://geysermc.org/assets/js/main.js', async: false},
];

describe('START_SCRIPTS', () => {
  it('starts the scripts, in order, in a task after the first contentful paint and two frames', () => {
    const page = runOn();
    page.advance(100);
    page.frame();
    page.paint('first-paint');
    page.advance(200);
    expect(page.inserted, 'nothing runs before the text is painted').toEqual([]);
    page.paint('first-contentful-paint');
    page.advance(250);
    expect(page.inserted, 'the first text may be the top of the page only: a frame must follow').toEqual([]);
    page.frame();
    page.advance(260);
    expect(page.inserted, 'that frame may not be on screen yet: another must begin').toEqual([]);
    page.frame();
    expect(page.inserted, 'not inside the frame').toEqual([]);
    page.advance(261);
    expect(page.inserted).toEqual(inOrder);
    page.advance(START_SCRIPTS_TIMEOUT + 1);
    page.hide();
    expect(page.inserted, 'each script once').toEqual(inOrder);
  });

  it('waits for stylesheets that are still loading, which hold back the painting of what follows them', () => {
    const page = runOn({loadingStyles: 2});
    page.paint('first-contentful-paint');
    page.frame();
    page.frame();
    page.advance(100);
    expect(page.inserted).toEqual([]);
    page.loadStyles();
    page.frame();
    page.frame();
    page.advance(101);
    expect(page.inserted).toEqual(inOrder);
  });

  it("inserts the page's route chunks after main, in order, when the page lists them", () => {
    const page = runOn({hidden: true, chunks: ['/assets/js/a.js', '/assets/js/b.js']});
    expect(page.inserted).toEqual([
      ...inOrder,
      {src: '/assets/js/a.js', async: false},
      {src: '/assets/js/b.js', async: false},
    ]);
  });

  it('starts them at once in a tab loaded in the background', () => {
    expect(runOn({hidden: true}).inserted).toEqual(inOrder);
  });

  it('starts them when the tab is hidden before anything was painted', () => {
    const page = runOn();
    page.hide();
    expect(page.inserted).toEqual(inOrder);
  });

  it('starts them after the timeout if no paint is reported', () => {
    const page = runOn();
    page.advance(START_SCRIPTS_TIMEOUT - 1);
    expect(page.inserted).toEqual([]);
    page.advance(START_SCRIPTS_TIMEOUT);
    expect(page.inserted).toEqual(inOrder);
  });

  it('waits for two frames where the browser has no paint timing', () => {
    const page = runOn({paintTiming: false});
    page.advance(10);
    expect(page.inserted).toEqual([]);
    page.frame();
    page.advance(11);
    expect(page.inserted).toEqual([]);
    page.frame();
    page.advance(12);
    expect(page.inserted).toEqual(inOrder);
  });
});
