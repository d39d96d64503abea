import {describe, expect, it} from 'vitest';

import {normalizeDump, NotADumpError} from '../../../src/lib/dump/normalize';
import {DUMP_FIXTURES, fixtureJson, loadFixture, readFixture, readRealDump} from './helpers';
import {describeWithShared, sharedDir} from '../../support/shared';

describe('normalizeDump over every fixture', () => {
  it.each(DUMP_FIXTURES)('%s normalises without throwing', (file) => {
    const dump = loadFixture(file);
    expect(dump.platform.id).not.toBe('unknown');
    expect(Array.isArray(dump.addons)).toBe(true);
  });

  it('reads the pretty offline file and the minified service copy of the same dump identically', () => {
    const pretty = loadFixture('current-spigot-paper.pretty.json');
    const minified = loadFixture('current-spigot-paper.min.json');
    expect(minified).toEqual(pretty);
  });

  it('does not depend on key order', () => {
    const json = fixtureJson('current-spigot-paper.pretty.json');
    const reversed = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(reversed);
      if (value && typeof value === 'object') {
        return Object.fromEntries(
          Object.entries(value)
            .reverse()
            .map(([key, inner]) => [key, reversed(inner)]),
        );
      }
      return value;
    };
    expect(normalizeDump(reversed(json))).toEqual(normalizeDump(json));
  });

  it('decodes Gson HTML escaping and org.json slash escaping back to the original text', () => {
    expect(readFixture('current-spigot-paper.pretty.json')).toContain('\\u003dtrue');
    expect(loadFixture('current-spigot-paper.pretty.json').jvmFlags).toContain('-Dcom.mojang.eula.agree=true');
    const hostile = loadFixture('hostile.pretty.json');
    expect(hostile.addons[0].name).toBe('<img src=x onerror="document.body.dataset.pwned=1">');
  });
});

describe('platforms', () => {
  const cases: [string, string, string | undefined][] = [
    ['current-spigot-paper.pretty.json', 'spigot', 'plugins'],
    ['current-velocity.min.json', 'velocity', 'plugins'],
    ['current-bungeecord.pretty.json', 'bungeecord', 'plugins'],
    ['current-fabric.pretty.json', 'fabric', 'mods'],
    ['current-neoforge.pretty.json', 'neoforge', 'mods'],
    ['current-standalone.pretty.json', 'standalone', undefined],
    ['current-viaproxy.min.json', 'viaproxy', 'plugins'],
    ['legacy-spigot-craftbukkit.pretty.json', 'spigot', 'plugins'],
    ['legacy-bungeecord.min.json', 'bungeecord', 'plugins'],
    ['legacy-velocity-2022.pretty.json', 'velocity', 'plugins'],
    ['legacy-fabric-2023.pretty.json', 'fabric', 'mods'],
  ];
  it.each(cases)('%s is %s with %s', (file, platform, kind) => {
    const dump = loadFixture(file);
    expect(dump.platform.id).toBe(platform);
    expect(dump.addonKind).toBe(kind);
  });

  it('reads Spigot details', () => {
    const {platform} = loadFixture('current-spigot-paper.pretty.json');
    expect(platform).toMatchObject({
      softwareName: 'Paper',
      softwareVersion: '26.2-111-a1b2c3d (MC: 26.2)',
      apiVersion: '26.2-R0.1-SNAPSHOT',
      onlineMode: true,
      serverIp: '',
      serverPort: 25565,
    });
  });

  it('reads BungeeCord listeners and drops null authors', () => {
    const dump = loadFixture('current-bungeecord.pretty.json');
    expect(dump.platform.listeners).toEqual([{ip: '***', port: 25577}]);
    expect(dump.addons.find((addon) => addon.name === 'MiniMOTD')?.authors).toEqual([]);
  });

  it('keeps Velocity plugins without a name or main class', () => {
    const dump = loadFixture('current-velocity.min.json');
    const nameless = dump.addons.find((addon) => !addon.hasName);
    expect(nameless).toMatchObject({name: '(no name)', version: undefined, main: undefined, enabled: true});
    expect(dump.platform.vendor).toBe('Velocity Contributors');
    expect(new Set(dump.addons.map((addon) => addon.key)).size).toBe(dump.addons.length);
  });

  it('reads Fabric and NeoForge extras', () => {
    const fabric = loadFixture('current-fabric.pretty.json');
    expect(fabric.platform).toMatchObject({
      minecraftVersion: '26.2',
      environment: 'SERVER',
      softwareName: 'fabric',
      softwareVersion: '0.17.3',
    });
    expect(fabric.addons.find((mod) => mod.name === 'fabric-api')).toMatchObject({
      authors: ['FabricMC'],
      main: undefined,
    });
    const neo = loadFixture('current-neoforge.pretty.json');
    expect(neo.platform.environment).toBe('DEDICATED_SERVER');
    expect(neo.addons.find((mod) => mod.name === 'jei')?.url).toBe('https://www.curseforge.com/minecraft/mc-mods/jei');
    expect(neo.packs?.[0].size).toBe('0,09 MB');
  });

  it('reads Standalone, which has only isGui', () => {
    const dump = loadFixture('current-standalone.pretty.json');
    expect(dump.platform.isGui).toBe(false);
    expect(dump.addons).toEqual([]);
    expect(dump.config.settings).toMatchObject({javaAddress: '***', javaPort: 25565, authType: 'FLOODGATE'});
    expect(dump.system.ram).toEqual({free: 210, total: 512, max: undefined, maxUnlimited: true});
    expect(dump.hash.sha256).toBeUndefined();
  });

  it('reads ViaProxy without platformName and ignores the "unknown" main class', () => {
    const dump = loadFixture('current-viaproxy.min.json');
    expect(dump.platform.softwareName).toBeUndefined();
    expect(dump.platform.serverIp).toBe('unsupported');
    expect(dump.addons[0].main).toBeUndefined();
  });

  it('reads the pre-2023 platform enum string', () => {
    const dump = loadFixture('legacy-velocity-2022.pretty.json');
    expect(dump.platform.geyserPlatformName).toBe('VELOCITY');
  });

  it('infers the platform when bootstrapInfo.platform is missing', () => {
    const json = fixtureJson('current-neoforge.pretty.json');
    delete (json.bootstrapInfo as Record<string, unknown>).platform;
    expect(normalizeDump(json).platform.id).toBe('neoforge');
  });
});

