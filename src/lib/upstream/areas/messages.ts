/**
 * Console messages: every entry of the catalogue (`src/data/messages.ts`) quoted from Geyser or Floodgate,
 * against the tree. A language-key entry is read in the project's English language file (a git submodule:
 * check the repository out with its submodules); its example must still match the key's text, and each
 * literal part of its text must still be in it. A code entry must still find each literal part of its text
 * in a string of the file it names. Wordings under `older` are history and are not compared.
 *
 * The other way round, every language key Geyser hands straight to its logger at warning or error level
 * must be explained by an entry, so a new warning in Geyser shows up in the report before readers ask.
 */
import {parse as parseProperties} from 'dot-properties';

import type {KnownMessage} from '../../../data/messages';
import {compileTemplate} from '../../logs/matcher';
import {parseTemplate} from '../../logs/template';
import {findingsFor, guarded, Unreadable, type FindingMaker} from '../findings';
import {callArguments} from '../java/tokens';
import {propertyLine, type SiteReader} from '../site';
import type {Finding, Place, Upstream} from '../types';
import type {Workspace} from '../workspace';

const AREA = 'Console messages';
const SITE = 'src/data/messages.ts';
export const LANGUAGE_FILE = 'core/src/main/resources/languages/texts/en_US.properties';
const NO_LANGUAGE_FILE = 'no English language file (is the languages submodule checked out?)';
const REPOSITORY: Record<Upstream, string> = {Geyser: 'GeyserMC/Geyser', Floodgate: 'GeyserMC/Floodgate'};
/** A placeholder in a language value: `{0}` (Geyser) or `<name>` (Floodgate). */
const VALUE_PLACEHOLDER = /\{\d+\}|<[a-z_]+>/g;

/** The files of the repository a message comes from: as text, and a Java file's string literals. */
export type QuotedFiles = Pick<Workspace, 'read' | 'javaStrings'>;

/** How an entry no longer agrees with its source. */
export interface Disagreement {
  readonly kind: 'removed' | 'changed';
  readonly place: Place;
  /** What the source says now, when there is one text to show. */
  readonly sourceValue?: string;
  readonly detail: string;
}

/** A language value as a template: `{0}` (Geyser) and `<name>` (Floodgate) become placeholders. */
function valueTemplate(value: string): string {
  return value
    .replace(/[{}]/g, (brace) => brace + brace)
    .replace(/\{\{(\d)\}\}/g, (_, digit: string) => `{p${digit}}`)
    .replace(/<([a-z_]+)>/g, (_, name: string) => `{${name.replace(/_([a-z])/g, (__, c: string) => c.toUpperCase())}}`);
}

const matches = (value: string, example: string): boolean =>
  [value, ...value.split('\n')].some((text) => compileTemplate(parseTemplate(valueTemplate(text))).test(example));

/** The literal parts of a template long enough to be worth looking for. */
function literalParts(text: string): string[] {
  return parseTemplate(text).flatMap((part) =>
    part.kind === 'literal' && part.text.trim().length >= 3 ? [part.text.trim()] : [],
  );
}

function keyLine(text: string, key: string): number | undefined {
  const index = text
    .split('\n')
    .findIndex((line) => new RegExp(`^\\s*${key.replace(/\./g, '\\.')}\\s*[=:]`).test(line));
  return index < 0 ? undefined : index + 1;
}

let parsed: {text: string; values: Record<string, string>} | undefined;
/** The language file's values; the last file read is kept, since every entry of a project reads the same one. */
function languageValues(text: string): Record<string, string> {
  if (parsed?.text !== text) {
    parsed = {text, values: parseProperties(text) as Record<string, string>};
  }
  return parsed.values;
}

