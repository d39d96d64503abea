/**
 * The small markup used in the schema's descriptions: `code`, [label](href) and bare https URLs.
 * It is parsed into tokens that components render as React elements, and flattened to plain text
 * for YAML comments. Nothing here is ever injected as HTML.
 */

export type MarkupToken =
  | {type: 'text'; text: string}
  | {type: 'code'; text: string}
  | {type: 'link'; text: string; href: string; external: boolean};

const SITE_ORIGIN = 'https://geysermc.org';

const PATTERN = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|(https:\/\/[^\s)]+[^\s).,;:!?'"])/g;

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
    } else if (match[2] !== undefined && match[3] !== undefined) {
      const safe = safeHref(match[3]);
      if (safe) {
        tokens.push({type: 'link', text: match[2], ...safe});
      } else {
        pushText(match[2]);
      }
    } else if (match[4] !== undefined) {
      const safe = safeHref(match[4]);
      if (safe) {
        tokens.push({type: 'link', text: match[4], ...safe});
      } else {
        pushText(match[4]);
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
