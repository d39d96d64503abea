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
  return shieldBlockedStorageWhileOpen(() => true);
}

/** The element DocSearch's modal renders while it is open. */
const MODAL_SELECTOR = '.DocSearch-Container';

/**
 * For the theme's own SearchBar (Algolia mode), whose open and closed state this site cannot see:
 * while `isOpen()` holds, a blocked `window.localStorage` reads as the stand-in above, so the
 * modal's storage check finds nothing; at any other moment it throws exactly as before, so other
 * features still see storage as blocked. By default the modal counts as open while its element is
 * in the page, which is already the case when its mount effects read storage. Returns the
 * function that removes the shield; does nothing when storage works.
 */
export function shieldBlockedStorageWhileOpen(
  isOpen: () => boolean = () => document.querySelector(MODAL_SELECTOR) !== null,
): () => void {
  if (!isStorageBlocked()) {
    return () => {};
  }
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  const original = own ?? inheritedDescriptor(window, 'localStorage');
  const standIn = new BlockedStorage();
  try {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      enumerable: true,
      get(): unknown {
        if (isOpen()) {
          return standIn;
        }
        return original?.get ? original.get.call(window) : original?.value;
      },
    });
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

function inheritedDescriptor(object: object, key: string): PropertyDescriptor | undefined {
  for (let proto = Object.getPrototypeOf(object) as object | null; proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, key);
    if (descriptor) {
      return descriptor;
    }
  }
  return undefined;
}
