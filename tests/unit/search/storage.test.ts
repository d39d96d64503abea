import {afterEach, beforeEach, describe, expect, it} from 'vitest';

import {shieldBlockedStorageWhileOpen} from '../../../src/theme/SearchBar/storage';

/**
 * The Algolia-mode SearchBar (src/theme/SearchBar/index.tsx) with site data blocked. The tests run
 * without a browser, so `window` and `document` are small stand-ins: a window whose `localStorage`
 * getter throws, as Chromium's does when the reader blocks site data, and a document that says
 * whether DocSearch's modal element is in the page.
 */

/** What DocSearch 4.7's modal does when it mounts (its storage size check), outside any try/catch. */
function docSearchMountCheck(): number {
  let size = 0;
  if (typeof window !== 'undefined' && window.localStorage) {
    for (const key in window.localStorage) {
      if (Object.prototype.hasOwnProperty.call(window.localStorage, key)) {
        size += key.length;
      }
    }
  }
  return size;
}

const readsAs = () => {
  try {
    return typeof window.localStorage;
  } catch {
    return 'blocked';
  }
};

const globals = globalThis as unknown as {window?: unknown; document?: unknown};
let modalOpen = false;

beforeEach(() => {
  modalOpen = false;
  const blockedWindow = {};
  Object.defineProperty(blockedWindow, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
  globals.window = blockedWindow;
  globals.document = {
    querySelector: (selector: string) => (modalOpen && selector === '.DocSearch-Container' ? {} : null),
  };
});

afterEach(() => {
  delete globals.window;
  delete globals.document;
});

describe('the Algolia-mode search bar with site data blocked', () => {
  it('would crash the modal without the shield', () => {
    modalOpen = true;
    expect(docSearchMountCheck).toThrow(DOMException);
  });

  it('lets the modal mount while it is open, and keeps storage blocked for the rest of the page', () => {
    const unshield = shieldBlockedStorageWhileOpen();
    expect(readsAs()).toBe('blocked');
    modalOpen = true;
    expect(docSearchMountCheck()).toBe(0);
    expect(window.localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__')).toBeNull();
    expect(() => window.localStorage.setItem('key', 'value')).toThrow(DOMException);
    modalOpen = false;
    expect(readsAs()).toBe('blocked');
    unshield();
    modalOpen = true;
    expect(docSearchMountCheck).toThrow(DOMException);
  });

  it('changes nothing when storage works', () => {
    const storage = {getItem: () => 'kept'};
    globals.window = {localStorage: storage};
    const unshield = shieldBlockedStorageWhileOpen();
    modalOpen = true;
    expect(window.localStorage).toBe(storage);
    unshield();
    expect(window.localStorage).toBe(storage);
  });
});