function languageDisagreement(message: KnownMessage, key: string, files: QuotedFiles): Disagreement | undefined {
  const text = files.read(LANGUAGE_FILE);
  if (text === undefined) {
    throw new Unreadable({file: LANGUAGE_FILE}, NO_LANGUAGE_FILE);
  }
  const values = languageValues(text);
  const value = values[key];
  if (value === undefined) {
    return {kind: 'removed', place: {file: LANGUAGE_FILE}, detail: `the key ${key} is gone`};
  }
  const place = {file: LANGUAGE_FILE, line: keyLine(text, key)};
  const changed = (detail: string): Disagreement => ({kind: 'changed', place, sourceValue: value, detail});
  if (!matches(value, message.example)) {
    return changed(`the example no longer matches ${key}`);
  }
  const flat = value.replace(VALUE_PLACEHOLDER, '\u0000');
  const stray = literalParts(message.text).find((part) => !flat.includes(part));
  if (stray) {
    return changed(`"${stray}" is no longer in ${key}`);
  }
  // The other lines of a message may come from other keys of the same file.
  const all = Object.values(values);
  const strayLine = (message.continuation ?? [])
    .flatMap(literalParts)
    .find((part) => !all.some((v) => v.includes(part)));
  return strayLine ? changed(`the line "${strayLine}" is in no value of the language file`) : undefined;
}

function codeDisagreement(message: KnownMessage, file: string, files: QuotedFiles): Disagreement | undefined {
  const text = files.read(file);
  if (text === undefined) {
    return {kind: 'removed', place: {file}, detail: `${file} is gone`};
  }
  const haystacks = file.endsWith('.java') ? files.javaStrings(file)! : [text];
  const stray = [message.text, ...(message.continuation ?? [])]
    .flatMap(literalParts)
    .find((part) => !haystacks.some((haystack) => haystack.includes(part)));
  return stray ? {kind: 'removed', place: {file}, detail: `"${stray}" is in no string of ${file}`} : undefined;
}

/**
 * How an entry disagrees with the files of its source repository, or undefined when it agrees. Throws
 * `Unreadable` when a language-key entry's project has no English language file.
 */
export function messageDisagreement(message: KnownMessage, files: QuotedFiles): Disagreement | undefined {
  const {source} = message;
  return source.kind === 'language'
    ? languageDisagreement(message, source.key, files)
    : codeDisagreement(message, source.file, files);
}

const LOG_LEVELS = new Set(['error', 'warning', 'severe', 'warn']);
const LOCALE_CALL = 'getLocaleStringLog';

/** A language key that Geyser hands straight to its logger at warning or error level. */
export interface LoggedKey {
  readonly key: string;
  readonly level: string;
  readonly place: Place;
}

/**
 * Every `logger.error(GeyserLocale.getLocaleStringLog("key", ...))` and its warning and severe siblings in
 * Geyser's main sources, with each key its first argument can be (both of `cond ? "a" : "b"`). A key built at
 * run time, or passed through a variable first, is not seen.
 */
export function loggedKeys(ws: Workspace): LoggedKey[] {
  const found: LoggedKey[] = [];
  for (const path of ws.tree.list('', '.java')) {
    if (path.includes('/src/test/') || !ws.read(path)!.includes(LOCALE_CALL)) {
      continue;
    }
    const tokens = ws.javaTokens(path)!;
    tokens.forEach((token, index) => {
      const first = LOG_LEVELS.has(token.image) ? callArguments(tokens, index)?.[0] : undefined;
      const at = first?.findIndex((entry) => entry.image === LOCALE_CALL) ?? -1;
      // Only the locale call itself, named plainly or through its class: `GeyserLocale.getLocaleStringLog(`.
      if (at < 0 || first!.slice(0, at).some((entry) => !['Identifier', 'Dot'].includes(entry.tokenType.name))) {
        return;
      }
      for (const literal of callArguments(first!, at)?.[0] ?? []) {
        if (literal.tokenType.name === 'StringLiteral') {
          found.push({
            key: literal.image.slice(1, -1),
            level: token.image,
            place: {file: path, line: literal.startLine},
          });
        }
      }
    });
  }
  return found;
}

/** A line with its placeholders blanked, so a language value and a catalogue template compare as equal. */
const valueLine = (line: string): string => line.replace(VALUE_PLACEHOLDER, '\u0000').trim();
const templateLine = (template: string): string =>
  parseTemplate(template)
    .map((part) => (part.kind === 'literal' ? part.text : '\u0000'))
    .join('')
    .trim();

