/**
 * Logs checked from a file, mclo.gs or a large paste, kept in IndexedDB by the worker so a reload can
 * check them again without the page's main thread ever holding the text (storing megabytes from the
 * main thread blocks it). The page keeps only the record's key, in session storage: each tab has its
 * own, and a duplicated tab starts with a copy. The newest few records are kept; older ones are removed.
 */
const DATABASE = 'geysermc-log-checker';
const STORE = 'logs';
/** Records kept across tabs and reloads: enough for a few tabs, small enough not to pile up. */
const KEEP = 6;

export interface KeptLog {
  text: string;
  label: string;
  savedAt: number;
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** Stores a log under `key` and drops all but the newest records; false when the browser refuses. */
export async function keepLog(key: string, log: KeptLog): Promise<boolean> {
  try {
    const database = await open();
    const transaction = database.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    store.put(log, key);
    const keys = store.getAllKeys();
    const values = store.getAll();
    values.onsuccess = () => {
      const records = (values.result as KeptLog[]).map((value, index) => ({
        key: keys.result[index],
        savedAt: value.savedAt,
      }));
      records.sort((a, b) => b.savedAt - a.savedAt);
      for (const old of records.slice(KEEP)) {
        store.delete(old.key);
      }
    };
    await finished(transaction);
    database.close();
    return true;
  } catch {
    return false;
  }
}

export async function readKeptLog(key: string): Promise<KeptLog | undefined> {
  try {
    const database = await open();
    const transaction = database.transaction(STORE, 'readonly');
    const request = transaction.objectStore(STORE).get(key);
    await finished(transaction);
    database.close();
    const value = request.result as Partial<KeptLog> | undefined;
    return value && typeof value.text === 'string' && typeof value.label === 'string'
      ? {text: value.text, label: value.label, savedAt: Number(value.savedAt) || 0}
      : undefined;
  } catch {
    return undefined;
  }
}

export async function forgetKeptLog(key: string): Promise<void> {
  try {
    const database = await open();
    const transaction = database.transaction(STORE, 'readwrite');
    transaction.objectStore(STORE).delete(key);
    await finished(transaction);
    database.close();
  } catch {
    // Nothing kept, nothing to forget.
  }
}
