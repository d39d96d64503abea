/**
 * Geyser's built-in commands, their permission nodes and defaults, the other permissions Geyser
 * registers, and the Standalone `permissions.yml` as shipped: the one source for the tables and lists
 * on `/wiki/geyser/commands/`.
 *
 * HOW TO UPDATE (contributors)
 * 1. Run `npm run check:upstream -- --geyser <Geyser checkout> --floodgate <Floodgate checkout>`
 *    (CONTRIBUTING.md, "Upstream drift"). It reads `CommandRegistry` (every `registerBuiltInCommand`),
 *    each command class's constructor (name, permission, default, Bedrock-only, aliases),
 *    `Permissions`, the root permission, which platforms apply it, and Standalone's `permissions.yml`,
 *    and lists what differs from this file.
 * 2. Edit the entries below. `default` follows the `TriState` the command registers: `TRUE` is
 *    `everyone`, `NOT_SET` is `operators` (operators where the platform knows them, nobody otherwise),
 *    `FALSE` is `nobody`. `registeredWhen.source` is the `if` condition around its registration in
 *    `CommandRegistry`, as compact source text; `text` says it for readers.
 * 3. `summary` is one line in our own words (`code` and [links](/wiki/...) only); the page's
 *    "Commands in detail" section has a heading per command, with the id `name`.
 * Run `npx vitest run tests/unit/data` afterwards.
 */
import type {PlatformId} from '../lib/config/types';

export type PermissionDefault = 'everyone' | 'operators' | 'nobody';

export interface GeyserCommandEntry {
  /** The subcommand: `/geyser <name>`. */
  readonly name: string;
  readonly aliases: readonly string[];
  readonly permission: string;
  readonly default: PermissionDefault;
  /** A note shown after the default, for a platform where it plays out differently. */
  readonly defaultNote?: string;
  /** Only Bedrock players can run it (Java players and the console are refused). */
  readonly bedrockOnly: boolean;
  readonly registeredWhen?: {readonly source: string; readonly text: string};
  readonly summary: string;
}

