/** Each extractor on small source fixtures written for these tests (shaped like, never copied from, upstream code). */
import {beforeAll, describe, expect, it} from 'vitest';

import {explainer, loggedKeys} from '../../../src/lib/upstream/areas/messages';
import {pageStamps, checkStamps} from '../../../src/lib/upstream/areas/stamps';
import type {KnownMessage} from '../../../src/data/messages';
import {bedrockRegistrations, javaVersions} from '../../../src/lib/upstream/areas/versions';
import {builtInCommands} from '../../../src/lib/upstream/extract/geyser-commands';
import {configKeys, kebabCase} from '../../../src/lib/upstream/extract/geyser-config';
import {floodgateCommands, floodgatePermissions} from '../../../src/lib/upstream/extract/floodgate';
import {findingsFor} from '../../../src/lib/upstream/findings';
import {propertyReads} from '../../../src/lib/upstream/extract/properties';
import {loadParsers} from '../../../src/lib/upstream/fs-tree';
import {formatReport} from '../../../src/lib/upstream/report';
import {Workspace, type Parsers} from '../../../src/lib/upstream/workspace';
import {memorySite, memoryTree} from './support';

let parsers: Parsers;
beforeAll(async () => {
  parsers = await loadParsers();
});

const ws = (files: Record<string, string>): Workspace => new Workspace(memoryTree(files), parsers);

describe('config keys', () => {
  const files = {
    'core/cfg/RootConfig.java': `package cfg;
@ConfigSerializable
public interface RootConfig {
    @Comment("Network") NetConfig net();
    @DefaultString(Texts.AUTO) String language();
    @ExcludePlatform(platforms = {"Alpha"}) @DefaultBoolean(true) boolean metrics();
    String notWritten();
    default int version() { return Texts.VERSION; }
    @ConfigSerializable
    interface NetConfig extends Listener {
        @DefaultNumeric(100) @NumericRange(from = 1, to = 200) int size();
        @PluginSpecific boolean shared();
        @IncludePlatform(platforms = {"Beta"}) @DefaultString() String beta();
        default Mode mode() { return Mode.FAST; }
        @Exclude default int hidden() { return 1; }
        void size(int size);
    }
}`,
    'core/cfg/PluginRoot.java': `package cfg;
@ConfigSerializable
public interface PluginRoot extends RootConfig {
    @Override PluginNet net();
    @ConfigSerializable
    interface PluginNet extends NetConfig {
        @Override int size();
        @Override @Field String address();
    }
}`,
    'core/cfg/Listener.java': 'package cfg;\npublic interface Listener { String address(); }',
    'core/cfg/Mode.java': 'package cfg;\npublic enum Mode { FAST, SAFE }',
    'core/cfg/Texts.java':
      'package cfg;\npublic final class Texts { public static final String AUTO = "auto"; public static final int VERSION = 3; }',
  };

  it('writes the keys Configurate would, with types, defaults, ranges and allowed values', () => {
    const keys = configKeys(ws(files), 'RootConfig', {name: 'Alpha', plugin: false});
    expect(Object.fromEntries(keys.map((key) => [key.path, key.default]))).toEqual({
      'net.size': 100,
      'net.mode': 'fast',
      language: 'auto',
      version: 3,
    });
    const size = keys.find((key) => key.path === 'net.size')!;
    expect(size).toMatchObject({
      type: 'integer',
      range: {min: 1, max: 200},
      place: {file: 'core/cfg/RootConfig.java', line: 11},
    });
    expect(keys.find((key) => key.path === 'net.mode')).toMatchObject({type: 'enum', enumValues: ['fast', 'safe']});
  });

  it('follows the platform annotations and inherits what an override leaves out', () => {
    const paths = configKeys(ws(files), 'PluginRoot', {name: 'Beta', plugin: true}).map((key) => key.path);
    expect(paths).toEqual(expect.arrayContaining(['net.size', 'net.shared', 'net.beta', 'metrics']));
    expect(paths).not.toContain('net.address');
    const size = configKeys(ws(files), 'PluginRoot', {name: 'Beta', plugin: true}).find(
      (key) => key.path === 'net.size',
    );
    expect(size?.default).toBe(100);
  });

  it('names keys the way Configurate does', () => {
    expect(kebabCase('haproxyProtocolWhitelistedIps')).toBe('haproxy-protocol-whitelisted-ips');
  });
});

