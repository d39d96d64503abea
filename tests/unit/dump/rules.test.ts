import {describe, expect, it} from 'vitest';

import type {BuildCheckResult, OfficialBuild} from '../../../src/lib/dump/builds';
import {countBySeverity, diagnose} from '../../../src/lib/dump/diagnose';
import type {DiagnosisContext, Problem} from '../../../src/lib/dump/diagnosis-types';
import type {NormalizedDump} from '../../../src/lib/dump/model';
import {normalizeDump} from '../../../src/lib/dump/normalize';
import {DIAGNOSIS_RULES} from '../../../src/lib/dump/rules';
import {
  fixtureJson,
  legacyWith,
  loadFixture,
  PAPER_JAR_SHA256,
  paperPlugins,
  paperWith,
  plugin,
  readRealDump,
} from './helpers';
import {itWithShared} from '../../support/shared';

const latest = (build: number, hashes: Record<string, string> = {spigot: PAPER_JAR_SHA256}): OfficialBuild => ({
  version: '2.11.1',
  build,
  hashes,
});
const upToDate: BuildCheckResult = {update: {status: 'ok', latest: latest(1210)}, hash: {status: 'match', build: 1210}};

function run(dump: NormalizedDump, builds?: BuildCheckResult): Problem[] {
  const context: DiagnosisContext = {dump, builds};
  return diagnose(context);
}

function ids(dump: NormalizedDump, builds?: BuildCheckResult): string[] {
  return run(dump, builds).map((problem) => problem.ruleId);
}

/** Fails, naming the fixture, if `ruleId` reports anything for any of them. */
function expectQuietOn(ruleId: string, ...fixtures: string[]): void {
  for (const name of fixtures) {
    expect(ids(loadFixture(name)), name).not.toContain(ruleId);
  }
}

function only(ruleId: string, dump: NormalizedDump, builds?: BuildCheckResult): Problem[] {
  return run(dump, builds).filter((problem) => problem.ruleId === ruleId);
}

describe('the healthy fixture', () => {
  it('has no problems at all when it is the newest build', () => {
    expect(run(loadFixture('current-spigot-paper.pretty.json'), upToDate)).toEqual([]);
  });

  it('every rule has an id, title, links and a description', () => {
    const seen = new Set<string>();
    for (const rule of DIAGNOSIS_RULES) {
      expect(rule.id).toMatch(/^[a-z0-9-]+$/);
      expect(seen.has(rule.id)).toBe(false);
      seen.add(rule.id);
      expect(rule.title.length).toBeGreaterThan(5);
      expect(rule.checks.length).toBeGreaterThan(5);
      expect(rule.links.length).toBeGreaterThan(0);
    }
  });
});

describe('outdated-build', () => {
  it('fires when the Downloads API has a newer build', () => {
    const [problem] = only('outdated-build', loadFixture('current-spigot-paper.pretty.json'), {
      update: {status: 'ok', latest: latest(1250)},
      hash: {status: 'skipped', reason: 'x'},
    });
    expect(problem.detail).toMatch(/build 1210 \(2\.11\.1\); the newest is build 1250 \(2\.11\.1\), 40 builds later/);
    expect(problem.severity).toBe('warning');
  });

  it('fires for a legacy dump even without the Downloads API', () => {
    expect(ids(legacyWith())).toContain('outdated-build');
    expect(only('outdated-build', legacyWith())[0].detail).toMatch(/before November 2025/);
  });

  it('stays quiet for the newest build, and before the API answered for a current dump', () => {
    expect(ids(loadFixture('current-spigot-paper.pretty.json'), upToDate)).not.toContain('outdated-build');
    expectQuietOn('outdated-build', 'current-spigot-paper.pretty.json');
  });
});

describe('unofficial-build', () => {
  it('fires for forks and development builds', () => {
    expect(only('unofficial-build', loadFixture('current-viaproxy.min.json'))[0].detail).toMatch(/fork.*SomeoneElse/s);
    expect(only('unofficial-build', loadFixture('current-standalone.pretty.json'))[0].detail).toMatch(
      /no build number/,
    );
    expect(ids(paperWith({gitInfo: {'git.branch': 'feature/x'}}))).toContain('unofficial-build');
  });
  it('stays quiet for official builds', () => {
    expectQuietOn('unofficial-build', 'current-spigot-paper.pretty.json');
  });
});

