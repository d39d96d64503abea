import {Text, type Element} from 'domhandler';
import {DomUtils, parseDocument} from 'htmlparser2';
import TurndownService from 'turndown';
import {gfm} from '@joplin/turndown-plugin-gfm';

/**
 * Converts a built page back to Markdown: the article body only (no navbar, sidebar, TOC or footer),
 * with fenced code blocks in their language and GFM tables.
 */

/** Where the readable content sits in each page type, most specific first. */
const CONTENT_SELECTORS: ((element: ElementLike) => boolean)[] = [
  (element) => hasClass(element, 'theme-doc-markdown'),
  (element) => element.name === 'article',
  (element) => element.name === 'main',
];

interface ElementLike {
  name: string;
  attribs: Record<string, string>;
}

function hasClass(element: ElementLike, name: string): boolean {
  return (element.attribs.class ?? '').split(/\s+/).includes(name);
}

let service: TurndownService | undefined;

function turndown(): TurndownService {
  if (service) {
    return service;
  }
  service = new TurndownService({headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-'});
  service.use(gfm);
  // Heading anchors, copy buttons and the like are UI, not content.
  service.remove(['button', 'script', 'style', 'noscript', 'nav']);
  service.remove((node) => node.nodeName.toLowerCase() === 'svg');
  service.addRule('heading-anchor', {
    filter: (node) => node.nodeName === 'A' && (node.getAttribute('class') ?? '').includes('hash-link'),
    replacement: () => '',
  });
  // Prism renders each code line as its own span; join them so line breaks survive.
  service.addRule('prism-code', {
    filter: (node) => node.nodeName === 'PRE',
    replacement: (_content, node) => {
      const element = node as HTMLElement;
      const lines = Array.from(element.querySelectorAll('.token-line'));
      const text =
        lines.length > 0 ? lines.map((line) => line.textContent ?? '').join('\n') : (element.textContent ?? '');
      const language = /language-([\w-]+)/.exec(element.getAttribute('class') ?? '')?.[1] ?? '';
      const fence = text.includes('```') ? '````' : '```';
      return `\n\n${fence}${language}\n${text.replace(/\n+$/, '')}\n${fence}\n\n`;
    },
  });
  return service;
}

export function htmlToMarkdown(html: string): string {
  const document = parseDocument(html);
  let content: string | null = null;
  for (const matches of CONTENT_SELECTORS) {
    const found = DomUtils.findOne((element) => matches(element as unknown as ElementLike), document.children, true);
    if (found) {
      // The page title is written once by the caller; drop the article's own h1.
      const heading = DomUtils.findOne((element) => element.name === 'h1', [found], true);
      if (heading) {
        DomUtils.removeElement(heading);
      }
      flattenListsInTableCells(found as Element);
      content = DomUtils.getOuterHTML(found);
      break;
    }
  }
  return content === null
    ? ''
    : turndown()
        .turndown(content)
        .replace(/\n{3,}/g, '\n\n')
        .trim();
}

/**
 * Markdown table cells hold one line, so a converter keeps a table with a list in a cell as raw HTML.
 * Write such lists inline instead ("26.30, 26.31"), which keeps the table a Markdown table.
 */
function flattenListsInTableCells(root: Element): void {
  const cells = DomUtils.findAll((element) => element.name === 'td' || element.name === 'th', [root]);
  for (const cell of cells) {
    for (const list of DomUtils.findAll((element) => element.name === 'ul' || element.name === 'ol', [cell])) {
      list.name = 'span';
      list.children.filter(DomUtils.isTag).forEach((item, index) => {
        item.name = 'span';
        if (index > 0) {
          DomUtils.prependChild(item, new Text(', '));
        }
      });
    }
  }
}