describe('system properties', () => {
  it('finds direct reads, chained fallbacks and reads through a helper', () => {
    const reads = propertyReads(
      ws({
        'core/a/Net.java': `package a;
class Net {
    static final int LIMIT = 50;
    void start() {
        boolean a = Boolean.getBoolean("App.Quiet");
        String b = System.getProperty("appPort", System.getProperty("otherPort", ""));
        int c = positiveOr("App.Limit", LIMIT);
        boolean d = System.getProperties().containsKey("App.Flag");
        Integer e = Integer.getInteger("App.Threads", -1);
    }
    private static int positiveOr(String property, int fallback) {
        String value = System.getProperty(property);
        return value == null ? fallback : Integer.parseInt(value);
    }
}`,
        'bootstrap/spigot/src/S.java':
          'package s;\nclass S { boolean x = Boolean.parseBoolean(System.getProperty("App.Spigot", "true")); }',
      }),
    );
    expect(Object.fromEntries(reads.map((read) => [read.name, read.default]))).toEqual({
      'App.Quiet': 'false',
      appPort: null,
      otherPort: null,
      'App.Flag': null,
      'App.Threads': '-1',
      'App.Limit': '50',
      'App.Spigot': 'true',
    });
  });
});

describe('versions', () => {
  const tree = {
    'core/net/GameProtocol.java': `package net;
public final class GameProtocol {
    private static final PacketCodec DEFAULT_JAVA_CODEC = MinecraftCodec.CODEC;
    static {
        register(Bedrock_v100.CODEC, "1.0", "1.1");
        register(Bedrock_v120.CODEC, "1.2");
    }
    private static void register(BedrockCodec codec, String... versions) {}
    private static void register(BedrockCodec codec) { register(codec, codec.getMinecraftVersion()); }
    public static List<String> getJavaVersions() { return List.of(DEFAULT_JAVA_CODEC.getMinecraftVersion(), "9.8.1"); }
}`,
    'gradle/libs.versions.toml':
      '[versions]\nprotocol-lib = "9.9-20240101.1"\n\n[libraries]\nmcpl = { group = "org.geysermc.mcprotocollib", name = "protocol", version.ref = "protocol-lib" }\n',
  };

  it('reads the register calls of the static block', () => {
    expect(bedrockRegistrations(ws(tree)).value).toEqual([
      {protocol: 100, versions: ['1.0', '1.1'], line: 5},
      {protocol: 120, versions: ['1.2'], line: 6},
    ]);
  });

  it('resolves the codec release from the catalogue', () => {
    const {listed, spoken} = javaVersions(ws(tree));
    expect(listed.value).toEqual(['9.9', '9.8.1']);
    expect(spoken).toMatchObject({value: '9.9', place: {file: 'gradle/libs.versions.toml', line: 2}});
  });
});

