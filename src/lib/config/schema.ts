/**
 * The Geyser `config.yml` schema: every key of the current layout (config-version 7), its type,
 * default, allowed values, the platforms that write it, and our own explanation of it.
 *
 * This is the single source for the config editor's form and checks, the default file the editor
 * generates, and the reference page `/wiki/geyser/understanding-the-config/`.
 *
 * To update it after a Geyser change, read `core/src/main/java/org/geysermc/geyser/configuration/`
 * (GeyserConfig, GeyserPluginConfig, GeyserRemoteConfig, ConfigMigrations) and
 * `Constants.CONFIG_VERSION` in the Geyser repository, then:
 * - keep the options in the order Geyser writes them (the generated file follows this order);
 * - `platforms` lists the platforms whose file contains the key (`@ExcludePlatform`,
 *   `@IncludePlatform` and `@PluginSpecific` decide this in Geyser);
 * - `range.enforced` is true only for `@NumericRange` keys: Geyser refuses to load values outside it;
 * - write descriptions in your own words. `tests/unit/config/schema.test.ts` checks every entry.
 */
import type {ConfigOption, GroupId, OptionGroup, PlatformId, PlatformInfo} from './types';

/** `Constants.CONFIG_VERSION` in Geyser. */
export const CURRENT_CONFIG_VERSION = 7;

/** The first config-version of the current (Configurate) layout. */
export const FIRST_CURRENT_LAYOUT_VERSION = 5;

export const PLATFORMS: readonly PlatformInfo[] = [
  {id: 'spigot', label: 'Paper / Spigot', geyserName: 'Spigot', folder: 'plugins/Geyser-Spigot/', kind: 'plugin'},
  {id: 'velocity', label: 'Velocity', geyserName: 'Velocity', folder: 'plugins/Geyser-Velocity/', kind: 'plugin'},
  {
    id: 'bungeecord',
    label: 'BungeeCord',
    geyserName: 'BungeeCord',
    folder: 'plugins/Geyser-BungeeCord/',
    kind: 'plugin',
  },
  {id: 'fabric', label: 'Fabric', geyserName: 'Fabric', folder: 'config/Geyser-Fabric/', kind: 'plugin'},
  {id: 'neoforge', label: 'NeoForge', geyserName: 'NeoForge', folder: 'config/Geyser-NeoForge/', kind: 'plugin'},
  {id: 'viaproxy', label: 'ViaProxy', geyserName: 'ViaProxy', folder: 'plugins/Geyser/', kind: 'plugin'},
  {
    id: 'standalone',
    label: 'Standalone',
    geyserName: 'Standalone',
    folder: 'the folder Geyser runs in',
    kind: 'standalone',
  },
];

export const PLATFORM_IDS: readonly PlatformId[] = PLATFORMS.map((platform) => platform.id);

export function platformInfo(id: PlatformId): PlatformInfo {
  const found = PLATFORMS.find((platform) => platform.id === id);
  if (!found) {
    throw new Error(`Unknown platform "${id}"`);
  }
  return found;
}

export function isPlatformId(value: unknown): value is PlatformId {
  return typeof value === 'string' && (PLATFORM_IDS as readonly string[]).includes(value);
}

const ALL: readonly PlatformId[] = PLATFORM_IDS;
const PLUGINS: readonly PlatformId[] = PLATFORM_IDS.filter((id) => id !== 'standalone');
const STANDALONE_ONLY: readonly PlatformId[] = ['standalone'];
const BUNGEECORD_ONLY: readonly PlatformId[] = ['bungeecord'];
/** Spigot, BungeeCord and Velocity use the server's own bStats settings instead. */
const OWN_METRICS: readonly PlatformId[] = ['fabric', 'neoforge', 'viaproxy', 'standalone'];

const PLUGIN_ONLY_NOTE = 'Geyser Standalone runs outside the Java server, so it neither writes nor reads this key.';

