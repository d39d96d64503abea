import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

import {describe, expect, it} from 'vitest';

import {messages} from '../../../src/data/messages';
import {compileMessage, matchesMessage} from '../../../src/lib/logs/catalogue';
import {parseTemplate} from '../../../src/lib/logs/template';
import {describeWithShared, sharedPath} from '../../support/shared';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The MDX file behind a wiki path such as `/wiki/geyser/console-messages/`. */
function pageFile(page: string): string {
  return join(ROOT, `${page.replace(/^\//, '').replace(/\/$/, '')}.mdx`);
}

/** Heading anchors of a page: `{#id}` (or `\{#id}` in MDX) after a heading. */
function anchorsOf(page: string): Set<string> {
  const text = readFileSync(pageFile(page), 'utf8');
  return new Set([...text.matchAll(/^#{2,6} .*\\?\{#([a-z0-9-]+)\}\s*$/gm)].map((match) => match[1]));
}

/** A line close to `example` that must not match: one character of the anchor changed wherever it occurs. */
function nearMiss(example: string, anchor: string): string {
  const middle = Math.floor(anchor.length / 2);
  let index = middle;
  while (index < anchor.length && !/[A-Za-z0-9]/.test(anchor[index])) {
    index += 1;
  }
  const char = anchor[index] ?? anchor[middle];
  const changed = char === 'q' ? 'z' : /[A-Za-z]/.test(char) ? 'q' : char === '0' ? '1' : '0';
  const mutated = anchor.slice(0, index) + changed + anchor.slice(index + 1);
  return example.split(anchor).join(mutated);
}

describe('the catalogue of known messages', () => {
  it('has unique, stable-looking ids', () => {
    const ids = messages.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id, id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it.each(messages.map((message) => [message.id, message] as const))(
    '%s: template, example and near miss',
    (_, message) => {
      for (const text of [message.text, ...(message.older ?? []).map((older) => older.text)]) {
        expect(() => parseTemplate(text)).not.toThrow();
      }
      const compiled = compileMessage(message);
      expect(matchesMessage(compiled, message.example), `example of ${message.id}`).toBe(true);
      const current = compiled.wordings[0];
      const miss = nearMiss(message.example, current.anchor);
      expect(miss).not.toBe(message.example);
      expect(current.test(miss), `near miss "${miss}"`).toBe(false);
      expect(message.cause.trim()).not.toBe('');
      expect(message.cause.length, `cause of ${message.id}`).toBeLessThanOrEqual(200);
    },
  );

  it('points every entry at a heading that exists', () => {
    const cache = new Map<string, Set<string>>();
    const missing: string[] = [];
    for (const message of messages) {
      expect(message.page, message.id).toMatch(/^\/wiki\/[a-z0-9/-]+\/$/);
      const anchors = cache.get(message.page) ?? anchorsOf(message.page);
      cache.set(message.page, anchors);
      if (!anchors.has(message.anchor)) {
        missing.push(`${message.id}: ${message.page}#${message.anchor}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('dates every older wording', () => {
    for (const message of messages) {
      for (const older of message.older ?? []) {
        expect(older.until, message.id).toMatch(/^\d{4}-\d{2}$/);
        expect(older.commit, message.id).not.toBe('');
      }
    }
  });
});

/** The Discord bot's `issues:` triggers, by tag name. */
function botTriggers(root: string): Map<string, string[]> {
  const triggers = new Map<string, string[]>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(path);
      } else if (entry.name.endsWith('.tag')) {
        const header = readFileSync(path, 'utf8').split(/^---$/m)[0];
        const line = /^issues:(.*)$/m.exec(header);
        if (line) {
          triggers.set(
            entry.name.replace(/\.tag$/, ''),
            line[1].split('||').map((part) => part.trim()),
          );
        }
      }
    }
  };
  walk(root);
  return triggers;
}

describeWithShared("the Discord bot's error tags", () => {
  it('each trigger is covered by an entry whose example contains it', () => {
    const root = sharedPath('upstream', 'discord-bot', 'src', 'main', 'resources', 'tags') as string;
    const uncovered: string[] = [];
    for (const [tag, issues] of botTriggers(root)) {
      for (const trigger of issues) {
        const covered = messages.some(
          (message) =>
            message.example.toLowerCase().includes(trigger.toLowerCase()) &&
            (message.discordTag === tag || messages.some((other) => other.discordTag === tag)),
        );
        if (!covered) {
          uncovered.push(`${tag}: ${trigger}`);
        }
      }
      expect(
        messages.some((message) => message.discordTag === tag),
        `an entry with discordTag "${tag}"`,
      ).toBe(true);
    }
    expect(uncovered).toEqual([]);
  });
});
