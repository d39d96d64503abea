/**
 * The legacy `config.yml` layout (config-version 4 and older, before Geyser moved to Configurate in
 * November 2025), and where each key went. Source: `ConfigMigrations.java` in Geyser and the last
 * shipped legacy `config.yml`. Geyser still reads these files and converts them on first start; the
 * editor does the same conversion on request (see `legacy.ts`).
 */
import type {LegacyOption, OptionGroup, RemovedKey} from './types';

export const LAST_LEGACY_CONFIG_VERSION = 4;

export const LEGACY_GROUPS: readonly OptionGroup[] = [
  {
    id: 'legacy-bedrock',
    parent: 'bedrock',
    title: 'Bedrock listener (legacy)',
    description: 'The Bedrock port and address, plus the MOTD lines, server name and proxy settings that later moved elsewhere.',
    anchor: 'legacy-bedrock',
  },
  {
    id: 'legacy-remote',
    parent: 'remote',
    title: 'Java server (legacy `remote`)',
    description: 'The Java server connection. The section is called `java` in the current layout.',
    anchor: 'legacy-remote',
  },
  {
    id: 'legacy-general',
    parent: '',
    title: 'Top-level options (legacy)',
    description: 'Everything else sat at the top level of the file.',
    anchor: 'legacy-general',
  },
  {
    id: 'legacy-metrics',
    parent: 'metrics',
    title: 'Metrics (legacy)',
    description: 'bStats settings, moved to the top level in the current layout.',
    anchor: 'legacy-metrics',
  },
];

const RENAMED = 'Moved unchanged.';