export const GROUPS: readonly OptionGroup[] = [
  {
    id: 'bedrock',
    parent: 'bedrock',
    title: 'Bedrock listener',
    description: 'Where Geyser waits for Bedrock Edition players: the address and UDP port they connect to.',
    anchor: 'bedrock',
  },
  {
    id: 'java',
    parent: 'java',
    title: 'Java server connection',
    description:
      'How Geyser reaches the Java server and how Bedrock players are signed in to it. As a plugin or mod, Geyser finds the server by itself, so only the sign-in type is in the file.',
    anchor: 'java',
  },
  {
    id: 'motd',
    parent: 'motd',
    title: 'Server list entry (MOTD)',
    description:
      'What Bedrock players see for this server in their server list: the two text lines and the player count.',
    anchor: 'motd',
  },
  {
    id: 'gameplay',
    parent: 'gameplay',
    title: 'Gameplay',
    description: 'Options that change what Bedrock players see and can do once they are in the game.',
    anchor: 'gameplay',
  },
  {
    id: 'general',
    parent: '',
    title: 'Language, logging and sign-in',
    description: 'Top-level options: the fallback language, what goes into the log, and how online sign-ins are kept.',
    anchor: 'general',
  },
  {
    id: 'advanced',
    parent: 'advanced',
    title: 'Advanced',
    description:
      'Tuning that most servers never touch: caches, scoreboards, remote resource packs and the Floodgate key.',
    anchor: 'advanced',
  },
  {
    id: 'advanced-java',
    parent: 'advanced.java',
    title: 'Advanced: Java side',
    description: 'Low-level settings for the connection between Geyser and the Java server.',
    anchor: 'advanced-java',
  },
  {
    id: 'advanced-bedrock',
    parent: 'advanced.bedrock',
    title: 'Advanced: Bedrock side',
    description:
      'Low-level settings for the Bedrock listener: compression, packet size, and proxies in front of Geyser.',
    anchor: 'advanced-bedrock',
  },
  {
    id: 'housekeeping',
    parent: '',
    title: 'Metrics, debugging and version',
    description: 'Anonymous statistics, debug output, and the version number Geyser uses to upgrade the file.',
    anchor: 'housekeeping',
  },
];

export function groupInfo(id: GroupId): OptionGroup {
  const found = GROUPS.find((group) => group.id === id);
  if (!found) {
    throw new Error(`Unknown option group "${id}"`);
  }
  return found;
}

