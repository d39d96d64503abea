/** Every entry of the data files that `npm run check:upstream` compares with Geyser and Floodgate, and the pages that render them. */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

import {describe, expect, it} from 'vitest';

import {PLATFORM_IDS} from '../../../src/lib/config/schema';
import {FLOODGATE_COMMANDS, FLOODGATE_OTHER_PERMISSIONS} from '../../../src/data/floodgate-commands';
import {FLOODGATE_CONFIG} from '../../../src/data/floodgate-config';
import {floodgateApi} from '../../../src/data/floodgate-api';
import {geyserApi} from '../../../src/data/geyser-api';
import {
  GEYSER_COMMANDS,
  GEYSER_OTHER_PERMISSIONS,
  GEYSER_ROOT_PERMISSION,
  STANDALONE_PERMISSIONS_FILE,
} from '../../../src/data/geyser-commands';
import {OTHER_PROGRAMS_PROPERTIES, PROPERTY_GROUPS, SYSTEM_PROPERTIES} from '../../../src/data/system-properties';
import {replaceConstants, SITE_CONSTANTS} from '../../../src/plugins/remark-constants';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const page = (path: string): string => readFileSync(join(root, path), 'utf8');

/** Data text may hold `code` and [links](/wiki/... or https://...), nothing else. */
function expectPlainMarkup(text: string, where: string): void {
  expect(text.trim(), where).not.toBe('');
  const outsideCode = text.replace(/`[^`]*`/g, '');
  expect(outsideCode, `${where}: no HTML`).not.toMatch(/<[a-z/]/i);
  expect(outsideCode, `${where}: no bold or italics`).not.toMatch(/\*\*|__/);
  for (const [, href] of text.matchAll(/\]\(([^)]+)\)/g)) {
    expect(href, `${where}: link`).toMatch(/^(\/|#|https:\/\/)/);
  }
}

function expectUnique(values: readonly string[], what: string): void {
  expect(
    values.filter((value, index) => values.indexOf(value) !== index),
    `duplicate ${what}`,
  ).toEqual([]);
}

describe('system properties data', () => {
  it('has well-formed, unique entries', () => {
    expectUnique(
      [...SYSTEM_PROPERTIES, ...OTHER_PROGRAMS_PROPERTIES].map((entry) => entry.name),
      'property',
    );
    for (const property of SYSTEM_PROPERTIES) {
      expect(property.name, property.name).toMatch(/^[A-Za-z][\w.-]*$/);
      expect(PROPERTY_GROUPS, property.name).toContain(property.group);
      expectPlainMarkup(property.effect, property.name);
      if (property.platform) {
        expect(PLATFORM_IDS, property.name).toContain(property.platform);
      }
      const value = property.default;
      if (value !== null && typeof value === 'object') {
        if ('derived' in value) {
          expectPlainMarkup(value.derived, `${property.name} default`);
        } else {
          expect(value.value, property.name).not.toBe('');
          expect(value.constant, property.name).toMatch(/^[A-Z_][A-Z0-9_]*$/);
        }
      } else if (typeof value === 'string') {
        expect(value, `${property.name}: an empty fallback is written null`).not.toBe('');
      }
    }
  });

  it('is what the page shows: one table per group, none typed by hand', () => {
    const text = page('wiki/geyser/geyser-command-line-arguments-and-system-properties.mdx');
    for (const group of PROPERTY_GROUPS) {
      expect(text).toContain(`<SystemPropertyTable group="${group}" />`);
    }
    expect(text).not.toMatch(/^\| Property \|/m);
  });
});

describe('Geyser commands data', () => {
  it('has well-formed, unique entries', () => {
    expectUnique(
      GEYSER_COMMANDS.flatMap((command) => [command.name, ...command.aliases]),
      'command or alias',
    );
    expectUnique(
      [
        GEYSER_ROOT_PERMISSION.permission,
        ...GEYSER_COMMANDS.map((c) => c.permission),
        ...GEYSER_OTHER_PERMISSIONS.map((p) => p.permission),
      ],
      'permission',
    );
    for (const command of GEYSER_COMMANDS) {
      expect(command.name).toMatch(/^[a-z]+$/);
      expect(command.permission).toMatch(/^geyser\.[a-z.]+$/);
      expectPlainMarkup(command.summary, command.name);
      if (command.registeredWhen) {
        expect(command.registeredWhen.source, command.name).not.toMatch(/\s/);
        expectPlainMarkup(command.registeredWhen.text, command.name);
      }
    }
    for (const permission of GEYSER_OTHER_PERMISSIONS) {
      expectPlainMarkup(permission.allows, permission.permission);
    }
    for (const platform of GEYSER_ROOT_PERMISSION.checkedOn) {
      expect(PLATFORM_IDS).toContain(platform);
    }
    expect(STANDALONE_PERMISSIONS_FILE.allowedKey).not.toBe(STANDALONE_PERMISSIONS_FILE.deniedKey);
  });

  it('has a section on the commands page for every command the table links to', () => {
    const text = page('wiki/geyser/commands.mdx');
    for (const command of GEYSER_COMMANDS) {
      expect(text, command.name).toMatch(new RegExp(`^### /geyser ${command.name}\\b.*\\{#${command.name}\\}$`, 'm'));
    }
    expect(text).not.toMatch(/^\| Command \| Permission \|/m);
  });
});

