import {describe, expect, it} from 'vitest';

import {
  analyzeConfig,
  countBySeverity,
  generateConfig,
  setOptionValue,
  type ConfigIssue,
  type PlatformId,
  type RuleId,
} from '../../../src/lib/config';
import {fixture} from './helpers';

const UUID = () => '12345678-1234-4123-8123-123456789abc';

function issuesOf(text: string, platform: PlatformId = 'spigot'): ConfigIssue[] {
  return analyzeConfig(text, {platform}).issues;
}

function withValue(path: string, value: string, platform: PlatformId = 'spigot'): ConfigIssue[] {
  // Write the raw YAML value text, so wrong types can be tested.
  const base = generateConfig(platform, {uuid: UUID});
  const marker = '__VALUE__';
  const text = setOptionValue(base, 'current', path, marker).replace(marker, value);
  return issuesOf(text, platform).filter((issue) => issue.path === path);
}

function rules(issues: ConfigIssue[]): RuleId[] {
  return issues.map((issue) => issue.rule);
}

describe('syntax and file shape', () => {
  it('reports a YAML syntax error with its line and column', () => {
    const analysis = analyzeConfig(fixture('14-broken-syntax.yml'), {platform: 'spigot'});
    expect(analysis.syntaxOk).toBe(false);
    expect(analysis.issues[0].rule).toBe('yaml-syntax');
    expect(analysis.issues[0].message).toMatch(/^Line \d+, column \d+: /);
    expect(analysis.issues[0].location?.start.line).toBeGreaterThanOrEqual(5);
  });

  it('reports tabs used for indentation', () => {
    const issues = issuesOf('bedrock:\n\tport: 19132\n');
    expect(issues[0]).toMatchObject({rule: 'yaml-syntax', severity: 'error', location: {start: {line: 2}}});
  });

  it.each([
    ['', /empty/],
    ['# only a comment\n', /empty/],
    ['- a\n- b\n', /single value or a list/],
    ['just text\n', /single value or a list/],
    ['key-file-name: key.pem\nusername-prefix: "."\nreplace-spaces: true\nconfig-version: 3\n', /Floodgate/],
    ['settings:\n  debug: false\nmetrics:\n  enabled: true\n', /None of the settings/],
  ])('recognises %j as not a Geyser config', (text, message) => {
    const analysis = analyzeConfig(text, {platform: 'spigot'});
    expect(analysis.looksLikeGeyserConfig).toBe(false);
    expect(analysis.issues).toEqual([
      expect.objectContaining({rule: 'not-a-config', message: expect.stringMatching(message)}),
    ]);
  });

  it('finds nothing wrong in a fresh default file', () => {
    expect(issuesOf(generateConfig('velocity', {uuid: UUID}), 'velocity')).toEqual([]);
  });
});

describe('keys', () => {
  const issues = issuesOf(fixture('13-unknown-misplaced.yml'));
  const byPath = (path: string) => issues.find((issue) => issue.path === path);

  it('flags a key that belongs in another section', () => {
    expect(byPath('bedrock.auth-type')).toMatchObject({rule: 'misplaced-key', severity: 'warning', removable: true});
    expect(byPath('bedrock.auth-type')?.message).toContain('java.auth-type');
    expect(byPath('bedrock.auth-type')?.location?.start.line).toBe(6);
  });

  it('flags wrong capitalisation', () => {
    expect(byPath('motd.Passthrough-Motd')).toMatchObject({rule: 'wrong-case-key'});
    expect(byPath('motd.Passthrough-Motd')?.message).toContain('motd.passthrough-motd');
  });

  it('flags a leftover show-cooldown in a version 7 file', () => {
    expect(byPath('gameplay.show-cooldown')).toMatchObject({rule: 'stale-key'});
  });

  it('flags unknown keys', () => {
    expect(byPath('gameplay.allow-flight')).toMatchObject({rule: 'unknown-key', severity: 'warning'});
  });

  it('flags legacy keys in a current file', () => {
    expect(byPath('passthrough-motd')).toMatchObject({rule: 'legacy-key'});
    expect(byPath('passthrough-motd')?.message).toContain('motd.passthrough-motd');
    expect(byPath('mtu')?.message).toContain('advanced.bedrock.mtu');
  });

  it('flags keys Geyser stopped reading long ago', () => {
    expect(byPath('general-thread-pool')).toMatchObject({rule: 'removed-key'});
  });

  it('flags keys of another platform', () => {
    const standaloneOnly = issuesOf(fixture('02-current-v7-standalone-4space.yml'), 'spigot').filter(
      (issue) => issue.rule === 'platform-key',
    );
    expect(standaloneOnly.map((issue) => issue.path)).toEqual([
      'java.address',
      'java.port',
      'java.forward-hostname',
      'enable-metrics',
      'metrics-uuid',
    ]);
    expect(
      issuesOf(fixture('02-current-v7-standalone-4space.yml'), 'standalone').filter(
        (issue) => issue.rule === 'platform-key',
      ),
    ).toEqual([]);
    expect(rules(issuesOf(fixture('16-current-v7-bungeecord.yml'), 'velocity'))).toContain('platform-key');
  });

  it('flags duplicate keys and points at the one Geyser ignores', () => {
    const issues = issuesOf('bedrock:\n  port: 1\n  port: 2\nconfig-version: 7\n');
    expect(issues).toContainEqual(
      expect.objectContaining({
        rule: 'duplicate-key',
        location: expect.objectContaining({start: {line: 2, column: 3}}),
      }),
    );
    expect(
      analyzeConfig('bedrock:\n  port: 1\n  port: 2\nconfig-version: 7\n', {platform: 'spigot'}).options.get(
        'bedrock.port',
      )?.fileValue,
    ).toBe(2);
  });

  it('flags a section written as a value', () => {
    expect(rules(issuesOf('bedrock: 19132\nconfig-version: 7\n'))).toContain('not-a-section');
  });
});

