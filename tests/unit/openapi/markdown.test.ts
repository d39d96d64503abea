import {createElement as h, Fragment, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import ReactMarkdown from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import remarkGfm from 'remark-gfm';
import {describe, expect, it, vi} from 'vitest';

import {isObject, loadSpecs, type Json} from './support';

/**
 * src/theme/Markdown replaces the API theme's react-markdown component (see the comment there). These
 * tests render every description of both API documents with the replacement and with the library the
 * theme used (react-markdown with remark-gfm and rehype-raw, as the theme configured it), and require
 * the same text and the same elements, so no description loses a word, a link or a code span. Those three
 * libraries are development dependencies for this test only, at the versions the theme uses.
 */

/** The site's code block, reduced to what the tests look at. */
const CodeBlockStandIn = ({language, children}: {language?: string; children?: ReactNode}) =>
  h('pre', {'data-language': language ?? ''}, children);

vi.mock('@theme/CodeBlock', () => ({default: CodeBlockStandIn}));

const {default: Markdown} = await import('../../../src/theme/Markdown');

/**
 * Lines of the kind the theme writes under a schema about its limits and values (its `getQualifierMessage`,
 * which needs the Docusaurus runtime to load), and the enum table it builds from `x-enumDescriptions`.
 */
const THEME_LINES = [
  '**Possible values:** [`geyser`, `floodgate`]',
  '**Possible values:** `>= 1` and `<= 100`',
  '**Possible values:** `non-empty` and `<= 16 characters`',
  '**Possible values:** Value must match regular expression `^[0-9]{1,20}$`',
  '| Enum Value | Description |\n| --- | --- |\n| `java` | A Java account |\n| `bedrock` | A Bedrock player |',
];

/** What the theme passes to its Markdown component on these pages: every `description` string of both API documents. */
function descriptions(): {where: string; text: string}[] {
  const found: {where: string; text: string}[] = [];
  const walk = (node: Json, where: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, `${where}[${i}]`));
    } else if (isObject(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'description' && typeof value === 'string') {
          found.push({where: `${where}.${key}`, text: value});
        } else {
          walk(value, `${where}.${key}`);
        }
      }
    }
  };
  for (const {spec, document} of loadSpecs()) {
    walk(document, spec.id);
  }
  return found;
}

const render = (element: ReactNode) => renderToStaticMarkup(h(Fragment, null, element));
const md = (text: string | undefined) => render(h(Markdown, null, text));

const library = (text: string) =>
  render(
    h(
      ReactMarkdown,
      {
        remarkPlugins: [remarkGfm],
        rehypePlugins: [rehypeRaw],
        // As the theme set them: fenced code with a language through the code block, its <pre> as a <div>.
        components: {
          pre: ({node: _node, ...props}) => h('div', props),
          code: ({node: _node, className, children, ...props}) => {
            const language = /language-(\w+)/.exec(className ?? '')?.[1];
            return language ? h(CodeBlockStandIn, {language}, children) : h('code', {className, ...props}, children);
          },
        },
      },
      text,
    ),
  );

/** The text a reader sees: tags removed, entities decoded, white space collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The elements used, with their links, sorted: what the markup carries besides text. `<div>` is left out:
 * the theme wrapped a fenced code block in one, the replacement does not.
 */
function elements(html: string): string[] {
  return [...html.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/g)]
    .filter(([, tag]) => tag !== 'div')
    .map(([, tag, attributes]) => {
      const href = /\bhref="([^"]*)"/.exec(attributes)?.[1];
      return href === undefined ? tag : `${tag} ${href}`;
    })
    .sort();
}

describe('src/theme/Markdown (the API pages’ descriptions)', () => {
  const all = [...descriptions(), ...THEME_LINES.map((text, i) => ({where: `theme line ${i}`, text}))];

  it('finds the descriptions of both API documents', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it('renders every description with the same text and elements as the library the theme used', () => {
    for (const {where, text} of all) {
      const expected = library(text);
      const actual = md(text);
      expect(visibleText(actual), where).toBe(visibleText(expected));
      expect(elements(actual), where).toEqual(elements(expected));
    }
  });

  it('uses no admonitions, which the replacement does not support', () => {
    for (const {where, text} of all) {
      expect(text, where).not.toMatch(/^:::/m);
    }
  });

  it('makes a paragraph of a single sentence, and renders nothing for no text', () => {
    expect(md('Plain sentence.')).toBe('<p>Plain sentence.</p>');
    expect(md('  ')).toBe('');
    expect(md(undefined)).toBe('');
  });

  it('renders GFM tables, links, code spans and raw HTML as elements', () => {
    const html = md('| Value | Meaning |\n| --- | --- |\n| `a` | [first](/wiki/) |\n\nSee <strong>this</strong>.');
    expect(html).toContain('<table>');
    expect(html).toContain('<code>a</code>');
    expect(html).toContain('<a href="/wiki/">first</a>');
    expect(html).toContain('<strong>this</strong>');
  });

  it('shows fenced code with its language through the site’s code block', () => {
    const html = md('Run:\n\n```bash\ncurl https://example.org/\n```\n');
    expect(html).toContain('<pre data-language="bash">curl https://example.org/</pre>');
  });

  it('never renders a script or an event handler from raw HTML', () => {
    const html = md('<img src="x" onerror="alert(1)"> <script>alert(2)</script>');
    expect(html).not.toMatch(/onerror|<script/i);
  });
});
