import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';

import {ConfigEditError, editNote, keyOrder, removeKey, setOptionValue} from '../../../src/lib/config';
import {indirection} from '../../../src/lib/config/indirection';
import {renameKey} from '../../../src/lib/config/yaml-edit';
import {fixture} from './helpers';

const BASE = ['bedrock:', '  port: 19132 # UDP', 'gameplay:', '  server-name: Test', 'config-version: 7', ''].join(
  '\n',
);

describe('setting values', () => {
  it('replaces only the value and keeps the comment after it', () => {
    expect(setOptionValue(BASE, 'current', 'bedrock.port', 19133)).toBe(BASE.replace('19132', '19133'));
  });

  it('keeps the quoting style of the old value', () => {
    const text = 'motd:\n  primary-motd: "Old"\n  secondary-motd: \'Old two\'\n';
    expect(setOptionValue(text, 'current', 'motd.primary-motd', 'New')).toBe(
      'motd:\n  primary-motd: "New"\n  secondary-motd: \'Old two\'\n',
    );
    expect(setOptionValue(text, 'current', 'motd.secondary-motd', "It's")).toBe(
      "motd:\n  primary-motd: \"Old\"\n  secondary-motd: 'It''s'\n",
    );
  });

  it('fills an empty value', () => {
    expect(setOptionValue('gameplay:\n  server-name:\n', 'current', 'gameplay.server-name', 'Named')).toBe(
      'gameplay:\n  server-name: Named\n',
    );
  });

  it('replaces a list with text where text belongs', () => {
    const text = 'motd:\n  secondary-motd:\n    - only\nconfig-version: 7\n';
    expect(setOptionValue(text, 'current', 'motd.secondary-motd', 'fixed')).toBe(
      'motd:\n  secondary-motd: fixed\nconfig-version: 7\n',
    );
  });

  it('adds a missing key after the key that precedes it in Geyser order', () => {
    const result = setOptionValue(BASE, 'current', 'gameplay.cooldown-type', 'hotbar');
    expect(result).toBe(BASE.replace('  server-name: Test\n', '  server-name: Test\n  cooldown-type: hotbar\n'));
  });

  it('adds a missing section where Geyser would put it', () => {
    const result = setOptionValue(BASE, 'current', 'motd.max-players', 20);
    expect(result).toBe(BASE.replace('gameplay:', 'motd:\n  max-players: 20\ngameplay:'));
    const nested = setOptionValue(BASE, 'current', 'advanced.bedrock.mtu', 1200);
    expect(nested).toBe(BASE.replace('config-version: 7', 'advanced:\n  bedrock:\n    mtu: 1200\nconfig-version: 7'));
  });

  it('follows the indentation of 4-space files', () => {
    const text = fixture('02-current-v7-standalone-4space.yml');
    const result = setOptionValue(text, 'current', 'gameplay.command-suggestions', false);
    expect(result).toContain(
      '    cooldown-type: hotbar\n    command-suggestions: false\n    show-coordinates: false\n',
    );
    const list = setOptionValue(text, 'current', 'advanced.resource-pack-urls', ['https://example.com/a.mcpack']);
    expect(list).toContain(
      'advanced:\n    resource-pack-urls:\n        - https://example.com/a.mcpack\n    bedrock:\n',
    );
  });

  it('keeps CRLF line endings on added lines', () => {
    const text = fixture('12-crlf.yml');
    const result = setOptionValue(text, 'current', 'gameplay.forward-player-ping', true);
    expect(result.split('\r\n').length).toBe(text.split('\r\n').length + 1);
    expect(result.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('adds after the last line of a file without a final newline, and keeps it without one', () => {
    const text = fixture('11-no-final-newline.yml');
    const result = setOptionValue(text, 'current', 'enable-metrics', false);
    expect(result.endsWith('config-version: 7')).toBe(true);
    expect(result).toContain('debug-mode: false\nconfig-version: 7');
    const atEnd = setOptionValue('debug-mode: false', 'current', 'config-version', 7);
    expect(atEnd).toBe('debug-mode: false\nconfig-version: 7');
  });

  it('refuses to edit text that does not parse', () => {
    expect(() => setOptionValue(fixture('14-broken-syntax.yml'), 'current', 'bedrock.port', 1)).toThrow(
      ConfigEditError,
    );
  });

  it('refuses to add a key under something that is not a section', () => {
    expect(() => setOptionValue('gameplay: 5\n', 'current', 'gameplay.server-name', 'x')).toThrow(/not a section/);
    expect(() => setOptionValue('gameplay: {a: 1}\n', 'current', 'gameplay.server-name', 'x')).toThrow(/source view/);
  });

  it('edits the last of duplicate keys (the one Geyser reads)', () => {
    const text = 'debug-mode: false\ndebug-mode: false\n';
    expect(setOptionValue(text, 'current', 'debug-mode', true)).toBe('debug-mode: false\ndebug-mode: true\n');
  });
});

describe('editing lists', () => {
  const text = 'saved-user-logins:\n  - One # first\n  - Two\ndebug-mode: false\n';

  it('changes one item in place', () => {
    expect(setOptionValue(text, 'current', 'saved-user-logins', ['One', 'Second'])).toBe(
      text.replace('- Two', '- Second'),
    );
  });

  it('appends and removes items line by line', () => {
    expect(setOptionValue(text, 'current', 'saved-user-logins', ['One', 'Two', 'Three'])).toBe(
      text.replace('  - Two\n', '  - Two\n  - Three\n'),
    );
    expect(setOptionValue(text, 'current', 'saved-user-logins', ['One'])).toBe(
      'saved-user-logins:\n  - One # first\ndebug-mode: false\n',
    );
  });

  it('writes an empty list as [] and fills [] as a block list', () => {
    expect(setOptionValue(text, 'current', 'saved-user-logins', [])).toBe('saved-user-logins: []\ndebug-mode: false\n');
    expect(setOptionValue('saved-user-logins: []\n', 'current', 'saved-user-logins', ['A', 'yes'])).toBe(
      "saved-user-logins:\n  - A\n  - 'yes'\n",
    );
  });

  it('keeps a filled flow list in flow style', () => {
    const flow = 'advanced:\n  bedrock:\n    haproxy-protocol-whitelisted-ips: [ "127.0.0.1", "10.0.0.0/8" ]\n';
    expect(
      setOptionValue(flow, 'current', 'advanced.bedrock.haproxy-protocol-whitelisted-ips', [
        '127.0.0.1',
        '10.1.0.0/16',
      ]),
    ).toBe(flow.replace('"10.0.0.0/8"', '"10.1.0.0/16"'));
    expect(setOptionValue(flow, 'current', 'advanced.bedrock.haproxy-protocol-whitelisted-ips', ['a, b'])).toBe(
      "advanced:\n  bedrock:\n    haproxy-protocol-whitelisted-ips: ['a, b']\n",
    );
  });
});

describe('removing and renaming keys', () => {
  it('removes a key with the comment lines right above it', () => {
    const text = 'gameplay:\n  server-name: A\n\n  # old name\n  show-cooldown: title\n  cooldown-type: crosshair\n';
    expect(removeKey(text, ['gameplay', 'show-cooldown'])).toBe(
      'gameplay:\n  server-name: A\n\n  cooldown-type: crosshair\n',
    );
  });

  it('removes a whole section', () => {
    expect(removeKey('remote:\n  address: auto\n  port: 1\ndebug-mode: true\n', ['remote'])).toBe('debug-mode: true\n');
  });

  it('says so, rather than report success, when the key is missing', () => {
    expect(() => removeKey(BASE, ['nothing', 'here'])).toThrow(/not in the file, so nothing was removed/);
  });

  it('removes a quoted key with a dot in its name, not the nested key of the same path', () => {
    const text = 'foo:\n  bar: nested\n"foo.bar": quoted\nconfig-version: 7\n';
    expect(removeKey(text, ['foo.bar'])).toBe('foo:\n  bar: nested\nconfig-version: 7\n');
    expect(() => removeKey('foo:\n  baz: 1\n', ['foo.bar'])).toThrow(ConfigEditError);
  });

  it('renames a key in place', () => {
    expect(renameKey('gameplay:\n  show-cooldown: title # x\n', ['gameplay', 'show-cooldown'], 'cooldown-type')).toBe(
      'gameplay:\n  cooldown-type: title # x\n',
    );
  });
});

describe('key order', () => {
  it("follows Geyser's order for each map", () => {
    expect(keyOrder('current', '')).toEqual([
      'bedrock',
      'java',
      'motd',
      'gameplay',
      'default-locale',
      'log-player-ip-addresses',
      'saved-user-logins',
      'pending-authentication-timeout',
      'notify-on-new-bedrock-update',
      'advanced',
      'enable-metrics',
      'metrics-uuid',
      'debug-mode',
      'config-version',
    ]);
    expect(keyOrder('current', 'advanced').slice(-2)).toEqual(['java', 'bedrock']);
    expect(keyOrder('legacy', '').slice(0, 3)).toEqual(['bedrock', 'remote', 'floodgate-key-file']);
  });
});

describe('edits through aliases, anchors and merge keys', () => {
  const ANCHORS = 'shared: &p 19140\nbedrock:\n  port: *p\n  address: &a 0.0.0.0\nother: *a\nconfig-version: 7\n';

  it('gives a value written as an alias a value of its own, leaving the anchor alone', () => {
    const changed = setOptionValue(ANCHORS, 'current', 'bedrock.port', 19133);
    expect(changed).toBe(ANCHORS.replace('port: *p', 'port: 19133'));
    expect(indirection(ANCHORS, ['bedrock', 'port'])).toMatch(/alias `\*p` on line 3/);
  });

  it('edits an anchored value in place and says that its aliases follow', () => {
    const changed = setOptionValue(ANCHORS, 'current', 'bedrock.address', '127.0.0.1');
    expect(changed).toBe(ANCHORS.replace('&a 0.0.0.0', '&a 127.0.0.1'));
    expect(parse(changed, {version: '1.1'})).toMatchObject({other: '127.0.0.1'});
    expect(indirection(ANCHORS, ['bedrock', 'address'])).toMatch(/anchor `&a`.*`\*a` read the same value/);
  });

  it('overrides a merged value by writing the key in the section itself', () => {
    const text = 'base: &base\n  port: 19200\nbedrock:\n  <<: *base\nconfig-version: 7\n';
    const changed = setOptionValue(text, 'current', 'bedrock.port', 19133);
    expect(parse(changed, {version: '1.1', merge: true})).toMatchObject({bedrock: {port: 19133}, base: {port: 19200}});
    expect(indirection(text, ['bedrock', 'port'])).toMatch(/merge key `<<` on line 4/);
  });

  it('says why it cannot edit a key inside a section written as an alias, or in { } style', () => {
    const text = 'base: &base\n  port: 19200\nbedrock: *base\nconfig-version: 7\n';
    expect(() => setOptionValue(text, 'current', 'bedrock.port', 1)).toThrow(/alias \uE000\*base\uE001 \(line 3\)/);
    expect(() => setOptionValue(text, 'current', 'bedrock.address', 'x')).toThrow(/alias \uE000\*base\uE001/);
    expect(() => setOptionValue('base: &b {port: 1}\nbedrock: {<<: *b}\n', 'current', 'bedrock.port', 2)).toThrow(
      /\uE000bedrock\uE001 is written in \{ \} style/,
    );
    expect(() => setOptionValue('{bedrock: 1}', 'current', 'debug-mode', true)).toThrow(
      /^The file is written in \{ \} style; add \uE000debug-mode\uE001/,
    );
  });

  it('never removes a merged key from the section it was merged from', () => {
    const text = 'base: &base\n  port: 19200\nbedrock:\n  <<: *base\n';
    expect(() => removeKey(text, ['bedrock', 'port'])).toThrow(/merge key `<<` on line 4/);
  });
});

describe('notes after an edit through YAML references', () => {
  it('explains what changed for an alias and a merge key, and nothing for a plain value', () => {
    expect(editNote('p: &p 1\nbedrock:\n  port: *p\n', 'bedrock.port')).toMatch(/value of its own/);
    expect(editNote('b: &b\n  port: 1\nbedrock:\n  <<: *b\n', 'bedrock.port')).toMatch(/takes precedence/);
    expect(editNote('bedrock:\n  port: 1\n', 'bedrock.port')).toBeNull();
  });
});
