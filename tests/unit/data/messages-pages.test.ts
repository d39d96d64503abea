/**
 * The pages and the catalogue cannot drift apart: every message that the console-messages page, the
 * Floodgate issues page and the symptom tables of common issues and "Unable to connect to world" quote
 * must be an entry of src/data/messages.ts. A quote counts as covered when an entry's template matches
 * it, or when the quote (its `<...>` and `...` read as placeholders) matches an entry's example.
 */
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

import {describe, expect, it} from 'vitest';

import {messages} from '../../../src/data/messages';
import {compileMessage, matchesMessage} from '../../../src/lib/logs/catalogue';
import {compileTemplate} from '../../../src/lib/logs/matcher';
import {parseTemplate} from '../../../src/lib/logs/template';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string): string => readFileSync(`${ROOT}${path}`, 'utf8');

/** Quoted lines that are not console messages: commands to type, screens of the game, config keys. */
const NOT_MESSAGES: readonly RegExp[] = [
  /^\/geyser /,
  /^geyser /,
  /^\/spark /,
  /^\/lp /,
  /^(?:dig|curl|netstat|tasklist|sudo|nslookup) /,
  /^Locating server\.\.\.$/,
  /^Invalid IP address!$/,
  /^[a-z-]+(?:\.[a-z-]+)+:? /,
  /^is not a valid username\/uuid$/,
  /^java\.security\.InvalidKeyException: Invalid AES key length/,
  /^The exception was: java\.net\.BindException/,
  /^Perhaps a server is already running on that port\?$/,
  /^Connection refused: /,
];

/** Lines of ```text blocks, and the first-column code spans of tables whose header says they list messages. */
function quotes(text: string, tablesOnly: boolean): string[] {
  const found: string[] = [];
  if (!tablesOnly) {
    for (const block of text.matchAll(/```text\n([\s\S]*?)```/g)) {
      found.push(...block[1].split('\n'));
    }
  }
  let inMessageTable = false;
  for (const line of text.split('\n')) {
    if (!line.startsWith('|')) {
      inMessageTable = false;
      continue;
    }
    const first = line.split('|')[1]?.trim() ?? '';
    if (/^(Line|Log line|Message|Message \(start\)|Reply)$/.test(first)) {
      inMessageTable = true;
      continue;
    }
    if (inMessageTable && !/^-+$/.test(first)) {
      for (const code of first.matchAll(/``?([^`]+?)``?(?= \/|$| \(|,)/g)) {
        found.push(code[1].trim());
      }
    }
  }
  return found.map((quote) => quote.trim()).filter((quote) => quote !== '');
}

const compiled = messages.map(compileMessage);

function covered(quote: string): boolean {
  const cleaned = quote.replace(/^[/|\\ ]+(?=\S)/, '').replace(/ \.\.\.$/, '');
  if (compiled.some((entry) => matchesMessage(entry, cleaned))) {
    return true;
  }
  const template = cleaned
    .replace(/[{}]/g, (brace) => brace + brace)
    .replace(/<[^<>]{1,40}>/g, '{x}')
    .replace(/\.\.\.|…/g, '{x}')
    .replace(/(\{x\})(?:\s*\{x\})+/g, '$1');
  let asTemplate;
  try {
    asTemplate = compileTemplate(parseTemplate(template));
  } catch {
    return false;
  }
  return messages.some((message) => asTemplate.test(message.example));
}

const PAGES: readonly [string, boolean][] = [
  ['wiki/geyser/console-messages.mdx', false],
  ['wiki/floodgate/issues.mdx', false],
  ['wiki/geyser/common-issues.mdx', true],
  ['wiki/geyser/fixing-unable-to-connect-to-world.mdx', true],
];

describe('messages quoted on the pages are in the catalogue', () => {
  it.each(PAGES)('%s', (page, tablesOnly) => {
    const missing = quotes(read(page), tablesOnly).filter(
      (quote) => !NOT_MESSAGES.some((pattern) => pattern.test(quote)) && !covered(quote),
    );
    expect(missing).toEqual([]);
  });

  it('finds quotes at all (the extraction still reads the pages)', () => {
    expect(quotes(read('wiki/geyser/console-messages.mdx'), false).length).toBeGreaterThan(80);
    expect(quotes(read('wiki/geyser/fixing-unable-to-connect-to-world.mdx'), true).length).toBeGreaterThan(10);
  });
});