describe('Geyser commands', () => {
  it('follows each registered command through its constructors', () => {
    const commands = builtInCommands(
      ws({
        'core/cmd/CommandRegistry.java': `package cmd;
public class CommandRegistry {
    public CommandRegistry(Platform platform) {
        HelpCommand help = new HelpCommand("root", "help", "x.help");
        registerBuiltInCommand(help);
        if (platform.isAlone()) {
            registerBuiltInCommand(new WaveCommand("wave", "x.wave"));
        }
    }
}`,
        'core/cmd/GeyserCommand.java': `package cmd;
public abstract class GeyserCommand {
    protected List<String> aliases = List.of();
    public GeyserCommand(String name, String description, String permission, TriState permissionDefault, boolean playerOnly, boolean bedrockOnly) {}
    public GeyserCommand(String name, String description, String permission, TriState permissionDefault) {
        this(name, description, permission, permissionDefault, false, false);
    }
}`,
        'core/cmd/HelpCommand.java': `package cmd;
public class HelpCommand extends GeyserCommand {
    public HelpCommand(String root, String name, String permission) {
        super(name, "desc", permission, TriState.TRUE);
        this.aliases = Collections.singletonList("?");
    }
}`,
        'core/cmd/WaveCommand.java': `package cmd;
public class WaveCommand extends GeyserCommand {
    public WaveCommand(String name, String permission) { super(name, "d", permission, TriState.NOT_SET, true, true); }
}`,
      }),
    );
    expect(commands.map(({place: _place, ...rest}) => rest)).toEqual([
      {
        name: 'help',
        aliases: ['?'],
        permission: 'x.help',
        permissionDefault: 'TRUE',
        bedrockOnly: false,
        condition: undefined,
      },
      {
        name: 'wave',
        aliases: [],
        permission: 'x.wave',
        permissionDefault: 'NOT_SET',
        bedrockOnly: true,
        condition: 'platform.isAlone()',
      },
    ]);
  });
});

describe('Floodgate', () => {
  const files = {
    'core/fg/Permission.java': `package org.geysermc.floodgate.command.util;
public enum Permission {
    MAIN("fg.main", TRUE),
    MAIN_SUB(MAIN, "sub", OP);
    Permission(String permission, PermissionDefault defaultValue) {}
    Permission(Permission parent, String child, PermissionDefault defaultValue) { this(parent.get() + "." + child, defaultValue); }
}`,
    'core/fg/HugCommand.java': `package org.geysermc.floodgate.command;
public final class HugCommand implements FloodgateCommand {
    public Command<UserAudience> buildCommand(CommandManager<UserAudience> manager) {
        return manager.commandBuilder("hug").senderType(PlayerAudience.class).permission(Permission.MAIN.get()).literal("give", "g").build();
    }
    public boolean shouldRegister(FloodgateConfig config) { return !config.isProxy(); }
}`,
  };

  it('reads the permission enum, parents included', () => {
    expect(floodgatePermissions(ws(files)).map(({place: _place, ...rest}) => rest)).toEqual([
      {constant: 'MAIN', node: 'fg.main', permissionDefault: 'TRUE'},
      {constant: 'MAIN_SUB', node: 'fg.main.sub', permissionDefault: 'OP'},
    ]);
  });

  it('reads commands from their builder calls', () => {
    expect(floodgateCommands(ws(files))).toEqual([
      {
        command: 'hug',
        permission: 'MAIN',
        playersOnly: true,
        literals: [{name: 'give', aliases: ['g']}],
        condition: '!config.isProxy()',
        place: {file: 'core/fg/HugCommand.java', line: 4},
      },
    ]);
  });
});

describe('console messages', () => {
  const LISTENER = `package net;
class Listener {
    void onFail(Logger logger, boolean standalone) {
        logger.error(GeyserLocale.getLocaleStringLog("net.fail", port), error);
        logger.warning(getLocaleStringLog(standalone ? "net.hint.standalone" : "net.hint.plugin", URL));
        logger.info(GeyserLocale.getLocaleStringLog("net.started"));
        logger.error("Failed: " + GeyserLocale.getLocaleStringLog("net.prefixed"));
        // logger.error(GeyserLocale.getLocaleStringLog("net.commented"));
    }
}`;

  it('finds the language keys handed straight to a logger at warning or error level', () => {
    const found = loggedKeys(
      ws({'core/src/main/java/net/Listener.java': LISTENER, 'core/src/test/java/T.java': LISTENER}),
    );
    expect(found.map(({key, level, place}) => [key, level, place.line])).toEqual([
      ['net.fail', 'error', 4],
      ['net.hint.standalone', 'warning', 5],
      ['net.hint.plugin', 'warning', 5],
    ]);
    expect(found[0].place.file).toBe('core/src/main/java/net/Listener.java');
  });

  it('counts a key as explained when an entry quotes it or prints its text as one of its lines', () => {
    const entry = {
      text: 'Could not bind to {address}',
      continuation: ['See {url} for help'],
      source: {kind: 'language', project: 'geyser', key: 'net.fail', commit: 'abc'},
    } as unknown as KnownMessage;
    const explains = explainer([entry]);
    expect(explains('net.fail', 'Something else entirely')).toBe(true);
    expect(explains('net.help', 'See {0} for help')).toBe(true);
    expect(explains('net.bind', 'Could not bind to {0}')).toBe(true);
    expect(explains('net.other', 'See {0} for more')).toBe(false);
  });
});

