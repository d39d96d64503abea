/**
 * Geyser's network defaults: the one home for port numbers and connection limits that wiki pages
 * state in prose. Pages render them with the components in `src/components/wiki/GeyserDefaults`,
 * so a change in Geyser is one edit here.
 *
 * HOW TO UPDATE (contributors)
 * 1. Read the value in Geyser's source at the commit named below:
 *    - `bedrockPort`: `@DefaultNumeric` on `port()` in `core/.../configuration/GeyserConfig.java`.
 *    - `javaPort`: `@DefaultNumeric` on `port()` in `core/.../configuration/GeyserRemoteConfig.java`
 *      (Standalone's `java.port`; Java Edition's own default port as well).
 *    - `maxConnectionsPerAddress`: the default of `Geyser.MaxConnectionsPerAddress` in
 *      `core/.../network/netty/GeyserServer.java` (`positivePropOrDefault(..., 10)`).
 * 2. Update `checkedAgainst` and run `npx vitest run tests/unit/data`.
 */

export interface GeyserNetworkDefaults {
  /** UDP port Geyser listens on for Bedrock players (`bedrock.port`). */
  readonly bedrockPort: number;
  /** TCP port of the Java server Geyser Standalone connects to by default (`java.port`). */
  readonly javaPort: number;
  /** Simultaneous Bedrock connections from one IP address (`-DGeyser.MaxConnectionsPerAddress`). */
  readonly maxConnectionsPerAddress: number;
}

export const geyserNetworkDefaults: GeyserNetworkDefaults = {
  bedrockPort: 19132,
  javaPort: 25565,
  maxConnectionsPerAddress: 10,
};

export const checkedAgainst = {
  repo: 'GeyserMC/Geyser',
  commit: '6e70ba277aa4b03ac414cb2c86ffcc485780073c',
  date: '2026-08-07',
} as const;