describe('layouts', () => {
  it('detects current and legacy layouts', () => {
    expect(loadFixture('current-spigot-paper.pretty.json').layout).toBe('current');
    expect(loadFixture('current-standalone.pretty.json').layout).toBe('current');
    expect(loadFixture('legacy-spigot-craftbukkit.pretty.json').layout).toBe('legacy');
    expect(loadFixture('legacy-bungeecord.min.json').layout).toBe('legacy');
  });

  it('reads effective settings from both layouts', () => {
    expect(loadFixture('current-bungeecord.pretty.json').config.settings).toMatchObject({
      authType: 'ONLINE',
      bedrockPort: 19132,
      bedrockProxyProtocol: true,
      bedrockProxyProtocolWhitelist: ['10.0.0.0/8'],
      javaProxyProtocol: true,
      useDirectConnection: true,
      configVersion: 7,
    });
    expect(loadFixture('legacy-spigot-craftbukkit.pretty.json').config.settings).toMatchObject({
      authType: 'ONLINE',
      bedrockPort: 19132,
      cloneRemotePort: false,
      bedrockProxyProtocol: false,
      javaProxyProtocol: false,
      configVersion: 4,
    });
  });

  it('reads the legacy hashInfo and floodgate sections', () => {
    const dump = loadFixture('legacy-bungeecord.min.json');
    expect(dump.hash.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(dump.hash.md5).toMatch(/^[0-9a-f]{32}$/);
    expect(dump.floodgate?.config?.['send-floodgate-data']).toBe(true);
    expect(dump.packs).toBeUndefined();
    expect(dump.userPlatforms).toEqual([
      {platform: 'GOOGLE', count: 3},
      {platform: 'UWP', count: 2},
      {platform: 'IOS', count: 1},
    ]);
  });

  it('reads the full git.properties map of 2022 dumps', () => {
    const {geyser} = loadFixture('legacy-velocity-2022.pretty.json');
    expect(geyser).toMatchObject({
      buildNumber: 1130,
      branch: 'master',
      commitAbbrev: '7c6b5a4',
      kind: 'official',
      versionNumber: '2.0.5',
    });
  });
});

describe('Geyser build', () => {
  it('links the commit of an official build', () => {
    const {geyser} = loadFixture('current-spigot-paper.pretty.json');
    expect(geyser).toMatchObject({
      version: '2.11.1-b1210 (git-master-6e70ba2)',
      versionNumber: '2.11.1',
      buildNumber: 1210,
      branch: 'master',
      kind: 'official',
      repositoryWebUrl: 'https://github.com/GeyserMC/Geyser',
      commitUrl: 'https://github.com/GeyserMC/Geyser/commit/6e70ba277aa4b03ac414cb2c86ffcc485780073c',
    });
  });

  it('marks development builds (build number -1)', () => {
    expect(loadFixture('current-standalone.pretty.json').geyser).toMatchObject({
      kind: 'development',
      buildNumber: undefined,
    });
  });

  it('marks forks and links them to their own repository (SSH remote)', () => {
    const {geyser} = loadFixture('current-viaproxy.min.json');
    expect(geyser.kind).toBe('fork');
    expect(geyser.branch).toBe('feature/faster-chunks');
    expect(geyser.commitUrl).toBe(
      'https://github.com/SomeoneElse/Geyser/commit/9f8e7d6c5b4a39281706f5e4d3c2b1a098f7e6d5',
    );
  });

  it('never builds a link from a hostile remote or commit', () => {
    const {geyser} = loadFixture('hostile.pretty.json');
    expect(geyser.commitUrl).toBeUndefined();
    expect(geyser.repositoryWebUrl).toBeUndefined();
    expect(geyser.kind).toBe('fork');
  });
});

describe('hostile and broken input', () => {
  it("keeps hostile strings verbatim (escaping is the renderer's job)", () => {
    const dump = loadFixture('hostile.pretty.json');
    expect(dump.java.name).toBe('<img src=x onerror=alert(1)>');
    expect(dump.addons.map((addon) => addon.name)).toContain('RTL\u202Eevil.exe');
    expect(dump.addons.find((addon) => addon.name.length === 10_000)).toBeDefined();
    expect(dump.logs?.link).toBe('javascript:alert(document.cookie)');
  });

  it('tolerates null and missing sections, and says what is missing', () => {
    const dump = loadFixture('minimal-nulls.json');
    expect(dump.platform.id).toBe('spigot');
    expect(dump.addons).toEqual([]);
    expect(dump.geyser.kind).toBe('development');
    expect(dump.system.ram).toEqual({free: undefined, total: undefined, max: undefined, maxUnlimited: false});
    expect(dump.logs).toEqual({link: undefined});
    expect(dump.config.raw).toBeUndefined();
    expect(dump.notes.join(' ')).toMatch(/no "versionInfo"/);
    expect(dump.notes.join(' ')).toMatch(/no config/);
  });

  it('notes sections of the wrong type instead of failing', () => {
    const dump = normalizeDump({
      bootstrapInfo: {platform: {platformName: 'Spigot'}},
      versionInfo: 'oops',
      packInfo: {},
    });
    expect(dump.notes.some((note) => note.includes('"versionInfo" should be an object'))).toBe(true);
    expect(dump.notes.some((note) => note.includes('"packInfo" should be a list'))).toBe(true);
  });

  it('reads 300 plugins', () => {
    const dump = loadFixture('many-plugins.min.json');
    expect(dump.addons).toHaveLength(300);
    expect(new Set(dump.addons.map((addon) => addon.key)).size).toBe(300);
    expect(dump.addons.filter((addon) => addon.name === 'Plugin100')).toHaveLength(2);
  });

  it.each([
    [[], /JSON list/],
    ['text', /single JSON string/],
    [null, /single JSON null/],
    [{message: 'Document not found.'}, /error message/],
    [{bedrock: {}, java: {}}, /Geyser config/],
    [{project_id: 'geyser', builds: []}, /Downloads API/],
    [{foo: 1}, /neither/],
    [
      {versionInfo: [], bootstrapInfo: 'Spigot'},
      /its "versionInfo" section is a list and its "bootstrapInfo" section is text/,
    ],
    [
      {versionInfo: '2.6.2'},
      /are objects \(\{ … \}\), but its "versionInfo" section is text\. .*run \/geyser dump again/,
    ],
    [
      {bootstrapInfo: 5, versionInfo: null},
      /its "versionInfo" section is null and its "bootstrapInfo" section is a number/,
    ],
  ])('refuses %j', (json, message) => {
    expect(() => normalizeDump(json)).toThrowError(NotADumpError);
    expect(() => normalizeDump(json)).toThrowError(message);
  });
});

describeWithShared('the real legacy dump (shared/real-world)', () => {
  // Read only when the shared folder is there: a skipped group still runs this body to collect its tests.
  const dump = sharedDir ? normalizeDump(JSON.parse(readRealDump())) : (undefined as never);

  it('reads versions, build and system', () => {
    expect(dump.layout).toBe('legacy');
    expect(dump.geyser).toMatchObject({
      version: '2.6.2-b793 (git-master-baac979)',
      buildNumber: 793,
      kind: 'official',
      versionNumber: '2.6.2',
    });
    expect(dump.java).toMatchObject({
      version: '23.0.2+7',
      major: 23,
      vendor: 'Azul Systems, Inc.',
      architecture: 'amd64',
    });
    expect(dump.system).toMatchObject({cpuCount: 6, locale: 'ko_KR', operatingSystem: 'Windows 10', docker: false});
    expect(dump.system.ram).toEqual({free: 7081, total: 8192, max: 8192, maxUnlimited: false});
    expect(dump.minecraft.bedrockVersions[0]).toBe('1.21.40 - 1.21.44');
  });

  it('reads the platform and 30 plugins', () => {
    expect(dump.platform).toMatchObject({
      id: 'spigot',
      softwareName: 'NogyangSpigotCraftBukkit',
      onlineMode: true,
      serverPort: 25565,
    });
    expect(dump.addons).toHaveLength(30);
    expect(dump.addons.some((addon) => addon.name === 'floodgate')).toBe(true);
  });

  it('reads the runtime config values, not the file values', () => {
    expect(dump.config.settings).toMatchObject({
      authType: 'FLOODGATE',
      bedrockPort: 25565,
      broadcastPort: 25565,
      cloneRemotePort: true,
      bedrockProxyProtocol: true,
      javaProxyProtocol: true,
      javaAddress: '***',
      configVersion: 4,
    });
    expect(dump.logs).toBeUndefined();
    expect(dump.jvmFlags).toEqual(['-Xms8G', '-Xmx8G']);
  });
});
