/**
 * Nesting limits for untrusted YAML. SnakeYAML, Geyser's reader, refuses a document whose maps and
 * lists nest more than 50 deep (`LoaderOptions.nestingDepthLimit`), so the editor says the same; and
 * before anything recursive (the `yaml` package's composer, the editor's own walks) sees a hostile
 * file nested thousands deep, a linear scan of the text stops it with a message.
 */
import {isCollection, isPair, type Document, type Node} from 'yaml';

/**
 * SnakeYAML's default nesting limit: maps and lists nested below the top-level one. (SnakeYAML 1.33
 * reads `a:` followed by 50 nested `[` and refuses 51.)
 */
export const MAX_NESTING = 50;
/** Text that looks nested deeper than this is not parsed at all. */
export const NESTING_GUARD = 200;

export function nestingMessage(): string {
  return `maps and lists nest more than ${MAX_NESTING} levels deep here. Geyser's YAML reader (SnakeYAML) refuses files nested that deeply; a Geyser config needs 3.`;
}

/**
 * An estimate of the nesting depth from the text alone (indentation, `- ` and open brackets, not
 * counting quoted text or comments), in one pass with no recursion. Returns the offset where the
 * estimate first passes `limit`, or -1.
 */
export function scanNesting(text: string, limit: number = NESTING_GUARD): number {
  const indents: number[] = [];
  let flow = 0;
  let offset = 0;
  while (offset < text.length) {
    let end = text.indexOf('\n', offset);
    if (end === -1) {
      end = text.length;
    }
    let column = 0;
    while (offset + column < end && text[offset + column] === ' ') {
      column += 1;
    }
    const first = text[offset + column];
    if (flow === 0 && first !== undefined && first !== '#' && first !== '\r' && offset + column < end) {
      while (indents.length > 0 && indents[indents.length - 1] >= column) {
        indents.pop();
      }
      indents.push(column);
    }
    let quote: string | null = null;
    let dashes = 0;
    let atStart = true;
    for (let index = offset + column; index < end; index += 1) {
      const char = text[index];
      if (quote) {
        if (char === quote) {
          quote = null;
        }
        continue;
      }
      if (atStart && char === '-' && (text[index + 1] === ' ' || index + 1 === end)) {
        dashes += 1;
        index += 1;
        continue;
      }
      atStart = false;
      if (char === '#' && (index === 0 || /\s/.test(text[index - 1]))) {
        break;
      }
      if ((char === '"' || char === "'") && (index === offset || /[\s:[{,]/.test(text[index - 1]))) {
        quote = char;
      } else if (char === '[' || char === '{') {
        flow += 1;
      } else if ((char === ']' || char === '}') && flow > 0) {
        flow -= 1;
      }
      if (indents.length + dashes + flow > limit) {
        return index;
      }
    }
    if (indents.length + dashes + flow > limit) {
      return offset + column;
    }
    offset = end + 1;
  }
  return -1;
}

/** The deepest collection of a parsed document below the top level (which is 0), counted without recursion; with its offset. */
export function documentDepth(doc: Document.Parsed): {depth: number; offset: number} {
  let deepest = {depth: 0, offset: 0};
  const stack: {node: unknown; depth: number}[] = [{node: doc.contents, depth: -1}];
  while (stack.length > 0) {
    const {node, depth} = stack.pop() as {node: unknown; depth: number};
    if (isPair(node)) {
      stack.push({node: node.key, depth}, {node: node.value, depth});
    } else if (isCollection(node)) {
      const own = depth + 1;
      if (own > deepest.depth) {
        deepest = {depth: own, offset: (node as Node).range?.[0] ?? 0};
      }
      if (own > MAX_NESTING) {
        return deepest;
      }
      for (const item of node.items) {
        stack.push({node: item, depth: own});
      }
    }
  }
  return deepest;
}
