/**
 * The tiny inline markup used in data files (`code` and [label](href)), parsed into tokens so
 * components can render it as React elements. Data text is never injected as HTML.
 */

export type InlineToken =
  {type: 'text'; text: string} | {type: 'code'; text: string} | {type: 'link'; text: string; href: string};

const PATTERN = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInlineMarkup(source: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of source.matchAll(PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) {
      tokens.push({type: 'text', text: source.slice(last, index)});
    }
    if (match[1] !== undefined) {
      tokens.push({type: 'code', text: match[1]});
    } else {
      tokens.push({type: 'link', text: match[2], href: match[3]});
    }
    last = index + match[0].length;
  }
  if (last < source.length) {
    tokens.push({type: 'text', text: source.slice(last)});
  }
  return tokens;
}

/** The text a reader sees, without markup; used for searching. */
export function plainText(source: string): string {
  return parseInlineMarkup(source)
    .map((token) => token.text)
    .join('');
}
