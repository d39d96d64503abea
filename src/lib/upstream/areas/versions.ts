/**
 * Supported versions: Bedrock protocols and game versions (`GameProtocol`'s `register` calls), the Java
 * Edition releases Geyser names (`getJavaVersions()`, the README table), the Java runtime Geyser is built
 * for and the oldest Paper/Spigot release Geyser-Spigot is published for, against `src/data/versions.ts`.
 */
import {parse as parseToml} from 'smol-toml';

import {diffByKey, findingsFor, guarded, sameList, Unreadable, type SourceFact} from '../findings';
import {callsIn, describe, type JExpr} from '../java/expr';
import {findAll} from '../java/cst';
import {methodNamed, returned} from '../java/query';
import {kotlinCalls} from '../kotlin';
import {markdownTables, versionsInCell} from '../markdown';
import {declarationLine, propertyLine, type SiteReader} from '../site';
import {show, type Finding} from '../types';
import type {Workspace} from '../workspace';

export interface VersionsSite {
  readonly bedrockProtocols: readonly {readonly protocol: number; readonly versions: readonly string[]}[];
  readonly javaEdition: {
    readonly protocolRelease: string;
    readonly versions: readonly string[];
    readonly oldestSpigotServer: string;
    readonly spigotGuardMessageVersion: string;
  };
  readonly requiredJavaRuntime: number;
  readonly requiredJavaRuntimeModded: number;
}

const SITE = 'src/data/versions.ts';
const AREA = 'Supported versions';
const GAME_PROTOCOL = 'GameProtocol';
const CATALOG = 'gradle/libs.versions.toml';

interface BedrockEntry {
  readonly protocol: number;
  readonly versions: readonly string[];
  readonly line: number;
}

function gameProtocol(ws: Workspace) {
  const found = ws.types(GAME_PROTOCOL)[0];
  if (!found) {
    throw new Unreadable(
      {file: 'core/src/main/java/org/geysermc/geyser/network/GameProtocol.java'},
      'no GameProtocol class',
    );
  }
  return found;
}

/** `register(Bedrock_v924.CODEC, "26.0", "26.1")`: the protocol is the number in the codec class's name. */
export function bedrockRegistrations(ws: Workspace): SourceFact<BedrockEntry[]> {
  const {file, type} = gameProtocol(ws);
  const entries: BedrockEntry[] = [];
  const calls = findAll(type.node, 'staticInitializer').flatMap((block) => callsIn(block, findAll));
  for (const call of calls) {
    const codec = call.args[0];
    if (call.name !== 'register' || call.target || codec?.k !== 'name') {
      continue;
    }
    const protocol = /_v(\d+)$/.exec(codec.parts[0])?.[1];
    const versions = call.args
      .slice(1)
      .map((arg) => (arg.k === 'lit' && typeof arg.value === 'string' ? arg.value : undefined));
    if (!protocol || versions.length === 0 || versions.some((version) => version === undefined)) {
      throw new Unreadable({file: file.path, line: call.line}, `cannot read ${describe(call)}`);
    }
    entries.push({protocol: Number(protocol), versions: versions as string[], line: call.line});
  }
  if (entries.length === 0) {
    throw new Unreadable({file: file.path}, 'no register(...) calls');
  }
  return {value: entries, place: {file: file.path, line: entries[0].line}};
}

/** MCProtocolLib's version in the catalogue, without the build suffix (`26.2-20260709.110151-15` is `26.2`). */
function mcProtocolLibRelease(ws: Workspace): SourceFact<string> {
  const text = ws.read(CATALOG);
  if (text === undefined) {
    throw new Unreadable({file: CATALOG}, 'no version catalogue');
  }
  const catalogue = parseToml(text) as {versions?: Record<string, unknown>; libraries?: Record<string, unknown>};
  const library = Object.values(catalogue.libraries ?? {}).find(
    (entry): entry is {group?: string; module?: string; version?: {ref?: string} | string} =>
      typeof entry === 'object' &&
      entry !== null &&
      ((entry as {group?: string}).group === 'org.geysermc.mcprotocollib' ||
        String((entry as {module?: string}).module).startsWith('org.geysermc.mcprotocollib:')),
  );
  const version =
    typeof library?.version === 'string' ? library.version : catalogue.versions?.[library?.version?.ref ?? ''];
  if (typeof version !== 'string') {
    throw new Unreadable({file: CATALOG}, 'no MCProtocolLib version');
  }
  const key = typeof library?.version === 'object' ? library.version.ref : undefined;
  const line = text.split('\n').findIndex((entry) => entry.trim().startsWith(`${key ?? 'mcprotocollib'} `)) + 1;
  return {value: version.split('-')[0], place: {file: CATALOG, line: line || undefined}};
}

