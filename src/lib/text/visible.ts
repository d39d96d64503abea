/**
 * One home for making untrusted text safe to show inline, used by the dump viewer and the config
 * editor alike. Characters that change how the text around them reads (C0 and C1 controls, the
 * bidirectional embeddings, overrides, isolates and the Arabic letter mark, zero-width and invisible
 * marks, line and paragraph separators, the byte order mark) become visible markers, so a
 * right-to-left override in a plugin name or a config key cannot reverse the text after it, and a
 * NUL or an escape sequence does not vanish. Tabs and new lines are kept.
 */

const INVISIBLE_OR_CONTROL =
  // Finding control characters is the point of this pattern.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** `[U+202E]`: a code point written out, for characters that have no picture of their own. */
export function codePointMarker(char: string): string {
  return `[U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}]`;
}

/** The Unicode "control pictures" for C0 controls and DEL (`\u0007` shows as `␇`), else the code point. */
function marker(char: string): string {
  const code = char.charCodeAt(0);
  if (code < 0x20) {
    return String.fromCharCode(0x2400 + code);
  }
  if (code === 0x7f) {
    return '\u2421';
  }
  return codePointMarker(char);
}

/** The text with every control and invisible direction mark replaced by a visible marker. */
export function visibleText(value: string): string {
  return value.replace(INVISIBLE_OR_CONTROL, marker);
}

/** True when `visibleText` would change the text. */
export function hasHiddenCharacters(value: string): boolean {
  INVISIBLE_OR_CONTROL.lastIndex = 0;
  const found = INVISIBLE_OR_CONTROL.test(value);
  INVISIBLE_OR_CONTROL.lastIndex = 0;
  return found;
}
