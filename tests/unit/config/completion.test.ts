import {describe, expect, it} from 'vitest';

import {cursorContext, keyDocumentation, keySuggestions, valueSuggestions} from '../../../src/lib/config';

const LINES = ['bedrock:', '  port: 19132', '  ', 'advanced:', '  bedrock:', '    mtu: 1400', '    ', 'debug-mode: '];

describe('source editor help', () => {
  it('finds the map around the cursor', () => {
    expect(cursorContext(LINES, 1, 5)).toMatchObject({parentPath: 'bedrock', key: 'port', inValue: false});
    expect(cursorContext(LINES, 1, 10)).toMatchObject({parentPath: 'bedrock', key: 'port', inValue: true});
    expect(cursorContext(LINES, 2, 3)).toMatchObject({parentPath: 'bedrock', key: null});
    expect(cursorContext(LINES, 6, 5)).toMatchObject({parentPath: 'advanced.bedrock', key: null});
    expect(cursorContext(LINES, 7, 13)).toMatchObject({parentPath: '', key: 'debug-mode', inValue: true});
  });

  it('offers the keys that belong in that map and are missing', () => {
    const keys = keySuggestions('current', 'spigot', 'bedrock', ['port']).map((suggestion) => suggestion.key);
    expect(keys).toEqual(['address', 'clone-remote-port']);
    expect(keySuggestions('current', 'standalone', 'bedrock', []).map((suggestion) => suggestion.key)).toEqual([
      'address',
      'port',
    ]);
    const root = keySuggestions('current', 'spigot', '', []);
    expect(root.find((suggestion) => suggestion.key === 'advanced')).toMatchObject({
      isSection: true,
      insertText: 'advanced:',
    });
    expect(root.find((suggestion) => suggestion.key === 'config-version')?.insertText).toBe('config-version: 7');
    expect(keySuggestions('current', 'spigot', 'advanced.bedrock', [])[0].insertText).toBe('broadcast-port: 0');
  });

  it('offers the values an option accepts', () => {
    expect(valueSuggestions('java.auth-type')).toEqual(['online', 'offline', 'floodgate']);
    expect(valueSuggestions('debug-mode')).toEqual(['true', 'false']);
    expect(valueSuggestions('bedrock.port')).toEqual([]);
  });

  it('explains a key on hover, in both layouts', () => {
    expect(keyDocumentation('current', 'bedrock.port')).toMatch(
      /^bedrock\.port\n\nThe UDP port .*\n\nDefault: 19132$/s,
    );
    expect(keyDocumentation('legacy', 'bedrock.motd1')).toContain('First line of the server list entry');
    expect(keyDocumentation('current', 'nothing')).toBeNull();
  });
});
