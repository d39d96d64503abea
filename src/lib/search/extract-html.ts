import {Parser} from 'htmlparser2';

import {RecordBuilder} from './records';
import type {DocSearchRecord, PageInfo} from './types';

/**
 * Turns one built page into DocSearch records, following Algolia's crawler template for Docusaurus:
 * the page title (`article h1`) is lvl1, `h2`–`h6` inside the Markdown body open sections, and
 * paragraphs, list items, table rows, definitions and code blocks become content records under the
 * nearest heading. Navigation, tab labels, admonition labels, buttons and the "#" heading links are
 * chrome, not content.
 */
export function extractRecordsFromHtml(html: string, page: PageInfo & {title?: string}): DocSearchRecord[] {
  return walk(html, page, 'article').records();
}

/**
 * A page that is not Markdown (the home page, a utility): its `<main>` is read as a doc page's
 * article is, and its meta description becomes the page description.
 */
export function extractLandingPage(
  html: string,
  page: PageInfo & {title?: string},
): {info: PageInfo; records: DocSearchRecord[]} {
  const state = walk(html, page, 'main');
  // The configured title names the page in results; a landing page's h1 is a slogan.
  const records = state
    .records()
    .map((record) => ({...record, hierarchy: {...record.hierarchy, lvl1: page.title ?? record.hierarchy.lvl1}}));
  return {info: {...page, description: page.description || state.description || undefined}, records};
}

function walk(html: string, page: PageInfo & {title?: string}, root: 'article' | 'main'): HtmlWalker {
  const state = new HtmlWalker(page, root);
  const parser = new Parser(
    {
      onopentag: (name, attribs) => state.open(name, attribs),
      ontext: (text) => state.text(text),
      onclosetag: (name) => state.close(name),
    },
    {decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true},
  );
  parser.write(html);
  parser.end();
  return state;
}

/** Elements whose text is one content record. */
const BLOCKS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'pre', 'summary', 'figcaption', 'blockquote']);
/** Elements whose subtree is never content. */
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'nav',
  'select',
  'textarea',
  'iframe',
  'dialog',
]);
const HEADING = /^h([1-6])$/;
/** Elements that separate words even when the minified HTML has no space around them. */
const SEPARATORS = new Set(['br', 'div', 'hr', 'img']);
const CELLS = new Set(['td', 'th']);

interface Frame {
  name: string;
  skip?: boolean;
  entersArticle?: boolean;
  entersMarkdown?: boolean;
  block?: {text: string; code: boolean};
  heading?: {level: number; id: string | null; text: string};
}

function hasClass(attribs: Record<string, string>, name: string): boolean {
  return (attribs.class ?? '').split(/\s+/).includes(name);
}

/** Parts of a page that look like content to a parser but are chrome to a reader. */
function isChrome(name: string, attribs: Record<string, string>): boolean {
  if (SKIPPED.has(name)) {
    return true;
  }
  if (name === 'a' && hasClass(attribs, 'hash-link')) {
    return true; // the "#" link inside every heading
  }
  if (attribs.role === 'tablist' || attribs.role === 'tab') {
    return true; // tab labels ("Windows", "Linux") repeat on many pages
  }
  if (attribs['aria-hidden'] === 'true' || hasClass(attribs, 'sr-only')) {
    return true;
  }
  // Admonition labels ("tip", "warning"), code block titles, and doc/blog footers (tags, edit link).
  return /(^|\s)(admonitionHeading_|codeBlockTitle_|theme-doc-footer|theme-blog-footer|theme-doc-version-badge)/.test(
    attribs.class ?? '',
  );
}

class HtmlWalker {
  private readonly stack: Frame[] = [];
  private readonly builder: RecordBuilder;
  private skipDepth = 0;
  private articleDepth = 0;
  private markdownDepth = 0;
  private title: string | null = null;
  private language: string | undefined;
  private tag: string | undefined;
  /** The page's meta description. */
  description: string | undefined;

  constructor(
    private readonly page: PageInfo & {title?: string},
    /** The element that holds the content: `article` on doc pages, `main` on other pages. */
    private readonly root: 'article' | 'main',
  ) {
    this.builder = new RecordBuilder(page);
  }

