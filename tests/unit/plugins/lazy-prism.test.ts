import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import {
  Highlight as LibraryHighlight,
  Prism as LibraryPrism,
  themes,
  type HighlightProps,
  type PrismTheme,
} from 'prism-react-renderer';
import {createElement, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';

const root = path.resolve(__dirname, '../../..');
const require = createRequire(__filename);

/** `themeConfig.prism.additionalLanguages`, read from the site's configuration. */
const additionalLanguages: string[] = JSON.parse(
  `[${/additionalLanguages:\s*\[([^\]]*)\]/.exec(fs.readFileSync(path.join(root, 'docusaurus.config.ts'), 'utf8'))![1].replace(/'/g, '"')}]`,
);

/**
 * What the theme's `prism-include-languages` does: put the given Prism on the global, load the configured
 * languages onto it, remove the global, and put the given Prism back there if a global `Prism` existed before.
 */
function includeLanguages(prism: typeof LibraryPrism): void {
  const scope = globalThis as {Prism?: unknown};
  const before = scope.Prism;
  scope.Prism = prism;
  for (const language of additionalLanguages) {
    const file = require.resolve(`prismjs/components/prism-${language}`);
    delete require.cache[file]; // each Prism gets its own copy of the grammar
    require(file);
  }
  delete scope.Prism;
  if (before !== undefined) {
    scope.Prism = prism;
  }
}

vi.mock('@theme/prism-include-languages', () => ({default: includeLanguages}));

const {Highlight} = await import('../../../src/plugins/startup/lazy-prism/Highlight');
const {default: SitePrism} = await import('../../../src/theme/prism/prism');
/** The global `Prism` once the site's Prism is set up (Prism's core puts itself there when it loads). */
const globalAfterSetUp = (globalThis as {Prism?: unknown}).Prism;
includeLanguages(LibraryPrism);

interface Block {
  file: string;
  language: string;
  code: string;
}

/** Every fenced code block of the wiki and the blog, with its language. */
function codeBlocks(): Block[] {
  const blocks: Block[] = [];
  for (const dir of ['wiki', 'blog']) {
    for (const entry of fs.readdirSync(path.join(root, dir), {recursive: true, withFileTypes: true})) {
      if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/^([ \t]*)```([\w+-]+)[^\n]*\n([\s\S]*?)^\1```/gm)) {
        const indent = match[1];
        const code = match[3]
          .split('\n')
          .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
          .join('\n')
          .replace(/\n$/, '');
        blocks.push({file: path.relative(root, file), language: match[2].toLowerCase(), code});
      }
    }
  }
  return blocks;
}

/** Languages that site components pass to `<CodeBlock language="…">`. */
function componentLanguages(): string[] {
  const found = new Set<string>();
  for (const entry of fs.readdirSync(path.join(root, 'src'), {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !/\.(tsx|mdx)$/.test(entry.name)) continue;
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    if (!text.includes('CodeBlock')) continue;
    for (const match of text.matchAll(/language="([\w+-]+)"/g)) found.add(match[1].toLowerCase());
  }
  return [...found];
}

/** Renders code the way the theme's CodeBlock/Content uses the render function. */
function render(component: (props: HighlightProps) => ReactElement, code: string, language: string, theme: PrismTheme) {
  return renderToStaticMarkup(
    createElement(component, {
      code,
      language,
      theme,
      children: ({className, style, tokens, getLineProps, getTokenProps}) =>
        createElement(
          'pre',
          {className, style},
          tokens.map((line, i) =>
            createElement(
              'div',
              {key: i, ...getLineProps({line, className: i === 0 ? 'first' : undefined})},
              line.map((token, k) => createElement('span', {key: k, ...getTokenProps({token})})),
            ),
          ),
        ),
    }),
  );
}

const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext']);

describe("the site's syntax highlighter (src/plugins/startup/lazy-prism/)", () => {
  const blocks = codeBlocks();

  it('finds the code blocks it checks (control)', () => {
    expect(blocks.length).toBeGreaterThan(300);
    expect(new Set(blocks.map(({language}) => language)).size).toBeGreaterThan(8);
  });

  it('knows every language that a page or a component writes', () => {
    const used = new Set([...blocks.map(({language}) => language), ...componentLanguages()]);
    const unknown = [...used].filter((language) => !PLAIN.has(language) && !SitePrism.languages[language]);
    expect(unknown, 'add the grammar to src/theme/prism/prism.ts or to additionalLanguages').toEqual([]);
  });

  it('renders every code block of the site exactly as prism-react-renderer does, in both colour modes', () => {
    const different: string[] = [];
    for (const {file, language, code} of blocks) {
      for (const theme of [themes.dracula, themes.github]) {
        if (render(Highlight, code, language, theme) !== render(LibraryHighlight, code, language, theme)) {
          different.push(`${file} (${language})`);
        }
      }
    }
    expect(different).toEqual([]);
  });

  it('leaves the page alone: no automatic highlighting and no global Prism', () => {
    expect(SitePrism.manual).toBe(true);
    expect(globalAfterSetUp).toBeUndefined();
  });
});
