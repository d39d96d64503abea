/**
 * The dump viewer's diagnosis rules, as data: each rule has an id, a default severity, a title,
 * the wiki pages that fix it, and a check that reads the normalised dump. Rules never see the raw
 * JSON, so they work the same for current and legacy dumps.
 *
 * To add a rule: append an object to `DIAGNOSIS_RULES`, link only to pages in the site plan
 * (`links.ts`), and add two tests in `tests/unit/dump/rules.test.ts`: a dump that triggers it and
 * one that does not.
 */

import {buildCheckSkipReason} from './builds';
import {conflictKey, KNOWN_CONFLICTS} from './conflicts';
import type {DiagnosisRule, RuleHit} from './diagnosis-types';
import {
  bukkitFlavour,
  compareVersions,
  CURRENT_JAVA_REQUIREMENT,
  findFloodgate,
  floodgateSendsData,
  hasViaVersion,
  isGeyserItself,
  javaListenPort,
  LEGACY_JAVA_REQUIREMENT,
  serverMinecraftVersion,
} from './facts';
import {formatCount, isPluginPlatform, isProxyPlatform, platformLabel, plural} from './format';
import {LINKS} from './links';

function quote(value: string, max = 80): string {
  return `"${value.length > max ? `${value.slice(0, max)}…` : value}"`;
}