export const LEGACY_OPTIONS: readonly LegacyOption[] = [
  {path: 'bedrock.address', group: 'legacy-bedrock', type: 'string', default: '0.0.0.0', currentPath: 'bedrock.address', migration: 'Kept as it is.'},
  {path: 'bedrock.port', group: 'legacy-bedrock', type: 'integer', default: 19132, currentPath: 'bedrock.port', migration: 'Kept as it is.'},
  {path: 'bedrock.clone-remote-port', group: 'legacy-bedrock', type: 'boolean', default: false, currentPath: 'bedrock.clone-remote-port', migration: 'Kept on plugin platforms; Standalone drops it.', pluginOnly: true},
  {path: 'bedrock.motd1', group: 'legacy-bedrock', type: 'string', default: 'Geyser', currentPath: 'motd.primary-motd', migration: RENAMED},
  {path: 'bedrock.motd2', group: 'legacy-bedrock', type: 'string', default: 'Another Geyser server.', currentPath: 'motd.secondary-motd', migration: RENAMED},
  {path: 'bedrock.server-name', group: 'legacy-bedrock', type: 'string', default: 'Geyser', currentPath: 'gameplay.server-name', migration: RENAMED},
  {path: 'bedrock.compression-level', group: 'legacy-bedrock', type: 'integer', default: 6, currentPath: 'advanced.bedrock.compression-level', migration: RENAMED},
  {path: 'bedrock.broadcast-port', group: 'legacy-bedrock', type: 'integer', default: 0, currentPath: 'advanced.bedrock.broadcast-port', migration: RENAMED},
  {path: 'bedrock.enable-proxy-protocol', group: 'legacy-bedrock', type: 'boolean', default: false, currentPath: 'advanced.bedrock.use-haproxy-protocol', migration: RENAMED},
  {path: 'bedrock.proxy-protocol-whitelisted-ips', group: 'legacy-bedrock', type: 'string-list', default: [], currentPath: 'advanced.bedrock.haproxy-protocol-whitelisted-ips', migration: RENAMED},
  {path: 'remote.address', group: 'legacy-remote', type: 'string', default: 'auto', currentPath: 'java.address', migration: '`auto` becomes `127.0.0.1`. Only Standalone keeps the key.'},
  {path: 'remote.port', group: 'legacy-remote', type: 'integer', default: 25565, currentPath: 'java.port', migration: 'Only Standalone keeps the key.'},
  {path: 'remote.auth-type', group: 'legacy-remote', type: 'enum', default: 'online', enumValues: ['online', 'offline', 'floodgate'], currentPath: 'java.auth-type', migration: 'Moved unchanged. Legacy builds read an unknown value as `online`; current builds refuse to load it.'},
  {path: 'remote.use-proxy-protocol', group: 'legacy-remote', type: 'boolean', default: false, currentPath: 'advanced.java.use-haproxy-protocol', migration: RENAMED},
  {path: 'remote.forward-hostname', group: 'legacy-remote', type: 'boolean', default: false, currentPath: 'java.forward-hostname', migration: 'Only Standalone keeps the key; plugins always forward the host name.'},
  {path: 'floodgate-key-file', group: 'legacy-general', type: 'string', default: 'key.pem', currentPath: 'advanced.floodgate-key-file', migration: 'Moved; the old name `public-key.pem` becomes `key.pem`.'},
  {path: 'saved-user-logins', group: 'legacy-general', type: 'string-list', default: [], currentPath: 'saved-user-logins', migration: 'Kept as it is.'},
  {path: 'pending-authentication-timeout', group: 'legacy-general', type: 'integer', default: 120, currentPath: 'pending-authentication-timeout', migration: 'Kept as it is.'},
  {path: 'command-suggestions', group: 'legacy-general', type: 'boolean', default: true, currentPath: 'gameplay.command-suggestions', migration: RENAMED},
  {path: 'passthrough-motd', group: 'legacy-general', type: 'boolean', default: true, currentPath: 'motd.passthrough-motd', migration: RENAMED},
  {path: 'passthrough-player-counts', group: 'legacy-general', type: 'boolean', default: true, currentPath: 'motd.passthrough-player-counts', migration: RENAMED},
  {path: 'legacy-ping-passthrough', group: 'legacy-general', type: 'boolean', default: false, currentPath: 'motd.integrated-ping-passthrough', migration: 'Inverted: `true` becomes `integrated-ping-passthrough: false`. Standalone drops it.', pluginOnly: true},
  {path: 'ping-passthrough-interval', group: 'legacy-general', type: 'integer', default: 3, currentPath: 'motd.ping-passthrough-interval', migration: RENAMED},
  {path: 'forward-player-ping', group: 'legacy-general', type: 'boolean', default: false, currentPath: 'gameplay.forward-player-ping', migration: RENAMED},
  {path: 'max-players', group: 'legacy-general', type: 'integer', default: 100, currentPath: 'motd.max-players', migration: RENAMED},
  {path: 'debug-mode', group: 'legacy-general', type: 'boolean', default: false, currentPath: 'debug-mode', migration: 'Kept as it is.'},
  {
    path: 'allow-third-party-capes',
    group: 'legacy-general',
    type: 'boolean',
    default: false,
    currentPath: null,
    migration: 'Dropped. Capes from other services now come from the ThirdPartyCosmetics extension.',
    description: 'Showed capes from third-party cape services to Bedrock players. Removed from Geyser in 2024.',
  },
  {
    path: 'allow-third-party-ears',
    group: 'legacy-general',
    type: 'boolean',
    default: false,
    currentPath: null,
    migration: 'Dropped. Ears from other services now come from the ThirdPartyCosmetics extension.',
    description: 'Showed ears from third-party services to Bedrock players. Removed from Geyser in 2024.',
  },
  {
    path: 'show-cooldown',
    group: 'legacy-general',
    type: 'enum',
    default: 'title',
    enumValues: ['title', 'actionbar', 'false'],
    currentPath: 'gameplay.cooldown-type',
    migration: '`false` becomes `disabled`; every other value becomes `crosshair`.',
  },
  {path: 'show-coordinates', group: 'legacy-general', type: 'boolean', default: true, currentPath: 'gameplay.show-coordinates', migration: RENAMED},
  {path: 'disable-bedrock-scaffolding', group: 'legacy-general', type: 'boolean', default: false, currentPath: 'gameplay.disable-bedrock-scaffolding', migration: RENAMED},
  {
    path: 'emote-offhand-workaround',
    group: 'legacy-general',
    type: 'enum',
    default: 'disabled',
    enumValues: ['disabled', 'no-emotes', 'emotes-and-offhand'],
    currentPath: 'gameplay.emotes-enabled',
    migration: '`no-emotes` becomes `emotes-enabled: false`; the other values are dropped. The emote-to-offhand trick now lives in the EmoteOffhand extension.',
    description: 'Let Bedrock players swap items to the off-hand by emoting, instead of or in addition to showing the emote.',
  },
  {path: 'default-locale', group: 'legacy-general', type: 'string', default: null, currentPath: 'default-locale', migration: 'Kept; an empty value becomes `system`.'},
  {path: 'cache-images', group: 'legacy-general', type: 'integer', default: 0, currentPath: 'advanced.cache-images', migration: RENAMED},
  {
    path: 'allow-custom-skulls',
    group: 'legacy-general',
    type: 'boolean',
    default: true,
    currentPath: null,
    migration: 'Dropped; when it was `false`, `max-visible-custom-skulls` becomes 0.',
    description: 'Showed player heads with custom skins to Bedrock players.',
  },
  {path: 'max-visible-custom-skulls', group: 'legacy-general', type: 'integer', default: 128, currentPath: 'gameplay.max-visible-custom-skulls', migration: 'Moved; set to 0 when `allow-custom-skulls` was `false`.'},
  {path: 'custom-skull-render-distance', group: 'legacy-general', type: 'integer', default: 32, currentPath: 'gameplay.custom-skull-render-distance', migration: RENAMED},
  {path: 'add-non-bedrock-items', group: 'legacy-general', type: 'boolean', default: true, currentPath: 'gameplay.enable-custom-content', migration: RENAMED},
  {path: 'above-bedrock-nether-building', group: 'legacy-general', type: 'boolean', default: false, currentPath: 'gameplay.nether-roof-workaround', migration: RENAMED},
  {path: 'force-resource-packs', group: 'legacy-general', type: 'boolean', default: true, currentPath: 'gameplay.force-resource-packs', migration: RENAMED},
  {path: 'xbox-achievements-enabled', group: 'legacy-general', type: 'boolean', default: false, currentPath: 'gameplay.xbox-achievements-enabled', migration: RENAMED},
  {path: 'log-player-ip-addresses', group: 'legacy-general', type: 'boolean', default: true, currentPath: 'log-player-ip-addresses', migration: 'Kept as it is.'},
  {path: 'notify-on-new-bedrock-update', group: 'legacy-general', type: 'boolean', default: true, currentPath: 'notify-on-new-bedrock-update', migration: 'Kept as it is.'},
  {path: 'unusable-space-block', group: 'legacy-general', type: 'string', default: 'minecraft:barrier', currentPath: 'gameplay.unusable-space-block', migration: RENAMED},
  {path: 'scoreboard-packet-threshold', group: 'legacy-general', type: 'integer', default: 20, currentPath: 'advanced.scoreboard-packet-threshold', migration: RENAMED},
  {
    path: 'enable-proxy-connections',
    group: 'legacy-general',
    type: 'boolean',
    default: false,
    currentPath: null,
    migration: 'Dropped without a replacement value. The closest current option is `advanced.bedrock.validate-bedrock-login` (with the opposite meaning).',
    description: 'Accepted Bedrock connections relayed by ProxyPass or WaterdogPE.',
  },
  {path: 'mtu', group: 'legacy-general', type: 'integer', default: 1400, currentPath: 'advanced.bedrock.mtu', migration: RENAMED},
  {path: 'use-direct-connection', group: 'legacy-general', type: 'boolean', default: true, currentPath: 'advanced.java.use-direct-connection', migration: RENAMED, pluginOnly: true},
  {path: 'disable-compression', group: 'legacy-general', type: 'boolean', default: true, currentPath: 'advanced.java.disable-compression', migration: RENAMED, pluginOnly: true},
  {path: 'metrics.enabled', group: 'legacy-metrics', type: 'boolean', default: true, currentPath: 'enable-metrics', migration: 'Moved to the top level.'},
  {path: 'metrics.uuid', group: 'legacy-metrics', type: 'string', default: 'generateduuid', currentPath: 'metrics-uuid', migration: 'Moved to the top level; the placeholder `generateduuid` becomes a new random ID.'},
  {path: 'config-version', group: 'legacy-general', type: 'integer', default: LAST_LEGACY_CONFIG_VERSION, currentPath: 'config-version', migration: 'Set to the current version.'},
];

