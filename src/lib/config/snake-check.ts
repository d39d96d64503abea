/**
 * The reader pass: what SnakeYAML, the reader inside Geyser, refuses or reads differently in a file
 * the `yaml` package parsed without errors. Each finding names its offset, so the editor never calls
 * such a file fine. Checked against SnakeYAML itself by `tests/unit/config/snakeyaml-differential.test.ts`.
 */
import {isAlias, isCollection, isMap, isPair, isScalar, isSeq, visit, type Node, type Scalar} from 'yaml';

import {directiveFindings} from './directives';
import {literal} from './markup';
import {isKnownTag, YAML_TAG_PREFIX} from './snake-scalar';
import {scalarValue} from './snake-value';
import {isMergeKey, SNAKE_LINE_BREAKS, writtenTag, type YamlSource} from './yaml-source';

/** SnakeYAML's default `LoaderOptions.maxAliasesForCollections`. */
export const MAX_COLLECTION_ALIASES = 50;

export interface SnakeFinding {
  offset: number;
  /** `error`: SnakeYAML refuses the file. `warning`: it reads something other than what the editor shows. */
  severity: 'error' | 'warning' | 'info';
  message: string;
}

const READER = "Geyser's YAML reader (SnakeYAML)";

const LINE_BREAK_NAMES: Record<string, string> = {
  '\u0085': 'U+0085 (next line, NEL)',
  '\u2028': 'U+2028 (line separator)',
  '\u2029': 'U+2029 (paragraph separator)',
};

/** Spans of scalar text; a plain scalar also owns the spaces and tabs after it (where a tab is still content). */
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

/** Whether each of the sorted offsets lies inside one of the sorted spans. */
function insideSpans(offsets: readonly number[], spans: readonly [number, number][]): boolean[] {
  let spanIndex = 0;
  return offsets.map((offset) => {
    while (spanIndex < spans.length && spans[spanIndex][1] <= offset) {
      spanIndex += 1;
    }
    return spanIndex < spans.length && spans[spanIndex][0] <= offset;
  });
}

function findTabs(source: YamlSource, spans: () => [number, number][], findings: SnakeFinding[]): void {
  const {text} = source;
  if (!text.includes('\t')) {
    return;
  }
  const scalars = spans();
  let spanIndex = 0;
  let inComment = false;
  for (let offset = 0; offset < text.length; offset += 1) {
    const char = text[offset];
    while (spanIndex < scalars.length && scalars[spanIndex][1] <= offset) {
      spanIndex += 1;
    }
    const inScalar = spanIndex < scalars.length && scalars[spanIndex][0] <= offset;
    if (/[\r\n\u0085\u2028\u2029]/.test(char)) {
      inComment = false;
    } else if (!inScalar && char === '#' && (offset === 0 || /\s/.test(text[offset - 1]))) {
      inComment = true;
    } else if (char === '\t' && !inScalar && !inComment) {
      findings.push({
        offset,
        severity: 'error',
        message: `a tab where ${READER} expects a value, a key or indentation. Geyser refuses to load this file; replace the tab with a space.`,
      });
      return;
    }
  }
}

/**
 * NEL, U+2028 and U+2029 end a line for SnakeYAML, and the parse reads them so (`yaml-source.ts`).
 * Most text editors show none of them as a line break, so each is explained: inside a value, where
 * it breaks the value (U+2028 and U+2029 stay in it), and between settings, where the source view
 * shows two lines as one.
 */
function findLineBreaks(source: YamlSource, spans: () => [number, number][], findings: SnakeFinding[]): void {
  const offsets = [...source.text.matchAll(SNAKE_LINE_BREAKS)].map((match) => match.index);
  if (offsets.length === 0) {
    return;
  }
  const inside = insideSpans(offsets, spans());
  const inValue = offsets.find((_, index) => inside[index]);
  const between = offsets.find((_, index) => !inside[index]);
  if (inValue !== undefined) {
    findings.push({
      offset: inValue,
      severity: 'warning',
      message: `the character ${LINE_BREAK_NAMES[source.text[inValue]]} inside a value. ${READER} reads it as a line break (U+2028 and U+2029 also stay in the value), which most text editors do not show. Remove it, or write it as \`\\N\`, \`\\L\` or \`\\P\` inside double quotes.`,
    });
  }
  if (between !== undefined) {
    findings.push({
      offset: between,
      severity: 'info',
      message: `the character ${LINE_BREAK_NAMES[source.text[between]]}, which ${READER} reads as a line break, as this editor does; the source view and many text editors show the lines around it as one. Replace it with an ordinary line break.`,
    });
  }
}

/** `(which the `%TAG` line makes `tag:…`)` when a handle does not mean what it usually means. */
function tagNote(written: string, tag: string): string {
  const usual = written.startsWith('!!') ? YAML_TAG_PREFIX + written.slice(2) : written;
  return written !== tag && usual !== tag && !written.startsWith('!<')
    ? ` (which the \`%TAG\` line makes ${literal(tag)})`
    : '';
}

