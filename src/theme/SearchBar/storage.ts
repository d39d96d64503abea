/**
 * DocSearch 4.7 reads `window.localStorage` outside any try/catch when its modal mounts (a check of
 * how much its recent searches take up). When the reader's browser blocks site data, that read
 * throws and the whole page shows "This page crashed". These helpers let the modal open anyway,
 * with no recent or favourite searches.
 */

/** Whether reading `localStorage` throws, as it does when the browser blocks site data. */
export function isStorageBlocked(): boolean {
  try {
    return typeof window.localStorage === 'undefined';
  } catch {
    return true;
  }
}

/**
 * Stands in for blocked storage while the modal is open: reading is allowed and finds nothing,
 * writing fails as blocked storage does, so DocSearch picks its own no-op storage. Methods live on
 * the prototype so DocSearch's `for…in` size check sees no entries.
 */
class BlockedStorage {
  get length(): number {
    return 0;
  }
  key(): null {
    return null;
  }
  getItem(): null {
    return null;
  }
  setItem(): void {
    throw new DOMException('Site data is blocked in this browser.', 'SecurityError');
  }
  removeItem(): void {}
  clear(): void {}
}

/**
 * Replaces a blocked `window.localStorage` with a harmless stand-in and returns the function that
 * puts the original back. Other features (the config editor's drafts, for one) must keep seeing
 * storage as blocked, so call the returned function as soon as the modal has closed. Does nothing
 * when storage works.
 */
export function shieldBlockedStorage(): () => void {
  if (!isStorageBlocked()) {
    return () => {};
  }
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  try {
    Object.defineProperty(window, 'localStorage', {configurable: true, enumerable: true, value: new BlockedStorage()});
  } catch {
    return () => {}; // not configurable in this browser: nothing was changed
  }
  return () => {
    if (own) {
      Object.defineProperty(window, 'localStorage', own);
    } else {
      Reflect.deleteProperty(window, 'localStorage');
    }
  };
}