/** `getJavaVersions()`: literals, and the codec's own release where it calls `getMinecraftVersion()`. */
export function javaVersions(ws: Workspace): {listed: SourceFact<string[]>; spoken: SourceFact<string>} {
  const {file, type} = gameProtocol(ws);
  const method = methodNamed(type, 'getJavaVersions');
  const list = method ? returned(method) : undefined;
  if (!method || list?.k !== 'call') {
    throw new Unreadable({file: file.path, line: method?.line}, 'getJavaVersions() does not return a list call');
  }
  const codec = mcProtocolLibRelease(ws);
  const names = list.args.map((arg: JExpr) => {
    if (arg.k === 'lit' && typeof arg.value === 'string') {
      return arg.value;
    }
    if (arg.k === 'call' && arg.name === 'getMinecraftVersion') {
      return codec.value;
    }
    throw new Unreadable({file: file.path, line: arg.line}, `cannot read ${describe(arg)}`);
  });
  return {listed: {value: names, place: {file: file.path, line: method.line}}, spoken: codec};
}

function readmeRows(ws: Workspace): Map<string, SourceFact<string[]>> {
  const rows = new Map<string, SourceFact<string[]>>();
  const text = ws.read('README.md');
  const table = text ? markdownTables(text).find((rowsOf) => rowsOf[0]?.cells[0] === 'Edition') : undefined;
  if (!table) {
    throw new Unreadable({file: 'README.md'}, 'no "Edition" table');
  }
  for (const row of table.slice(1)) {
    rows.set(row.cells[0], {value: versionsInCell(row.cells[1] ?? ''), place: {file: 'README.md', line: row.line}});
  }
  return rows;
}

function kotlinTarget(ws: Workspace, path: string): SourceFact<number> {
  const tree = ws.kotlin(path);
  const call = tree
    ? kotlinCalls(tree).find((entry) => entry.name === 'target' && entry.within.includes('javaVersions'))
    : undefined;
  if (!call || typeof call.args[0] !== 'number') {
    throw new Unreadable({file: path}, 'no javaVersions { target(N) }');
  }
  return {value: call.args[0], place: {file: path, line: call.line}};
}

/** Orders dotted version names numerically: `1.21.10` after `1.21.9`. */
export function compareVersionNames(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) {
      return difference;
    }
  }
  return 0;
}

export function oldestSpigot(ws: Workspace): SourceFact<string> {
  const path = 'bootstrap/spigot/build.gradle.kts';
  const tree = ws.kotlin(path);
  const call = tree
    ? kotlinCalls(tree).find((entry) => entry.name.startsWith('gameVersions.') && entry.within.includes('modrinth'))
    : undefined;
  const versions = (call?.args ?? []).filter((arg): arg is string => typeof arg === 'string');
  if (!call || versions.length === 0) {
    throw new Unreadable({file: path}, 'no modrinth { gameVersions.addAll(...) }');
  }
  return {value: [...versions].sort(compareVersionNames)[0], place: {file: path, line: call.line}};
}

/** A `static final int` or `String` constant of a class, by the class's simple name. */
function constantField(ws: Workspace, typeName: string, field: string): SourceFact<string | number> {
  const found = ws.types(typeName)[0];
  const declared = found?.type.fields.find((entry) => entry.name === field);
  const value = declared?.initializer?.k === 'lit' ? declared.initializer.value : undefined;
  if (!found || (typeof value !== 'number' && typeof value !== 'string')) {
    throw new Unreadable({file: found?.file.path ?? `${typeName}.java`}, `no constant ${typeName}.${field}`);
  }
  return {value, place: {file: found.file.path, line: declared!.line}};
}

/** The version Geyser-Spigot's start-up guard puts into its "unsupported server" message. */
function spigotGuardVersion(ws: Workspace): SourceFact<string> {
  const found = ws.types('GeyserSpigotPlugin')[0];
  const key = 'geyser.bootstrap.unsupported_server.message';
  const call = found
    ? callsIn(found.type.node, findAll).find((entry) => entry.args[0]?.k === 'lit' && entry.args[0].value === key)
    : undefined;
  const version = call?.args[1];
  if (!found || version?.k !== 'lit' || typeof version.value !== 'string') {
    throw new Unreadable({file: found?.file.path ?? 'GeyserSpigotPlugin.java'}, `no ${key} message with a version`);
  }
  return {value: version.value, place: {file: found.file.path, line: call!.line}};
}

const make = findingsFor(AREA, 'Geyser', SITE);

function changed(
  subject: string,
  source: SourceFact<unknown>,
  siteValue: unknown,
  siteLine: number | undefined,
  hint?: string,
): Finding {
  return make.changed(subject, source.place, source.value, siteValue, siteLine, hint);
}