describe('Floodgate commands and config data', () => {
  it('has well-formed, unique commands and permissions', () => {
    expectUnique(
      FLOODGATE_COMMANDS.map((command) => command.command),
      'command',
    );
    for (const command of FLOODGATE_COMMANDS) {
      expect(command.permission, command.command).toMatch(
        command.listed ? /^floodgate\.[a-z.]+$/ : /^(floodgate\.[a-z.]+)?$/,
      );
      expectPlainMarkup(command.usage, command.command);
      expectPlainMarkup(command.registered.text, command.command);
    }
    for (const permission of FLOODGATE_OTHER_PERMISSIONS) {
      expect(permission.permission).toMatch(/^floodgate\.[a-z.]+$/);
      expectPlainMarkup(permission.effect, permission.permission);
    }
    expect(page('wiki/floodgate/commands.mdx')).not.toMatch(/^\| (Command|Permission) \| /m);
  });

  it('has well-formed, unique config keys', () => {
    expectUnique(
      FLOODGATE_CONFIG.map((key) => key.path),
      'key',
    );
    for (const key of FLOODGATE_CONFIG) {
      expect(key.path).toMatch(/^[a-z]+(-[a-z]+)*(\.[a-z]+(-[a-z]+)*)*$/);
      expectPlainMarkup(key.description, key.path);
      if (key.default === null) {
        expect(key.defaultText, `${key.path}: say what an absent key means`).toBeTruthy();
      }
    }
    expect(page('wiki/floodgate/linking.mdx')).toContain('<FloodgateConfigTable section="player-link" />');
  });
});

describe('Geyser API version', () => {
  it('is a Maven version, and the release is it without -SNAPSHOT', () => {
    expect(geyserApi.version).toMatch(/^\d+\.\d+\.\d+(-SNAPSHOT)?$/);
    expect(geyserApi.release).toBe(geyserApi.version.replace(/-SNAPSHOT$/, ''));
  });

  it('is never typed into a page', () => {
    const files = readdirSync(join(root, 'wiki'), {recursive: true, encoding: 'utf8'}).filter((file) =>
      file.endsWith('.mdx'),
    );
    for (const file of files) {
      const text = page(join('wiki', file));
      expect(text, file).not.toContain(geyserApi.version);
      expect(text, file).not.toMatch(new RegExp(`api: ${geyserApi.release.replace(/\./g, '\\.')}\\b`));
    }
    expect(page('wiki/geyser/getting-started-with-the-api.mdx')).toContain('{{geyser-api-version}}');
  });

  it('is put into code by the remark plugin, which refuses unknown names', () => {
    expect(replaceConstants('api:{{geyser-api-version}}')).toBe(`api:${geyserApi.version}`);
    expect(replaceConstants('{{ geyser-api-release }}')).toBe(geyserApi.release);
    expect(Object.keys(SITE_CONSTANTS)).toContain('geyser-java-runtime');
    expect(() => replaceConstants('{{geyser-api-versoin}}')).toThrow(
      /Unknown site constant \{\{geyser-api-versoin\}\}/,
    );
  });
});

describe('Floodgate API version', () => {
  it('is a Maven version that no page types', () => {
    expect(floodgateApi.version).toMatch(/^\d+\.\d+\.\d+(-SNAPSHOT)?$/);
    const files = readdirSync(join(root, 'wiki'), {recursive: true, encoding: 'utf8'}).filter((file) =>
      file.endsWith('.mdx'),
    );
    for (const file of files) {
      expect(page(join('wiki', file)), file).not.toContain(floodgateApi.version);
    }
    expect(page('wiki/floodgate/api.mdx')).toContain('{{floodgate-api-version}}');
    expect(replaceConstants('api:{{floodgate-api-version}}')).toBe(`api:${floodgateApi.version}`);
  });
});
