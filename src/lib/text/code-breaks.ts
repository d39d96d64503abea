/**
 * Where a long identifier in inline code may break across lines: `geyser.command.connectiontest`,
 * `plugins/Geyser-Spigot/config.yml`, `GeyserDefineCommandsEvent`. Without these points a narrow table
 * column has two bad choices: break the name at any letter, or grow wider than the page.
 *
 * The points follow the usual rule for breaking URLs in print, so that a broken line reads as unfinished:
 * before `.` `/` `_` `-` `#` `?` `%` `~` `,` and `\` (the mark starts the next line), after `:` `=` and `&`,
 * and between a lower-case and an upper-case letter. A mark only makes a point with part of a name on both
 * sides (anything but another mark or a space; a placeholder such as `<id>` counts), so no mark is left alone
 * on a line: `--add-opens` keeps its `--`, and neither `/geyser` nor `locales/overrides/` breaks at its outer slash.
 */

const BREAK_BEFORE = new Set(['.', '/', '_', '-', '#', '?', '%', '~', ',', '\\']);
const BREAK_AFTER = new Set([':', '=', '&']);

const MARKS = new Set([...BREAK_BEFORE, ...BREAK_AFTER]);

/** A character a mark may break beside: not another mark, not white space, not the text's end. */
const isNamePart = (char: string): boolean => char !== '' && !MARKS.has(char) && !/\s/.test(char);

/** Whether the text may break before its character at `index`. */
function breaksAt(text: string, index: number): boolean {
  const [before, at, next] = [text[index - 1], text[index], text[index + 1] ?? ''];
  if (BREAK_BEFORE.has(at)) return isNamePart(before) && isNamePart(next);
  if (BREAK_AFTER.has(before)) return isNamePart(text[index - 2] ?? '') && isNamePart(at);
  return /\p{Ll}/u.test(before) && /\p{Lu}/u.test(at);
}

/** The text cut at its break points; joined again, the pieces are the text unchanged. */
export function codeSegments(text: string): string[] {
  const segments: string[] = [];
  let start = 0;
  for (let index = 1; index < text.length; index += 1) {
    if (breaksAt(text, index)) {
      segments.push(text.slice(start, index));
      start = index;
    }
  }
  segments.push(text.slice(start));
  return segments;
}
