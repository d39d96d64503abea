import type {DraftStorage} from '../../../src/lib/config';

/** A `localStorage` stand-in for the draft tests, with its contents open to inspection. */
export function memoryStorage(): DraftStorage & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
  };
}
