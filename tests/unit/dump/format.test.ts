import {describe, expect, it} from 'vitest';

import {
  formatMiB,
  githubRepositoryUrl,
  hasHiddenCharacters,
  isMclogsLink,
  parseGeyserVersion,
  parseJavaMajor,
  plural,
  stripFormattingCodes,
  truncate,
  visibleText,
} from '../../../src/lib/dump/format';
import {keyOrder} from '../../../src/lib/config/key-order';
import {configSections, formatConfigScalar} from '../../../src/lib/dump/config-view';
import {bukkitFlavour, compareVersions, serverMinecraftVersion} from '../../../src/lib/dump/facts';
import {fixtureJson, loadFixture, readRealDump} from './helpers';
import {itWithShared} from '../../support/shared';

describe('parseGeyserVersion', () => {
  it.each([
    [
      '2.6.2-b793 (git-master-baac979)',
      {versionNumber: '2.6.2', buildNumber: 793, snapshot: false, branch: 'master', commitAbbrev: 'baac979'},
    ],
    [
      '2.11.1-SNAPSHOT (git-feature/x-y-1a2b3c4)',
      {versionNumber: '2.11.1', buildNumber: undefined, snapshot: true, branch: 'feature/x-y', commitAbbrev: '1a2b3c4'},
    ],
    [
      'weird',
      {versionNumber: undefined, buildNumber: undefined, snapshot: false, branch: undefined, commitAbbrev: undefined},
    ],
  ])('%s', (input, expected) => {
    expect(parseGeyserVersion(input)).toEqual(expected);
  });
});

describe('parseJavaMajor', () => {
  it.each([
    ['23.0.2+7', 23],
    ['21+35', 21],
    ['21', 21],
    ['25-ea+3', 25],
    ['17.0.2+8-Debian-1deb11u1', 17],
    ['1.8.0_292-b10', 8],
    ['1.8', 8],
    ['OpenJDK', undefined],
    ['', undefined],
  ])('%s → %s', (input, major) => {
    expect(parseJavaMajor(input)).toBe(major);
  });
});

describe('githubRepositoryUrl', () => {
  it.each([
    ['https://github.com/GeyserMC/Geyser', 'https://github.com/GeyserMC/Geyser'],
    ['https://github.com/GeyserMC/Geyser.git', 'https://github.com/GeyserMC/Geyser'],
    ['git@github.com:Someone/Geyser-Fork.git', 'https://github.com/Someone/Geyser-Fork'],
    ['https://gitlab.com/x/y', undefined],
    ['javascript:alert(1)//github.com/a/b', undefined],
    ['https://github.com/a/b/../../evil', undefined],
  ])('%s', (input, expected) => {
    expect(githubRepositoryUrl(input)).toBe(expected);
  });
});

describe('text helpers', () => {
  it('makes controls and direction overrides visible', () => {
    expect(visibleText('a\u202Eb')).toBe('a[U+202E]b');
    expect(visibleText('x\u0000\u0007\u001b')).toBe('x\u2400\u2407\u241B');
    expect(visibleText('tab\tand\nnewline')).toBe('tab\tand\nnewline');
    expect(hasHiddenCharacters('plain')).toBe(false);
    expect(hasHiddenCharacters('a\u200Fb')).toBe(true);
    expect(hasHiddenCharacters('a\u200Fb')).toBe(true);
  });

  it('strips Minecraft formatting codes', () => {
    expect(stripFormattingCodes('§a§lWelcome §rto &6my server')).toBe('Welcome to my server');
  });

  it('truncates without splitting surrogate pairs', () => {
    expect(truncate('abc', 5)).toEqual({text: 'abc', truncated: false});
    expect(truncate('a😀b', 2)).toEqual({text: 'a', truncated: true});
  });

  it('formats memory and counts', () => {
    expect(formatMiB(512)).toBe('512 MiB');
    expect(formatMiB(8192)).toBe('8.0 GiB');
    expect(formatMiB(7081)).toBe('6.9 GiB');
    expect(formatMiB(3 * 1024 * 1024)).toBe('3.0 TiB');
    expect(plural(1, 'plugin')).toBe('1 plugin');
    expect(plural(1500, 'build')).toBe('1,500 builds');
  });

  it('accepts only mclo.gs log links', () => {
    expect(isMclogsLink('https://mclo.gs/aB3dE9f')).toBe(true);
    expect(isMclogsLink('javascript:alert(1)')).toBe(false);
    expect(isMclogsLink('https://mclo.gs.evil.com/x')).toBe(false);
  });
});

