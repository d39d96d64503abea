/**
 * Floodgate's `config.yml`: every key, its default and what it does. The one source for the key tables
 * of the Floodgate pages (`<FloodgateConfigTable section="player-link" />` on the linking page).
 *
 * HOW TO UPDATE (contributors)
 * 1. Run `npm run check:upstream -- --geyser <Geyser checkout> --floodgate <Floodgate checkout>`
 *    (CONTRIBUTING.md, "Upstream drift"). It reads the shipped template
 *    (`core/src/main/resources/config.yml`), the proxy template (`proxy-config.yml`) and the fields of
 *    `FloodgateConfig`, and lists keys that are missing here or gone there, and defaults that differ.
 * 2. `default` is the value the template writes, exactly (`'key.pem'`, `true`, `300`); `null` when
 *    the template leaves the key out and Floodgate reads it only if you add it. `defaultText` is how the
 *    table shows a default that is not a plain value (a placeholder Floodgate fills in, an absent key).
 * 3. `description` is our own words, with `code` and [links](/wiki/...) only.
 * Run `npx vitest run tests/unit/data` afterwards.
 */

export interface FloodgateConfigKey {
  /** Dotted YAML path: `player-link.require-link`. */
  readonly path: string;
  readonly default: string | number | boolean | null;
  readonly defaultText?: string;
  /** Only in the proxies' file (Velocity, BungeeCord). */
  readonly proxyOnly?: boolean;
  readonly description: string;
}

export const FLOODGATE_CONFIG: readonly FloodgateConfigKey[] = [
  {
    path: 'key-file-name',
    default: 'key.pem',
    description: "Name of the key file inside Floodgate's folder; created if missing",
  },
  {path: 'username-prefix', default: '.', description: 'Text put before every Bedrock name'},
  {path: 'replace-spaces', default: true, description: 'Replace spaces in Bedrock names with `_`'},
  {
    path: 'default-locale',
    default: null,
    defaultText: 'not set (system locale)',
    description: "Language of Floodgate's console and fallback messages, e.g. `en_US`",
  },
  {
    path: 'disconnect.invalid-key',
    default: 'Please connect through the official Geyser',
    description: "Kick message when the handshake doesn't decrypt with this key",
  },
  {
    path: 'disconnect.invalid-arguments-length',
    default: 'Expected {} arguments, got {}. Is Geyser up-to-date?',
    description: "Kick message when Geyser sends data in a format this Floodgate doesn't expect",
  },
  {
    path: 'player-link.enabled',
    default: true,
    description:
      'Master switch. `false` turns off all linking; linked players then join as their Bedrock identity. Use this, rather than switching off both kinds of linking, to disable linking',
  },
  {
    path: 'player-link.require-link',
    default: false,
    description: 'Kick Bedrock players who have no link, with a message pointing to `https://link.geysermc.org/`',
  },
  {
    path: 'player-link.enable-own-linking',
    default: false,
    description: 'Use a local database; needs an installed extension',
  },
  {
    path: 'player-link.allowed',
    default: true,
    description: 'Allow `/linkaccount` and `/unlinkaccount` for local links. Existing links keep working when `false`',
  },
  {path: 'player-link.link-code-timeout', default: 300, description: 'Seconds a `/linkaccount` code stays valid'},
  {
    path: 'player-link.type',
    default: 'sqlite',
    description: 'Which extension to use when more than one jar is in the folder (`sqlite`, `mysql`, `mongo`)',
  },
  {
    path: 'player-link.enable-global-linking',
    default: true,
    description: 'Look links up in the GeyserMC global API',
  },
  {path: 'metrics.enabled', default: true, description: 'Anonymous bStats statistics'},
  {
    path: 'metrics.uuid',
    default: '${metrics.uuid}',
    defaultText: 'generated',
    description: 'Server id for bStats; leave as is',
  },
  {
    path: 'debug',
    default: null,
    defaultText: 'not set (`false`)',
    description: "Print Floodgate's debug messages. Not in the shipped file: add `debug: true` to turn them on",
  },
  {
    path: 'send-floodgate-data',
    default: false,
    proxyOnly: true,
    description: 'Pass Bedrock data on to the backend servers',
  },
  {path: 'config-version', default: 3, description: "Managed by Floodgate; don't edit"},
];
