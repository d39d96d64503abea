import {RecordBuilder} from './records';
import {createSlugger} from './slug';
import type {DocSearchRecord, PageInfo} from './types';

/**
 * Reads DocSearch records straight from an MDX source file. The dev server (`docusaurus start`)
 * renders pages only in the browser, so there is no HTML to read; this gives the same records as
 * the built HTML for the Markdown the wiki uses (headings with their ids, paragraphs, lists, tables,
 * code blocks, admonitions, tabs and imported `_partials`). JSX components other than partials
 * contribute only the text between their tags.
 */
export function extractRecordsFromMdx(
  source: string,
  page: PageInfo & {title: string; sourcePath?: string},
  readImport: ImportReader = () => null,
): DocSearchRecord[] {
  const builder = new RecordBuilder(page);
  const id = page.sourcePath ?? page.url;
  walkMdx(source, id, builder, readImport, new Set([id]));
  return builder.records(page.title);
}

/**
 * Returns an imported `.md`/`.mdx` partial (its text, and an id such as its path that later
 * imports are resolved against), or null when it cannot be read.
 */
export type ImportReader = (specifier: string, importerId: string) => {text: string; id: string} | null;

const FENCE = /^\s*(`{3,}|~{3,})/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/;
const TABLE_ROW = /^\s*\|(.*)\|\s*$/;
const TABLE_RULE = /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const ADMONITION = /^\s*:::/;
const IMPORT = /^import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx?)['"];?\s*$/;
const ESM = /^(import|export)\s/;
const SELF_CLOSING_COMPONENT = /^\s*<([A-Z]\w*)\b[^>]*\/>\s*$/;
const EXPLICIT_ID = /\s*(?:\\?\{#([\w-]+)\\?\}|\{\/\*\s*#([\w-]+)\s*\*\/\})\s*$/;

function walkMdx(
  source: string,
  sourceId: string,
  builder: RecordBuilder,
  readImport: ImportReader,
  visiting: Set<string>,
): void {
  // Partials are compiled as separate documents, so their heading ids are counted separately.
  const slugger = createSlugger();
  const partials = new Map<string, string>();
  const lines = stripFrontMatter(source).split(/\r?\n/);
  let paragraph: string[] = [];
  let fence: {marker: string; lines: string[]} | null = null;
  /** Open braces of a multi-line `import`/`export` statement still being skipped. */
  let esmDepth = 0;
  let inComment = false;

  const flush = (): void => {
    if (paragraph.length > 0) {
      builder.block(inlineText(paragraph.join(' ')));
      paragraph = [];
    }
  };

  for (const line of lines) {
    if (fence) {
      if (line.trim().startsWith(fence.marker) && line.trim().replace(/[`~]/g, '') === '') {
        builder.block(fence.lines.join('\n'), {code: true});
        fence = null;
      } else {
        fence.lines.push(line);
      }
      continue;
    }
    if (inComment) {
      inComment = !line.includes('*/}');
      continue;
    }
    if (esmDepth > 0) {
      esmDepth += braceBalance(line);
      continue;
    }

    const fenceStart = FENCE.exec(line);
    if (fenceStart) {
      flush();
      fence = {marker: fenceStart[1], lines: []};
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    if (/^\s*\{\/\*/.test(line) && !/\*\/\}/.test(line)) {
      flush();
      inComment = true;
      continue;
    }

    const partialImport = IMPORT.exec(line);
    if (partialImport) {
      partials.set(partialImport[1], partialImport[2]);
      continue;
    }
    if (ESM.test(line)) {
      flush();
      esmDepth = Math.max(0, braceBalance(line));
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      const level = heading[1].length;
      const explicit = EXPLICIT_ID.exec(heading[2]);
      const text = inlineText(heading[2].replace(EXPLICIT_ID, ''));
      const id = explicit ? (explicit[1] ?? explicit[2]) : slugger(text);
      builder.heading(level, id, text);
      continue;
    }

    const component = SELF_CLOSING_COMPONENT.exec(line);
    if (component) {
      flush();
      const specifier = partials.get(component[1]);
      const partial = specifier ? readImport(specifier, sourceId) : null;
      if (partial && !visiting.has(partial.id)) {
        walkMdx(partial.text, partial.id, builder, readImport, new Set([...visiting, partial.id]));
      }
      continue;
    }

    if (ADMONITION.test(line)) {
      flush();
      continue;
    }
    if (TABLE_ROW.test(line)) {
      flush();
      if (!TABLE_RULE.test(line)) {
        const cells = splitTableRow(line).map(inlineText).filter(Boolean);
        builder.block(cells.join(' · '));
      }
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      paragraph.push(item[1]);
      continue;
    }

    // A line that is only JSX tags (`<Tabs>`, `</TabItem>`) separates blocks and holds no text.
    if (stripTags(line).trim() === '') {
      flush();
      continue;
    }
    paragraph.push(line.trim().replace(/^>\s?/, ''));
  }
  flush();
  if (fence) {
    builder.block(fence.lines.join('\n'), {code: true});
  }
}

function braceBalance(line: string): number {
  return (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
}

function stripFrontMatter(source: string): string {
  return source.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}

function splitTableRow(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  // Pipes inside inline code or escaped pipes do not split cells.
  const cells: string[] = [];
  let current = '';
  let inCode = false;
  for (let i = 0; i < inner.length; i += 1) {
    const char = inner[i];
    if (char === '\\' && inner[i + 1] === '|') {
      current += '|';
      i += 1;
    } else if (char === '`') {
      inCode = !inCode;
      current += char;
    } else if (char === '|' && !inCode) {
      cells.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  cells.push(current);
  return cells;
}

function stripTags(text: string): string {
  return text.replace(/<\/?[A-Za-z][^<>]*>/g, ' ');
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'"};

/** Markdown inline syntax to the text a reader sees. Inline code is kept verbatim. */
export function inlineText(markdown: string): string {
  const code: string[] = [];
  let text = markdown.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, (_match, _ticks: string, content: string) => {
    code.push(content.trim());
    return `\u0000${code.length - 1}\u0000`;
  });
  text = text
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1');
  text = stripTags(text)
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])([*_])(?=\S)([\s\S]*?\S)\2(?![\w*])/g, '$1$3')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>|~"'])/g, '$1')
    .replace(/&(#39|[a-z]+);/g, (match, name: string) => ENTITIES[name] ?? match);
  return (
    text
      // NUL-delimited placeholders for inline code, put back here; NUL never occurs in MDX text.
      // eslint-disable-next-line no-control-regex
      .replace(/\u0000(\d+)\u0000/g, (_match, index: string) => code[Number(index)])
      .replace(/\s+/g, ' ')
      .trim()
  );
}