describe('facts', () => {
  it('reads the server Minecraft version', () => {
    expect(serverMinecraftVersion(loadFixture('current-spigot-paper.pretty.json').platform)).toBe('26.2');
    expect(serverMinecraftVersion(loadFixture('current-fabric.pretty.json').platform)).toBe('26.2');
    expect(
      serverMinecraftVersion({...loadFixture('current-spigot-paper.pretty.json').platform, softwareVersion: undefined}),
    ).toBe('26.2');
    expect(serverMinecraftVersion(loadFixture('current-velocity.min.json').platform)).toBeUndefined();
  });

  it('tells Bukkit flavours apart', () => {
    expect(bukkitFlavour(loadFixture('current-spigot-paper.pretty.json').platform)).toBe('paper-family');
    expect(bukkitFlavour(loadFixture('legacy-spigot-craftbukkit.pretty.json').platform)).toBe('craftbukkit');
  });

  it('compares versions numerically', () => {
    expect(compareVersions('1.21.10', '1.21.9')).toBeGreaterThan(0);
    expect(compareVersions('26.1', '1.21.11')).toBeGreaterThan(0);
    expect(compareVersions('1.21', '1.21.0')).toBe(0);
  });
});

describe('configSections', () => {
  it('lays out a current config in config.yml order, whatever the JSON order', () => {
    const sections = configSections(loadFixture('current-spigot-paper.min.json').config.raw!, 'current');
    expect(sections.map((section) => section.title)).toEqual([
      'Bedrock listener',
      'Java server',
      'Server list (MOTD)',
      'Gameplay',
      'General',
      'Advanced',
    ]);
    const advanced = sections.find((section) => section.path === 'advanced')!;
    expect(advanced.sections.map((section) => section.title)).toEqual(['Java connection', 'Bedrock network']);
    expect(advanced.sections[1].entries[0]).toMatchObject({
      key: 'broadcast-port',
      path: 'advanced.bedrock.broadcast-port',
      value: 19132,
    });
    expect(sections[0].entries.map((entry) => entry.key)).toEqual(['address', 'port', 'clone-remote-port']);
  });

  itWithShared('lays out a legacy config with its flat keys and marks Jackson artefacts', () => {
    const sections = configSections(JSON.parse(readRealDump()).config, 'legacy');
    expect(sections.map((section) => section.title)).toEqual([
      'Bedrock listener',
      'Java server (remote)',
      'General',
      'Metrics',
    ]);
    const general = sections.find((section) => section.title === 'General')!;
    expect(general.entries[0].key).toBe('floodgate-key-file');
    expect(general.entries.find((entry) => entry.key === 'autoconfiguredRemote')?.internal).toBe(true);
    expect(general.entries.find((entry) => entry.key === 'disable-compression')?.internal).toBe(false);
  });

  it('takes the key order from the config schema, for both layouts', () => {
    const reversed = (keys: readonly string[]) => Object.fromEntries([...keys].reverse().map((key) => [key, 1]));
    for (const layout of ['current', 'legacy'] as const) {
      const [bedrock] = configSections({bedrock: reversed(keyOrder(layout, 'bedrock'))}, layout);
      expect(bedrock.entries.map((entry) => entry.key)).toEqual(keyOrder(layout, 'bedrock'));
    }
    // As in the last legacy config.yml Geyser shipped (its tests keep a copy, v4default.yml).
    const root = keyOrder('legacy', '');
    expect(root.slice(root.indexOf('unusable-space-block'), root.indexOf('unusable-space-block') + 3)).toEqual([
      'unusable-space-block',
      'metrics',
      'scoreboard-packet-threshold',
    ]);
    expect(keyOrder('legacy', 'bedrock').slice(6, 8)).toEqual(['compression-level', 'broadcast-port']);
  });

  it('puts unknown keys last, sorted', () => {
    const json = fixtureJson('current-spigot-paper.pretty.json').config as Record<string, never>;
    const sections = configSections({...json, zeta: 1, alpha: {x: 1}}, 'current');
    expect(sections.at(-1)?.title).toBe('alpha');
    expect(sections.find((section) => section.title === 'General')?.entries.at(-1)?.key).toBe('zeta');
  });

  it('formats scalars', () => {
    expect(formatConfigScalar(null)).toBe('null');
    expect(formatConfigScalar(true)).toBe('true');
    expect(formatConfigScalar(19132)).toBe('19132');
    expect(formatConfigScalar('x')).toBe('x');
  });
});
