/**
 * Floodgate's commands, their permission nodes and defaults: the one source for the overview tables on
 * `/wiki/floodgate/commands/`.
 *
 * HOW TO UPDATE (contributors)
 * 1. Run `npm run check:upstream -- --geyser <Geyser checkout> --floodgate <Floodgate checkout>`
 *    (CONTRIBUTING.md, "Upstream drift"). It reads Floodgate's `Permission` enum, every class that
 *    implements `FloodgateCommand` (the `commandBuilder` name, `.permission(...)`, `.senderType(...)`,
 *    `.literal(...)` subcommands, `shouldRegister`) and every `FloodgateSubCommand`, and lists what
 *    differs from this file.
 * 2. Edit the entries. `default` follows `PermissionDefault`: `TRUE` is `everyone`, `OP` is
 *    `operators`, `FALSE` is `nobody`, `NOT_OP` is `non-operators`. `registered.source` is the
 *    expression `shouldRegister` returns, as compact source text (absent when the command does not
 *    override it); `registered.text` says it for readers.
 * 3. `usage` and `registered.text` are our own words, with `code` and [links](/wiki/...) only.
 * Run `npx vitest run tests/unit/data` afterwards.
 */

export type FloodgatePermissionDefault = 'everyone' | 'operators' | 'nobody' | 'non-operators';

export interface FloodgateCommandEntry {
  /** The command as typed after the slash, subcommand included: `floodgate firewall`. */
  readonly command: string;
  /** How the overview shows it. */
  readonly usage: string;
  readonly permission: string;
  readonly default: FloodgatePermissionDefault;
  /** `players only` when the command's sender type is a player (the console is refused). */
  readonly runBy: 'console, players' | 'players only';
  /** Literal subcommands (`add`, with aliases `a`). */
  readonly literals?: readonly {readonly name: string; readonly aliases: readonly string[]}[];
  readonly registered: {readonly text: string; readonly source?: string};
  /** False for a command the page only mentions in passing (debug builds). */
  readonly listed: boolean;
}

export const FLOODGATE_COMMANDS: readonly FloodgateCommandEntry[] = [
  {
    command: 'floodgate',
    usage: '`/floodgate`',
    permission: 'floodgate.command.floodgate',
    default: 'everyone',
    runBy: 'console, players',
    registered: {text: 'always'},
    listed: true,
  },
  {
    command: 'floodgate firewall',
    usage: '`/floodgate firewall`',
    permission: 'floodgate.command.floodgate.firewall',
    default: 'operators',
    runBy: 'console, players',
    registered: {text: 'always'},
    listed: true,
  },
  {
    command: 'floodgate version',
    usage: '`/floodgate version`',
    permission: 'floodgate.command.floodgate.version',
    default: 'operators',
    runBy: 'console, players',
    registered: {text: 'always'},
    listed: true,
  },
  {
    command: 'linkaccount',
    usage: '`/linkaccount <player> [code]`',
    permission: 'floodgate.command.linkaccount',
    default: 'everyone',
    runBy: 'players only',
    registered: {
      text: 'when linking is on (see below)',
      source: 'linkConfig.isEnabled()&&(linkConfig.isEnableOwnLinking()||linkConfig.isEnableGlobalLinking())',
    },
    listed: true,
  },
  {
    command: 'unlinkaccount',
    usage: '`/unlinkaccount`',
    permission: 'floodgate.command.unlinkaccount',
    default: 'everyone',
    runBy: 'players only',
    registered: {
      text: 'when linking is on',
      source: 'linkConfig.isEnabled()&&(linkConfig.isEnableOwnLinking()||linkConfig.isEnableGlobalLinking())',
    },
    listed: true,
  },
  {
    command: 'fwhitelist',
    usage: '`/fwhitelist add <player>` and `/fwhitelist remove <player>`',
    permission: 'floodgate.command.fwhitelist',
    default: 'operators',
    runBy: 'console, players',
    literals: [
      {name: 'add', aliases: ['a']},
      {name: 'remove', aliases: ['r']},
    ],
    registered: {text: 'servers only, not on proxies', source: '!(config instanceof ProxyFloodgateConfig)'},
    listed: true,
  },
  {
    command: 'floodgate-test',
    usage: '`/floodgate-test`',
    permission: '',
    default: 'everyone',
    runBy: 'console, players',
    registered: {text: 'only in debug builds', source: 'Constants.DEBUG_MODE'},
    listed: false,
  },
];

/** Floodgate permissions that belong to no command. */
export const FLOODGATE_OTHER_PERMISSIONS: readonly {
  readonly permission: string;
  readonly default: FloodgatePermissionDefault;
  readonly effect: string;
}[] = [
  {
    permission: 'floodgate.news.receive',
    default: 'operators',
    effect:
      'Receive Floodgate news and update notices in chat when Floodgate picks up a news item while the player is online (Floodgate checks every 30 minutes; nothing is shown on joining)',
  },
];
