/** Geyser's commands and permissions against `src/data/geyser-commands.ts` (rendered on /wiki/geyser/commands/). */
import {
  builtInCommands,
  otherPermissions,
  rootPermission,
  rootPermissionPlatforms,
  standalonePermissionsFile,
} from '../extract/geyser-commands';
import {guarded, sameList, setDifference} from '../findings';
import {declarationLine, propertyLine, type SiteReader} from '../site';
import {show, type Finding, type Place} from '../types';
import type {Workspace} from '../workspace';

export interface GeyserCommandsSite {
  readonly commands: readonly {
    readonly name: string;
    readonly aliases: readonly string[];
    readonly permission: string;
    readonly default: string;
    readonly bedrockOnly: boolean;
    readonly registeredWhen?: {readonly source: string};
  }[];
  readonly root: {readonly permission: string; readonly checkedOn: readonly string[]};
  readonly other: readonly {readonly permission: string; readonly default: string}[];
  readonly standaloneFile: {
    readonly allowedKey: string;
    readonly deniedKey: string;
    readonly shipped: {readonly allowed: readonly string[]; readonly denied: readonly string[]};
  };
}

const SITE = 'src/data/geyser-commands.ts';
const AREA = 'Geyser commands';
const DEFAULTS: Record<string, string> = {TRUE: 'everyone', NOT_SET: 'operators', FALSE: 'nobody'};

function differs(
  subject: string,
  source: Place,
  sourceValue: unknown,
  siteValue: unknown,
  line: number | undefined,
): Finding {
  return {
    area: AREA,
    kind: 'changed',
    subject,
    upstream: 'Geyser',
    source,
    sourceValue: show(sourceValue),
    site: {file: SITE, line},
    siteValue: show(siteValue),
  };
}

function compareCommands(ws: Workspace, site: GeyserCommandsSite, read: SiteReader): Finding[] {
  const findings: Finding[] = [];
  const source = builtInCommands(ws);
  for (const command of source) {
    const entry = site.commands.find((candidate) => candidate.name === command.name);
    const label = `\`/geyser ${command.name}\``;
    if (!entry) {
      findings.push({
        area: AREA,
        kind: 'added',
        subject: `command ${label}`,
        upstream: 'Geyser',
        source: command.place,
        sourceValue: `${command.permission}, default ${DEFAULTS[command.permissionDefault] ?? command.permissionDefault}${command.bedrockOnly ? ', Bedrock players only' : ''}`,
        site: {file: SITE, line: declarationLine(read, SITE, 'GEYSER_COMMANDS')},
        hint: 'Add an entry to GEYSER_COMMANDS and a "Commands in detail" section for it on wiki/geyser/commands.mdx.',
      });
      continue;
    }
    const line = propertyLine(read, SITE, 'name', command.name);
    const expected = DEFAULTS[command.permissionDefault] ?? command.permissionDefault;
    const checks: [string, unknown, unknown][] = [
      ['permission', command.permission, entry.permission],
      ['permission default', expected, entry.default],
      ['Bedrock-only', command.bedrockOnly, entry.bedrockOnly],
      ['registration condition', command.condition ?? 'always', entry.registeredWhen?.source ?? 'always'],
    ];
    for (const [what, sourceValue, siteValue] of checks) {
      if (sourceValue !== siteValue) {
        findings.push(differs(`${what} of ${label}`, command.place, sourceValue, siteValue, line));
      }
    }
    if (!sameList([...command.aliases].sort(), [...entry.aliases].sort())) {
      findings.push(differs(`aliases of ${label}`, command.place, command.aliases, entry.aliases, line));
    }
  }
  for (const entry of site.commands) {
    if (!source.some((command) => command.name === entry.name)) {
      findings.push({
        area: AREA,
        kind: 'removed',
        subject: `command \`/geyser ${entry.name}\``,
        upstream: 'Geyser',
        source: {file: 'core/src/main/java/org/geysermc/geyser/command/CommandRegistry.java'},
        site: {file: SITE, line: propertyLine(read, SITE, 'name', entry.name)},
        hint: 'Geyser no longer registers it: remove the entry and its section on wiki/geyser/commands.mdx.',
      });
    }
  }
  return findings;
}

