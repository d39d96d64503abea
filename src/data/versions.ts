/**
 * Minecraft versions that the current Geyser build supports: the one source for the
 * supported-versions wiki page, the download cards and the `/versions.json` file.
 *
 * HOW TO UPDATE (contributors)
 * 1. Read the truth in Geyser's source, never in a changelog or another website:
 *    - Bedrock: the `register(...)` calls in
 *      `core/src/main/java/org/geysermc/geyser/network/GameProtocol.java`. Each call names one
 *      protocol (the number in the codec class, `Bedrock_v2168` means 2168) and the game
 *      versions that speak it.
 *    - Java: `GameProtocol.getJavaVersions()`. Its first entry is the release of MCProtocolLib's
 *      codec, the one Geyser speaks: the `mcprotocollib` version in `gradle/libs.versions.toml`
 *      without its build suffix (`26.2-20260709…` is 26.2), also in the README's "Supported
 *      Versions" table. The entries after it are typed into `getJavaVersions()` itself.
 *    - Oldest Paper/Spigot server: the oldest entry of `gameVersions` in
 *      `bootstrap/spigot/build.gradle.kts` (not the version in the start-up guard message).
 *    - Java runtime: `SUPPORTED_JAVA_VERSION` in `core/.../util/VersionCheckUtils.java` and the
 *      `javaVersions { target(...) }` blocks in `build-logic/src/main/kotlin/` (base and modded).
 *    `npm run check:upstream` (CONTRIBUTING.md, "Upstream drift") reads all of these and lists
 *    what differs from this file.
 * 2. Edit `bedrockProtocols` (oldest first) and `javaEdition` below. Keep `verifiedAgainst`
 *    pointing at the Geyser commit you read.
 * 3. `latestBedrock` is derived (the newest entry). It feeds this site's `/versions.json`, which
 *    scripts and tools read. Running Geyser servers do NOT read it: their "a new Bedrock version
 *    is out, update Geyser" notice comes from https://api.geysermc.org/v2/versions/geyser
 *    (`VersionCheckUtils.checkForGeyserUpdate`). Only add a Bedrock version here once a Geyser
 *    build that accepts it has been published.
 * 4. Run `npx vitest run tests/unit/data` (the tests check order, duplicates and formats).
 */

/** One Bedrock network protocol and the game releases (including hotfixes) that use it. */
export interface BedrockProtocol {
  /** Network protocol number sent by the client, e.g. 2168. */
  readonly protocol: number;
  /** Game versions as Geyser names them, oldest first, e.g. `['26.20', '26.21']`. */
  readonly versions: readonly string[];
}

export interface JavaEditionSupport {
  /**
   * The Java Edition release whose protocol Geyser speaks: MCProtocolLib's codec
   * (`GameProtocol.getJavaMinecraftVersion()`). Geyser connects to the server with this one protocol
   * number, so a server on this release accepts Geyser without ViaVersion.
   */
  readonly protocolRelease: string;
  /**
   * Every release `GameProtocol.getJavaVersions()` names, in its order: the codec's release, then the
   * ones typed in beside it. Geyser prints this list (`geyser version`, dumps, Geyser-Spigot's
   * ViaVersion warnings) and mod builds accept these as the running Minecraft version.
   */
  readonly versions: readonly string[];
  /**
   * Oldest Paper/Spigot release Geyser-Spigot supports in practice: the build is published for
   * this version and newer (`modrinth { gameVersions }` in `bootstrap/spigot/build.gradle.kts`)
   * and needs Java 21, which older servers do not run on. Older servers need a proxy,
   * Standalone or ViaProxy in front.
   */
  readonly oldestSpigotServer: string;
  /**
   * The version Geyser-Spigot's start-up guard names in its "unsupported version" message
   * (`GeyserSpigotPlugin.onGeyserInitialize`). A leftover: it is NOT the supported minimum, only
   * the text the log prints, so pages quote it when they show that message.
   */
  readonly spigotGuardMessageVersion: string;
}

export interface VersionSource {
  readonly repository: string;
  readonly commit: string;
  readonly date: string;
}

export const verifiedAgainst: VersionSource = {
  repository: 'https://github.com/GeyserMC/Geyser',
  commit: '6e70ba277aa4b03ac414cb2c86ffcc485780073c',
  date: '2026-08-07',
};

export const bedrockProtocols: readonly BedrockProtocol[] = [
  {protocol: 924, versions: ['26.0', '26.1', '26.2', '26.3']},
  {protocol: 944, versions: ['26.10']},
  {protocol: 975, versions: ['26.20', '26.21', '26.22', '26.23']},
  {protocol: 1001, versions: ['26.30', '26.31', '26.32', '26.33', '26.34']},
  {protocol: 2168, versions: ['26.40']},
];

export const javaEdition: JavaEditionSupport = {
  protocolRelease: '26.2',
  versions: ['26.2', '26.1.1', '26.1.2'],
  oldestSpigotServer: '1.20.5',
  spigotGuardMessageVersion: '1.13.2',
};

/** Major Java (the runtime) version that current Geyser builds need (`indra.javaVersions.target` in geyser.base-conventions). */
export const requiredJavaRuntime = 21;

/** Geyser-Fabric and Geyser-NeoForge are built for a newer Java, like the Minecraft version they load into (geyser.modded-conventions). */
export const requiredJavaRuntimeModded = 25;

export interface BedrockVersion {
  readonly name: string;
  readonly protocol: number;
}

/** Every supported Bedrock version, oldest first. */
export const bedrockVersions: readonly BedrockVersion[] = bedrockProtocols.flatMap((entry) =>
  entry.versions.map((name) => ({name, protocol: entry.protocol})),
);

/** The newest Bedrock version the current Geyser accepts. */
export const latestBedrock: BedrockVersion = bedrockVersions[bedrockVersions.length - 1];

/** The oldest Bedrock version the current Geyser accepts. */
export const oldestBedrock: BedrockVersion = bedrockVersions[0];

/** The Java Edition release Geyser translates to. */
export const latestJava: string = javaEdition.protocolRelease;

/** The releases `getJavaVersions()` names besides the one Geyser speaks. */
export const otherListedJava: readonly string[] = javaEdition.versions.filter(
  (name) => name !== javaEdition.protocolRelease,
);

/**
 * The document served at `/versions.json`, for tools. Geyser itself reads
 * `bedrock.protocol.id` and `bedrock.protocol.name` from api.geysermc.org/v2/versions/geyser
 * (`VersionCheckUtils.checkForGeyserUpdate`), not from this file; the file mirrors that shape so
 * tools can use either. Never rename or remove those two fields.
 */
export interface VersionsDocument {
  bedrock: {
    protocol: {id: number; name: string};
    supported: {name: string; protocol: number}[];
  };
  java: {
    /** The release whose protocol Geyser speaks. */
    protocol: {name: string};
    /** Every release Geyser's `getJavaVersions()` names. */
    supported: string[];
  };
}

export function createVersionsDocument(): VersionsDocument {
  return {
    bedrock: {
      protocol: {id: latestBedrock.protocol, name: latestBedrock.name},
      supported: bedrockVersions.map((version) => ({name: version.name, protocol: version.protocol})),
    },
    java: {
      protocol: {name: javaEdition.protocolRelease},
      supported: [...javaEdition.versions],
    },
  };
}
