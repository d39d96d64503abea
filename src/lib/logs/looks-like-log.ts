/**
 * Whether a search query looks like a line pasted from a server console, so the search and 404 pages
 * can point to the log checker. Only the shape of the text counts (a timestamp and level, a Java
 * exception, a stack frame, Geyser's own words); it never loads the catalogue.
 */
const SIGNS: readonly RegExp[] = [
  /\[\d\d:\d\d:\d\d(?:[.,]\d{1,3})?(?: [A-Z]{4,7})?\]/,
  /\b\d\d:\d\d:\d\d \[(?:INFO|WARN|WARNING|ERROR|SEVERE)\]/,
  /\/(?:INFO|WARN|ERROR|FATAL)\]/,
  /\b(?:[a-z][\w$]{0,40}\.){2,12}[A-Z][\w$]{0,60}(?:Exception|Error)\b/,
  /^\s*at (?:[\w$]{1,60}\.){2,}[\w$<>]{1,60}\(/,
  /^\s*Caused by: /,
  /\bException in thread "/,
];

export function looksLikeLogLine(query: string): boolean {
  const text = query.slice(0, 2_000);
  return text.trim().length >= 12 && SIGNS.some((sign) => sign.test(text));
}
