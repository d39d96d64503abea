/**
 * Floodgate against the site: commands and permissions (`src/data/floodgate-commands.ts`) and config keys
 * (`src/data/floodgate-config.ts`).
 */
import {
  floodgateCommands,
  floodgatePermissions,
  type FloodgatePermission,
  type FloodgateSourceCommand,
} from '../extract/floodgate';
import {floodgateConfigKeys} from '../extract/floodgate-config';
import {diffByKey, findingsFor, guarded} from '../findings';
import {declarationLine, propertyLine, type SiteReader} from '../site';
import {show, type Finding} from '../types';
import type {Workspace} from '../workspace';
import {comparePermissionList} from './permission-list';

export interface FloodgateSite {
  readonly commands: readonly {
    readonly command: string;
    readonly permission: string;
    readonly default: string;
    readonly runBy: string;
    readonly literals?: readonly {readonly name: string; readonly aliases: readonly string[]}[];
    readonly registered: {readonly source?: string};
  }[];
  readonly otherPermissions: readonly {readonly permission: string; readonly default: string}[];
  readonly config: readonly {readonly path: string; readonly default: unknown; readonly proxyOnly?: boolean}[];
}

const COMMANDS = 'src/data/floodgate-commands.ts';
const CONFIG = 'src/data/floodgate-config.ts';
const AREA = 'Floodgate';
const DEFAULTS: Record<string, string> = {TRUE: 'everyone', OP: 'operators', FALSE: 'nobody', NOT_OP: 'non-operators'};
const commandFinding = findingsFor(AREA, 'Floodgate', COMMANDS);
const configFinding = findingsFor(AREA, 'Floodgate', CONFIG);

function defaultName(permission: FloodgatePermission): string {
  return DEFAULTS[permission.permissionDefault] ?? permission.permissionDefault;
}

function literalsOf(literals: readonly {readonly name: string; readonly aliases: readonly string[]}[] = []): string {
  return literals.map((literal) => [literal.name, ...literal.aliases].join('|')).join(', ');
}

type SiteCommand = FloodgateSite['commands'][number];

/** What the site says about a command against what the source says: [what, source value, site value]. */
function commandChecks(
  command: FloodgateSourceCommand,
  entry: SiteCommand,
  permission: FloodgatePermission | undefined,
): [string, unknown, unknown][] {
  return [
    ['permission', permission?.node ?? '', entry.permission],
    ['permission default', permission ? defaultName(permission) : entry.default, entry.default],
    ['who may run it', command.playersOnly ? 'players only' : 'console, players', entry.runBy],
    ['registration condition (shouldRegister)', command.condition ?? 'always', entry.registered.source ?? 'always'],
    ['subcommands', literalsOf(command.literals), literalsOf(entry.literals)],
  ];
}

function compareCommandList(
  ws: Workspace,
  site: FloodgateSite,
  read: SiteReader,
  permissions: readonly FloodgatePermission[],
): Finding[] {
  const permissionOf = (constant: string | undefined) => permissions.find((entry) => entry.constant === constant);
  return diffByKey(
    floodgateCommands(ws),
    site.commands,
    {source: (c) => c.command, site: (c) => c.command},
    {
      added: (command) => {
        const permission = permissionOf(command.permission);
        return commandFinding.added(
          `command \`/${command.command}\``,
          command.place,
          permission ? `${permission.node}, default ${defaultName(permission)}` : 'no permission',
          declarationLine(read, COMMANDS, 'FLOODGATE_COMMANDS'),
          'Add an entry to FLOODGATE_COMMANDS and a section on wiki/floodgate/commands.mdx.',
        );
      },
      removed: (entry) =>
        commandFinding.removed(
          `command \`/${entry.command}\``,
          {file: 'core/src/main/java/org/geysermc/floodgate/command/'},
          propertyLine(read, COMMANDS, 'command', entry.command),
          'Floodgate no longer has it: remove the entry and its section on wiki/floodgate/commands.mdx.',
        ),
      both: (command, entry) => {
        const line = propertyLine(read, COMMANDS, 'command', command.command);
        return commandChecks(command, entry, permissionOf(command.permission))
          .filter(([, sourceValue, siteValue]) => sourceValue !== siteValue)
          .map(([what, sourceValue, siteValue]) =>
            commandFinding.changed(`${what} of \`/${command.command}\``, command.place, sourceValue, siteValue, line),
          );
      },
    },
  );
}

/** Permissions no command uses, against the site's list of other permissions. */
function compareOtherPermissions(
  site: FloodgateSite,
  read: SiteReader,
  permissions: readonly FloodgatePermission[],
): Finding[] {
  const used = new Set(site.commands.map((entry) => entry.permission));
  const unused = permissions.filter((entry) => !used.has(entry.node));
  return comparePermissionList(
    commandFinding,
    read,
    unused.map((permission) => ({
      node: permission.node,
      defaultName: defaultName(permission),
      place: permission.place,
    })),
    {
      entries: site.otherPermissions,
      file: COMMANDS,
      declaration: 'FLOODGATE_OTHER_PERMISSIONS',
      declaredIn: {
        file: permissions[0]?.place.file ?? 'core/src/main/java/org/geysermc/floodgate/command/util/Permission.java',
      },
    },
  );
}

function compareCommands(ws: Workspace, site: FloodgateSite, read: SiteReader): Finding[] {
  const permissions = floodgatePermissions(ws);
  return compareCommandList(ws, site, read, permissions).concat(compareOtherPermissions(site, read, permissions));
}

function compareConfig(ws: Workspace, site: FloodgateSite, read: SiteReader): Finding[] {
  return diffByKey(
    floodgateConfigKeys(ws),
    site.config,
    {source: (k) => k.path, site: (k) => k.path},
    {
      added: (key) =>
        configFinding.added(
          `Floodgate config key \`${key.path}\``,
          key.place,
          key.written ? `default ${show(key.default)}` : `read (${key.type}) but not in the shipped file`,
          declarationLine(read, CONFIG, 'FLOODGATE_CONFIG'),
        ),
      removed: (entry) =>
        configFinding.removed(
          `Floodgate config key \`${entry.path}\``,
          {file: 'core/src/main/resources/config.yml'},
          propertyLine(read, CONFIG, 'path', entry.path),
          'Floodgate no longer reads it: remove the entry.',
        ),
      both: (key, entry) => {
        const line = propertyLine(read, CONFIG, 'path', key.path);
        const findings: Finding[] = [];
        const sourceDefault = key.written ? key.default : null;
        if (sourceDefault !== entry.default) {
          findings.push(
            configFinding.changed(
              `default of Floodgate config key \`${key.path}\``,
              key.place,
              key.written ? sourceDefault : 'not in the shipped file',
              entry.default ?? 'not in the shipped file',
              line,
            ),
          );
        }
        if (key.proxyOnly !== (entry.proxyOnly ?? false)) {
          findings.push(
            configFinding.changed(
              `proxies only: Floodgate config key \`${key.path}\``,
              key.place,
              key.proxyOnly,
              entry.proxyOnly ?? false,
              line,
            ),
          );
        }
        return findings;
      },
    },
  );
}

export function checkFloodgate(ws: Workspace, site: FloodgateSite, read: SiteReader): Finding[] {
  return [
    ...guarded(AREA, 'Floodgate commands and permissions', {file: COMMANDS}, 'Floodgate', () =>
      compareCommands(ws, site, read),
    ),
    ...guarded(AREA, 'Floodgate config', {file: CONFIG}, 'Floodgate', () => compareConfig(ws, site, read)),
  ];
}
