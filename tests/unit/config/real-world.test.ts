import {describe, expect, it} from 'vitest';

import {
  analyzeConfig,
  convertLegacy,
  encodeForDownload,
  setOptionValue,
  type PlatformId,
} from '../../../src/lib/config';
import {analyzeUpload, changedLines, realWorldBytes, realWorldNames} from './helpers';

/** The platform of each real file, from SOURCES.md (inferred there from the folder it came from). */
function sourcePlatform(name: string): PlatformId {
  const match = /^\d+-(spigot|velocity|bungeecord|fabric|neoforge|standalone)-/.exec(name);
  if (!match) {
    throw new Error(`No platform in ${name}`);
  }
  return match[1] as PlatformId;
}

/** Config version per SOURCES.md: `v7`, `v5`, `v4`, or none (2020 and partial files). */
function sourceVersion(name: string): number | null {
  const match = /-v(\d)[-.]/.exec(name);
  return match ? Number(match[1]) : null;
}

const NAMES = realWorldNames();

describe.skipIf(NAMES.length === 0)('real config files from public servers', () => {
  it('are all there', () => {
    expect(NAMES).toHaveLength(25);
  });

  it.each(NAMES)('%s loads, shows its values and exports byte-identical', (name) => {
    const bytes = realWorldBytes(name);
    const platform = sourcePlatform(name);
    const analysis = analyzeUpload(bytes, name, platform);
    const version = sourceVersion(name);
    expect(analysis.version).toBe(version);
    expect(analysis.layout).toBe(version !== null && version >= 5 ? 'current' : 'legacy');
    if (analysis.platformCandidates.length > 0) {
      expect(analysis.platformCandidates).toContain(platform);
    }
    const present = [...analysis.options.values()].filter((state) => state.present);
    expect(present.length).toBeGreaterThan(3);
    expect(Buffer.from(encodeForDownload(analysis.text)).equals(bytes)).toBe(true);
  });

  it.each(NAMES.filter((name) => (sourceVersion(name) ?? 0) >= 5))('%s: one edit changes one line', (name) => {
    const text = realWorldBytes(name).toString('utf8');
    const analysis = analyzeConfig(text, {platform: sourcePlatform(name)});
    const debug = analysis.options.get('debug-mode')?.fileValue;
    const changed = setOptionValue(text, 'current', 'debug-mode', !debug);
    expect(changedLines(text, changed)).toEqual([
      {line: expect.any(Number), before: `debug-mode: ${debug}`, after: `debug-mode: ${!debug}`},
    ]);
  });

  it.each(NAMES.filter((name) => (sourceVersion(name) ?? 0) < 5))('%s is recognised as legacy and converts', (name) => {
    const text = realWorldBytes(name).toString('utf8');
    const platform = sourcePlatform(name);
    const analysis = analyzeConfig(text, {platform});
    expect(analysis.issues).toContainEqual(expect.objectContaining({rule: 'legacy-layout'}));
    const converted = analyzeConfig(
      convertLegacy(text, platform, {uuid: () => '00000000-0000-4000-8000-000000000000'}).text,
      {platform},
    );
    expect(converted.layout).toBe('current');
    expect(converted.version).toBe(7);
    // Only values that were already wrong in the legacy file may be flagged after conversion.
    const errors = converted.issues.filter((issue) => issue.severity === 'error');
    expect(errors.map((issue) => issue.path)).toEqual(name.startsWith('17-') ? ['java.auth-type'] : []);
  });

  it('spots the oddities listed in SOURCES.md', () => {
    const issuesOf = (name: string) =>
      analyzeConfig(realWorldBytes(name).toString('utf8'), {platform: sourcePlatform(name)}).issues;
    const rulesFor = (name: string, path: string) =>
      issuesOf(name)
        .filter((issue) => issue.path === path)
        .map((issue) => issue.rule);
    expect(rulesFor('01-spigot-v7-4space-leftover-key.yml', 'gameplay.show-cooldown')).toEqual(['stale-key']);
    expect(rulesFor('05-standalone-v7-docker-viaproxy.yml', 'metrics-uuid')).toEqual(['type']);
    expect(rulesFor('07-fabric-v5-list-motd.yml', 'motd.secondary-motd')).toEqual(['type']);
    expect(rulesFor('08-fabric-v5-env-placeholders.yml', 'motd.primary-motd')).toEqual(['placeholder']);
    expect(rulesFor('11-velocity-v5-haproxy-offline.yml', 'advanced.bedrock.validate-bedrock-login')).toEqual([
      'security',
    ]);
    expect(rulesFor('17-fabric-v4-auth-type-auto.yml', 'remote.auth-type')).toEqual(['type']);
    expect(rulesFor('19-velocity-v4-ampersand-codes.yml', 'bedrock.server-name')).toEqual(['format']);
    expect(rulesFor('21-velocity-v4-stripped-odd-keys.yml', 'Above-Bedrock-Nether-Building')).toEqual([
      'wrong-case-key',
    ]);
    expect(rulesFor('22-velocity-partial-misplaced-keys.yml', 'auth-type')).toEqual(['misplaced-key']);
    expect(rulesFor('23-spigot-v4-partial-japanese.yml', 'enable-custom-content')).toEqual(['misplaced-key']);
    expect(rulesFor('24-standalone-partial-french.yml', 'general-thread-pool')).toEqual(['removed-key']);
  });
});