export const GEYSER_COMMANDS: readonly GeyserCommandEntry[] = [
  {
    name: 'help',
    aliases: ['?'],
    permission: 'geyser.command.help',
    default: 'everyone',
    bedrockOnly: false,
    summary: 'Lists the Geyser commands you may use',
  },
  {
    name: 'list',
    aliases: [],
    permission: 'geyser.command.list',
    default: 'operators',
    bedrockOnly: false,
    summary: 'Shows the players connected through Geyser',
  },
  {
    name: 'reload',
    aliases: [],
    permission: 'geyser.command.reload',
    default: 'operators',
    bedrockOnly: false,
    summary: 'Reloads Geyser and its config; kicks all Bedrock players',
  },
  {
    name: 'dump',
    aliases: [],
    permission: 'geyser.command.dump',
    default: 'operators',
    bedrockOnly: false,
    summary: 'Collects diagnostics and uploads them, for support',
  },
  {
    name: 'version',
    aliases: [],
    permission: 'geyser.command.version',
    default: 'operators',
    bedrockOnly: false,
    summary: 'Shows the Geyser version and checks for updates',
  },
  {
    name: 'connectiontest',
    aliases: [],
    permission: 'geyser.command.connectiontest',
    default: 'operators',
    bedrockOnly: false,
    summary: 'Checks whether the server is reachable from the internet',
  },
  {
    name: 'extensions',
    aliases: [],
    permission: 'geyser.command.extensions',
    default: 'everyone',
    bedrockOnly: false,
    registeredWhen: {
      source: '!this.geyser.extensionManager().extensions().isEmpty()',
      text: 'only when at least one extension is installed',
    },
    summary: 'Lists installed Geyser extensions',
  },
  {
    name: 'stop',
    aliases: ['shutdown'],
    permission: 'geyser.command.stop',
    default: 'operators',
    defaultNote: 'denied to players on Standalone',
    bedrockOnly: false,
    registeredWhen: {source: 'this.geyser.platformType()==PlatformType.STANDALONE', text: 'only in Geyser Standalone'},
    summary: 'Shuts Geyser Standalone down',
  },
  {
    name: 'offhand',
    aliases: [],
    permission: 'geyser.command.offhand',
    default: 'everyone',
    bedrockOnly: true,
    summary: 'Swaps the held item into the off-hand',
  },
  {
    name: 'settings',
    aliases: [],
    permission: 'geyser.command.settings',
    default: 'everyone',
    bedrockOnly: true,
    summary: "Opens a form with the player's Geyser options",
  },
  {
    name: 'statistics',
    aliases: [],
    permission: 'geyser.command.statistics',
    default: 'everyone',
    bedrockOnly: true,
    summary: 'Shows the Java statistics screen',
  },
  {
    name: 'advancements',
    aliases: [],
    permission: 'geyser.command.advancements',
    default: 'everyone',
    bedrockOnly: true,
    summary: 'Shows the Java advancements screen',
  },
  {
    name: 'tooltips',
    aliases: [],
    permission: 'geyser.command.tooltips',
    default: 'everyone',
    bedrockOnly: true,
    summary: 'Toggles advanced item tooltips',
  },
  {
    name: 'ping',
    aliases: [],
    permission: 'geyser.command.ping',
    default: 'everyone',
    bedrockOnly: true,
    summary: 'Shows your own latency',
  },
  {
    name: 'options',
    aliases: [],
    permission: 'geyser.command.options',
    default: 'everyone',
    bedrockOnly: true,
    summary: "Opens the server's extra pause-screen options",
  },
  {
    name: 'quickactions',
    aliases: [],
    permission: 'geyser.command.quickactions',
    default: 'everyone',
    bedrockOnly: true,
    summary: "Opens the server's quick actions",
  },
  {
    name: 'gamerules',
    aliases: [],
    permission: 'geyser.command.gamerules',
    default: 'operators',
    bedrockOnly: true,
    summary: 'Opens a form to view and change game rules',
  },
];

/** The root `/geyser` permission: registered with the default `TRUE` where Geyser applies it. */
export const GEYSER_ROOT_PERMISSION: {
  readonly permission: string;
  readonly default: PermissionDefault;
  /** Platforms whose command registry applies (and checks) the root permission. */
  readonly checkedOn: readonly PlatformId[];
} = {
  permission: 'geyser.command',
  default: 'everyone',
  checkedOn: ['spigot', 'neoforge', 'standalone', 'viaproxy'],
};

/** Permissions Geyser registers that belong to no command (`Permissions` in Geyser's core). */
export const GEYSER_OTHER_PERMISSIONS: readonly {
  readonly permission: string;
  readonly default: PermissionDefault;
  readonly allows: string;
}[] = [
  {
    permission: 'geyser.update',
    default: 'operators',
    allows:
      'Being told on join that a newer Geyser supports a newer Bedrock version. Only with `notify-on-new-bedrock-update: true` (the default).',
  },
  {
    permission: 'geyser.settings.server',
    default: 'operators',
    allows:
      "Changing the world's default game mode and the difficulty from Bedrock's own world settings screen. The player also needs operator level 2 on the Java server.",
  },
];

/** Geyser Standalone's (and the ViaProxy plugin's) `permissions.yml`, as Geyser ships it. */
export const STANDALONE_PERMISSIONS_FILE: {
  readonly name: string;
  readonly allowedKey: string;
  readonly deniedKey: string;
  readonly shipped: {readonly allowed: readonly string[]; readonly denied: readonly string[]};
} = {
  name: 'permissions.yml',
  allowedKey: 'default-permissions',
  deniedKey: 'default-denied-permissions',
  shipped: {allowed: ['geyser.command.help'], denied: ['geyser.command.stop']},
};
