/**
 * The catalogue against the source: every entry taken from Geyser, Floodgate or the Discord bot must
 * still be what that source prints. Language-key entries are checked against the English language file
 * (the key's text, as a template, must match the entry's example, and the entry's literal text must
 * come from it); code entries against the file named, whose string literals must contain each literal
 * part of the entry. Entries from other projects (Paper, BungeeGuard, Java itself) are listed, not read.
 */
import {existsSync, readFileSync} from 'node:fs';

import {describe, expect, it} from 'vitest';

import {messages, type KnownMessage} from '../../../src/data/messages';
import {compileTemplate} from '../../../src/lib/logs/matcher';
import {parseTemplate} from '../../../src/lib/logs/template';
import {describeWithShared, sharedPath} from '../../support/shared';

const SNAPSHOTS: Record<string, string> = {
  'GeyserMC/Geyser': 'geyser',
  'GeyserMC/Floodgate': 'floodgate',
  'GeyserMC/GeyserDiscordBot': 'discord-bot',
};

/** Reads a Java `.properties` file: continuation lines, `\`-escapes. */
export function readProperties(text: string): Map<string, string> {
  const values = new Map<string, string>();
  const logical = text.replace(/\\\r?\n[ \t]*/g, '').split(/\r?\n/);
  for (const line of logical) {
    if (/^\s*(#|!|$)/.test(line)) {
      continue;
    }
    const separator = line.search(/(?<!\\)[=:]/);
    if (separator === -1) {
      continue;
    }
    const key = line.slice(0, separator).trim();
    const value = line
      .slice(separator + 1)
      .trimStart()
      .replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char === 't' ? '\t' : char));
    values.set(key, value);
  }
  return values;
}

/** A language value as a template: `{0}` (Geyser) and `<name>` (Floodgate) become placeholders. */
function valueTemplate(value: string): string {
  return value
    .replace(/[{}]/g, (brace) => brace + brace)
    .replace(/\{\{(\d)\}\}/g, (_, digit: string) => `{p${digit}}`)
    .replace(/<([a-z_]+)>/g, (_, name: string) => `{${name.replace(/_([a-z])/g, (__, c: string) => c.toUpperCase())}}`);
}

/** The string literals of a Java file, with literals joined by `+` merged into one. */
export function javaStrings(source: string): string[] {
  const strings: string[] = [];
  const literal = /"((?:[^"\\\n]|\\.)*)"/g;
  let previousEnd = -1;
  for (const match of source.matchAll(literal)) {
    const value = match[1].replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char));
    const between = previousEnd === -1 ? '' : source.slice(previousEnd, match.index);
    if (previousEnd !== -1 && /^\s*\+\s*$/.test(between)) {
      strings[strings.length - 1] += value;
    } else {
      strings.push(value);
    }
    previousEnd = (match.index ?? 0) + match[0].length;
  }
  return strings;
}

function literalParts(text: string): string[] {
  return parseTemplate(text)
    .filter((part) => part.kind === 'literal')
    .map((part) => (part.kind === 'literal' ? part.text.trim() : ''))
    .filter((part) => part.length >= 3);
}

const languageFiles = new Map<string, Map<string, string>>();
function language(project: 'geyser' | 'floodgate'): Map<string, string> {
  const cached = languageFiles.get(project);
  if (cached) {
    return cached;
  }
  const file = sharedPath(
    'upstream',
    project,
    'core',
    'src',
    'main',
    'resources',
    'languages',
    'texts',
    'en_US.properties',
  );
  const values = readProperties(readFileSync(file as string, 'utf8'));
  languageFiles.set(project, values);
  return values;
}

/** Why an entry no longer agrees with its source, or undefined when it does. */
function disagreement(message: KnownMessage): string | undefined {
  const {source} = message;
  if (source.kind === 'language') {
    const value = language(source.project).get(source.key);
    if (value === undefined) {
      return `${source.key} is not in ${source.project}'s en_US.properties`;
    }
    const template = compileTemplate(parseTemplate(valueTemplate(value)));
    const lines = value.split('\n').map((line) => compileTemplate(parseTemplate(valueTemplate(line))));
    if (!template.test(message.example) && !lines.some((line) => line.test(message.example))) {
      return `the example does not match ${source.key}: "${value}"`;
    }
    const flat = value.replace(/\{\d\}|<[a-z_]+>/g, '\u0000');
    const stray = literalParts(message.text).find((part) => !flat.includes(part));
    if (stray) {
      return `"${stray}" is not in ${source.key}: "${value}"`;
    }
    // Other lines of the message may come from other keys of the same file.
    const values = [...language(source.project).values()];
    const strayLine = (message.continuation ?? [])
      .flatMap(literalParts)
      .find((part) => !values.some((other) => other.includes(part)));
    return strayLine ? `"${strayLine}" is in no value of ${source.project}'s en_US.properties` : undefined;
  }
  const folder = SNAPSHOTS[source.repository];
  const path = sharedPath('upstream', folder, ...source.file.split('/')) as string;
  if (!existsSync(path)) {
    return `${source.file} is not in the ${folder} snapshot`;
  }
  const text = readFileSync(path, 'utf8');
  const haystacks = path.endsWith('.java') ? javaStrings(text) : [text];
  const stray = [message.text, ...(message.continuation ?? [])]
    .flatMap(literalParts)
    .find((part) => !haystacks.some((haystack) => haystack.includes(part)));
  return stray ? `"${stray}" is not in a string of ${source.file}` : undefined;
}

const checkable = messages.filter(
  (message) => message.source.kind === 'language' || message.source.repository in SNAPSHOTS,
);

describe('reading the source', () => {
  it('reads .properties values with continuations and escapes', () => {
    const values = readProperties("a=one \\\n  two\nb=It\\'s \\{0\\}\\!\n# c=3\n");
    expect(values.get('a')).toBe('one two');
    expect(values.get('b')).toBe("It's {0}!");
    expect(values.has('c')).toBe(false);
  });

  it('joins string literals concatenated with +', () => {
    expect(javaStrings('log("a " +\n  "b" + x + "c");')).toEqual(['a b', 'c']);
  });
});

describeWithShared('catalogue entries against the upstream source', () => {
  it.each(checkable.map((message) => [message.id, message] as const))('%s', (_, message) => {
    expect(disagreement(message)).toBeUndefined();
  });

  it('lists the entries it cannot check here', () => {
    const others = messages.filter((message) => !checkable.includes(message));
    // Quoted from projects without a snapshot in ../shared/upstream (server software, plugins, Java):
    // their text was checked by hand against the commit in `source`.
    expect(others.every((message) => message.source.kind === 'code' && message.source.commit !== '')).toBe(true);
    console.info(
      `[messages] ${others.length} entries quote other projects and are not read from ../shared: ${others.map((message) => message.id).join(', ')}`,
    );
  });
});
