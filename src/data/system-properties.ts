/**
 * The Java system properties (`-Dname=value`) that Geyser reads: the one source for the tables on
 * `/wiki/geyser/geyser-command-line-arguments-and-system-properties/`.
 *
 * HOW TO UPDATE (contributors)
 * 1. Run `npm run check:upstream -- --geyser <Geyser checkout> --floodgate <Floodgate checkout>`
 *    (CONTRIBUTING.md, "Upstream drift"). It lists every property Geyser's source reads
 *    (`System.getProperty`, `Boolean.getBoolean`, `Integer.getInteger`, `Long.getLong`, and helper
 *    methods that pass their parameter on to one of them) that is missing here, every entry here
 *    that Geyser no longer reads, and defaults or platforms that differ.
 * 2. Add or edit the entry in `SYSTEM_PROPERTIES`, in the table (`group`) where a reader would
 *    look for it. `effect` is our own words, with `code` and [links](/wiki/...) only.
 * 3. `default` is what the code falls back to: a string for a literal default (`'true'`, `'120'`),
 *    `null` when there is none (the property is simply unset; an empty-string fallback counts as
 *    unset), or `{derived, codeDefault?}` when the fallback is computed; `codeDefault` is the
 *    placeholder literal the code uses, if any. When the code falls back to a constant of a library
 *    whose source is not in Geyser's repository, write `{value, constant}`: the value you looked up
 *    and the constant's name as Geyser's code writes it (the check verifies the name).
 * 4. `platform` only when one platform's bootstrap alone reads the property.
 * 5. Properties that Geyser reads but that belong to another program (BungeeCord, Velocity, Netty)
 *    go in `OTHER_PROGRAMS_PROPERTIES`; the page explains them in its prose.
 * Run `npx vitest run tests/unit/data` afterwards.
 */
import type {PlatformId} from '../lib/config/types';
import {geyserNetworkDefaults} from './geyser-network';

export type PropertyGroup = 'port' | 'raknet' | 'mcprotocollib' | 'logging' | 'behaviour';

export type PropertyDefault =
  | string
  | null
  | {readonly derived: string; readonly codeDefault?: string}
  | {readonly value: string; readonly constant: string};

export interface SystemProperty {
  /** Exactly as Java reads it; names are case-sensitive. */
  readonly name: string;
  readonly group: PropertyGroup;
  /** Geyser's own code, or the bundled MCProtocolLib (whose source is not in Geyser's repository). */
  readonly readBy: 'geyser' | 'mcprotocollib';
  /** The only platform whose bootstrap reads it. */
  readonly platform?: PlatformId;
  readonly default: PropertyDefault;
  /** What it does, in our words: `code` and [links](/wiki/...). */
  readonly effect: string;
}