describe('jar-hash-mismatch', () => {
  it('fires when the hash matches no official file', () => {
    const problems = only('jar-hash-mismatch', loadFixture('current-spigot-paper.pretty.json'), {
      update: {status: 'ok', latest: latest(1210)},
      hash: {status: 'mismatch', build: 1210},
    });
    expect(problems).toHaveLength(1);
    expect(problems[0].severity).toBe('error');
    expect(problems[0].detail).toMatch(/2ef66366a8cf…/);
  });
  it('stays quiet when it matches, or cannot be checked', () => {
    expect(ids(loadFixture('current-spigot-paper.pretty.json'), upToDate)).not.toContain('jar-hash-mismatch');
    expect(
      ids(loadFixture('current-spigot-paper.pretty.json'), {update: upToDate.update, hash: {status: 'unknown-build'}}),
    ).not.toContain('jar-hash-mismatch');
    expectQuietOn('jar-hash-mismatch', 'current-spigot-paper.pretty.json');
  });
});

describe('java-too-old', () => {
  it('warns on Java 17 and errors on Java 11', () => {
    expect(only('java-too-old', loadFixture('current-bungeecord.pretty.json'))[0]).toMatchObject({severity: 'warning'});
    const java11 = only('java-too-old', paperWith({versionInfo: {javaVersion: '11.0.22+7'}}))[0];
    expect(java11.severity).toBe('error');
    expect(java11.detail).toMatch(/Java 11/);
    expect(only('java-too-old', paperWith({versionInfo: {javaVersion: '1.8.0_402-b06'}}))[0].detail).toMatch(/Java 8/);
  });
  it('stays quiet on Java 21 and newer, and when the version is unknown', () => {
    expectQuietOn('java-too-old', 'current-spigot-paper.pretty.json');
    expect(ids(paperWith({versionInfo: {javaVersion: '25.0.1+8-LTS'}}))).not.toContain('java-too-old');
    expect(ids(paperWith({versionInfo: {javaVersion: undefined}}))).not.toContain('java-too-old');
  });
});

describe('craftbukkit', () => {
  it('fires on CraftBukkit', () => {
    expect(only('craftbukkit', legacyWith())[0].severity).toBe('error');
  });
  itWithShared("stays quiet on Paper, Spigot and the real dump's Paper fork", () => {
    expectQuietOn('craftbukkit', 'current-spigot-paper.pretty.json');
    expect(
      ids(
        paperWith({
          bootstrapInfo: {platformName: 'CraftBukkit', platformVersion: '4226-Spigot-146439e-2889b3a (MC: 26.2)'},
        }),
      ),
    ).not.toContain('craftbukkit');
    expect(ids(normalizeDump(JSON.parse(readRealDump())))).not.toContain('craftbukkit');
  });
});

describe('floodgate-missing', () => {
  it('fires when auth-type is floodgate without Floodgate', () => {
    expect(only('floodgate-missing', loadFixture('current-fabric.pretty.json'))[0].detail).toMatch(/no Floodgate mod/);
  });
  it('fires when Floodgate is disabled', () => {
    const plugins = paperPlugins().map((entry) => (entry.name === 'floodgate' ? {...entry, enabled: false} : entry));
    expect(only('floodgate-missing', paperWith({bootstrapInfo: {plugins}}))[0].detail).toMatch(/disabled/);
  });
  it('stays quiet with Floodgate installed, and on Standalone', () => {
    expectQuietOn('floodgate-missing', 'current-spigot-paper.pretty.json', 'current-standalone.pretty.json');
  });
});

describe('floodgate-unused', () => {
  it('fires when Floodgate is installed but auth-type is online', () => {
    expect(ids(paperWith({config: {java: {'auth-type': 'ONLINE'}}}))).toContain('floodgate-unused');
  });
  it('stays quiet with auth-type floodgate', () => {
    expectQuietOn('floodgate-unused', 'current-spigot-paper.pretty.json');
  });
});

describe('floodgate-proxy-backends', () => {
  it('notes Floodgate on a proxy, and warns when it sends data to backends', () => {
    expect(only('floodgate-proxy-backends', loadFixture('current-velocity.min.json'))[0].severity).toBe('info');
    expect(only('floodgate-proxy-backends', loadFixture('legacy-bungeecord.min.json'))[0].severity).toBe('warning');
  });
  it('stays quiet on a backend, and when Floodgate sends no data', () => {
    expectQuietOn('floodgate-proxy-backends', 'current-spigot-paper.pretty.json');
    const json = fixtureJson('legacy-bungeecord.min.json');
    (json.floodgate as {config: Record<string, unknown>}).config['send-floodgate-data'] = false;
    expect(ids(normalizeDump(json))).not.toContain('floodgate-proxy-backends');
  });
});

describe('standalone-floodgate', () => {
  it('fires on Standalone with auth-type floodgate', () => {
    expect(ids(loadFixture('current-standalone.pretty.json'))).toContain('standalone-floodgate');
  });
  it('stays quiet on plugin platforms', () => {
    expectQuietOn('standalone-floodgate', 'current-spigot-paper.pretty.json');
  });
});