describe('values', () => {
  it.each([
    ['motd.passthrough-motd', 'maybe', 'type', 'error'],
    ['motd.passthrough-motd', "'yes'", 'coerced', 'warning'],
    ['motd.passthrough-motd', '1', 'coerced', 'warning'],
    ['bedrock.port', 'abc', 'type', 'error'],
    ['bedrock.port', '19132.5', 'type', 'error'],
    ['bedrock.port', '"19133"', 'coerced', 'warning'],
    ['bedrock.port', '99999', 'range', 'error'],
    ['bedrock.port', '-1', 'range', 'error'],
    ['advanced.bedrock.compression-level', '12', 'range', 'error'],
    ['advanced.bedrock.compression-level', '-1', 'soft-range', 'info'],
    ['advanced.bedrock.broadcast-port', '70000', 'range', 'error'],
    ['motd.ping-passthrough-interval', '-1', 'soft-range', 'warning'],
    ['motd.ping-passthrough-interval', '0', 'soft-range', 'info'],
    ['gameplay.custom-skull-render-distance', '100', 'soft-range', 'warning'],
    ['advanced.bedrock.mtu', '9000', 'soft-range', 'warning'],
    ['java.auth-type', 'auto', 'type', 'error'],
    ['java.auth-type', 'Floodgate', 'coerced', 'info'],
    ['gameplay.cooldown-type', 'title', 'type', 'error'],
    ['gameplay.server-name', '[a, b]', 'type', 'error'],
    ['gameplay.server-name', '[only]', 'type', 'warning'],
    ['gameplay.server-name', 'yes', 'coerced', 'warning'],
    ['gameplay.server-name', '', 'empty', 'warning'],
    ['gameplay.server-name', '${NAME}', 'placeholder', 'warning'],
    ['motd.primary-motd', "'&aWelcome'", 'format', 'warning'],
    ['motd.secondary-motd', 'Welcome to &6My Server', 'format', 'warning'],
    ['gameplay.server-name', '"&9&lWOLF&fLAND"', 'format', 'warning'],
    ['saved-user-logins', 'OnePlayer', 'type', 'warning'],
    ['saved-user-logins', '{a: b}', 'type', 'error'],
    ['default-locale', 'english', 'format', 'warning'],
    ['advanced.resource-pack-urls', '[ftp://x/y]', 'format', 'warning'],
    ['gameplay.force-resource-packs', 'false', 'interplay', 'info'],
    ['advanced.java.use-direct-connection', 'false', 'interplay', 'warning'],
    ['advanced.bedrock.validate-bedrock-login', 'false', 'security', 'warning'],
  ])('%s: %s gives %s (%s)', (path, value, rule, severity) => {
    const issues = withValue(path, value);
    expect(issues).toContainEqual(expect.objectContaining({rule, severity}));
    const issue = issues.find((candidate) => candidate.rule === rule);
    expect(issue?.location?.start.line).toBeGreaterThan(1);
  });

  it('leaves § codes and a plain ampersand alone', () => {
    for (const value of ["'§aWelcome'", 'Tom & Jerry', "'&&'", 'Fish&Chips', 'R&D Team']) {
      expect(withValue('motd.primary-motd', value).filter((issue) => issue.rule === 'format')).toEqual([]);
    }
  });

  it('checks a UUID', () => {
    expect(withValue('metrics-uuid', 'GENERATE_NEW_UUID', 'fabric')).toContainEqual(
      expect.objectContaining({rule: 'type', severity: 'error'}),
    );
    expect(withValue('metrics-uuid', '1234567812344123812312345678abcd', 'fabric')).toEqual([]);
  });

  it('checks Standalone port mix-ups and BungeeCord listener addresses', () => {
    expect(withValue('java.port', '19132', 'standalone')).toContainEqual(expect.objectContaining({rule: 'port-mixup'}));
    expect(withValue('java.address', 'auto', 'standalone')).toContainEqual(expect.objectContaining({rule: 'format'}));
    expect(withValue('advanced.java.bungee-listener', 'listener-one', 'bungeecord')).toContainEqual(
      expect.objectContaining({rule: 'format'}),
    );
    expect(withValue('advanced.java.bungee-listener', '0.0.0.0:25578', 'bungeecord')).toEqual([]);
  });

  it('warns about PROXY headers accepted from anyone', () => {
    const text = setOptionValue(
      generateConfig('spigot', {uuid: UUID}),
      'current',
      'advanced.bedrock.use-haproxy-protocol',
      true,
    );
    expect(rules(issuesOf(text))).toContain('security');
  });

  it('reads values the way Geyser does', () => {
    const analysis = analyzeConfig(fixture('09-list-for-string.yml'), {platform: 'spigot'});
    expect(analysis.options.get('motd.secondary-motd')?.effective).toBe('first line');
    expect(analysis.options.get('gameplay.server-name')?.fileValue).toBeNull();
    expect(analysis.options.get('gameplay.server-name')?.effective).toBe('Geyser');
    expect(analysis.options.get('advanced.resource-pack-urls')?.effective).toEqual(['https://example.com/pack.mcpack']);
    const placeholders = analyzeConfig(fixture('10-placeholders.yml'), {platform: 'spigot'});
    expect(placeholders.issues.filter((issue) => issue.rule === 'placeholder').map((issue) => issue.path)).toEqual([
      'motd.primary-motd',
      'motd.secondary-motd',
      'gameplay.server-name',
    ]);
    expect(placeholders.issues.find((issue) => issue.path === 'bedrock.port')?.message).toMatch(/placeholder/);
  });
});