function comparePermissions(ws: Workspace, site: GeyserCommandsSite, read: SiteReader): Finding[] {
  const findings: Finding[] = [];
  const root = rootPermission(ws);
  if (root.value !== site.root.permission) {
    findings.push(
      differs(
        'root permission of `/geyser`',
        root.place,
        root.value,
        site.root.permission,
        declarationLine(read, SITE, 'GEYSER_ROOT_PERMISSION'),
      ),
    );
  }
  const applied = rootPermissionPlatforms(ws);
  const {added, removed} = setDifference(applied.platforms, site.root.checkedOn);
  if (added.length > 0 || removed.length > 0) {
    findings.push(
      differs(
        'platforms that check the root permission',
        applied.place,
        applied.platforms,
        site.root.checkedOn,
        declarationLine(read, SITE, 'checkedOn'),
      ),
    );
  }
  const others = otherPermissions(ws);
  for (const permission of others) {
    const entry = site.other.find((candidate) => candidate.permission === permission.permission);
    const expected = DEFAULTS[permission.permissionDefault] ?? permission.permissionDefault;
    if (!entry) {
      findings.push({
        area: AREA,
        kind: 'added',
        subject: `permission \`${permission.permission}\``,
        upstream: 'Geyser',
        source: permission.place,
        sourceValue: `default ${expected}`,
        site: {file: SITE, line: declarationLine(read, SITE, 'GEYSER_OTHER_PERMISSIONS')},
      });
    } else if (entry.default !== expected) {
      findings.push(
        differs(
          `default of \`${permission.permission}\``,
          permission.place,
          expected,
          entry.default,
          propertyLine(read, SITE, 'permission', permission.permission),
        ),
      );
    }
  }
  for (const entry of site.other) {
    if (!others.some((permission) => permission.permission === entry.permission)) {
      findings.push({
        area: AREA,
        kind: 'removed',
        subject: `permission \`${entry.permission}\``,
        upstream: 'Geyser',
        source: {file: others[0]?.place.file ?? 'core/src/main/java/org/geysermc/geyser/Permissions.java'},
        site: {file: SITE, line: propertyLine(read, SITE, 'permission', entry.permission)},
        hint: 'Geyser no longer registers it: remove the entry.',
      });
    }
  }
  return findings;
}

function compareStandaloneFile(ws: Workspace, site: GeyserCommandsSite, read: SiteReader): Finding[] {
  const file = standalonePermissionsFile(ws);
  const line = declarationLine(read, SITE, 'STANDALONE_PERMISSIONS_FILE');
  const keys = [site.standaloneFile.allowedKey, site.standaloneFile.deniedKey];
  const findings: Finding[] = [];
  if (!sameList([...file.keys].sort(), [...keys].sort())) {
    findings.push(differs('keys Standalone reads from permissions.yml', file.place, file.keys, keys, line));
  }
  const lists: [string, readonly string[]][] = [
    [site.standaloneFile.allowedKey, site.standaloneFile.shipped.allowed],
    [site.standaloneFile.deniedKey, site.standaloneFile.shipped.denied],
  ];
  for (const [key, siteList] of lists) {
    const shipped = file.lists[key] ?? [];
    if (!sameList(shipped, siteList)) {
      findings.push(differs(`\`${key}\` in the shipped permissions.yml`, file.place, shipped, siteList, line));
    }
  }
  return findings;
}

export function checkGeyserCommands(ws: Workspace, site: GeyserCommandsSite, read: SiteReader): Finding[] {
  const at = {file: SITE};
  return [
    ...guarded(AREA, 'Geyser commands', at, 'Geyser', () => compareCommands(ws, site, read)),
    ...guarded(AREA, 'Geyser permissions', at, 'Geyser', () => comparePermissions(ws, site, read)),
    ...guarded(AREA, "Standalone's permissions.yml", at, 'Geyser', () => compareStandaloneFile(ws, site, read)),
  ];
}