function tagFinding(source: YamlSource, node: Node): SnakeFinding | null {
  const tag = node.tag;
  if (!tag || !node.range || isKnownTag(tag)) {
    return null;
  }
  const written = writtenTag(source, node) ?? tag;
  return {
    offset: node.range[0],
    severity: 'error',
    message: `the tag ${literal(written)}${tagNote(written, tag)}. ${READER} has no meaning for it and refuses to load the file; remove the tag.`,
  };
}

/** A scalar SnakeYAML cannot construct: `!!int abc`, `!!binary` that is not Base64, an unquoted `<<` value. */
function scalarFinding(source: YamlSource, node: Scalar, isKey: boolean): SnakeFinding | null {
  if (!node.range || (isKey && isMergeKey(node)) || (node.type !== 'PLAIN' && !node.tag) || hasUnsafeTag(node)) {
    return null;
  }
  const value = scalarValue(source, node);
  if (value.type !== 'refused') {
    return null;
  }
  const tag = node.tag && node.tag !== '!' ? writtenTag(source, node) : null;
  const advice = tag
    ? 'remove the tag or correct the value.'
    : node.source === '<<'
      ? "put it in quotes: `'<<'`."
      : 'put the value in quotes.';
  return {
    offset: node.range[0],
    severity: 'error',
    message: `${tag ? `the value tagged ${literal(tag)}${tagNote(tag, node.tag ?? '')}: ` : ''}${value.reason}. ${READER} refuses to load the file; ${advice}`,
  };
}

function collectionFinding(source: YamlSource, node: Node): SnakeFinding | null {
  const tag = node.tag;
  const name = tag?.startsWith(YAML_TAG_PREFIX) ? tag.slice(YAML_TAG_PREFIX.length) : null;
  const fits = isMap(node) ? ['map', 'set'] : ['seq', 'omap', 'pairs'];
  if (!tag || !node.range || !isKnownTag(tag) || (name !== null && fits.includes(name))) {
    return null;
  }
  const written = writtenTag(source, node) ?? tag;
  return {
    offset: node.range[0],
    severity: 'error',
    message: `the tag ${literal(written)} on ${isMap(node) ? 'a section' : 'a list'}, which it cannot describe. ${READER} refuses to load the file; remove the tag.`,
  };
}

function mergeFinding(source: YamlSource, key: Node, value: Node | null): SnakeFinding | null {
  const resolved = isAlias(value) ? value.resolve(source.doc) : value;
  const ok =
    isMap(resolved) ||
    (isSeq(resolved) && resolved.items.every((item) => isMap(isAlias(item) ? item.resolve(source.doc) : item)));
  return ok
    ? null
    : {
        offset: key.range?.[0] ?? 0,
        severity: 'error',
        message: `the merge key \`<<\` with something other than a section (or a list of sections) after it. ${READER} refuses to load this file.`,
      };
}

function findNodeProblems(source: YamlSource, findings: SnakeFinding[]): void {
  let collectionAliases = 0;
  const seen = new Set<string>();
  const push = (finding: SnakeFinding | null, kind: string) => {
    // The first finding of each kind: a file with a thousand bad tags needs one line to start from.
    if (finding && !seen.has(kind)) {
      seen.add(kind);
      findings.push(finding);
    }
  };
  visit(source.doc, {
    // One visitor for every node: yaml's visit() calls a type-specific visitor instead of `Node`, not as well.
    Node(key, node) {
      push(tagFinding(source, node), 'tag');
      if (isScalar(node)) {
        push(scalarFinding(source, node, key === 'key'), 'scalar');
      } else if (isCollection(node)) {
        push(collectionFinding(source, node), 'collection');
      } else if (isAlias(node) && isCollection(node.resolve(source.doc))) {
        collectionAliases += 1;
        if (collectionAliases > MAX_COLLECTION_ALIASES && node.range) {
          push(
            {
              offset: node.range[0],
              severity: 'error',
              message: `more than ${MAX_COLLECTION_ALIASES} aliases to sections or lists. ${READER} stops at ${MAX_COLLECTION_ALIASES} to guard against "billion laughs" files and refuses to load this one.`,
            },
            'aliases',
          );
        }
      }
    },
    Pair(_key, pair) {
      if (isPair(pair) && isMergeKey(pair.key)) {
        push(mergeFinding(source, pair.key as Node, (pair.value ?? null) as Node | null), 'merge');
      }
    },
  });
}

/** True for a node with an explicit tag SnakeYAML refuses (reported by `snakeFindings`). */
export function hasUnsafeTag(node: unknown): boolean {
  const tag = (node as {tag?: unknown} | null)?.tag;
  return typeof tag === 'string' && !isKnownTag(tag);
}

/** What SnakeYAML refuses or reads differently in a file the `yaml` package parsed without errors. */
export function snakeFindings(source: YamlSource): SnakeFinding[] {
  const findings: SnakeFinding[] = [...directiveFindings(source.text)];
  let spans: [number, number][] | null = null;
  const lazySpans = () => (spans ??= scalarSpans(source));
  findTabs(source, lazySpans, findings);
  findLineBreaks(source, lazySpans, findings);
  findNodeProblems(source, findings);
  return findings.sort((a, b) => a.offset - b.offset);
}