describe('versions and layouts', () => {
  it('recognises the layout and version', () => {
    expect(analyzeConfig(fixture('01-current-v7-spigot.yml'), {platform: 'spigot'})).toMatchObject({
      layout: 'current',
      version: 7,
    });
    expect(analyzeConfig(fixture('03-current-v5-velocity.yml'), {platform: 'velocity'})).toMatchObject({
      layout: 'current',
      version: 5,
    });
    expect(analyzeConfig(fixture('04-legacy-v4-full.yml'), {platform: 'spigot'})).toMatchObject({
      layout: 'legacy',
      version: 4,
    });
    expect(analyzeConfig(fixture('05-legacy-no-version.yml'), {platform: 'spigot'})).toMatchObject({
      layout: 'legacy',
      version: null,
    });
  });

  it('reports legacy layouts, old, missing and newer versions', () => {
    expect(rules(issuesOf(fixture('04-legacy-v4-full.yml')))).toContain('legacy-layout');
    expect(rules(issuesOf(fixture('05-legacy-no-version.yml')))).toContain('legacy-layout');
    expect(rules(issuesOf(fixture('03-current-v5-velocity.yml'), 'velocity'))).toContain('version-old');
    expect(rules(issuesOf('gameplay:\n  server-name: x\n'))).toContain('version-missing');
    expect(rules(issuesOf('gameplay:\n  server-name: x\nconfig-version: 9\n'))).toContain('version-newer');
  });

  it('reads the config-version 5 name of the cooldown setting', () => {
    const analysis = analyzeConfig(fixture('03-current-v5-velocity.yml'), {platform: 'velocity'});
    expect(analysis.options.get('gameplay.cooldown-type')?.fileValue).toBe('title');
    expect(analysis.issues.filter((issue) => issue.path === 'gameplay.show-cooldown')).toEqual([]);
  });

  it('reads legacy files with the legacy schema', () => {
    const analysis = analyzeConfig(fixture('05-legacy-no-version.yml'), {platform: 'standalone'});
    expect(analysis.options.get('bedrock.motd1')?.fileValue).toBe('Old server');
    expect(analysis.options.get('show-cooldown')?.fileValue).toBe('title');
    expect(rules(analysis.issues).filter((rule) => rule === 'removed-key')).toHaveLength(3);
  });

  it('guesses the platform from platform-specific keys', () => {
    expect(
      analyzeConfig(fixture('02-current-v7-standalone-4space.yml'), {platform: 'spigot'}).platformCandidates,
    ).toEqual(['standalone']);
    expect(analyzeConfig(fixture('16-current-v7-bungeecord.yml'), {platform: 'spigot'}).platformCandidates).toEqual([
      'bungeecord',
    ]);
    expect(analyzeConfig(fixture('01-current-v7-spigot.yml'), {platform: 'spigot'}).platformCandidates).toEqual([
      'spigot',
      'velocity',
      'bungeecord',
    ]);
    expect(analyzeConfig(generateConfig('neoforge', {uuid: UUID}), {platform: 'spigot'}).platformCandidates).toEqual([
      'fabric',
      'neoforge',
      'viaproxy',
    ]);
    expect(analyzeConfig(fixture('04-legacy-v4-full.yml'), {platform: 'spigot'}).platformCandidates).toEqual([]);
  });

  it('counts issues by severity', () => {
    expect(countBySeverity(issuesOf(fixture('09-list-for-string.yml')))).toEqual({error: 1, warning: 2, info: 0});
  });
});