describe('auth-offline-online-server', () => {
  it('fires for auth-type offline on an online-mode server', () => {
    const plugins = paperPlugins().filter((entry) => entry.name !== 'floodgate');
    expect(
      only(
        'auth-offline-online-server',
        paperWith({config: {java: {'auth-type': 'OFFLINE'}}, bootstrapInfo: {plugins}}),
      )[0].severity,
    ).toBe('error');
  });
  it('stays quiet in offline mode', () => {
    expect(
      ids(paperWith({config: {java: {'auth-type': 'OFFLINE'}}, bootstrapInfo: {onlineMode: false}})),
    ).not.toContain('auth-offline-online-server');
    expectQuietOn('auth-offline-online-server', 'current-viaproxy.min.json');
  });
});

describe('bedrock-proxy-protocol', () => {
  itWithShared('fires when Geyser expects PROXY headers from Bedrock clients', () => {
    expect(only('bedrock-proxy-protocol', loadFixture('current-bungeecord.pretty.json'))[0].detail).not.toMatch(
      /empty/,
    );
    expect(only('bedrock-proxy-protocol', normalizeDump(JSON.parse(readRealDump())))[0].detail).toMatch(/empty/);
  });
  it('stays quiet when it is off', () => {
    expectQuietOn('bedrock-proxy-protocol', 'current-spigot-paper.pretty.json');
  });
});

describe('java-proxy-protocol', () => {
  it('is an error on Spigot, a warning on Paper and Velocity', () => {
    const spigot = paperWith({
      bootstrapInfo: {platformName: 'Spigot', platformVersion: '4226-Spigot-146439e-2889b3a (MC: 26.2)'},
      config: {advanced: {java: {'use-haproxy-protocol': true}}},
    });
    expect(only('java-proxy-protocol', spigot)[0].severity).toBe('error');
    const paper = paperWith({config: {advanced: {java: {'use-haproxy-protocol': true}}}});
    expect(only('java-proxy-protocol', paper)[0]).toMatchObject({severity: 'warning'});
    expect(only('java-proxy-protocol', paper)[0].detail).toMatch(/Paper/);
    expect(only('java-proxy-protocol', legacyWith({config: {remote: {'use-proxy-protocol': true}}}))[0].severity).toBe(
      'error',
    );
  });
  it('stays quiet when off, and on BungeeCord with direct connection (Geyser matches its own listener)', () => {
    expectQuietOn('java-proxy-protocol', 'current-spigot-paper.pretty.json', 'current-bungeecord.pretty.json');
  });
});

describe('docker-udp', () => {
  it('fires inside Docker and names the port', () => {
    expect(only('docker-udp', loadFixture('current-standalone.pretty.json'))[0].detail).toMatch(/19132\/udp/);
    expect(ids(legacyWith())).toContain('docker-udp');
  });
  it('stays quiet outside Docker', () => {
    expectQuietOn('docker-udp', 'current-spigot-paper.pretty.json');
  });
});

describe('same-port-without-clone', () => {
  it('fires when the Bedrock port was set to the Java port by hand', () => {
    expect(only('same-port-without-clone', loadFixture('current-fabric.pretty.json'))[0].detail).toMatch(/25565/);
  });
  itWithShared('stays quiet with clone-remote-port, with different ports, and on Standalone', () => {
    expect(ids(normalizeDump(JSON.parse(readRealDump())))).not.toContain('same-port-without-clone');
    expectQuietOn('same-port-without-clone', 'current-spigot-paper.pretty.json', 'current-standalone.pretty.json');
  });
  it('uses the BungeeCord listener port', () => {
    const json = fixtureJson('current-bungeecord.pretty.json');
    (json.config as {bedrock: {port: number}}).bedrock.port = 25577;
    expect(ids(normalizeDump(json))).toContain('same-port-without-clone');
  });
});

describe('proxy-offline-mode and backend-offline-mode', () => {
  it('warns for an offline proxy', () => {
    expect(only('proxy-offline-mode', loadFixture('current-velocity.min.json'))[0].severity).toBe('warning');
  });
  it('notes an offline backend', () => {
    expect(ids(loadFixture('current-neoforge.pretty.json'))).toContain('backend-offline-mode');
  });
  it('stays quiet in online mode', () => {
    expectQuietOn('proxy-offline-mode', 'current-bungeecord.pretty.json');
    expectQuietOn('backend-offline-mode', 'current-spigot-paper.pretty.json');
  });
});

