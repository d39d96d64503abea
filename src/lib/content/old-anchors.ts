/**
 * The `old_anchors` front matter of a wiki page: anchors that URLs printed by GeyserMC software (or linked
 * from elsewhere) still use after a heading was renamed, each mapped to the heading that now holds the
 * section. Shape:
 *
 *   old_anchors:
 *     whitelist-command: whitelisting-bedrock-players   # old id: id of a heading of this page
 *
 * The page then keeps an invisible target with each old id just before that heading
 * (src/plugins/old-anchors), so `…/features/#whitelist-command` still scrolls to the section.
 */

export interface OldAnchor {
  /** The id the old URL ends with (`#whitelist-command`). */
  readonly from: string;
  /** The id of the heading of the same page that holds the section now. */
  readonly to: string;
}

export interface OldAnchorsResult {
  readonly anchors: readonly OldAnchor[];
  /** Human-readable problems; empty when the value is valid. */
  readonly errors: readonly string[];
}

/** The characters heading ids and old anchors use: Docusaurus slugs, `{#custom-id}` ids. */
const ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/** Checks an `old_anchors` value as parsed from YAML. `undefined` (no old anchors) is valid and empty. */
export function parseOldAnchors(value: unknown): OldAnchorsResult {
  if (value === undefined) {
    return {anchors: [], errors: []};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {anchors: [], errors: ['old_anchors must be a mapping of old anchor to the id of a heading on this page']};
  }
  const anchors: OldAnchor[] = [];
  const errors: string[] = [];
  for (const [from, to] of Object.entries(value as Record<string, unknown>)) {
    if (!ID.test(from)) {
      errors.push(`old_anchors: ${JSON.stringify(from)} is not an anchor (letters, digits, "-", "_" and "." only)`);
    } else if (typeof to !== 'string' || !ID.test(to.replace(/^#/, ''))) {
      errors.push(`old_anchors.${from} must be the id of a heading on this page, got ${JSON.stringify(to)}`);
    } else if (from === to.replace(/^#/, '')) {
      errors.push(`old_anchors.${from} points to itself; a heading with that id needs no old anchor`);
    } else {
      anchors.push({from, to: to.replace(/^#/, '')});
    }
  }
  return {anchors, errors};
}