export const SYSTEM_PROPERTIES: readonly SystemProperty[] = [
  // port
  {
    name: 'geyserUdpPort',
    group: 'port',
    readBy: 'geyser',
    default: null,
    effect:
      "Sets the Bedrock port (`bedrock.port`). The value `server` uses the Java server's port, like `clone-remote-port`. The value `-1` means the host has no UDP at all: Geyser refuses to start with `This hosting/service provider does not support applications running on the UDP port`. Any other value that is not a number stops the start with a `NumberFormatException`. Plugin, mod and ViaProxy platforms only; Standalone only honours `-1`.",
  },
  {
    name: 'pluginUdpPort',
    group: 'port',
    readBy: 'geyser',
    default: null,
    effect:
      'Same as `geyserUdpPort`, under a name that other Bedrock plugins read too. Only used when `geyserUdpPort` is not set.',
  },
  {
    name: 'geyserUdpAddress',
    group: 'port',
    readBy: 'geyser',
    default: null,
    effect:
      "Sets the address Geyser binds to (`bedrock.address`). The value `server` uses the Java server's bind address. Plugin, mod and ViaProxy platforms only.",
  },
  {
    name: 'pluginUdpAddress',
    group: 'port',
    readBy: 'geyser',
    default: null,
    effect: 'Same as `geyserUdpAddress`; only used when `geyserUdpAddress` is not set.',
  },
  {
    name: 'geyserBroadcastPort',
    group: 'port',
    readBy: 'geyser',
    default: null,
    effect:
      'Sets the port advertised to Bedrock clients (`advanced.bedrock.broadcast-port`). Must be 1 to 65535; an invalid value logs `Invalid broadcast port from system property: ...` and the configured value is used.',
  },
  // raknet
  {
    name: 'Geyser.RakPacketLimit',
    group: 'raknet',
    readBy: 'geyser',
    default: {value: '120', constant: 'DEFAULT_PACKET_LIMIT'},
    effect:
      'Datagrams one address may send per RakNet tick (10 ms) before further ones are dropped. Must be a positive whole number; otherwise Geyser warns and uses the default (see below).',
  },
  {
    name: 'Geyser.RakGlobalPacketLimit',
    group: 'raknet',
    readBy: 'geyser',
    default: {value: '100000', constant: 'DEFAULT_GLOBAL_PACKET_LIMIT'},
    effect:
      'Datagrams from all addresses together per tick before Geyser starts dropping incoming data. Positive whole number.',
  },
  {
    name: 'Geyser.MaxConnectionsPerAddress',
    group: 'raknet',
    readBy: 'geyser',
    default: String(geyserNetworkDefaults.maxConnectionsPerAddress),
    effect:
      'Simultaneous Bedrock connections allowed from one IP address. Independently of this number, the throttle accepts at most three new connections from one address within 4 seconds and refuses further attempts until that window has passed. Positive whole number.',
  },
  {
    name: 'Geyser.RakRateLimitingDisabled',
    group: 'raknet',
    readBy: 'geyser',
    default: {derived: 'value of `advanced.bedrock.use-waterdogpe-forwarding` (`false`)'},
    effect:
      "`true` switches off the per-address packet limit and the connection throttle above. Meant for a trusted Bedrock proxy in front of Geyser, where all players arrive from the proxy's address.",
  },
  {
    name: 'Geyser.RakSendCookie',
    group: 'raknet',
    readBy: 'geyser',
    default: 'true',
    effect:
      'Uses RakNet\'s connection cookie, which stops connection requests from spoofed addresses. Set `false` only if a UDP proxy or firewall filter in front of Geyser cannot handle it, such as [OVH\'s "Minecraft Pocket Edition" profile](/wiki/geyser/port-forwarding/#ovh-and-soyoustart).',
  },
  {
    name: 'Geyser.BedrockNetworkThreads',
    group: 'raknet',
    readBy: 'geyser',
    default: {derived: '`io.netty.eventLoopThreads`, or twice the CPU count', codeDefault: '-1'},
    effect: 'Number of threads handling Bedrock connections. A value that is not a whole number is ignored.',
  },
  {
    name: 'Geyser.ListenCount',
    group: 'raknet',
    readBy: 'geyser',
    default: '1',
    effect:
      'Number of sockets Geyser binds to the Bedrock port, to spread incoming packets over several threads. Only takes effect on Linux 3.9 or newer, where `SO_REUSEPORT` is available; elsewhere it stays `1`. A value that is not a whole number is ignored.',
  },
  // mcprotocollib
  {
    name: 'Mcpl.disable-native-transport',
    group: 'mcprotocollib',
    readBy: 'mcprotocollib',
    default: 'false',
    effect: "`true` forces Java's portable NIO transport instead of epoll, kqueue or io_uring",
  },
  {
    name: 'Mcpl.io_uring',
    group: 'mcprotocollib',
    readBy: 'mcprotocollib',
    default: 'false',
    effect:
      '`true` uses io_uring on Linux when available. Geyser-BungeeCord and Geyser-Velocity set it for you when the proxy itself runs with io_uring (`-Dbungee.io_uring=true`, `-Dvelocity.enable-iouring-transport=true`)',
  },
  {
    name: 'Mcpl.epoll',
    group: 'mcprotocollib',
    readBy: 'mcprotocollib',
    default: 'true',
    effect: '`false` stops using epoll on Linux',
  },
  {
    name: 'Mcpl.kqueue',
    group: 'mcprotocollib',
    readBy: 'mcprotocollib',
    default: 'true',
    effect: '`false` stops using kqueue on macOS and BSD',
  },
  // logging
  {
    name: 'Geyser.PrintSecureChatInformation',
    group: 'logging',
    readBy: 'geyser',
    default: 'true',
    effect:
      "`false`: Bedrock players are no longer told, when they chat, that the server's secure-chat setting blocks them ([secure chat](/wiki/geyser/secure-chat/))",
  },
  {
    name: 'Geyser.ShowScoreboardLogs',
    group: 'logging',
    readBy: 'geyser',
    default: 'true',
    effect:
      '`false`: hides [the warnings](/wiki/geyser/console-messages/#scoreboard) about duplicate scoreboard objectives, ignored teams and scores for missing objectives',
  },
  {
    name: 'Geyser.ShowPlayerListLogs',
    group: 'logging',
    readBy: 'geyser',
    default: 'true',
    effect:
      "`false`: hides [`Haven't received PlayerListEntry packet before spawning player! ...`](/wiki/geyser/console-messages/#player-list-entry)",
  },
  {
    name: 'Geyser.ShowChunkHeightWarningLogs',
    group: 'logging',
    readBy: 'geyser',
    default: 'true',
    effect:
      '`false`: hides [the warning](/wiki/geyser/console-messages/#chunk-heights) about world heights beyond what Bedrock accepts',
  },
  {
    name: 'Geyser.ShowResourcePackLengthWarning',
    group: 'logging',
    readBy: 'geyser',
    default: 'true',
    effect:
      '`false`: hides the warning about [resource pack paths](/wiki/geyser/packs/#pack-format) of 80 characters or more',
  },
  {
    name: 'Geyser.PrintPingsInDebugMode',
    group: 'logging',
    readBy: 'geyser',
    default: 'true',
    effect: '`false`: with `debug-mode` on, stops logging each server-list ping (`... has pinged you!`)',
  },
  {
    name: 'Geyser.PrintEntitySpawnDebug',
    group: 'logging',
    readBy: 'geyser',
    default: 'false',
    effect: '`true`: with `debug-mode` on, logs every entity Geyser spawns for Bedrock players',
  },
  // behaviour
  {
    name: 'Geyser.AddTeamSuggestions',
    group: 'behaviour',
    readBy: 'geyser',
    default: {derived: 'value of `advanced.add-team-suggestions` (`true`)'},
    effect:
      'Whether each new scoreboard team is added to the team-name suggestions of Bedrock commands as it is created. The property wins over the config.',
  },
  {
    name: 'Geyser.NoPlayerListPS',
    group: 'behaviour',
    readBy: 'geyser',
    default: 'false',
    effect:
      "`true`: PlayStation clients only get player-list entries for players loaded near them, not the whole server's list. Works around PlayStation clients crashing when they open chat on servers with long player lists.",
  },
  {
    name: 'Geyser.UseDirectAdapters',
    group: 'behaviour',
    readBy: 'geyser',
    platform: 'spigot',
    default: 'true',
    effect:
      '`false` stops Geyser from using its server-internal adapters to read blocks and falls back to the slower Bukkit API. Only for troubleshooting.',
  },
  {
    name: 'Geyser.ValidateDecompression',
    group: 'behaviour',
    readBy: 'geyser',
    default: 'false',
    effect:
      '`true`: rejects compressed packets from the Java server whose stated size is below the compression threshold or above the protocol maximum.',
  },
  {
    name: 'Geyser.ReceiptPackets',
    group: 'behaviour',
    readBy: 'geyser',
    default: 'false',
    effect:
      "`true`: stops ignoring Bedrock's purchase-receipt and entitlement packets (and party updates on newer clients). For development only.",
  },
  {
    name: 'geyser.viaproxy.disableIpPassthrough',
    group: 'behaviour',
    readBy: 'geyser',
    platform: 'viaproxy',
    default: null,
    effect: "When set (to any value), Geyser no longer hands the Bedrock player's real IP address to ViaProxy.",
  },
];

/** Properties Geyser's code reads that belong to another program; the page explains them in prose. */
export const OTHER_PROGRAMS_PROPERTIES: readonly {readonly name: string; readonly owner: string}[] = [
  {name: 'bungee.io_uring', owner: 'BungeeCord'},
  {name: 'bungee.epoll', owner: 'BungeeCord'},
  {name: 'velocity.enable-iouring-transport', owner: 'Velocity'},
  {name: 'io.netty.leakDetection.level', owner: 'Netty'},
  {name: 'disableNativeEventLoop', owner: 'Netty (read by Geyser only for a debug message)'},
];

export const PROPERTY_GROUPS: readonly PropertyGroup[] = ['port', 'raknet', 'mcprotocollib', 'logging', 'behaviour'];