describe('unsupported-minecraft-version', () => {
  it('fires for an older server without ViaVersion', () => {
    expect(only('unsupported-minecraft-version', legacyWith())[0].detail).toMatch(/1\.21\.3.*ViaVersion/s);
  });
  it('asks for a Geyser update when the server is newer', () => {
    const problem = only(
      'unsupported-minecraft-version',
      legacyWith({bootstrapInfo: {platformVersion: '4300-Bukkit-1 (MC: 1.21.5)'}}),
    )[0];
    expect(problem.detail).toMatch(/newer than this Geyser/);
  });
  itWithShared('stays quiet with ViaVersion, on a supported version, and on proxies', () => {
    expect(ids(legacyWith({bootstrapInfo: {plugins: [plugin('ViaVersion')]}}))).not.toContain(
      'unsupported-minecraft-version',
    );
    expectQuietOn('unsupported-minecraft-version', 'current-spigot-paper.pretty.json', 'current-velocity.min.json');
    expect(ids(normalizeDump(JSON.parse(readRealDump())))).not.toContain('unsupported-minecraft-version');
  });
});

describe('duplicate-geyser', () => {
  it('fires with two Geyser jars', () => {
    const plugins = paperPlugins(
      plugin('Geyser-Velocity', {main: 'org.geysermc.geyser.platform.velocity.GeyserVelocityPlugin'}),
    );
    expect(only('duplicate-geyser', paperWith({bootstrapInfo: {plugins}}))[0].severity).toBe('error');
  });
  it('stays quiet with one', () => {
    expectQuietOn('duplicate-geyser', 'current-spigot-paper.pretty.json');
  });
});

describe('known-conflict', () => {
  it('finds a plugin manager and a login plugin', () => {
    const titles = only('known-conflict', legacyWith()).map((problem) => problem.title);
    expect(titles).toEqual(
      expect.arrayContaining(['A plugin manager can reload Geyser at runtime', 'A login plugin is installed']),
    );
  });
  it('finds Floodgate 1 by name and version, not Floodgate 2', () => {
    const problems = only('known-conflict', loadFixture('legacy-bungeecord.min.json'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({severity: 'error', title: 'Floodgate 1.x is installed'});
    expect(problems[0].detail).toMatch(/"floodgate-bungee"/);
  });
  it('matches names without case and separators', () => {
    expect(ids(paperWith({bootstrapInfo: {plugins: paperPlugins(plugin('plug-man-x'))}}))).toContain('known-conflict');
  });
  it('stays quiet on the healthy fixture', () => {
    expectQuietOn('known-conflict', 'current-spigot-paper.pretty.json');
  });
});

describe('no-bedrock-connections', () => {
  it('fires when no Bedrock client ever connected', () => {
    expect(ids(loadFixture('current-fabric.pretty.json'))).toContain('no-bedrock-connections');
  });
  it('stays quiet after connections, and when the count is unknown', () => {
    expectQuietOn('no-bedrock-connections', 'current-spigot-paper.pretty.json', 'minimal-nulls.json');
  });
});

describe('diagnose', () => {
  it('orders problems by severity and counts them', () => {
    const problems = run(legacyWith());
    const order = {error: 0, warning: 1, info: 2};
    const severities = problems.map((problem) => order[problem.severity]);
    expect(severities).toEqual([...severities].sort((a, b) => a - b));
    expect(countBySeverity(problems).error).toBeGreaterThanOrEqual(2);
    expect(new Set(problems.map((problem) => problem.id)).size).toBe(problems.length);
  });

  it('skips a rule that throws instead of failing', () => {
    const dump = loadFixture('current-spigot-paper.pretty.json');
    const problems = diagnose({dump}, [
      {
        id: 'broken',
        severity: 'error',
        title: 'Broken',
        checks: 'x',
        links: [],
        check: () => {
          throw new Error('boom');
        },
      },
      {id: 'fine', severity: 'info', title: 'Fine', checks: 'x', links: [], check: () => ({detail: 'ok'})},
    ]);
    expect(problems.map((problem) => problem.id)).toEqual(['fine']);
  });

  it('runs over every fixture without throwing', async () => {
    const {DUMP_FIXTURES} = await import('./helpers');
    for (const file of DUMP_FIXTURES) {
      expect(() => run(loadFixture(file), upToDate)).not.toThrow();
    }
  });

  itWithShared("finds the real dump's problems", () => {
    const found = ids(normalizeDump(JSON.parse(readRealDump())), {
      update: {status: 'ok', latest: latest(1210)},
      hash: {status: 'match', build: 793},
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'outdated-build',
        'bedrock-proxy-protocol',
        'java-proxy-protocol',
        'known-conflict',
        'no-bedrock-connections',
      ]),
    );
  });
});
