/**
 * Bounds for walking untrusted JSON. A dump is shared by id, so anyone can make the viewer read a
 * config nested thousands of levels deep; every walk here is iterative or stops at a fixed depth,
 * and the limits below turn into messages the reader sees.
 */

/** Real Geyser configs nest four levels at most; deeper config is summarised, not shown. */
export const MAX_CONFIG_DISPLAY_DEPTH = 16;

/** Past this depth the JSON error locator stops: no Geyser dump comes close. */
export const MAX_JSON_SCAN_DEPTH = 1_000;

/**
 * How deeply a JSON value nests lists and objects (a scalar is 0, `[]` is 1), counted without
 * recursion. Stops counting once `limit` is passed and returns `limit + 1`.
 */
export function jsonDepth(value: unknown, limit = Number.POSITIVE_INFINITY): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) {
      continue;
    }
    const here = depth + 1;
    if (here > deepest) {
      deepest = here;
      if (deepest > limit) {
        return limit + 1;
      }
    }
    const children = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) {
      if (typeof child === 'object' && child !== null) {
        stack.push([child, here]);
      }
    }
  }
  return deepest;
}

/** Whether a value nests more than `limit` levels. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  return jsonDepth(value, limit) > limit;
}

/** The sentence shown where the config view stops descending. */
export function tooDeepMessage(limit = MAX_CONFIG_DISPLAY_DEPTH): string {
  return `Nested more than ${limit} levels deep; a Geyser config never is, so the rest is not shown.`;
}