export const OPTIONS: readonly ConfigOption[] = [
  // bedrock
  {
    path: 'bedrock.address',
    group: 'bedrock',
    type: 'string',
    default: '0.0.0.0',
    platforms: ALL,
    since: 5,
    legacyPath: 'bedrock.address',
    description:
      "The network address Geyser listens on for Bedrock players. Keep `0.0.0.0` to accept them on every IPv4 address of the machine; enter one of the machine's own addresses only to limit where they can connect.",
    notes: [
      'If Geyser stops starting with a bind error after you changed this, put `0.0.0.0` back.',
      'To accept Bedrock players over IPv6 too, write `"::"`, with the quotes. Where the system supports dual-stack sockets (the usual case), that one address takes IPv4 players as well. Geyser listens on one address only, never on several at once.',
      'On plugins and mods, the `geyserUdpAddress` system property replaces it at start-up; see [command-line arguments and system properties](/wiki/geyser/geyser-command-line-arguments-and-system-properties/).',
    ],
    example: '0.0.0.0',
    maskedInDumps: true,
  },
  {
    path: 'bedrock.port',
    group: 'bedrock',
    type: 'integer',
    default: 19132,
    range: {min: 0, max: 65535, enforced: true},
    platforms: ALL,
    since: 5,
    legacyPath: 'bedrock.port',
    description:
      'The UDP port Bedrock players connect to. Bedrock Edition talks UDP, so every firewall and [port forwarding](/wiki/geyser/port-forwarding/) rule for this port must allow UDP, not only TCP.',
    notes: [
      'Java Edition uses TCP, so Java and Bedrock players can share one port number without a clash.',
      "While `clone-remote-port` is on, the Java server's port replaces it. On plugins and mods, the `geyserUdpPort` (or `pluginUdpPort`) system property replaces it too, and a numeric property value wins over `clone-remote-port`.",
    ],
  },
  {
    path: 'bedrock.clone-remote-port',
    group: 'bedrock',
    type: 'boolean',
    default: false,
    platforms: PLUGINS,
    otherPlatformsNote: PLUGIN_ONLY_NOTE,
    since: 5,
    legacyPath: 'bedrock.clone-remote-port',
    description:
      "Listen for Bedrock players on the Java server's own port number instead of `port`, looked up again at every start. Meant for hosts that hand out a single port or change it on each start: Java players use it over TCP, Bedrock players over UDP.",
  },
  // java
  {
    path: 'java.address',
    group: 'java',
    type: 'string',
    default: '127.0.0.1',
    platforms: STANDALONE_ONLY,
    otherPlatformsNote:
      'As a plugin or mod, Geyser connects to the server it runs in and finds its address itself; the key is neither written nor read.',
    since: 5,
    legacyPath: 'remote.address',
    description:
      'Address of the Java server or proxy that Bedrock players are sent to. `127.0.0.1` means the same machine. For a host name that has a Minecraft SRV record, Geyser follows the record to its address and port.',
    example: '127.0.0.1',
    maskedInDumps: true,
  },
  {
    path: 'java.port',
    group: 'java',
    type: 'integer',
    default: 25565,
    range: {min: 0, max: 65535, enforced: true},
    platforms: STANDALONE_ONLY,
    otherPlatformsNote:
      'As a plugin or mod, Geyser uses the port of the server it runs in; the key is neither written nor read.',
    since: 5,
    legacyPath: 'remote.port',
    description: 'The TCP port of that Java server or proxy: the port Java players use, not the Bedrock port above.',
  },
  {
    path: 'java.auth-type',
    group: 'java',
    type: 'enum',
    default: 'online',
    enumValues: ['online', 'offline', 'floodgate'],
    platforms: ALL,
    since: 5,
    legacyPath: 'remote.auth-type',
    description:
      'How Bedrock players are signed in to the Java server. `online`: each player signs in with a Java Edition account through Microsoft. `offline`: no Java account is checked, for offline-mode servers only. `floodgate`: players join with just their Bedrock account, which the [Floodgate](/wiki/floodgate/) plugin vouches for.',
    notes: [
      'When the Floodgate plugin is installed on the same server or proxy, Geyser switches to `floodgate` by itself. Choosing `floodgate` on a plugin platform without Floodgate makes Geyser disable itself.',
      "On ViaProxy the value is set at start-up: `floodgate` when Floodgate's key file is present, `offline` otherwise.",
      "Geyser Standalone with `floodgate` needs a copy of Floodgate's `key.pem`; see `advanced.floodgate-key-file`.",
      'Any other value, such as `auto`, stops Geyser from loading the file. Upper-case letters are accepted.',
    ],
  },
  {
    path: 'java.forward-hostname',
    group: 'java',
    type: 'boolean',
    default: false,
    platforms: STANDALONE_ONLY,
    otherPlatformsNote: 'Plugins and mods always pass the host name on; the key is neither written nor read there.',
    since: 5,
    legacyPath: 'remote.forward-hostname',
    description:
      'Pass the address a Bedrock player typed on to the Java server or proxy. Turn it on for forced hosts on Velocity or BungeeCord, where the typed address decides which backend server a player lands on.',
  },
  // motd
  {
    path: 'motd.primary-motd',
    group: 'motd',
    type: 'string',
    default: 'Geyser',
    platforms: ALL,
    since: 5,
    legacyPath: 'bedrock.motd1',
    description:
      'First line of the server list entry, used while `passthrough-motd` is off and whenever the Java server gives no answer. Colour codes need `§`: Geyser sends `&` codes as typed, and turns every `;` into `:`. Left empty, it shows `Geyser`.',
    example: 'My server',
  },
  {
    path: 'motd.secondary-motd',
    group: 'motd',
    type: 'string',
    default: 'Another Geyser server.',
    platforms: ALL,
    since: 5,
    legacyPath: 'bedrock.motd2',
    description:
      'Second MOTD line Geyser sends, used in the same cases as the first and also under a passed-through Java MOTD that has only one line. Left empty, it shows `Geyser`.',
    notes: [
      'When both lines together pass about 330 bytes, Geyser replaces this one with `Geyser` and cuts the first line short.',
    ],
    example: 'Bedrock players welcome',
    sharesCommentWithPrevious: true,
  },
  {
    path: 'motd.passthrough-motd',
    group: 'motd',
    type: 'boolean',
    default: true,
    platforms: ALL,
    since: 5,
    legacyPath: 'passthrough-motd',
    description:
      "Show the Java server's own MOTD to Bedrock players instead of the two lines above. Geyser uses its first two lines as plain text, so colours and formatting are lost.",
  },
  {
    path: 'motd.max-players',
    group: 'motd',
    type: 'integer',
    default: 100,
    softRange: {min: 0, message: 'A negative player limit makes no sense in the server list.'},
    platforms: ALL,
    since: 5,
    legacyPath: 'max-players',
    description:
      "The player limit shown in the server list while `passthrough-player-counts` is off or the Java server gives no answer (Geyser's comment names `passthrough-motd`, but the count follows `passthrough-player-counts`). It is display only: Geyser turns nobody away.",
    notes: [
      'A Bedrock client does not even try to join a server the list shows as full, so when the online count reaches the limit, Geyser shows a limit of one more. A player told the server is full was refused by the Java server or proxy under its own player limit, or by [GeyserConnect](/wiki/other/geyserconnect/) with `hard-player-limit` on, which does hold players to this number.',
    ],
    unit: 'players',
  },
  {
    path: 'motd.passthrough-player-counts',
    group: 'motd',
    type: 'boolean',
    default: true,
    platforms: ALL,
    since: 5,
    legacyPath: 'passthrough-player-counts',
    description:
      "Show the Java server's real online and maximum player counts in the Bedrock server list. When off, or when the server gives no answer, the list shows how many Bedrock players are on this Geyser instance, against `max-players`.",
  },
  {
    path: 'motd.integrated-ping-passthrough',
    group: 'motd',
    type: 'boolean',
    default: true,
    platforms: PLUGINS,
    otherPlatformsNote: PLUGIN_ONLY_NOTE,
    since: 5,
    legacyPath: 'legacy-ping-passthrough',
    description:
      'Ask the server software for its MOTD and player counts directly instead of pinging it over the network. Turn it off only if the entry shows wrong values, for example because another plugin changes the MOTD only for network pings. ViaProxy ignores it and always pings over the network, as does a Spigot server too old to offer either ping API.',
    notes: ['In the legacy layout this was `legacy-ping-passthrough`, with the opposite meaning.'],
  },
  {
    path: 'motd.ping-passthrough-interval',
    group: 'motd',
    type: 'integer',
    default: 3,
    softRange: {min: 0, message: 'A negative interval stops the refresh: the ping thread fails on its first pause.'},
    platforms: ALL,
    since: 5,
    legacyPath: 'ping-passthrough-interval',
    description:
      'How often, in seconds, Geyser pings the Java server to refresh the MOTD and player counts; with `passthrough-motd` and `passthrough-player-counts` both off it never pings. On plugin platforms this only matters while `integrated-ping-passthrough` is off; ViaProxy always pings. `0` counts as 1 second.',
    unit: 'seconds',
  },
  // gameplay
  {
    path: 'gameplay.server-name',
    group: 'gameplay',
    type: 'string',
    default: 'Geyser',
    platforms: ALL,
    since: 5,
    legacyPath: 'bedrock.server-name',
    description: "The server's name as Bedrock players see it in the pause menu and the settings screen.",
    example: 'My server',
  },
  {
    path: 'gameplay.cooldown-type',
    group: 'gameplay',
    type: 'enum',
    default: 'crosshair',
    enumValues: ['crosshair', 'hotbar', 'disabled'],
    platforms: ALL,
    since: 7,
    legacyPath: 'show-cooldown',
    description:
      "Where Bedrock players see Java Edition's attack cooldown, which Bedrock's combat does not have: under the `crosshair`, above the `hotbar`, or not at all (`disabled`). This is only the starting choice: each player can pick another in `/geyser settings`, except when it is `disabled`.",
    notes: [
      'With `enable-integrated-pack` off, some players see a dark box behind the indicator; setting "Text Background Opacity" to 0 in their accessibility settings removes it.',
      'Config-version 5 called this `show-cooldown`, with the values `title`, `actionbar` and `disabled` (no released file ever said config-version 6: Geyser went from 5 straight to 7). When it upgrades a version 5 file, Geyser renames the key and turns anything but `disabled` into `crosshair`; `hotbar` is new in version 7.',
    ],
  },
  {
    path: 'gameplay.command-suggestions',
    group: 'gameplay',
    type: 'boolean',
    default: true,
    platforms: ALL,
    since: 5,
    legacyPath: 'command-suggestions',
    description:
      'Send the list of commands to Bedrock players so the chat box can suggest them. Servers with very many commands can freeze Bedrock clients the first time they open chat; turning this off fixes that, and commands still work, just without suggestions.',
  },
  {
    path: 'gameplay.show-coordinates',
    group: 'gameplay',
    type: 'boolean',
    default: true,
    platforms: ALL,
    since: 5,
    legacyPath: 'show-coordinates',
    description:
      "Show Bedrock's position readout (coordinates) to Bedrock players. Each player can still hide it in `/geyser settings`, and it stays hidden while the Java server's `reducedDebugInfo` game rule is on.",
  },
  {
    path: 'gameplay.disable-bedrock-scaffolding',
    group: 'gameplay',
    type: 'boolean',
    default: false,
    platforms: ALL,
    since: 5,
    legacyPath: 'disable-bedrock-scaffolding',
    description:
      'Stop Bedrock players from bridging the Bedrock way, placing blocks in front of them while walking toward an edge. Java Edition has no such move, so some servers block it.',
  },
  {
    path: 'gameplay.nether-roof-workaround',
    group: 'gameplay',
    type: 'boolean',
    default: false,
    platforms: ALL,
    since: 5,
    legacyPath: 'above-bedrock-nether-building',
    description:
      'Let Bedrock players see and build above height 127 in the Nether, which Bedrock normally does not allow. Geyser does this by presenting the Nether as the End to the client, so every Nether biome shows the same red fog.',
  },
  {
    path: 'gameplay.emotes-enabled',
    group: 'gameplay',
    type: 'boolean',
    default: true,
    platforms: ALL,
    since: 5,
    legacyPath: 'emote-offhand-workaround',
    description:
      'Let Bedrock players see the emotes of other Bedrock players who joined through the same Geyser instance, with the chat line announcing each one. Java players never see them. When it is off, a player still sees their own emote. No setting keeps the emotes and hides only the chat line; a plugin or extension can, with `silent(true)` on `ClientEmoteEvent` (API 2.9.6 and later).',
  },
  {
    path: 'gameplay.block-legacy-codes',
    group: 'gameplay',
    type: 'boolean',
    default: true,
    platforms: ALL,
    since: 7,
    legacyPath: null,
    description:
      'Remove `§` formatting codes (the `§` and the character after it) from what Bedrock players type in chat, commands, signs, books and anvil names. Java players cannot type that character, so this keeps Bedrock players from colouring text in ways Java players cannot. See [formatting codes](https://minecraft.wiki/w/Formatting_codes).',
  },
  {
    path: 'gameplay.unusable-space-block',
    group: 'gameplay',
    type: 'string',
    default: 'minecraft:barrier',
    platforms: ALL,
    since: 5,
    legacyPath: 'unusable-space-block',
    description:
      'The Bedrock item shown in inventory slots that exist on Bedrock but not on Java, such as the 2×2 crafting grid in creative mode or odd-sized chest menus. Any Bedrock item ID works, and a custom item is written `geyser_custom:<name>`; an unknown ID logs an error and the barrier is used.',
    example: 'minecraft:barrier',
  },
  {
    path: 'gameplay.enable-custom-content',
    group: 'gameplay',
    type: 'boolean',
    default: true,
    platforms: ALL,
    since: 5,
    legacyPath: 'add-non-bedrock-items',
    description:
      "Register the items and blocks Bedrock lacks, and turn on Geyser's [custom items](/wiki/geyser/custom-items/), [custom blocks](/wiki/geyser/custom-blocks/) and [custom skulls](/wiki/geyser/custom-skulls/). Changing it needs a full restart; `geyser reload` is not enough.",
    notes: [
      'Turn it off only behind a proxy that switches servers without the transfer packet; with it off, furnace minecarts show as hopper minecarts.',
    ],
  },
  {
    path: 'gameplay.force-resource-packs',
    group: 'gameplay',
    type: 'boolean',
    default: true,
    platforms: ALL,
    since: 5,
    legacyPath: 'force-resource-packs',
    description:
      "Require Bedrock players to accept the server's [resource packs](/wiki/geyser/packs/) before they can join. When off, they may decline the download and join without them.",
    notes: ['While `enable-integrated-pack` is on, packs are required regardless of this setting.'],
  },
  {
    path: 'gameplay.enable-integrated-pack',
    group: 'gameplay',
    type: 'boolean',
    default: true,
    platforms: ALL,
    since: 5,
    legacyPath: null,
    description:
      "Send Bedrock players Geyser's own small resource pack, which improves some features, such as the cooldown indicator and chest menus of unusual sizes. While Geyser sends it, players must accept resource packs. Geyser leaves it out by itself when the older GeyserOptionalPack is installed. Set it to `false` to turn the pack off; the features that need it then go without.",
  },
  {
    path: 'gameplay.forward-player-ping',
    group: 'gameplay',
    type: 'boolean',
    default: false,
    platforms: ALL,
    since: 5,
    legacyPath: 'forward-player-ping',
    description:
      "Answer the Java server's keep-alive and ping packets only after the Bedrock client has answered Geyser, so the server measures each player's full latency and the tab list shows it. When off, the server only sees the delay to Geyser; on, slow clients can time out more easily.",
  },
  {
    path: 'gameplay.xbox-achievements-enabled',
    group: 'gameplay',
    type: 'boolean',
    default: false,
    platforms: ALL,
    since: 5,
    legacyPath: 'xbox-achievements-enabled',
    description:
      'Allow Bedrock players to earn Xbox achievements on this server. The catch: typing an unknown command then shows a message saying cheats are turned off. Known commands work as usual.',
  },
  {
    path: 'gameplay.max-visible-custom-skulls',
    group: 'gameplay',
    type: 'integer',
    default: 128,
    softRange: {min: -1, message: 'Only -1 (no limit), 0 (none) and positive numbers have a meaning.'},
    platforms: ALL,
    since: 5,
    legacyPath: 'max-visible-custom-skulls',
    description:
      'How many placed player heads with custom skins each Bedrock player sees at once, nearest first. Higher numbers cost performance on weaker devices. Unless it is `0`, each player can also switch custom heads off in `/geyser settings`.',
    specialValues: [
      {value: 0, meaning: 'show no custom heads'},
      {value: -1, meaning: 'show all of them, at any distance'},
    ],
  },
  {
    path: 'gameplay.custom-skull-render-distance',
    group: 'gameplay',
    type: 'integer',
    default: 32,
    softRange: {
      min: 0,
      max: 64,
      message: 'Geyser uses at most 64 blocks, the distance at which Java stops drawing heads.',
    },
    platforms: ALL,
    since: 5,
    legacyPath: 'custom-skull-render-distance',
    description:
      'How far away, in blocks, custom player heads are still shown to a Bedrock player. Geyser uses at most 64, and ignores it while `max-visible-custom-skulls` is `-1`.',
    unit: 'blocks',
  },
  // top level: general
  {
    path: 'default-locale',
    group: 'general',
    type: 'string',
    default: 'system',
    platforms: ALL,
    since: 5,
    legacyPath: 'default-locale',
    description:
      "The language of Geyser's console messages, and the one players get when Geyser has no translation in their own language, as a Minecraft locale code such as `en_us` or `de_de`. `system` uses the language of the machine Geyser runs on, or English if Geyser has no translation for it; a code Geyser does not know is ignored, leaving that choice in place. See [translations](/wiki/geyser/translations/).",
    example: 'en_us',
  },
  {
    path: 'log-player-ip-addresses',
    group: 'general',
    type: 'boolean',
    default: true,
    platforms: ALL,
    since: 5,
    legacyPath: 'log-player-ip-addresses',
    description:
      "Show Bedrock players' IP addresses in Geyser's own console and log lines, such as a disconnect before the player reached the Java server, or a connection attempt in debug mode. Turn it off to hide them: Geyser prints `<IP address withheld>` instead. What the Java server or proxy logs itself is not affected.",
  },
  {
    path: 'saved-user-logins',
    group: 'general',
    type: 'string-list',
    default: [
      'ThisExampleUsernameShouldBeLongEnoughToNeverBeAnXboxUsername',
      'ThisOtherExampleUsernameShouldAlsoBeLongEnough',
    ],
    platforms: ALL,
    since: 5,
    legacyPath: 'saved-user-logins',
    description:
      "Only for `auth-type: online`. Bedrock usernames, spelled exactly (capitals included), whose Microsoft sign-in Geyser keeps so they need not sign in again every time they join. The sign-ins (never passwords) go into `saved-auth-chains.json` next to this file, and anyone who can read it can use them; the `saved-refresh-tokens.json` of builds before July 2024, still named in Geyser's comment, is no longer read.",
    notes: [
      'The two default entries are deliberately too long to be real Xbox names; they only show the format.',
      "Removing a name deletes that player's saved sign-in at the next start or `geyser reload`.",
    ],
  },
  {
    path: 'pending-authentication-timeout',
    group: 'general',
    type: 'integer',
    default: 120,
    softRange: {min: 1, message: 'Players need at least a few seconds to sign in.'},
    platforms: ALL,
    since: 5,
    legacyPath: 'pending-authentication-timeout',
    description:
      'Only for `auth-type: online`. How many seconds a Bedrock player has to finish the Microsoft sign-in in a browser. They may leave the server meanwhile and come back.',
    unit: 'seconds',
  },
  {
    path: 'notify-on-new-bedrock-update',
    group: 'general',
    type: 'boolean',
    default: true,
    platforms: ALL,
    since: 5,
    legacyPath: 'notify-on-new-bedrock-update',
    description:
      'Say when a newer Geyser build supports a Bedrock version this one does not: in the console at start-up and, on plugins and mods other than ViaProxy, to players with the `geyser.update` permission when they join. Bedrock clients update themselves, so keep it on.',
  },
  // advanced
  {
    path: 'advanced.cache-images',
    group: 'advanced',
    type: 'integer',
    default: 0,
    softRange: {min: 0, message: 'Negative numbers turn the cache off, like 0.'},
    platforms: ALL,
    since: 5,
    legacyPath: 'cache-images',
    description:
      "How many days Geyser keeps downloaded Java skin and cape images in its `cache/images` folder, counted from each image's last use, so it need not download them again. `0` turns the cache off.",
    unit: 'days',
  },
  {
    path: 'advanced.scoreboard-packet-threshold',
    group: 'advanced',
    type: 'integer',
    default: 20,
    softRange: {min: 0, max: 250, message: 'Geyser uses at most 250; larger numbers act like 250.'},
    platforms: ALL,
    since: 5,
    legacyPath: 'scoreboard-packet-threshold',
    description:
      'Once a player receives at least this many scoreboard packets a second, Geyser redraws their scoreboard at most four times a second (once a second from 250 up) instead of after every packet. A lower number eases lag from busy scoreboard plugins; a change needs a full restart, as `geyser reload` keeps the old value.',
    unit: 'packets per second',
  },
  {
    path: 'advanced.add-team-suggestions',
    group: 'advanced',
    type: 'boolean',
    default: true,
    platforms: ALL,
    since: 5,
    legacyPath: null,
    description:
      'Add each new scoreboard team to the team-name suggestions of commands as soon as it is created. Turn it off when many teams come and go that nobody types; teams that exist when the command list is sent are still suggested. A change needs a full restart.',
    notes: ['When the `Geyser.AddTeamSuggestions` system property is set, its value replaces this key.'],
  },
  {
    path: 'advanced.resource-pack-urls',
    group: 'advanced',
    type: 'string-list',
    default: [],
    platforms: ALL,
    since: 5,
    legacyPath: null,
    description:
      'Web addresses of `.zip` or `.mcpack` resource packs that Bedrock clients download themselves instead of through Geyser. Geyser fetches each one at start-up to read it, and sends its copy to a client that fails to download it. Bedrock is strict about how such files are served; read [resource packs](/wiki/geyser/packs/) first.',
    example: 'https://example.com/pack.mcpack',
  },
  {
    path: 'advanced.floodgate-key-file',
    group: 'advanced',
    type: 'string',
    default: 'key.pem',
    platforms: ALL,
    since: 5,
    legacyPath: 'floodgate-key-file',
    description:
      "Where Geyser finds Floodgate's key for `auth-type: floodgate`, relative to Geyser's folder (an absolute path works too). Only needed when Floodgate runs on a different server than Geyser, as with Geyser Standalone; with Floodgate on the same server, Geyser reads the key from Floodgate's folder. On ViaProxy, whether this file exists decides the auth type.",
    example: 'key.pem',
  },
  // advanced.java
  {
    path: 'advanced.java.use-haproxy-protocol',
    group: 'advanced-java',
    type: 'boolean',
    default: false,
    platforms: ALL,
    since: 5,
    legacyPath: 'remote.use-proxy-protocol',
    description:
      "Send a PROXY protocol header to the Java server so it sees the real address of each Bedrock player; Geyser's own status pings carry it too. Only enable it when the Java server or proxy is set up to expect the header; otherwise every connection fails.",
  },
  {
    path: 'advanced.java.bungee-listener',
    group: 'advanced-java',
    type: 'string',
    default: '',
    platforms: BUNGEECORD_ONLY,
    otherPlatformsNote: 'Only Geyser for BungeeCord reads this key.',
    since: 7,
    legacyPath: null,
    description:
      "When BungeeCord has more than one listener, the one Geyser connects to and takes its port from, written as the listener's bind address and port (for example `0.0.0.0:25577`). Leave it empty with a single listener; with several and none chosen, the direct connection fails to start.",
    example: '0.0.0.0:25577',
  },
  {
    path: 'advanced.java.use-direct-connection',
    group: 'advanced-java',
    type: 'boolean',
    default: true,
    platforms: PLUGINS,
    otherPlatformsNote: PLUGIN_ONLY_NOTE,
    since: 5,
    legacyPath: 'use-direct-connection',
    description:
      'Hand Bedrock players to the server in-process instead of opening a network connection to it. Faster and lighter; turning it off is deprecated, only meant for plugins that cannot cope with it, and takes a full restart. It has no effect on ViaProxy, which always connects over the network.',
  },
  {
    path: 'advanced.java.disable-compression',
    group: 'advanced-java',
    type: 'boolean',
    default: true,
    platforms: PLUGINS,
    otherPlatformsNote: PLUGIN_ONLY_NOTE,
    since: 5,
    legacyPath: 'disable-compression',
    description:
      'Skip compressing the Java data Geyser receives for its players, which saves CPU because that data never crosses a network. Works only together with `use-direct-connection`, so not on ViaProxy.',
  },
  // advanced.bedrock
  {
    path: 'advanced.bedrock.broadcast-port',
    group: 'advanced-bedrock',
    type: 'integer',
    default: 0,
    range: {min: 0, max: 65535, enforced: true},
    platforms: ALL,
    since: 5,
    legacyPath: 'bedrock.broadcast-port',
    description:
      'The port Geyser tells Bedrock clients to use, in its server list answer. `0` means the port Geyser really listens on (`bedrock.port`, or what `clone-remote-port` or a port property chose). Change it only when players reach Geyser through a different port, for example behind a port mapping.',
    notes: ['The `geyserBroadcastPort` system property (1–65535) replaces it at start-up.'],
  },
  {
    path: 'advanced.bedrock.compression-level',
    group: 'advanced-bedrock',
    type: 'integer',
    default: 6,
    range: {min: -1, max: 9, enforced: true},
    platforms: ALL,
    since: 5,
    legacyPath: 'bedrock.compression-level',
    description:
      "How hard Geyser compresses data for Bedrock players, from `0` (stored uncompressed) to `9`. Higher numbers use more CPU and less bandwidth. `-1` does not switch compression off, whatever Geyser's own comment says: it picks zlib's standard level, the same as `6`.",
    specialValues: [
      {value: -1, meaning: "zlib's standard level, the same as 6"},
      {value: 0, meaning: 'no compression'},
    ],
  },
  {
    path: 'advanced.bedrock.use-haproxy-protocol',
    group: 'advanced-bedrock',
    type: 'boolean',
    default: false,
    platforms: ALL,
    since: 5,
    legacyPath: 'bedrock.enable-proxy-protocol',
    description:
      "Expect a PROXY protocol header from a UDP reverse proxy in front of Geyser, so Geyser learns players' real addresses. Without such a proxy, leave it off: Bedrock players could not connect.",
  },
  {
    path: 'advanced.bedrock.haproxy-protocol-whitelisted-ips',
    group: 'advanced-bedrock',
    type: 'string-list',
    default: [],
    platforms: ALL,
    since: 5,
    legacyPath: 'bedrock.proxy-protocol-whitelisted-ips',
    description:
      'The proxies allowed to send PROXY headers while `use-haproxy-protocol` is on: IP addresses, ranges such as `172.18.0.0/16`, or web addresses of plain-text lists with one entry a line, fetched at the first connection after each start or reload. Other senders are turned away without a log line. An empty list trusts any sender, so prefer a firewall or fill this in.',
    example: '127.0.0.1',
  },
  {
    path: 'advanced.bedrock.use-waterdogpe-forwarding',
    group: 'advanced-bedrock',
    type: 'boolean',
    default: false,
    platforms: ALL,
    since: 7,
    legacyPath: null,
    description:
      "Turn on when Geyser sits behind a WaterdogPE proxy: Geyser then takes each player's Xbox ID and address from WaterdogPE, and refuses players who arrive without them. It also lifts Geyser's per-address rate limits, since every player arrives from the proxy's address.",
  },
  {
    path: 'advanced.bedrock.mtu',
    group: 'advanced-bedrock',
    type: 'integer',
    default: 1400,
    softRange: {
      min: 576,
      max: 1492,
      message: 'Values outside 576–1492 are smaller than RakNet accepts or larger than most internet paths carry.',
    },
    platforms: ALL,
    since: 5,
    legacyPath: 'mtu',
    description:
      'The largest packet size, in bytes, that Geyser agrees to when a Bedrock client connects; a client offering less gets its own size. Lower it only if players on some networks time out while joining.',
    unit: 'bytes',
  },
  {
    path: 'advanced.bedrock.validate-bedrock-login',
    group: 'advanced-bedrock',
    type: 'boolean',
    default: true,
    platforms: ALL,
    since: 5,
    legacyPath: null,
    description:
      "Check that each Bedrock player's login is signed by Microsoft. Turn it off only behind ProxyPass or WaterdogPE, with a firewall that stops players from reaching Geyser directly: without the check anyone can claim any name, and Floodgate features such as skins and account linking stop working.",
  },
  // top level: housekeeping
  {
    path: 'enable-metrics',
    group: 'housekeeping',
    type: 'boolean',
    default: true,
    platforms: OWN_METRICS,
    otherPlatformsNote:
      "On Paper/Spigot, BungeeCord and Velocity the server's own bStats settings apply instead, so Geyser does not write or read this key.",
    since: 5,
    legacyPath: 'metrics.enabled',
    description:
      'Send anonymous usage statistics (player counts, versions, operating system) to [bStats](https://bstats.org/plugin/server-implementation/GeyserMC), which helps the Geyser team see how Geyser is used.',
  },
  {
    path: 'metrics-uuid',
    group: 'housekeeping',
    type: 'uuid',
    default: null,
    platforms: OWN_METRICS,
    otherPlatformsNote:
      "On Paper/Spigot, BungeeCord and Velocity the server's own bStats settings apply instead, so Geyser does not write or read this key.",
    since: 5,
    legacyPath: 'metrics.uuid',
    description:
      'The random ID that identifies this server to bStats. Geyser creates it on first start; leave it alone.',
    readOnly: true,
  },
  {
    path: 'debug-mode',
    group: 'housekeeping',
    type: 'boolean',
    default: false,
    platforms: ALL,
    since: 5,
    legacyPath: 'debug-mode',
    description: 'Print detailed debug messages in the console. Useful while hunting a problem; noisy otherwise.',
  },
  {
    path: 'config-version',
    group: 'housekeeping',
    type: 'integer',
    default: CURRENT_CONFIG_VERSION,
    platforms: ALL,
    since: 5,
    legacyPath: 'config-version',
    description:
      'The format version of this file. Geyser reads it to upgrade older files and rewrites it itself; never change it by hand.',
    readOnly: true,
  },
];

const OPTIONS_BY_PATH = new Map(OPTIONS.map((option) => [option.path, option]));

export function findOption(path: string): ConfigOption | undefined {
  return OPTIONS_BY_PATH.get(path);
}

export function optionsForPlatform(platform: PlatformId): ConfigOption[] {
  return OPTIONS.filter((option) => option.platforms.includes(platform));
}

/** Maps of the current layout that hold options (and so may not hold anything else). */
export const SECTION_PATHS: readonly string[] = [
  'bedrock',
  'java',
  'motd',
  'gameplay',
  'advanced',
  'advanced.java',
  'advanced.bedrock',
];

/** The last segment of a dotted path. */
export function keyOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot === -1 ? path : path.slice(dot + 1);
}

/** The dotted path of the map holding `path`; '' at the top level. */
export function parentOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot === -1 ? '' : path.slice(0, dot);
}

/** Anchor of an option on the reference page. */
export function optionAnchor(path: string): string {
  return path.replace(/\./g, '-');
}