describe('stamps and the report', () => {
  const pageText =
    "---\ntitle: X\nchecked_against:\n  - repo: GeyserMC/Geyser\n    commit: 1111111aaa\n    date: '2026-01-01'\n---\n\nText\n";

  it('lists pages stamped with an older commit, and notes when no commit is known', () => {
    const stamps = pageStamps('wiki/x.mdx', pageText);
    expect(stamps).toEqual([{file: 'wiki/x.mdx', repo: 'GeyserMC/Geyser', commit: '1111111aaa', date: '2026-01-01'}]);
    const read = memorySite({'wiki/x.mdx': pageText});
    const notes: string[] = [];
    const tree = {upstream: 'Geyser' as const, dir: 'g'};
    expect(checkStamps(stamps, [{...tree, commit: '1111111aaabbb', date: '2026-02-01'}], read, notes)).toEqual([]);
    expect(checkStamps(stamps, [{...tree, commit: '0000000', date: '2025-12-01'}], read, notes)).toEqual([]);
    const stale = checkStamps(stamps, [{...tree, commit: '2222222', date: '2026-02-01'}], read, notes);
    expect(stale).toMatchObject([{kind: 'stale-stamp', site: {file: 'wiki/x.mdx', line: 5}}]);
    checkStamps(stamps, [tree], read, notes);
    expect(notes).toHaveLength(1);
  });

  it('groups findings by site file, source on one side and site on the other', () => {
    const text = formatReport({
      trees: [{upstream: 'Geyser', dir: '/g', commit: 'abcdef123456789', date: '2026-01-01'}],
      notes: [],
      // Made as the comparisons make them, so the report is tested on findings of the real shape.
      findings: [
        findingsFor('A', 'Geyser', 'src/b.ts').added('thing `b`', {file: 'B.java', line: 9}, '1', 3),
        findingsFor('A', 'Geyser', 'src/a.ts').changed('thing `a`', {file: 'A.java', line: 2}, 2, 3, 7, 'Fix it.'),
      ],
    });
    expect(text).toContain('/g at abcdef123456 (2026-01-01)');
    expect(text).toContain('2 differences in 2 site files.');
    expect(text.indexOf('## src/a.ts')).toBeLessThan(text.indexOf('## src/b.ts'));
    expect(text).toContain('    Geyser    A.java:2  2\n    site      src/a.ts:7  3\n    Fix it.');
  });

  it('lists stale stamps as pages to re-read, one line each, after the facts', () => {
    const text = formatReport({
      trees: [],
      notes: [],
      findings: [
        {
          area: 'S',
          kind: 'stale-stamp',
          subject: 'checked against GeyserMC/Geyser 1111111 (2026-01-01)',
          site: {file: 'wiki/x.mdx', line: 5},
        },
      ],
    });
    expect(text).toContain('0 differences in 0 site files, and 1 stamp to re-read.');
    expect(text).toContain('## Pages to re-read');
    expect(text).toContain('- wiki/x.mdx:5: checked against GeyserMC/Geyser 1111111 (2026-01-01)');
  });
});