  open(name: string, attribs: Record<string, string>): void {
    const frame: Frame = {name};
    this.stack.push(frame);

    if (name === 'meta') {
      this.readMeta(attribs);
      return;
    }
    if (this.skipDepth > 0 || isChrome(name, attribs)) {
      frame.skip = true;
      this.skipDepth += 1;
      return;
    }
    if (name === this.root) {
      frame.entersArticle = true;
      this.articleDepth += 1;
      if (this.root === 'main') {
        // Outside the docs there is no `.markdown` body: all of `<main>` is content.
        frame.entersMarkdown = true;
        this.markdownDepth += 1;
      }
      return;
    }
    if (this.articleDepth > 0) {
      this.openContent(name, attribs, frame);
    }
  }

  /** The theme writes the values Algolia's crawler reads; they win over our own guess. */
  private readMeta(attribs: Record<string, string>): void {
    if (attribs.name === 'docsearch:language' && attribs.content) {
      this.language = attribs.content;
    } else if (attribs.name === 'docsearch:docusaurus_tag' && attribs.content) {
      this.tag = attribs.content;
    } else if (attribs.name === 'description' && attribs.content) {
      this.description = attribs.content;
    }
  }

  /** An element inside the article: the markdown body, a heading, a separator or a block. */
  private openContent(name: string, attribs: Record<string, string>, frame: Frame): void {
    if (hasClass(attribs, 'markdown')) {
      frame.entersMarkdown = true;
      this.markdownDepth += 1;
    }

    const heading = HEADING.exec(name);
    if (heading) {
      const level = Number(heading[1]);
      const isTitle = level === 1 && this.title === null;
      if (isTitle || (level > 1 && this.markdownDepth > 0 && this.title !== null)) {
        this.flushOpenBlocks();
        frame.heading = {level, id: attribs.id ?? null, text: ''};
      }
      return;
    }

    if (SEPARATORS.has(name)) {
      this.appendText(' ');
    } else if (CELLS.has(name)) {
      this.appendText(' · ');
    }

    if (this.markdownDepth > 0 && this.title !== null && BLOCKS.has(name) && !this.insideHeading()) {
      // What an enclosing block has read so far becomes its own record, so records keep page order.
      this.flushOpenBlocks();
      frame.block = {text: '', code: name === 'pre'};
    }
  }

  text(text: string): void {
    if (this.skipDepth === 0) {
      this.appendText(text);
    }
  }

  close(name: string): void {
    // htmlparser2 reports implied closes too, so opens and closes always pair up.
    const frame = this.stack.pop();
    if (!frame) {
      return;
    }
    if (frame.name !== name) {
      this.stack.push(frame);
      return;
    }
    if (frame.skip) {
      this.skipDepth -= 1;
      return;
    }
    if (frame.heading) {
      if (frame.heading.level === 1) {
        this.title = frame.heading.text;
      } else {
        this.builder.heading(frame.heading.level, frame.heading.id, frame.heading.text);
      }
    }
    if (frame.block) {
      this.emit(frame.block);
    }
    if (frame.entersMarkdown) {
      this.markdownDepth -= 1;
    }
    if (frame.entersArticle) {
      this.articleDepth -= 1;
    }
  }

  records(): DocSearchRecord[] {
    return this.builder.records(this.title ?? this.page.title ?? '', {
      language: this.language,
      docusaurus_tag: this.tag,
    });
  }

  private insideHeading(): boolean {
    return this.stack.some((frame) => frame.heading);
  }

  private appendText(text: string): void {
    for (let i = this.stack.length - 1; i >= 0; i -= 1) {
      const target = this.stack[i].heading ?? this.stack[i].block;
      if (target) {
        target.text += text;
        return;
      }
    }
  }

  private flushOpenBlocks(): void {
    for (const frame of this.stack) {
      if (frame.block) {
        this.emit(frame.block);
        frame.block.text = '';
      }
    }
  }

  private emit(block: {text: string; code: boolean}): void {
    this.builder.block(block.text.replace(/^[\s·]+/, ''), {code: block.code});
  }
}
