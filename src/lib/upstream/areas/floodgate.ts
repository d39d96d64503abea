/**
 * Floodgate against the site: commands and permissions (`src/data/floodgate-commands.ts`) and config keys
 * (`src/data/floodgate-config.ts`).
 */
import {floodgateCommands, floodgatePermissions, type FloodgatePermission} from '../extract/floodgate';
import {floodgateConfigKeys} from '../extract/floodgate-config';
import {guarded, sameList} from '../findings';
import {declarationLine, propertyLine, type SiteReader} from '../site';
import {show, type Finding, type Place} from '../types';
import type {Workspace} from '../workspace';

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

function differs(
  file: string,
  subject: string,
  source: Place,
  sourceValue: unknown,
  siteValue: unknown,
  line?: number,
): Finding {
  return {
    area: AREA,
    kind: 'changed',
    subject,
    upstream: 'Floodgate',
    source,
    sourceValue: show(sourceValue),
    site: {file, line},
    siteValue: show(siteValue),
  };
}

function commandFindings(
  ws: Workspace,
  site: FloodgateSite,
  read: SiteReader,
  permissions: readonly FloodgatePermission[],
): Finding[] {
  const findings: Finding[] = [];
  const source = floodgateCommands(ws);
  for (const command of source) {
    const entry = site.commands.find((candidate) => candidate.command === command.command);
    const permission = permissions.find((candidate) => candidate.constant === command.permission);
    const label = `\`/${command.command}\``;
    if (!entry) {
      findings.push({
        area: AREA,
        kind: 'added',
        subject: `command ${label}`,
        upstream: 'Floodgate',
        source: command.place,
        sourceValue: permission
          ? `${permission.node}, default ${DEFAULTS[permission.permissionDefault] ?? permission.permissionDefault}`
          : 'no permission',
        site: {file: COMMANDS, line: declarationLine(read, COMMANDS, 'FLOODGATE_COMMANDS')},
        hint: 'Add an entry to FLOODGATE_COMMANDS and a section on wiki/floodgate/commands.mdx.',
      });
      continue;
    }
    const line = propertyLine(read, COMMANDS, 'command', command.command);
    const checks: [string, unknown, unknown][] = [
      ['permission', permission?.node ?? '', entry.permission],
      [
        'permission default',
        permission ? (DEFAULTS[permission.permissionDefault] ?? permission.permissionDefault) : entry.default,
        entry.default,
      ],
      ['who may run it', command.playersOnly ? 'players only' : 'console, players', entry.runBy],
      ['registration condition (shouldRegister)', command.condition ?? 'always', entry.registered.source ?? 'always'],
    ];
    for (const [what, sourceValue, siteValue] of checks) {
      if (sourceValue !== siteValue) {
        findings.push(differs(COMMANDS, `${what} of ${label}`, command.place, sourceValue, siteValue, line));
      }
    }
    const literals = command.literals.map((literal) => [literal.name, ...literal.aliases].join('|'));
    const siteLiterals = (entry.literals ?? []).map((literal) => [literal.name, ...literal.aliases].join('|'));
    if (!sameList(literals, siteLiterals)) {
      findings.push(differs(COMMANDS, `subcommands of ${label}`, command.place, literals, siteLiterals, line));
    }
  }
  for (const entry of site.commands.filter(
    (candidate) => !source.some((command) => command.command === candidate.command),
  )) {
    findings.push({
      area: AREA,
      kind: 'removed',
      subject: `command \`/${entry.command}\``,
      upstream: 'Floodgate',
      source: {file: 'core/src/main/java/org/geysermc/floodgate/command/'},
      site: {file: COMMANDS, line: propertyLine(read, COMMANDS, 'command', entry.command)},
      hint: 'Floodgate no longer has it: remove the entry and its section on wiki/floodgate/commands.mdx.',
    });
  }
  return findings;
}