function compareBedrock(ws: Workspace, site: VersionsSite, read: SiteReader): Finding[] {
  const sourcePath = gameProtocol(ws).file.path;
  const key = (entry: {protocol: number}) => String(entry.protocol);
  return diffByKey(
    bedrockRegistrations(ws).value,
    site.bedrockProtocols,
    {source: key, site: key},
    {
      added: (entry) =>
        make.added(
          `Bedrock protocol ${entry.protocol}`,
          {file: sourcePath, line: entry.line},
          show(entry.versions),
          declarationLine(read, SITE, 'bedrockProtocols'),
          'Add it to bedrockProtocols (oldest first).',
        ),
      removed: (entry) =>
        make.removed(
          `Bedrock protocol ${entry.protocol}`,
          {file: sourcePath},
          propertyLine(read, SITE, 'protocol', entry.protocol),
          'Geyser no longer registers it: remove it from bedrockProtocols.',
        ),
      both: (entry, onSite) =>
        sameList(onSite.versions, entry.versions)
          ? []
          : [
              changed(
                `game versions of Bedrock protocol ${entry.protocol}`,
                {value: entry.versions, place: {file: sourcePath, line: entry.line}},
                onSite.versions,
                propertyLine(read, SITE, 'protocol', entry.protocol),
              ),
            ],
    },
  );
}

function compareJava(ws: Workspace, site: VersionsSite, read: SiteReader): Finding[] {
  const {listed, spoken} = javaVersions(ws);
  const findings: Finding[] = [];
  if (!sameList(listed.value, site.javaEdition.versions)) {
    findings.push(
      changed(
        'Java Edition releases Geyser lists (getJavaVersions())',
        listed,
        site.javaEdition.versions,
        declarationLine(read, SITE, 'versions'),
      ),
    );
  }
  if (spoken.value !== site.javaEdition.protocolRelease) {
    findings.push(
      changed(
        'Java Edition release Geyser speaks (MCProtocolLib codec)',
        spoken,
        site.javaEdition.protocolRelease,
        declarationLine(read, SITE, 'protocolRelease'),
      ),
    );
  }
  return findings;
}

function compareReadme(ws: Workspace, site: VersionsSite, read: SiteReader): Finding[] {
  const rows = readmeRows(ws);
  const findings: Finding[] = [];
  const java = rows.get('Java');
  if (java && !sameList(java.value, [site.javaEdition.protocolRelease])) {
    findings.push(
      changed(
        'Java Edition version in the README table',
        java,
        [site.javaEdition.protocolRelease],
        declarationLine(read, SITE, 'protocolRelease'),
      ),
    );
  }
  const bedrock = rows.get('Bedrock');
  const siteBedrock = site.bedrockProtocols.flatMap((entry) => entry.versions);
  if (bedrock && !sameList(bedrock.value, siteBedrock)) {
    findings.push(
      changed(
        'Bedrock versions in the README table',
        bedrock,
        siteBedrock,
        declarationLine(read, SITE, 'bedrockProtocols'),
      ),
    );
  }
  return findings;
}

function compareRuntime(ws: Workspace, site: VersionsSite, read: SiteReader): Finding[] {
  const facts: [string, SourceFact<unknown>, unknown, string][] = [
    [
      'Java runtime Geyser is built for',
      kotlinTarget(ws, 'build-logic/src/main/kotlin/geyser.base-conventions.gradle.kts'),
      site.requiredJavaRuntime,
      'requiredJavaRuntime',
    ],
    [
      'Java runtime of the Fabric and NeoForge builds',
      kotlinTarget(ws, 'build-logic/src/main/kotlin/geyser.modded-conventions.gradle.kts'),
      site.requiredJavaRuntimeModded,
      'requiredJavaRuntimeModded',
    ],
    [
      'Java runtime Geyser checks for at start-up',
      constantField(ws, 'VersionCheckUtils', 'SUPPORTED_JAVA_VERSION'),
      site.requiredJavaRuntime,
      'requiredJavaRuntime',
    ],
    [
      'version in Geyser-Spigot\'s "unsupported server" message',
      spigotGuardVersion(ws),
      site.javaEdition.spigotGuardMessageVersion,
      'spigotGuardMessageVersion',
    ],
    [
      'oldest Paper/Spigot release Geyser-Spigot is published for',
      oldestSpigot(ws),
      site.javaEdition.oldestSpigotServer,
      'oldestSpigotServer',
    ],
  ];
  return facts
    .filter(([, source, siteValue]) => source.value !== siteValue)
    .map(([subject, source, siteValue, name]) =>
      changed(subject, source, siteValue, declarationLine(read, SITE, name)),
    );
}

export function checkVersions(ws: Workspace, site: VersionsSite, read: SiteReader): Finding[] {
  const at = {file: SITE};
  return [
    ...guarded(AREA, 'Bedrock protocols', at, 'Geyser', () => compareBedrock(ws, site, read)),
    ...guarded(AREA, 'Java Edition releases', at, 'Geyser', () => compareJava(ws, site, read)),
    ...guarded(AREA, 'README version table', at, 'Geyser', () => compareReadme(ws, site, read)),
    ...guarded(AREA, 'Java runtime and oldest Paper/Spigot release', at, 'Geyser', () =>
      compareRuntime(ws, site, read),
    ),
  ];
}
