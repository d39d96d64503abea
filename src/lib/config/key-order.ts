/**
 * The order of the keys in each map of `config.yml`, derived from the schemas (which list options in
 * the order Geyser writes them). The editor places new keys by it and the dump viewer lays out a
 * dump's config by it. Only schema data is imported, so the dump viewer does not load the YAML code.
 */
import {LEGACY_OPTIONS} from './legacy-schema';
import {OPTIONS} from './schema';
import type {Layout} from './types';

function buildOrder(paths: readonly string[]): Map<string, string[]> {
  const order = new Map<string, string[]>();
  for (const path of paths) {
    const segments = path.split('.');
    for (let depth = 0; depth < segments.length; depth += 1) {
      const parent = segments.slice(0, depth).join('.');
      const keys = order.get(parent) ?? [];
      if (!keys.includes(segments[depth])) {
        keys.push(segments[depth]);
      }
      order.set(parent, keys);
    }
  }
  return order;
}

const ORDERS: Record<Layout, Map<string, string[]>> = {
  current: buildOrder(OPTIONS.map((option) => option.path)),
  legacy: buildOrder(LEGACY_OPTIONS.map((option) => option.path)),
};

/** Key order of a map of the layout, by the map's dotted path ('' for the top level). */
export function keyOrder(layout: Layout, parentPath: string): readonly string[] {
  return ORDERS[layout].get(parentPath) ?? [];
}
