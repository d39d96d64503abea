import fs from 'node:fs';
import {describe, expect, it} from 'vitest';

import {itWithShared, sharedPath} from '../../support/shared';

import {
  CURRENT_CONFIG_VERSION,
  findOption,
  GROUPS,
  LEGACY_GROUPS,
  LEGACY_OPTIONS,
  markupToPlainText,
  OPTIONS,
  parentOf,
  parseMarkup,
  PLATFORMS,
  type ConfigOption,
} from '../../../src/lib/config';

const FACTS_FILE = sharedPath('facts', 'geyser-config-schema.json') ?? '';

interface FactEntry {
  path: string;
  type: string;
  default: unknown;
  range?: {min: number; max: number};
  enum?: string[];
  writtenToFileOn: string[];
  sinceConfigVersion: number;
  legacyKey: string | null;
}

/** Pages that exist on the site (the site plan), for checking links in descriptions. */
const SITE_PAGES = [
  '/wiki/geyser/port-forwarding/',
  '/wiki/geyser/geyser-command-line-arguments-and-system-properties/',
  '/wiki/floodgate/',
  '/wiki/geyser/custom-items/',
  '/wiki/geyser/custom-blocks/',
  '/wiki/geyser/custom-skulls/',
  '/wiki/geyser/packs/',
  '/wiki/geyser/translations/',
  '/wiki/geyser/setup/',
  '/wiki/other/geyserconnect/',
];

function typeMatches(option: ConfigOption, value: unknown): boolean {
  switch (option.type) {
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return Number.isInteger(value);
    case 'string':
    case 'enum':
      return typeof value === 'string';
    case 'string-list':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'uuid':
      return value === null;
  }
}

describe('config schema', () => {
  it('has unique paths, in Geyser file order (children of a map kept together)', () => {
    const paths = OPTIONS.map((option) => option.path);
    expect(new Set(paths).size).toBe(paths.length);
    const closed = new Set<string>();
    let previousParent = '';
    for (const option of OPTIONS) {
      const parent = parentOf(option.path);
      if (parent !== previousParent) {
        closed.add(previousParent);
        // Returning to a map that was left is only allowed for the top level ('').
        expect(parent === '' || !closed.has(parent), `${option.path} reopens ${parent}`).toBe(true);
        previousParent = parent;
      }
    }
  });

  it.each(OPTIONS.map((option) => [option.path, option] as const))(
    '%s is a complete, consistent entry',
    (_path, option) => {
      expect(option.default === null ? option.type === 'uuid' : typeMatches(option, option.default)).toBe(true);
      if (option.type === 'enum') {
        expect(option.enumValues?.length).toBeGreaterThan(1);
        expect(option.enumValues).toContain(option.default);
      }
      if (option.range) {
        expect(option.default as number).toBeGreaterThanOrEqual(option.range.min);
        expect(option.default as number).toBeLessThanOrEqual(option.range.max);
      }
      expect(option.platforms.length).toBeGreaterThan(0);
      if (option.platforms.length < PLATFORMS.length) {
        expect(option.otherPlatformsNote, 'explain why other platforms lack the key').toBeTruthy();
      }
      expect(GROUPS.some((group) => group.id === option.group)).toBe(true);
      expect(parentOf(option.path)).toBe(GROUPS.find((group) => group.id === option.group)?.parent);
      const text = markupToPlainText(option.description);
      expect(text.length).toBeGreaterThan(40);
      expect(text.length).toBeLessThan(480);
      expect(text).not.toMatch(/TODO|TBD|coming soon/i);
      for (const piece of [option.description, ...(option.notes ?? [])]) {
        for (const token of parseMarkup(piece)) {
          if (token.type === 'link' && !token.external) {
            expect(SITE_PAGES, `link ${token.href} in ${option.path}`).toContain(token.href);
          }
        }
        // Every [label](href) must become a link (an unsafe href would show as bare text).
        for (const written of piece.match(/\[[^\]]+\]\([^)\s]+\)/g) ?? []) {
          expect(parseMarkup(written)[0]?.type, written).toBe('link');
        }
      }
    },
  );

  itWithShared('matches the facts extracted from the Geyser source', () => {
    const facts = JSON.parse(fs.readFileSync(FACTS_FILE, 'utf8')) as {
      currentConfigVersion: number;
      current: FactEntry[];
    };
    expect(CURRENT_CONFIG_VERSION).toBe(facts.currentConfigVersion);
    expect(OPTIONS.map((option) => option.path)).toEqual(facts.current.map((fact) => fact.path));
    const typeNames: Record<string, string> = {
      boolean: 'boolean',
      integer: 'integer',
      string: 'string',
      enum: 'enum',
      'string-list': 'list<string>',
      uuid: 'string (UUID)',
    };
    for (const fact of facts.current) {
      const option = findOption(fact.path) as ConfigOption;
      expect(typeNames[option.type], fact.path).toBe(fact.type);
      if (option.path === 'config-version') {
        expect(option.default).toBe(fact.default);
      } else if (option.type !== 'uuid') {
        expect(option.default, fact.path).toEqual(fact.default);
      }
      expect(option.since, fact.path).toBe(fact.sinceConfigVersion);
      expect(option.legacyPath, fact.path).toBe(fact.legacyKey);
      expect(option.enumValues ? [...option.enumValues].sort() : undefined, fact.path).toEqual(
        fact.enum ? [...fact.enum].sort() : undefined,
      );
      if (fact.range) {
        expect(option.range, fact.path).toMatchObject({min: fact.range.min, max: fact.range.max, enforced: true});
      } else {
        expect(option.range, fact.path).toBeUndefined();
      }
      const written = option.platforms.map((id) => PLATFORMS.find((platform) => platform.id === id)?.geyserName).sort();
      expect(written, fact.path).toEqual([...fact.writtenToFileOn].sort());
    }
  });

  it('maps every legacy key to a current key that exists, and back', () => {
    for (const legacy of LEGACY_OPTIONS) {
      expect(LEGACY_GROUPS.some((group) => group.id === legacy.group)).toBe(true);
      if (legacy.currentPath) {
        expect(findOption(legacy.currentPath), legacy.path).toBeDefined();
      } else {
        expect(legacy.description, `${legacy.path} has no successor, so it needs its own description`).toBeTruthy();
      }
    }
    for (const option of OPTIONS) {
      if (option.legacyPath) {
        const legacy = LEGACY_OPTIONS.find((candidate) => candidate.path === option.legacyPath);
        expect(legacy?.currentPath, option.path).toBe(option.path);
      }
    }
  });
});