export const DIAGNOSIS_RULES: DiagnosisRule[] = [
  {
    id: 'outdated-build',
    severity: 'warning',
    title: 'Geyser is out of date',
    checks:
      'The build number against the newest build on the Downloads API; legacy-format dumps are old by definition.',
    links: [LINKS.downloadGeyser, LINKS.supportedVersions],
    check: ({dump, builds}) => {
      const update = builds?.update;
      const build = dump.geyser.buildNumber;
      if (
        update?.status === 'ok' &&
        dump.geyser.kind === 'official' &&
        build !== undefined &&
        build < update.latest.build
      ) {
        const behind = update.latest.build - build;
        return {
          detail: `This server runs Geyser build ${build}${dump.geyser.versionNumber ? ` (${dump.geyser.versionNumber})` : ''}; the newest is build ${update.latest.build} (${update.latest.version}), ${plural(behind, 'build')} later. Bedrock players on newer game versions cannot join an old Geyser, and each build fixes bugs. Replace the jar with the newest one and restart.`,
        };
      }
      if (dump.layout === 'legacy' && update?.status !== 'ok') {
        return {
          detail:
            'This dump uses the format of Geyser builds from before November 2025, so this Geyser is at least that old. Bedrock clients update often, and an old Geyser turns away players on newer game versions. Update Geyser and restart.',
        };
      }
      return undefined;
    },
  },
  {
    id: 'unofficial-build',
    severity: 'info',
    title: 'Not an official release build',
    checks: 'gitInfo: repository, branch and build number.',
    links: [LINKS.downloadGeyser],
    check: ({dump}) => {
      const reason = buildCheckSkipReason(dump);
      if (!reason) {
        return undefined;
      }
      const fork =
        dump.geyser.kind === 'fork' && dump.geyser.repositoryUrl
          ? ` The repository is ${quote(dump.geyser.repositoryUrl)}.`
          : '';
      return {
        detail: `The viewer cannot compare this jar with official builds because ${reason}.${fork} If the problem you are chasing is not about this build's own changes, try the newest official build.`,
      };
    },
  },
  {
    id: 'jar-hash-mismatch',
    severity: 'error',
    title: 'The Geyser jar does not match the official build',
    checks: 'The jar SHA-256 against the files of the same official build (and its neighbours) on the Downloads API.',
    links: [LINKS.downloadGeyser, LINKS.geyserSetup],
    needsBuildCheck: true,
    check: ({dump, builds}) => {
      if (builds?.hash.status !== 'mismatch' || !dump.hash.sha256) {
        return undefined;
      }
      return {
        detail: `The SHA-256 of this Geyser jar (${dump.hash.sha256.slice(0, 12)}…) matches no file of official build ${builds.hash.build}. The jar was damaged in transfer, modified, or comes from somewhere else. Download Geyser again from the download page and replace it.`,
      };
    },
  },
  {
    id: 'java-too-old',
    severity: 'warning',
    title: 'Java is older than Geyser needs',
    checks: `versionInfo.javaVersion against Java ${CURRENT_JAVA_REQUIREMENT} (current builds) and ${LEGACY_JAVA_REQUIREMENT} (all Geyser 2 builds).`,
    links: [LINKS.javaRuntime, LINKS.unsupportedClassVersion],
    check: ({dump}) => {
      const major = dump.java.major;
      if (major === undefined || major >= CURRENT_JAVA_REQUIREMENT) {
        return undefined;
      }
      if (major < LEGACY_JAVA_REQUIREMENT) {
        return {
          severity: 'error',
          detail: `This server runs Java ${major} (${dump.java.version ?? 'unknown'}). Every Geyser 2 build needs at least Java ${LEGACY_JAVA_REQUIREMENT}, and current builds need Java ${CURRENT_JAVA_REQUIREMENT}. Install Java ${CURRENT_JAVA_REQUIREMENT} or newer and start the server with it.`,
        };
      }
      return {
        detail: `This server runs Java ${major} (${dump.java.version ?? 'unknown'}). Geyser builds since 2.10.0 need Java ${CURRENT_JAVA_REQUIREMENT} or newer, so this server cannot run a current Geyser. Install Java ${CURRENT_JAVA_REQUIREMENT} or newer (most hosting panels let you pick it), then update Geyser.`,
      };
    },
  },
  {
    id: 'craftbukkit',
    severity: 'error',
    title: 'The server runs CraftBukkit',
    checks: 'bootstrapInfo.platformName and platformVersion on the Spigot platform.',
    links: [LINKS.unsupportedServer, LINKS.paperSpigotSetup],
    check: ({dump}) =>
      bukkitFlavour(dump.platform) === 'craftbukkit'
        ? {
            detail:
              'Geyser does not run on plain CraftBukkit: it needs the network access that Paper (or Spigot) provides. Switch the server to Paper, which runs the same worlds and plugins.',
          }
        : undefined,
  },
  {
    id: 'floodgate-missing',
    severity: 'error',
    title: 'auth-type is floodgate, but Floodgate is not running',
    checks: 'auth-type against the plugin or mod list (plugin and mod platforms).',
    links: [LINKS.floodgateNotInstalled, LINKS.floodgateSetup, LINKS.downloadFloodgate],
    check: ({dump}) => {
      if (
        dump.config.settings.authType !== 'FLOODGATE' ||
        !isPluginPlatform(dump.platform.id) ||
        dump.addonKind === undefined
      ) {
        return undefined;
      }
      const floodgate = findFloodgate(dump);
      if (!floodgate) {
        return {
          detail: `Geyser is set to log Bedrock players in through Floodgate, but no Floodgate ${dump.addonKind === 'mods' ? 'mod' : 'plugin'} is installed on this server. Geyser refuses to start this way. Install Floodgate next to Geyser, or set auth-type to online.`,
        };
      }
      if (floodgate.enabled === false) {
        return {
          detail: `Floodgate (${quote(floodgate.name)}) is installed but disabled, which usually means it failed to start. Check the server log for Floodgate's error, fix it, and restart.`,
        };
      }
      return undefined;
    },
  },
  {
    id: 'floodgate-unused',
    severity: 'warning',
    title: 'Floodgate is installed, but Geyser does not use it',
    checks: 'An enabled Floodgate with an auth-type other than floodgate.',
    links: [LINKS.floodgateSetup],
    check: ({dump}) => {
      const floodgate = findFloodgate(dump);
      const authType = dump.config.settings.authType;
      if (!floodgate || floodgate.enabled === false || authType === undefined || authType === 'FLOODGATE') {
        return undefined;
      }
      return {
        detail: `Floodgate is installed, but Geyser's auth-type is ${authType.toLowerCase()}, so Bedrock players do not get Floodgate's logins without a Java account. Set auth-type to floodgate (Geyser normally does this by itself when Floodgate is next to it) and restart.`,
      };
    },
  },
  {
    id: 'floodgate-proxy-backends',
    severity: 'info',
    title: 'Floodgate on the proxy: check the backend servers',
    checks: "Floodgate on BungeeCord or Velocity; send-floodgate-data when a legacy dump carries Floodgate's config.",
    links: [LINKS.floodgateProxySetup, LINKS.floodgateKey],
    check: ({dump}) => {
      const floodgate = findFloodgate(dump);
      if (!isProxyPlatform(dump.platform.id) || !floodgate || floodgate.enabled === false) {
        return undefined;
      }
      const sends = floodgateSendsData(dump);
      if (sends === false) {
        return undefined;
      }
      if (sends === true) {
        return {
          severity: 'warning',
          detail:
            'Floodgate on this proxy sends Bedrock player data to the backend servers (send-floodgate-data is on). Every backend must then run Floodgate too, with the same key.pem as the proxy, or it kicks Bedrock players.',
        };
      }
      return {
        detail: `Floodgate runs on this ${platformLabel(dump.platform.id)} proxy. That is enough for Bedrock players to join. If plugins on the backend servers need to know who is a Bedrock player, or send-floodgate-data is on, install Floodgate on every backend as well and copy the proxy's key.pem to each.`,
      };
    },
  },
  {
    id: 'standalone-floodgate',
    severity: 'info',
    title: 'Standalone with Floodgate: the key must match',
    checks: 'auth-type floodgate on Geyser Standalone.',
    links: [LINKS.floodgateKey, LINKS.floodgateSetup],
    check: ({dump}) =>
      dump.platform.id === 'standalone' && dump.config.settings.authType === 'FLOODGATE'
        ? {
            detail:
              "Geyser Standalone cannot see whether Floodgate is installed on the Java server it connects to. Floodgate must run there, and Geyser's folder needs an exact copy of that Floodgate's key.pem.",
          }
        : undefined,
  },
  {
    id: 'auth-offline-online-server',
    severity: 'error',
    title: 'auth-type is offline on an online-mode server',
    checks: 'auth-type offline while the server or proxy reports online mode.',
    links: [LINKS.needsJavaAccount, LINKS.floodgateSetup],
    check: ({dump}) =>
      dump.config.settings.authType === 'OFFLINE' &&
      dump.platform.onlineMode === true &&
      isPluginPlatform(dump.platform.id)
        ? {
            detail:
              "The server checks every player's Java account (online mode), but Geyser logs Bedrock players in without one (auth-type offline). The server rejects them. Install Floodgate (recommended) or set auth-type to online.",
          }
        : undefined,
  },
  {
    id: 'bedrock-proxy-protocol',
    severity: 'warning',
    title: 'Geyser expects PROXY protocol from Bedrock clients',
    checks: 'advanced.bedrock.use-haproxy-protocol (legacy: bedrock.enable-proxy-protocol).',
    links: [LINKS.proxyProtocol],
    check: ({dump}) => {
      const settings = dump.config.settings;
      if (settings.bedrockProxyProtocol !== true) {
        return undefined;
      }
      const whitelist =
        settings.bedrockProxyProtocolWhitelist.length === 0
          ? ' The list of allowed proxy addresses is empty, so any sender is trusted.'
          : '';
      return {
        detail: `With this setting on, Geyser only accepts Bedrock connections that arrive through a UDP reverse proxy sending a PROXY protocol header (such as a DDoS-protection service). Players connecting directly cannot join. Turn it off unless such a proxy is in front of Geyser.${whitelist}`,
      };
    },
  },
  {
    id: 'java-proxy-protocol',
    severity: 'warning',
    title: 'Geyser sends PROXY protocol to the Java server',
    checks:
      'advanced.java.use-haproxy-protocol (legacy: remote.use-proxy-protocol) against what the platform can accept.',
    links: [LINKS.proxyProtocol],
    check: ({dump}) => {
      if (dump.config.settings.javaProxyProtocol !== true) {
        return undefined;
      }
      const {id} = dump.platform;
      if (id === 'bungeecord' && dump.config.settings.useDirectConnection !== false) {
        // Geyser-BungeeCord gives its own injected listener the same setting, so the pair agrees.
        return undefined;
      }
      const flavour = bukkitFlavour(dump.platform);
      if (flavour === 'spigot' || flavour === 'craftbukkit') {
        return {
          severity: 'error',
          detail:
            "Geyser puts a PROXY protocol header in front of every connection to the server, but Spigot cannot read it, so Bedrock players fail to connect. Turn use-haproxy-protocol off in the java part of Geyser's advanced settings.",
        };
      }
      const where =
        id === 'velocity'
          ? 'haproxy-protocol is on in velocity.toml'
          : id === 'spigot'
            ? "proxy-protocol is on in Paper's proxies settings"
            : id === 'fabric' || id === 'neoforge'
              ? 'a server mod adds PROXY protocol support (the vanilla server has none)'
              : 'the Java server or proxy Geyser connects to accepts PROXY protocol';
      return {
        detail: `Geyser puts a PROXY protocol header in front of every connection to the server. That only works if ${where}; otherwise Bedrock players fail to connect. If you did not set this up on purpose, turn use-haproxy-protocol off in the java part of Geyser's advanced settings.`,
      };
    },
  },
  {
    id: 'docker-udp',
    severity: 'warning',
    title: 'Running in Docker: publish the UDP port',
    checks: 'versionInfo.network.dockerCheck.',
    links: [LINKS.dockerPorts, LINKS.portForwarding],
    check: ({dump}) => {
      if (dump.system.docker !== true) {
        return undefined;
      }
      const port = dump.config.settings.bedrockPort ?? 19132;
      return {
        detail: `Geyser runs inside a Docker container. Bedrock clients connect over UDP, so the container must publish ${port}/udp (for example -p ${port}:${port}/udp); publishing only TCP is a common reason why Bedrock players cannot connect. On Pterodactyl and similar panels, add the port as an allocation.`,
      };
    },
  },
  {
    id: 'same-port-without-clone',
    severity: 'info',
    title: 'The Bedrock port is the Java port, set by hand',
    checks: "bedrock.port equal to the server's Java port while clone-remote-port is off (plugin platforms).",
    links: [LINKS.cloneRemotePort, LINKS.portForwarding],
    check: ({dump}) => {
      const {bedrockPort, cloneRemotePort} = dump.config.settings;
      const javaPort = javaListenPort(dump.platform);
      if (
        !isPluginPlatform(dump.platform.id) ||
        cloneRemotePort === true ||
        bedrockPort === undefined ||
        bedrockPort !== javaPort
      ) {
        return undefined;
      }
      return {
        detail: `The Bedrock port (${bedrockPort}) is the same number as the Java port, typed into the config by hand. That works only if UDP ${bedrockPort} is open as well as TCP. If your host assigned the Java port, turn on clone-remote-port instead, so the Bedrock port follows the Java port if the host changes it.`,
      };
    },
  },
  {
    id: 'proxy-offline-mode',
    severity: 'warning',
    title: 'The proxy runs in offline mode',
    checks: 'bootstrapInfo.onlineMode on BungeeCord and Velocity.',
    links: [LINKS.proxySetups, LINKS.proxySetup],
    check: ({dump}) =>
      isProxyPlatform(dump.platform.id) && dump.platform.onlineMode === false
        ? {
            detail:
              "This proxy does not check Java accounts (online-mode is off), so anyone can join under any name, including an operator's. In a network, the proxy is the one that should check accounts, with player forwarding to the backends. Turn online mode on and use Floodgate for Bedrock players without a Java account.",
          }
        : undefined,
  },
  {
    id: 'backend-offline-mode',
    severity: 'info',
    title: 'The server runs in offline mode',
    checks: 'bootstrapInfo.onlineMode on Spigot, Fabric and NeoForge.',
    links: [LINKS.proxySetups, LINKS.proxySetup],
    check: ({dump}) =>
      ['spigot', 'fabric', 'neoforge'].includes(dump.platform.id) && dump.platform.onlineMode === false
        ? {
            detail:
              'This server does not check Java accounts (online-mode is off). If it is behind BungeeCord or Velocity, Geyser and Floodgate belong on the proxy, and this server needs player forwarding set up. If it is not behind a proxy, anyone can join it under any name.',
          }
        : undefined,
  },
  {
    id: 'unsupported-minecraft-version',
    severity: 'error',
    title: "The server's Minecraft version is not one Geyser speaks",
    checks: "The server's Minecraft version against mcInfo.javaVersions, unless ViaVersion is installed.",
    links: [LINKS.supportedJavaVersions, LINKS.viaVersion],
    check: ({dump}) => {
      if (!['spigot', 'fabric', 'neoforge'].includes(dump.platform.id)) {
        return undefined;
      }
      const server = serverMinecraftVersion(dump.platform);
      const supported = dump.minecraft.javaVersions;
      if (!server || supported.length === 0 || supported.includes(server) || hasViaVersion(dump)) {
        return undefined;
      }
      const newest = [...supported].sort(compareVersions).at(-1) ?? supported[0];
      const list = supported.join(', ');
      if (compareVersions(server, newest) > 0) {
        return {
          detail: `The server runs Minecraft ${server}, which is newer than this Geyser build supports (${list}). Update Geyser to a build for ${server}.`,
          links: [LINKS.downloadGeyser, LINKS.supportedJavaVersions],
        };
      }
      return dump.platform.id === 'spigot'
        ? {
            detail: `The server runs Minecraft ${server}, but this Geyser connects as Java ${list}. Install ViaVersion on the server so it accepts the newer version, or update the server.`,
          }
        : {
            detail: `The server runs Minecraft ${server}, but this Geyser build is for ${list}. Install the Geyser build that matches the server's Minecraft version, or update the server.`,
          };
    },
  },
  {
    id: 'duplicate-geyser',
    severity: 'error',
    title: 'Geyser is installed more than once',
    checks: 'More than one Geyser plugin or mod in the list.',
    links: [LINKS.geyserSetup],
    check: ({dump}) => {
      const copies = dump.addons.filter(isGeyserItself);
      if (copies.length < 2) {
        return undefined;
      }
      return {
        detail: `This server lists ${formatCount(copies.length)} copies of Geyser (${copies.map((copy) => quote(copy.name, 40)).join(', ')}). They fight over the same port. Keep one jar, the one for this platform, and delete the rest.`,
      };
    },
  },
  {
    id: 'known-conflict',
    severity: 'warning',
    title: 'A plugin known to cause trouble with Geyser',
    checks: 'Plugin and mod names against the list in conflicts.ts.',
    links: [LINKS.pluginConflicts],
    check: ({dump}) => {
      const hits: RuleHit[] = [];
      for (const conflict of KNOWN_CONFLICTS) {
        const names = new Set((conflict.names ?? []).map(conflictKey));
        const matches = dump.addons.filter(
          (addon) =>
            (names.has(conflictKey(addon.name)) ||
              (addon.main !== undefined && (conflict.mains ?? []).includes(addon.main))) &&
            (!conflict.versions || conflict.versions.test(addon.version ?? '')),
        );
        for (const addon of matches) {
          hits.push({
            severity: conflict.severity,
            title: conflict.title,
            detail: conflict.detail.replaceAll('{name}', quote(addon.name, 60)),
            links: conflict.links,
          });
        }
      }
      return hits;
    },
  },
  {
    id: 'no-bedrock-connections',
    severity: 'info',
    title: 'No Bedrock client has reached Geyser yet',
    checks: 'connectionAttempts is 0 and no Bedrock player is online.',
    links: [LINKS.unableToConnect, LINKS.portForwarding],
    check: ({dump}) =>
      dump.connectionAttempts === 0 && dump.userPlatforms.length === 0
        ? {
            detail:
              'Since Geyser started, no Bedrock client has connected to its port. If players see "Unable to connect to world", their connection never reaches Geyser: check the address and port they use, the firewall, and port forwarding for UDP.',
          }
        : undefined,
  },
];
