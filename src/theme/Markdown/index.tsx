import React, {Children, isValidElement, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {compiler, type MarkdownToJSX} from 'markdown-to-jsx/react';

/**
 * Replaces docusaurus-theme-openapi-docs' `Markdown`, which renders the descriptions of parameters,
 * schema properties and responses on the REST API pages (on the server, and again in the browser
 * while the page hydrates).
 *
 * The stock component uses react-markdown with remark-gfm and rehype-raw: several times more
 * script (the unified pipeline, an HTML parser and its tables of HTML and SVG attributes) that every
 * API page downloaded and evaluated at start-up, one of the largest pieces of the pages' blocking
 * time. markdown-to-jsx parses the same CommonMark and GFM (tables, strikethrough, autolinks, raw HTML
 * as elements, never as `innerHTML`) in a fraction of that, with no dependencies.
 *
 * Like the stock component it parses every description as block content (a single sentence becomes a
 * paragraph), renders no wrapper of its own, and shows fenced code with a language through the site's
 * code block. The stock component's `:::note` admonitions are not supported: no description in
 * openapi/ uses them, and tests/unit/openapi/markdown.test.ts fails if one starts to.
 */

/** A fenced code block (`<pre><code class="lang-x">`) as the site's code block. */
function Pre({children}: {children?: ReactNode}): ReactNode {
  const [code] = Children.toArray(children);
  if (isValidElement<{className?: string; children?: ReactNode}>(code) && code.type === 'code') {
    const language = /(?:^|\s)lang(?:uage)?-([\w-]+)/.exec(code.props.className ?? '')?.[1];
    const text = Children.toArray(code.props.children)
      .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
      .join('');
    return <CodeBlock language={language}>{text.replace(/\n$/, '')}</CodeBlock>;
  }
  return <pre>{children}</pre>;
}

const MARKDOWN_OPTIONS: Partial<MarkdownToJSX.Options> = {
  forceBlock: true,
  wrapper: React.Fragment,
  overrides: {pre: {component: Pre}},
};

export default function Markdown({children}: {children?: ReactNode}): ReactNode {
  if (typeof children !== 'string' || children.trim() === '') {
    return null;
  }
  return compiler(children, MARKDOWN_OPTIONS);
}