/**
 * Keys the migration moves although the last shipped legacy file did not contain them; a hand-made
 * legacy file may still have them.
 */
export const LEGACY_EXTRA_MOVES: readonly {path: string; currentPath: string}[] = [
  {path: 'add-team-suggestions', currentPath: 'advanced.add-team-suggestions'},
];

/** Keys Geyser stopped reading before the legacy layout ended; the conversion drops them. */
export const REMOVED_KEYS: readonly RemovedKey[] = [
  {path: 'ping-passthrough', lastShipped: '2020', replacedBy: '`passthrough-motd` and `passthrough-player-counts`'},
  {path: 'remote.online-mode', lastShipped: '2019', replacedBy: '`remote.auth-type`'},
  {path: 'uuid', lastShipped: '2019', replacedBy: '`metrics.uuid`'},
  {path: 'general-thread-pool', lastShipped: '2021', replacedBy: null},
  {path: 'cache-chunks', lastShipped: '2021', replacedBy: null},
  {path: 'use-adapters', lastShipped: '2021', replacedBy: '`use-direct-connection`'},
  {path: 'extended-world-height', lastShipped: '2021', replacedBy: null},
  {path: 'passthrough-protocol-name', lastShipped: '2023', replacedBy: null},
  {path: 'always-quick-change-armor', lastShipped: '2023', replacedBy: null},
  {path: 'remote.allow-password-authentication', lastShipped: '2024', replacedBy: null},
  {path: 'userAuths', lastShipped: '2020', replacedBy: '`saved-user-logins`'},
];

const LEGACY_BY_PATH = new Map(LEGACY_OPTIONS.map((option) => [option.path, option]));

export function findLegacyOption(path: string): LegacyOption | undefined {
  return LEGACY_BY_PATH.get(path);
}

export function findRemovedKey(path: string): RemovedKey | undefined {
  return REMOVED_KEYS.find((key) => key.path === path);
}

/** Maps of the legacy layout that hold options. */
export const LEGACY_SECTION_PATHS: readonly string[] = ['bedrock', 'remote', 'metrics'];
