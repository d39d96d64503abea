/**
 * The drift check on the Geyser and Floodgate snapshots in ../shared/upstream: the report must be empty,
 * and each single change laid over the snapshot (no copy: the changed file replaces the real one in an
 * overlay tree) must be reported as exactly that change, pointing at the site file to edit.
 */
import {readFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

import {beforeAll, expect} from 'vitest';

import {LANGUAGE_FILE} from '../../../src/lib/upstream/areas/messages';
import {runCheck} from '../../../src/lib/upstream/check';
import {runCli, siteFacts} from '../../../src/lib/upstream/cli';
import {directoryTree, loadParsers, overlayTree} from '../../../src/lib/upstream/fs-tree';
import type {CheckedTree, Finding} from '../../../src/lib/upstream/types';
import type {Parsers, SourceTree} from '../../../src/lib/upstream/workspace';
import {describeWithShared, itWithShared, sharedPath} from '../../support/shared';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const upstream = sharedPath('upstream');
const GEYSER = {commit: '6e70ba277aa4b03ac414cb2c86ffcc485780073c', date: '2026-08-07'};
const FLOODGATE = {commit: '8780fa41', date: '2026-08-09'};

let parsers: Parsers;
let geyser: SourceTree;
let floodgate: SourceTree;
let baseline: readonly Finding[] = [];

// The first check parses every file the check reads (about 85), which is bulk work: a few seconds on an
// idle machine, more when builds share the cores. The limit is for a hang; later checks re-parse only
// the file they change.
const FIRST_CHECK_LIMIT_MS = 180_000;

beforeAll(async () => {
  if (upstream) {
    parsers = await loadParsers();
    geyser = directoryTree(join(upstream, 'geyser'));
    floodgate = directoryTree(join(upstream, 'floodgate'));
    baseline = check();
  }
}, FIRST_CHECK_LIMIT_MS);

function trees(geyserCommit = GEYSER): CheckedTree[] {
  return [
    {upstream: 'Geyser', dir: 'geyser', ...geyserCommit},
    {upstream: 'Floodgate', dir: 'floodgate', ...FLOODGATE},
  ];
}

const read = (path: string): string | undefined => {
  try {
    return readFileSync(join(root, path), 'utf8');
  } catch {
    return undefined;
  }
};

function check(
  changes: {geyser?: Record<string, string | null>; floodgate?: Record<string, string | null>} = {},
): readonly Finding[] {
  return runCheck({
    geyser: changes.geyser ? overlayTree(geyser, changes.geyser) : geyser,
    floodgate: changes.floodgate ? overlayTree(floodgate, changes.floodgate) : floodgate,
    parsers,
    site: siteFacts(root),
    read,
    trees: trees(),
  }).findings;
}

/** One file of a snapshot with `from` replaced by `to` (which must be there once). */
function edit(tree: SourceTree, path: string, from: string, to: string): Record<string, string> {
  const text = tree.read(path);
  expect(text, path).toBeDefined();
  expect(text!.split(from).length - 1, `${path} contains ${from} once`).toBe(1);
  return {[path]: text!.replace(from, to)};
}

const CONFIG = 'core/src/main/java/org/geysermc/geyser/configuration/GeyserConfig.java';

describeWithShared('drift check on the upstream snapshots', () => {
  itWithShared('finds nothing on the trees the pages were checked against', () => {
    expect(baseline).toEqual([]);
  });

  itWithShared('runs from the command line, exit code 0 and an empty report', async () => {
    const result = await runCli(
      ['--geyser', join(upstream!, 'geyser'), '--floodgate', join(upstream!, 'floodgate')]
        .concat(['--geyser-commit', GEYSER.commit, '--geyser-date', GEYSER.date])
        .concat(['--floodgate-commit', FLOODGATE.commit, '--floodgate-date', FLOODGATE.date]),
      root,
    );
    expect(result.output).toContain('No differences');
    expect(result.code).toBe(0);
  });

  const cases: {name: string; changes: () => Parameters<typeof check>[0]; subjects: string[]; site: string}[] = [
    {
      name: 'a new config key',
      changes: () => ({
        geyser: edit(
          geyser,
          CONFIG,
          '        boolean forwardPlayerPing();',
          '        boolean forwardPlayerPing();\n\n        @DefaultBoolean(true)\n        boolean showFancyParticles();',
        ),
      }),
      subjects: ['config key `gameplay.show-fancy-particles`'],
      site: 'src/lib/config/schema.ts',
    },
    {
      name: 'a changed default',
      changes: () => ({geyser: edit(geyser, CONFIG, '@DefaultNumeric(1400)', '@DefaultNumeric(1300)')}),
      subjects: ['default of config key `advanced.bedrock.mtu`'],
      site: 'src/lib/config/schema.ts',
    },
    {
      name: 'a key that changes platforms',
      changes: () => ({
        geyser: edit(geyser, CONFIG, '        @DefaultBoolean\n        @PluginSpecific\n', '        @DefaultBoolean\n'),
      }),
      subjects: ['platforms of config key `bedrock.clone-remote-port`'],
      site: 'src/lib/config/schema.ts',
    },
    {
      name: 'a new config version',
      changes: () => ({
        geyser: edit(
          geyser,
          'core/src/main/java/org/geysermc/geyser/Constants.java',
          'CONFIG_VERSION = 7;',
          'CONFIG_VERSION = 8;',
        ),
      }),
      subjects: ['Constants.CONFIG_VERSION'],
      site: 'src/lib/config/schema.ts',
    },
    {
      name: 'a new Bedrock protocol',
      changes: () => ({
        geyser: edit(
          geyser,
          'core/src/main/java/org/geysermc/geyser/network/GameProtocol.java',
          'register(Bedrock_v2168.CODEC, "26.40");',
          'register(Bedrock_v2168.CODEC, "26.40");\n        register(Bedrock_v2200.CODEC, "26.50", "26.51");',
        ),
      }),
      subjects: ['Bedrock protocol 2200'],
      site: 'src/data/versions.ts',
    },
    {
      name: 'a renamed command',
      changes: () => ({
        geyser: edit(
          geyser,
          'core/src/main/java/org/geysermc/geyser/command/CommandRegistry.java',
          '"ping", "geyser.commands.ping.desc", "geyser.command.ping"',
          '"latency", "geyser.commands.ping.desc", "geyser.command.latency"',
        ),
      }),
      subjects: ['command `/geyser latency`', 'command `/geyser ping`'],
      site: 'src/data/geyser-commands.ts',
    },
    {
      name: 'a removed permission',
      changes: () => ({
        geyser: edit(
          geyser,
          'core/src/main/java/org/geysermc/geyser/Permissions.java',
          '    public static final String SERVER_SETTINGS = register("geyser.settings.server");\n',
          '',
        ),
      }),
      subjects: ['permission `geyser.settings.server`'],
      site: 'src/data/geyser-commands.ts',
    },
    {
      name: 'a new system property',
      changes: () => ({
        geyser: edit(
          geyser,
          'core/src/main/java/org/geysermc/geyser/util/ChunkUtils.java',
          '    private static final boolean SHOW_CHUNK_HEIGHT_WARNING_LOGS',
          '    private static final boolean SKIP_LIGHT = Boolean.getBoolean("Geyser.SkipLighting");\n    private static final boolean SHOW_CHUNK_HEIGHT_WARNING_LOGS',
        ),
      }),
      subjects: ['system property `Geyser.SkipLighting`'],
      site: 'src/data/system-properties.ts',
    },
    {
      name: 'a bumped API version',
      changes: () => ({
        geyser: edit(geyser, 'gradle.properties', 'version=2.11.1-SNAPSHOT', 'version=2.12.0-SNAPSHOT'),
      }),
      subjects: ['Geyser API version'],
      site: 'src/data/geyser-api.ts',
    },
    {
      name: 'a bumped Floodgate API version',
      changes: () => ({
        floodgate: edit(floodgate, 'gradle.properties', 'version=2.2.5-SNAPSHOT', 'version=2.3.0-SNAPSHOT'),
      }),
      subjects: ['Floodgate API version'],
      site: 'src/data/floodgate-api.ts',
    },
    {
      name: 'a Floodgate config key',
      changes: () => ({
        floodgate: edit(
          floodgate,
          'core/src/main/resources/config.yml',
          'replace-spaces: true\n',
          'replace-spaces: true\n\nallow-emoji: false\n',
        ),
      }),
      subjects: ['Floodgate config key `allow-emoji`'],
      site: 'src/data/floodgate-config.ts',
    },
    {
      name: 'a Floodgate permission default',
      changes: () => ({
        floodgate: edit(
          floodgate,
          'core/src/main/java/org/geysermc/floodgate/command/util/Permission.java',
          'COMMAND_WHITELIST("floodgate.command.fwhitelist", OP)',
          'COMMAND_WHITELIST("floodgate.command.fwhitelist", TRUE)',
        ),
      }),
      subjects: ['permission default of `/fwhitelist`'],
      site: 'src/data/floodgate-commands.ts',
    },
    {
      name: 'a reworded language message',
      changes: () => ({
        geyser: edit(geyser, LANGUAGE_FILE, 'geyser.core.fail=Failed to start', 'geyser.core.fail=Could not start'),
      }),
      subjects: ['console message `geyser-start-failed`'],
      site: 'src/data/messages.ts',
    },
    {
      name: 'a message the code no longer logs',
      changes: () => ({
        geyser: edit(
          geyser,
          'bootstrap/spigot/src/main/java/org/geysermc/geyser/platform/spigot/GeyserSpigotCompressionDisabler.java',
          'error("Could not initialize compression disabler!", e)',
          'error("Compression disabler failed", e)',
        ),
      }),
      subjects: ['console message `geyser-compression-disabler`'],
      site: 'src/data/messages.ts',
    },
    {
      name: 'a new warning the catalogue does not explain',
      changes: () => ({
        geyser: {
          ...edit(
            geyser,
            LANGUAGE_FILE,
            'geyser.core.fail=',
            'geyser.core.slow_start=Geyser took long to start.\ngeyser.core.fail=',
          ),
          ...edit(
            geyser,
            'bootstrap/spigot/src/main/java/org/geysermc/geyser/platform/spigot/GeyserSpigotPlugin.java',
            '    private void warnInvalidProxySetups(String platform) {\n',
            '    private void warnSlowStart() {\n        geyserLogger.warning(GeyserLocale.getLocaleStringLog("geyser.core.slow_start"));\n    }\n\n    private void warnInvalidProxySetups(String platform) {\n',
          ),
        },
      }),
      subjects: ['console message key `geyser.core.slow_start`'],
      site: 'src/data/messages.ts',
    },
    {
      name: 'a missing language file (a checkout without its submodules)',
      changes: () => ({floodgate: {[LANGUAGE_FILE]: null}}),
      subjects: ["messages from Floodgate's language file"],
      site: 'src/data/messages.ts',
    },
  ];

  for (const testCase of cases) {
    itWithShared(`reports exactly ${testCase.name}`, () => {
      const findings = check(testCase.changes());
      expect(findings.map((finding) => finding.subject).sort()).toEqual([...testCase.subjects].sort());
      for (const finding of findings) {
        expect(finding.site.file).toBe(testCase.site);
        expect(finding.source?.file).toBeTruthy();
      }
    });
  }

  itWithShared('lists the pages stamped with an older commit than the one checked', () => {
    const report = runCheck({
      geyser,
      floodgate,
      parsers,
      site: siteFacts(root),
      read,
      trees: trees({commit: 'abcdef1234567890', date: '2026-09-01'}),
    });
    const stale = report.findings.filter((finding) => finding.kind === 'stale-stamp');
    expect(stale.length).toBeGreaterThan(10);
    expect(report.findings).toEqual(stale);
    expect(stale.every((finding) => finding.upstream === 'Geyser' && finding.site.line)).toBe(true);
    expect(stale.map((finding) => finding.site.file)).toContain('wiki/geyser/commands.mdx');
  });
});
