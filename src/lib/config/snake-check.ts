/**
 * Inputs that the `yaml` package accepts but SnakeYAML, the reader inside Geyser, refuses or reads
 * differently. Each finding names the line, so the editor never calls such a file fine.
 * Checked against SnakeYAML itself by `tests/unit/config/snakeyaml-differential.test.ts`.
 */
import {isAlias, isCollection, isMap, isPair, isScalar, isSeq, visit, type Node} from 'yaml';

import type {YamlSource} from './yaml-text';

/** SnakeYAML's default `LoaderOptions.maxAliasesForCollections`. */
export const MAX_COLLECTION_ALIASES = 50;

/** Tags SnakeYAML's safe constructor knows; any other explicit tag stops Geyser loading the file. */
const SAFE_TAGS = new Set(
  ['str', 'int', 'float', 'bool', 'null', 'map', 'seq', 'set', 'omap', 'pairs', 'binary', 'timestamp'].map(
    (name) => `tag:yaml.org,2002:${name}`,
  ),
);

export interface SnakeFinding {
  offset: number;
  message: string;
}

const LINE_BREAK_NAMES: Record<string, string> = {
  '\u0085': 'U+0085 (next line, NEL)',
  '\u2028': 'U+2028 (line separator)',
  '\u2029': 'U+2029 (paragraph separator)',
};

/** Spans of scalar text where a tab is content; a plain scalar also owns the spaces and tabs after it. */
function scalarSpans(source: YamlSource): [number, number][] {
  const spans: [number, number][] = [];
  visit(source.doc, {
    Scalar(_key, node) {
      if (!node.range) {
        return;
      }
      let end = node.range[1];
      if (node.type === 'PLAIN') {
        while (end < source.text.length && (source.text[end] === ' ' || source.text[end] === '\t')) {
          end += 1;
        }
      }
      spans.push([node.range[0], end]);
    },
  });
  return spans.sort((a, b) => a[0] - b[0]);
}

function findTabs(source: YamlSource, findings: SnakeFinding[]): void {
  const {text} = source;
  if (!text.includes('\t')) {
    return;
  }
  const spans = scalarSpans(source);
  let spanIndex = 0;
  let inComment = false;
  for (let offset = 0; offset < text.length; offset += 1) {
    const char = text[offset];
    while (spanIndex < spans.length && spans[spanIndex][1] <= offset) {
      spanIndex += 1;
    }
    const inScalar = spanIndex < spans.length && spans[spanIndex][0] <= offset && offset < spans[spanIndex][1];
    if (char === '\n' || char === '\r') {
      inComment = false;
    } else if (!inScalar && char === '#' && (offset === 0 || /\s/.test(text[offset - 1]))) {
      inComment = true;
    } else if (char === '\t' && !inScalar && !inComment) {
      findings.push({
        offset,
        message:
          "a tab where Geyser's YAML reader (SnakeYAML) expects a value, a key or indentation. Geyser refuses to load this file; replace the tab with a space.",
      });
      return;
    }
  }
}

function findLineBreakCharacters(source: YamlSource, findings: SnakeFinding[]): void {
  const match = /[\u0085\u2028\u2029]/.exec(source.text);
  if (match) {
    findings.push({
      offset: match.index,
      message: `the character ${LINE_BREAK_NAMES[match[0]]}, which Geyser's YAML reader (SnakeYAML) treats as a line break, so Geyser reads something other than what you see, or refuses the file. Remove it, or write it as \`\\N\`, \`\\L\` or \`\\P\` inside double quotes.`,
    });
  }
}

function findTagsAliasesAndMerges(source: YamlSource, findings: SnakeFinding[]): void {
  let collectionAliases = 0;
  let aliasReported = false;
  visit(source.doc, {
    // One visitor for every node: yaml's visit() calls a type-specific visitor instead of `Node`, not as well.
    Node(key, node) {
      // `<<` as a plain value (not as a key) is the merge tag with nothing to merge into.
      if (
        key !== 'key' &&
        isScalar(node) &&
        node.type === 'PLAIN' &&
        node.range &&
        source.text.slice(node.range[0], node.range[1]).trimEnd() === '<<'
      ) {
        findings.push({
          offset: node.range[0],
          message:
            "an unquoted `<<`, which Geyser's YAML reader (SnakeYAML) reads as the merge key and refuses. Put it in quotes: `'<<'`.",
        });
      }
      const tag = (node as {tag?: string}).tag;
      if (tag && hasUnsafeTag(node) && node.range) {
        const written =
          source.text
            .slice(0, node.range[0])
            .match(/!\S*\s*$/)?.[0]
            ?.trim() ?? tag;
        findings.push({
          offset: node.range[0],
          message: `the tag \`${written}\`. Geyser's YAML reader (SnakeYAML) has no meaning for it and refuses to load the file; remove the tag.`,
        });
      }
      if (isAlias(node) && !aliasReported) {
        const target = node.resolve(source.doc);
        if (isCollection(target)) {
          collectionAliases += 1;
          if (collectionAliases > MAX_COLLECTION_ALIASES && node.range) {
            aliasReported = true;
            findings.push({
              offset: node.range[0],
              message: `more than ${MAX_COLLECTION_ALIASES} aliases to sections or lists. Geyser's YAML reader (SnakeYAML) stops at ${MAX_COLLECTION_ALIASES} to guard against "billion laughs" files and refuses to load this one.`,
            });
          }
        }
      }
    },
    Pair(_key, pair) {
      if (!isPair(pair) || !isMergeKey(pair.key)) {
        return;
      }
      const value = pair.value as Node | null;
      const resolved = isAlias(value) ? value.resolve(source.doc) : value;
      const ok =
        isMap(resolved) ||
        (isSeq(resolved) && resolved.items.every((item) => isMap(isAlias(item) ? item.resolve(source.doc) : item)));
      const at = (pair.key as Node).range?.[0] ?? 0;
      if (!ok) {
        findings.push({
          offset: at,
          message:
            "the merge key `<<` with something other than a section (or a list of sections) after it. Geyser's YAML reader (SnakeYAML) refuses to load this file.",
        });
      }
    },
  });
}

/** True for a node with an explicit tag SnakeYAML refuses (reported by `snakeFindings`). */
export function hasUnsafeTag(node: unknown): boolean {
  const tag = (node as {tag?: unknown} | null)?.tag;
  return typeof tag === 'string' && !SAFE_TAGS.has(tag);
}

/** A plain `<<` key: SnakeYAML's merge key (a quoted `'<<'` is ordinary text). */
export function isMergeKey(key: unknown): boolean {
  return isScalar(key) && key.type === 'PLAIN' && key.source === '<<';
}

/** What SnakeYAML would refuse in a file the `yaml` package parsed without errors; the first finding of each kind. */
export function snakeFindings(source: YamlSource): SnakeFinding[] {
  const findings: SnakeFinding[] = [];
  findTabs(source, findings);
  findLineBreakCharacters(source, findings);
  findTagsAliasesAndMerges(source, findings);
  return findings.sort((a, b) => a.offset - b.offset);
}
