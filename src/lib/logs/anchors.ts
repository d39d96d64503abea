import type {CompiledMessage} from './catalogue';

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Finds the catalogue entries a line may match, by their anchors (each wording's longest literal): one
 * regular expression of plain literals, longest first, read from every position where one starts. A
 * pure alternation of literals cannot backtrack beyond the length of the literals. An anchor that is a
 * prefix of another one found at the same position is added from a table, so none is missed.
 */
export class AnchorIndex {
  private readonly pattern: RegExp;
  private readonly entries = new Map<string, CompiledMessage[]>();
  private readonly prefixes = new Map<string, string[]>();

  constructor(catalogue: readonly CompiledMessage[]) {
    for (const entry of catalogue) {
      for (const wording of entry.wordings) {
        const list = this.entries.get(wording.anchor) ?? [];
        if (!list.includes(entry)) {
          list.push(entry);
        }
        this.entries.set(wording.anchor, list);
      }
    }
    const anchors = [...this.entries.keys()].sort((a, b) => b.length - a.length);
    for (const anchor of anchors) {
      this.prefixes.set(
        anchor,
        anchors.filter((other) => other !== anchor && anchor.startsWith(other)),
      );
    }
    this.pattern = new RegExp(anchors.map(escapeForRegExp).join('|'), 'g');
  }

  /** The entries whose anchor occurs in `text`. */
  candidates(text: string): Set<CompiledMessage> {
    const found = new Set<CompiledMessage>();
    this.pattern.lastIndex = 0;
    for (let match = this.pattern.exec(text); match; match = this.pattern.exec(text)) {
      for (const anchor of [match[0], ...(this.prefixes.get(match[0]) ?? [])]) {
        for (const entry of this.entries.get(anchor) ?? []) {
          found.add(entry);
        }
      }
      this.pattern.lastIndex = match.index + 1;
    }
    return found;
  }
}
