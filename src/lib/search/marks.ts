/** A run of text from a highlighted search result, and whether it matched the query. */
export interface TextSegment {
  text: string;
  highlighted: boolean;
}

const NAMED_ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * Splits a highlighted value (HTML-escaped text with the highlight tags around matches, as Algolia
 * and the local client return it) into plain text runs, so it can be rendered as React text
 * instead of as HTML. Any other markup in the value is shown as text, never interpreted.
 */
export function parseHighlighted(value: string, preTag = '<mark>', postTag = '</mark>'): TextSegment[] {
  const segments: TextSegment[] = [];
  let rest = value;
  while (rest.length > 0) {
    const start = rest.indexOf(preTag);
    if (start === -1) {
      push(segments, rest, false);
      break;
    }
    push(segments, rest.slice(0, start), false);
    const afterPre = rest.slice(start + preTag.length);
    const end = afterPre.indexOf(postTag);
    if (end === -1) {
      push(segments, afterPre, true);
      break;
    }
    push(segments, afterPre.slice(0, end), true);
    rest = afterPre.slice(end + postTag.length);
  }
  return segments;
}

function push(segments: TextSegment[], raw: string, highlighted: boolean): void {
  if (!raw) {
    return;
  }
  const text = decodeEntities(raw);
  const last = segments.at(-1);
  if (last && last.highlighted === highlighted) {
    last.text += text;
  } else {
    segments.push({text, highlighted});
  }
}