function compareCommands(ws: Workspace, site: FloodgateSite, read: SiteReader): Finding[] {
  const permissions = floodgatePermissions(ws);
  const findings = commandFindings(ws, site, read, permissions);
  const used = new Set(site.commands.map((entry) => entry.permission));
  for (const permission of permissions.filter((entry) => !used.has(entry.node))) {
    const entry = site.otherPermissions.find((candidate) => candidate.permission === permission.node);
    const expected = DEFAULTS[permission.permissionDefault] ?? permission.permissionDefault;
    if (!entry) {
      findings.push({
        area: AREA,
        kind: 'added',
        subject: `permission \`${permission.node}\``,
        upstream: 'Floodgate',
        source: permission.place,
        sourceValue: `default ${expected}`,
        site: {file: COMMANDS, line: declarationLine(read, COMMANDS, 'FLOODGATE_OTHER_PERMISSIONS')},
      });
    } else if (entry.default !== expected) {
      findings.push(
        differs(
          COMMANDS,
          `default of \`${permission.node}\``,
          permission.place,
          expected,
          entry.default,
          propertyLine(read, COMMANDS, 'permission', permission.node),
        ),
      );
    }
  }
  for (const entry of site.otherPermissions.filter(
    (candidate) => !permissions.some((permission) => permission.node === candidate.permission),
  )) {
    findings.push({
      area: AREA,
      kind: 'removed',
      subject: `permission \`${entry.permission}\``,
      upstream: 'Floodgate',
      source: {
        file: permissions[0]?.place.file ?? 'core/src/main/java/org/geysermc/floodgate/command/util/Permission.java',
      },
      site: {file: COMMANDS, line: propertyLine(read, COMMANDS, 'permission', entry.permission)},
    });
  }
  return findings;
}

function compareConfig(ws: Workspace, site: FloodgateSite, read: SiteReader): Finding[] {
  const findings: Finding[] = [];
  const source = floodgateConfigKeys(ws);
  for (const key of source) {
    const entry = site.config.find((candidate) => candidate.path === key.path);
    const label = `Floodgate config key \`${key.path}\``;
    if (!entry) {
      findings.push({
        area: AREA,
        kind: 'added',
        subject: label,
        upstream: 'Floodgate',
        source: key.place,
        sourceValue: key.written ? `default ${show(key.default)}` : `read (${key.type}) but not in the shipped file`,
        site: {file: CONFIG, line: declarationLine(read, CONFIG, 'FLOODGATE_CONFIG')},
      });
      continue;
    }
    const line = propertyLine(read, CONFIG, 'path', key.path);
    const sourceDefault = key.written ? key.default : null;
    if (sourceDefault !== entry.default) {
      findings.push(
        differs(
          CONFIG,
          `default of ${label}`,
          key.place,
          key.written ? sourceDefault : 'not in the shipped file',
          entry.default ?? 'not in the shipped file',
          line,
        ),
      );
    }
    if (key.proxyOnly !== (entry.proxyOnly ?? false)) {
      findings.push(
        differs(CONFIG, `proxies only: ${label}`, key.place, key.proxyOnly, entry.proxyOnly ?? false, line),
      );
    }
  }
  for (const entry of site.config.filter((candidate) => !source.some((key) => key.path === candidate.path))) {
    findings.push({
      area: AREA,
      kind: 'removed',
      subject: `Floodgate config key \`${entry.path}\``,
      upstream: 'Floodgate',
      source: {file: 'core/src/main/resources/config.yml'},
      site: {file: CONFIG, line: propertyLine(read, CONFIG, 'path', entry.path)},
      hint: 'Floodgate no longer reads it: remove the entry.',
    });
  }
  return findings;
}

export function checkFloodgate(ws: Workspace, site: FloodgateSite, read: SiteReader): Finding[] {
  return [
    ...guarded(AREA, 'Floodgate commands and permissions', {file: COMMANDS}, 'Floodgate', () =>
      compareCommands(ws, site, read),
    ),
    ...guarded(AREA, 'Floodgate config', {file: CONFIG}, 'Floodgate', () => compareConfig(ws, site, read)),
  ];
}
