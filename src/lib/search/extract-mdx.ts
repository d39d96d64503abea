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
  const walker = new MdxWalker(sourceId, builder, readImport, visiting);
  for (const line of stripFrontMatter(source).split(/\r?\n/)) {
    walker.line(line);
  }
  walker.end();
}

/** The state of one file's walk: the paragraph being gathered and what is being skipped. */
class MdxWalker {
  // Partials are compiled as separate documents, so their heading ids are counted separately.
  private readonly slugger = createSlugger();
  private readonly partials = new Map<string, string>();
  private paragraph: string[] = [];
  private fence: {marker: string; lines: string[]} | null = null;
  /** Open braces of a multi-line `import`/`export` statement still being skipped. */
  private esmDepth = 0;
  private inComment = false;

  constructor(
    private readonly sourceId: string,
    private readonly builder: RecordBuilder,
    private readonly readImport: ImportReader,
    private readonly visiting: Set<string>,
  ) {}

  line(line: string): void {
    if (!this.skipped(line) && !this.opened(line) && !this.heading(line) && !this.component(line)) {
      this.text(line);
    }
  }

  end(): void {
    this.flush();
    if (this.fence) {
      this.builder.block(this.fence.lines.join('\n'), {code: true});
    }
  }

  private flush(): void {
    if (this.paragraph.length > 0) {
      this.builder.block(inlineText(this.paragraph.join(' ')));
      this.paragraph = [];
    }
  }

  /** Lines inside a code fence, a multi-line comment or an import/export statement. */
  private skipped(line: string): boolean {
    if (this.fence) {
      if (line.trim().startsWith(this.fence.marker) && line.trim().replace(/[`~]/g, '') === '') {
        this.builder.block(this.fence.lines.join('\n'), {code: true});
        this.fence = null;
      } else {
        this.fence.lines.push(line);
      }
      return true;
    }
    if (this.inComment) {
      this.inComment = !line.includes('*/}');
      return true;
    }
    if (this.esmDepth > 0) {
      this.esmDepth += braceBalance(line);
      return true;
    }
    return false;
  }

  /** Lines that end a paragraph or start something to skip: fences, blank lines, comments, imports. */
  private opened(line: string): boolean {
    const fenceStart = FENCE.exec(line);
    if (fenceStart) {
      this.flush();
      this.fence = {marker: fenceStart[1], lines: []};
      return true;
    }
    if (line.trim() === '') {
      this.flush();
      return true;
    }
    if (/^\s*\{\/\*/.test(line) && !/\*\/\}/.test(line)) {
      this.flush();
      this.inComment = true;
      return true;
    }
    const partialImport = IMPORT.exec(line);
    if (partialImport) {
      this.partials.set(partialImport[1], partialImport[2]);
      return true;
    }
    if (ESM.test(line)) {
      this.flush();
      this.esmDepth = Math.max(0, braceBalance(line));
      return true;
    }
    return false;
  }

  private heading(line: string): boolean {
    const heading = HEADING.exec(line);
    if (!heading) {
      return false;
    }
    this.flush();
    const explicit = EXPLICIT_ID.exec(heading[2]);
    const text = inlineText(heading[2].replace(EXPLICIT_ID, ''));
    const id = explicit ? (explicit[1] ?? explicit[2]) : this.slugger(text);
    this.builder.heading(heading[1].length, id, text);
    return true;
  }

  /** A self-closing component: an imported partial is walked in place, anything else holds no text. */
  private component(line: string): boolean {
    const component = SELF_CLOSING_COMPONENT.exec(line);
    if (!component) {
      return false;
    }
    this.flush();
    const specifier = this.partials.get(component[1]);
    const partial = specifier ? this.readImport(specifier, this.sourceId) : null;
    if (partial && !this.visiting.has(partial.id)) {
      walkMdx(partial.text, partial.id, this.builder, this.readImport, new Set([...this.visiting, partial.id]));
    }
    return true;
  }

  /** Admonition markers, table rows, list items, JSX-only lines and paragraph text. */
  private text(line: string): void {
    if (ADMONITION.test(line)) {
      this.flush();
      return;
    }
    if (TABLE_ROW.test(line)) {
      this.flush();
      if (!TABLE_RULE.test(line)) {
        const cells = splitTableRow(line).map(inlineText).filter(Boolean);
        this.builder.block(cells.join(' · '));
      }
      return;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      this.flush();
      this.paragraph.push(item[1]);
      return;
    }
    // A line that is only JSX tags (`<Tabs>`, `</TabItem>`) separates blocks and holds no text.
    if (stripTags(line).trim() === '') {
      this.flush();
      return;
    }
    this.paragraph.push(line.trim().replace(/^>\s?/, ''));
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