/**
 * Whether the catalogue explains a key: an entry quotes it, or prints its text (one of its lines, for a
 * value of several) as its own text or as one of its continuation lines.
 */
export function explainer(messages: readonly KnownMessage[]): (key: string, value: string) => boolean {
  const keys = new Set(messages.flatMap(({source}) => (source.kind === 'language' ? [source.key] : [])));
  const lines = new Set(
    messages.flatMap((message) => [message.text, ...(message.continuation ?? [])].map(templateLine)),
  );
  return (key, value) => keys.has(key) || value.split('\n').some((line) => lines.has(valueLine(line)));
}

/** A finding for each key the project logs at warning or error level that no entry explains. */
function unexplainedKeys(
  ws: Workspace,
  upstream: Upstream,
  messages: readonly KnownMessage[],
  make: FindingMaker,
): Finding[] {
  const values = languageValues(ws.read(LANGUAGE_FILE)!);
  const explains = explainer(messages);
  const seen = new Set<string>();
  return guarded(AREA, `warnings and errors ${upstream} logs`, {file: SITE}, upstream, () =>
    loggedKeys(ws).flatMap(({key, level, place}) => {
      const value = values[key];
      if (value === undefined || seen.has(key) || explains(key, value)) {
        return [];
      }
      seen.add(key);
      return [
        make.added(
          `console message key \`${key}\``,
          place,
          value,
          undefined,
          `${upstream} logs it at ${level} level and the catalogue does not explain it. Add an entry (or a continuation of the entry it is printed with) and explain it on the page readers would look at.`,
        ),
      ];
    }),
  );
}

/** Whether an entry quotes the given repository (its language file or one of its source files). */
function quotes(message: KnownMessage, upstream: Upstream): boolean {
  const {source} = message;
  return source.kind === 'language'
    ? source.project === upstream.toLowerCase()
    : source.repository === REPOSITORY[upstream];
}

/** The console-message findings for one project: entries that no longer agree, and logged keys none explains. */
export function checkMessages(
  ws: Workspace,
  upstream: Upstream,
  messages: readonly KnownMessage[],
  site: SiteReader,
): Finding[] {
  const make = findingsFor(AREA, upstream, SITE);
  const compare = (message: KnownMessage, subject: string, line: number | undefined): Finding[] => {
    const found = messageDisagreement(message, ws);
    if (found === undefined) {
      return [];
    }
    const next =
      found.kind === 'changed'
        ? 'Update text and example to the new wording and keep the old one under older, with the last commit that printed it: readers paste old logs for years.'
        : `Find where ${upstream} prints it now and point source there; if it prints it no more, the entry stays only while old logs still show it.`;
    const hint = `${found.detail}. ${next} Then re-read ${message.page}#${message.anchor}.`;
    return [
      found.kind === 'removed'
        ? make.removed(subject, found.place, line, hint)
        : make.changed(subject, found.place, found.sourceValue, message.text, line, hint),
    ];
  };
  const quoted = messages.filter((message) => quotes(message, upstream));
  const hasLanguageFile = ws.read(LANGUAGE_FILE) !== undefined;
  const readable = quoted.filter((message) => hasLanguageFile || message.source.kind !== 'language');
  // Without the language file its entries cannot be read: one finding for all of them, not one each.
  const unread =
    readable.length < quoted.length
      ? guarded(AREA, `messages from ${upstream}'s language file`, {file: SITE}, upstream, () => {
          throw new Unreadable({file: LANGUAGE_FILE}, NO_LANGUAGE_FILE);
        })
      : [];
  return [
    ...unread,
    ...(hasLanguageFile ? unexplainedKeys(ws, upstream, messages, make) : []),
    ...readable.flatMap((message) => {
      const subject = `console message \`${message.id}\``;
      const line = propertyLine(site, SITE, 'id', message.id);
      return guarded(AREA, subject, {file: SITE, line}, upstream, () => compare(message, subject, line));
    }),
  ];
}
