import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

import {analyzeConfig, convertLegacy, CURRENT_CONFIG_VERSION, PLATFORMS, upgradeCurrent} from '../../../src/lib/config';
import {changedLines, fixture} from './helpers';

const UUID = () => 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

type Tree = Record<string, Record<string, unknown> & Record<string, Record<string, unknown>>>;

describe('converting the legacy layout', () => {
  it('carries every changed value over by the mapping (standalone)', () => {
    const {text} = convertLegacy(fixture('15-legacy-all-changed.yml'), 'standalone', {uuid: UUID});
    const config = parse(text) as Tree;
    expect(config.bedrock).toEqual({address: '127.0.0.1', port: 19122});
    expect(config.java).toEqual({
      address: 'java.example.net',
      port: 25564,
      'auth-type': 'floodgate',
      'forward-hostname': true,
    });
    expect(config.motd).toEqual({
      'primary-motd': 'Changed one',
      'secondary-motd': 'Changed two',
      'passthrough-motd': false,
      'max-players': 99,
      'passthrough-player-counts': false,
      'ping-passthrough-interval': 2,
    });
    expect(config.gameplay).toMatchObject({
      'server-name': 'Changed name',
      'cooldown-type': 'disabled',
      'command-suggestions': false,
      'show-coordinates': false,
      'disable-bedrock-scaffolding': true,
      'nether-roof-workaround': true,
      'emotes-enabled': false,
      'unusable-space-block': 'minecraft:apple',
      'enable-custom-content': false,
      'force-resource-packs': false,
      'forward-player-ping': true,
      'xbox-achievements-enabled': true,
      'max-visible-custom-skulls': 0,
      'custom-skull-render-distance': 19,
    });
    expect(config['default-locale']).toBe('en_gb');
    expect(config['log-player-ip-addresses']).toBe(false);
    expect(config['saved-user-logins']).toEqual(['PlayerOne', 'PlayerTwo']);
    expect(config['pending-authentication-timeout']).toBe(111);
    expect(config['notify-on-new-bedrock-update']).toBe(false);
    expect(config.advanced).toMatchObject({
      'cache-images': 10,
      'scoreboard-packet-threshold': 10,
      'floodgate-key-file': 'other-key.pem',
      java: {'use-haproxy-protocol': true},
      bedrock: {
        'broadcast-port': 19133,
        'compression-level': 5,
        'use-haproxy-protocol': true,
        'haproxy-protocol-whitelisted-ips': ['127.0.0.1', '172.18.0.0/13'],
        mtu: 1399,
        'validate-bedrock-login': true,
      },
    });
    expect(config['enable-metrics']).toBe(false);
    expect(config['metrics-uuid']).toBe('00000000-0000-0000-0000-000000000001');
    expect(config['debug-mode']).toBe(true);
    expect(config['config-version']).toBe(CURRENT_CONFIG_VERSION);
  });

  it('keeps plugin-only values on plugin platforms and inverts legacy-ping-passthrough', () => {
    const {text, notes} = convertLegacy(fixture('15-legacy-all-changed.yml'), 'spigot', {uuid: UUID});
    const config = parse(text) as Tree;
    expect(config.bedrock['clone-remote-port']).toBe(true);
    expect(config.motd['integrated-ping-passthrough']).toBe(false);
    expect(config.advanced.java).toEqual({
      'use-haproxy-protocol': true,
      'use-direct-connection': false,
      'disable-compression': false,
    });
    expect(config.java).toEqual({'auth-type': 'floodgate'});
    expect(config).not.toHaveProperty('metrics-uuid');
    expect(notes).toContainEqual(expect.objectContaining({from: 'remote.address', kind: 'dropped'}));
    expect(notes).toContainEqual(
      expect.objectContaining({
        from: 'allow-third-party-capes',
        kind: 'dropped',
        message: expect.stringContaining('ThirdPartyCosmetics'),
      }),
    );
    expect(notes).toContainEqual(expect.objectContaining({from: 'enable-proxy-connections', kind: 'dropped'}));
  });

  it('applies the special cases of a default legacy file', () => {
    const {text} = convertLegacy(fixture('04-legacy-v4-full.yml'), 'standalone', {uuid: UUID});
    const config = parse(text) as Tree;
    expect(config.java.address).toBe('127.0.0.1');
    expect(config.advanced['floodgate-key-file']).toBe('key.pem');
    expect(config.gameplay['cooldown-type']).toBe('crosshair');
    expect(config.gameplay['emotes-enabled']).toBe(true);
    expect(config['metrics-uuid']).toBe(UUID());
    expect(config['saved-user-logins']).toEqual(['FriendOne']);
  });

  it.each(PLATFORMS.map((platform) => [platform.id] as const))('produces a clean current file for %s', (platform) => {
    for (const name of ['04-legacy-v4-full.yml', '05-legacy-no-version.yml', '15-legacy-all-changed.yml']) {
      const {text} = convertLegacy(fixture(name), platform, {uuid: UUID});
      const analysis = analyzeConfig(text, {platform});
      expect(analysis.layout, name).toBe('current');
      expect(analysis.version, name).toBe(CURRENT_CONFIG_VERSION);
      // The all-changed file turns off direct connection on purpose, which earns a deprecation warning.
      const issues = analysis.issues.filter((issue) => issue.severity !== 'info' && issue.rule !== 'interplay');
      expect(issues, name).toEqual([]);
    }
  });

  it('reports dropped keys that Geyser stopped reading', () => {
    const {notes} = convertLegacy(fixture('05-legacy-no-version.yml'), 'standalone', {uuid: UUID});
    const dropped = notes.filter((note) => note.kind === 'dropped').map((note) => note.from);
    expect(dropped).toEqual(expect.arrayContaining(['ping-passthrough', 'general-thread-pool', 'cache-chunks']));
    expect(notes.find((note) => note.from === 'show-cooldown')).toMatchObject({
      to: 'gameplay.cooldown-type',
      kind: 'changed',
    });
  });

  it('keeps an invalid value, so the editor can point at it', () => {
    const text = convertLegacy('remote:\n  auth-type: auto\nconfig-version: 4\n', 'standalone', {uuid: UUID}).text;
    const analysis = analyzeConfig(text, {platform: 'standalone'});
    expect(analysis.issues).toContainEqual(expect.objectContaining({path: 'java.auth-type', severity: 'error'}));
  });
});

describe('updating config-version 5 to 7', () => {
  it('renames show-cooldown and sets the version, changing two lines', () => {
    const before = fixture('03-current-v5-velocity.yml');
    const {text, notes} = upgradeCurrent(before);
    const changes = changedLines(before, text);
    expect(changes).toEqual([
      {line: 19, before: '  show-cooldown: title', after: '  cooldown-type: crosshair'},
      {line: 28, before: 'config-version: 5', after: 'config-version: 7'},
    ]);
    expect(notes).toHaveLength(2);
    const analysis = analyzeConfig(text, {platform: 'velocity'});
    expect(analysis.version).toBe(7);
    expect(analysis.issues).toEqual([]);
  });

  it('keeps disabled as disabled', () => {
    const {text} = upgradeCurrent('gameplay:\n  show-cooldown: disabled\nconfig-version: 6\n');
    expect(text).toBe('gameplay:\n  cooldown-type: disabled\nconfig-version: 7\n');
  });
});
