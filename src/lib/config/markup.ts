/**
 * The small markup used in the schema's descriptions: `code`, [label](href) and bare https URLs.
 * It is parsed into tokens that components render as React elements, and flattened to plain text
 * for YAML comments. Nothing here is ever injected as HTML.
 */

import {codePointMarker, visibleText} from '../text/visible';

export type MarkupToken =
  | {type: 'text'; text: string}
  | {type: 'code'; text: string}
  | {type: 'link'; text: string; href: string; external: boolean};

const SITE_ORIGIN = 'https://geysermc.org';

/**
 * User text (a key, a value, a file name) inside a message is wrapped in these private-use
 * characters by `literal()`, so the parser shows it as code exactly as written: backticks and
 * `[x](y)` in it stay text.
 */
const LITERAL_OPEN = '\uE000';
const LITERAL_CLOSE = '\uE001';

/** The markers themselves inside user text, which would end the literal early. */
const MARKERS = /[\uE000\uE001]/g;

/** Spaces other than U+0020, which look like one but are other characters to Geyser. */
const UNUSUAL_SPACES = /[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;

/**
 * Spaces and tabs at either end of user text, shown as `␣` and `[U+0009]`: in a key they make it a
 * different key (`"port "` is not `port`), in a value they are part of it, and in code they are invisible.
 */
function showEdgeSpaces(text: string): string {
  return text.replace(/^[ \t]+|[ \t]+$/g, (run) => run.replace(/ /g, '\u2423').replace(/\t/g, '[U+0009]'));
}

/**
 * User text, marked so `parseMarkup` shows it literally, with direction and control characters made
 * visible (by the same rule as the dump viewer: `src/lib/text/visible.ts`), and spaces that could
 * not be seen.
 */
export function literal(text: string): string {
  const shown = showEdgeSpaces(visibleText(text).replace(UNUSUAL_SPACES, codePointMarker));
  return `${LITERAL_OPEN}${shown.replace(MARKERS, codePointMarker)}${LITERAL_CLOSE}`;
}

const PATTERN = /\uE000([^\uE001]*)\uE001|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|(https:\/\/[^\s)]+[^\s).,;:!?'"])/g;

/**
 * Only site paths (`/wiki/...`) and https URLs become links; anything else (`javascript:`, `data:`,
 * protocol-relative `//host`) stays plain text.
 */
export function safeHref(href: string): {href: string; external: boolean} | null {
  if (/^\/(?!\/)[\w\-./?=&#%~+]*$/.test(href)) {
    return {href, external: false};
  }
  try {
    const url = new URL(href);
    if (url.protocol === 'https:' && url.username === '' && url.password === '') {
      return {href: url.href, external: url.origin !== SITE_ORIGIN};
    }
  } catch {
    // Not a URL: fall through.
  }
  return null;
}

export function parseMarkup(source: string): MarkupToken[] {
  const tokens: MarkupToken[] = [];
  let last = 0;
  const pushText = (text: string) => {
    if (!text) {
      return;
    }
    const previous = tokens[tokens.length - 1];
    if (previous?.type === 'text') {
      previous.text += text;
    } else {
      tokens.push({type: 'text', text});
    }
  };
  for (const match of source.matchAll(PATTERN)) {
    const index = match.index ?? 0;
    pushText(source.slice(last, index));
    if (match[1] !== undefined) {
      tokens.push({type: 'code', text: match[1]});
    } else if (match[2] !== undefined) {
      tokens.push({type: 'code', text: match[2]});
    } else if (match[3] !== undefined && match[4] !== undefined) {
      const safe = safeHref(match[4]);
      if (safe) {
        tokens.push({type: 'link', text: match[3], ...safe});
      } else {
        pushText(match[3]);
      }
    } else if (match[5] !== undefined) {
      const safe = safeHref(match[5]);
      if (safe) {
        tokens.push({type: 'link', text: match[5], ...safe});
      } else {
        pushText(match[5]);
      }
    }
    last = index + match[0].length;
  }
  pushText(source.slice(last));
  return tokens;
}

/** The text a reader sees, without markup: for search and for accessible names. */
export function markupToPlainText(source: string): string {
  return parseMarkup(source)
    .map((token) => token.text)
    .join('');
}

/**
 * Text for a YAML comment: code in double quotes (as Geyser's own comments do), links with their
 * absolute address, since a comment cannot be clicked.
 */
export function markupToComment(source: string): string {
  return parseMarkup(source)
    .map((token) => {
      if (token.type === 'code') {
        return `"${token.text}"`;
      }
      if (token.type === 'text') {
        return token.text;
      }
      const absolute = token.href.startsWith('/') ? SITE_ORIGIN + token.href : token.href;
      return token.text === token.href ? absolute : `${token.text} (${absolute})`;
    })
    .join('');
}
