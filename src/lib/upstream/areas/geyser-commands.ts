/** Geyser's commands and permissions against `src/data/geyser-commands.ts` (rendered on /wiki/geyser/commands/). */
import {
  builtInCommands,
  otherPermissions,
  rootPermission,
  rootPermissionPlatforms,
  standalonePermissionsFile,
} from '../extract/geyser-commands';
import {diffByKey, findingsFor, guarded, sameList, setDifference} from '../findings';
import {declarationLine, propertyLine, type SiteReader} from '../site';
import {comparePermissionList} from './permission-list';
import type {Finding} from '../types';
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
const make = findingsFor(AREA, 'Geyser', SITE);
const REGISTRY = {file: 'core/src/main/java/org/geysermc/geyser/command/CommandRegistry.java'};

function compareCommands(ws: Workspace, site: GeyserCommandsSite, read: SiteReader): Finding[] {
  return diffByKey(
    builtInCommands(ws),
    site.commands,
    {source: (c) => c.name, site: (c) => c.name},
    {
      added: (command) =>
        make.added(
          `command \`/geyser ${command.name}\``,
          command.place,
          `${command.permission}, default ${DEFAULTS[command.permissionDefault] ?? command.permissionDefault}${command.bedrockOnly ? ', Bedrock players only' : ''}`,
          declarationLine(read, SITE, 'GEYSER_COMMANDS'),
          'Add an entry to GEYSER_COMMANDS and a "Commands in detail" section for it on wiki/geyser/commands.mdx.',
        ),
      removed: (entry) =>
        make.removed(
          `command \`/geyser ${entry.name}\``,
          REGISTRY,
          propertyLine(read, SITE, 'name', entry.name),
          'Geyser no longer registers it: remove the entry and its section on wiki/geyser/commands.mdx.',
        ),
      both: (command, entry) => {
        const line = propertyLine(read, SITE, 'name', command.name);
        const checks: [string, unknown, unknown][] = [
          ['permission', command.permission, entry.permission],
          ['permission default', DEFAULTS[command.permissionDefault] ?? command.permissionDefault, entry.default],
          ['Bedrock-only', command.bedrockOnly, entry.bedrockOnly],
          ['registration condition', command.condition ?? 'always', entry.registeredWhen?.source ?? 'always'],
          ['aliases', [...command.aliases].sort().join(', '), [...entry.aliases].sort().join(', ')],
        ];
        return checks
          .filter(([, sourceValue, siteValue]) => sourceValue !== siteValue)
          .map(([what, sourceValue, siteValue]) =>
            make.changed(`${what} of \`/geyser ${command.name}\``, command.place, sourceValue, siteValue, line),
          );
      },
    },
  );
}

function comparePermissions(ws: Workspace, site: GeyserCommandsSite, read: SiteReader): Finding[] {
  const findings: Finding[] = [];
  const root = rootPermission(ws);
  if (root.value !== site.root.permission) {
    findings.push(
      make.changed(
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
      make.changed(
        'platforms that check the root permission',
        applied.place,
        applied.platforms,
        site.root.checkedOn,
        declarationLine(read, SITE, 'checkedOn'),
      ),
    );
  }
  const others = otherPermissions(ws);
  findings.push(
    ...comparePermissionList(
      make,
      read,
      others.map((permission) => ({
        node: permission.permission,
        defaultName: DEFAULTS[permission.permissionDefault] ?? permission.permissionDefault,
        place: permission.place,
      })),
      {
        entries: site.other,
        file: SITE,
        declaration: 'GEYSER_OTHER_PERMISSIONS',
        declaredIn: {file: others[0]?.place.file ?? 'core/src/main/java/org/geysermc/geyser/Permissions.java'},
        removedHint: 'Geyser no longer registers it: remove the entry.',
      },
    ),
  );
  return findings;
}

function compareStandaloneFile(ws: Workspace, site: GeyserCommandsSite, read: SiteReader): Finding[] {
  const file = standalonePermissionsFile(ws);
  const line = declarationLine(read, SITE, 'STANDALONE_PERMISSIONS_FILE');
  const keys = [site.standaloneFile.allowedKey, site.standaloneFile.deniedKey];
  const findings: Finding[] = [];
  if (!sameList([...file.keys].sort(), [...keys].sort())) {
    findings.push(make.changed('keys Standalone reads from permissions.yml', file.place, file.keys, keys, line));
  }
  const lists: [string, readonly string[]][] = [
    [site.standaloneFile.allowedKey, site.standaloneFile.shipped.allowed],
    [site.standaloneFile.deniedKey, site.standaloneFile.shipped.denied],
  ];
  for (const [key, siteList] of lists) {
    const shipped = file.lists[key] ?? [];
    if (!sameList(shipped, siteList)) {
      findings.push(make.changed(`\`${key}\` in the shipped permissions.yml`, file.place, shipped, siteList, line));
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
