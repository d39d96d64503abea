/** Rules about how connections reach Geyser and the server: PROXY protocol, Docker, ports and online mode. See `rules.ts` for how to add one. */

import type {DiagnosisRule} from './diagnosis-types';
import {bukkitFlavour, javaListenPort} from './facts';
import {isPluginPlatform, isProxyPlatform} from './format';
import {LINKS} from './links';

export const NETWORK_RULES: DiagnosisRule[] = [
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
];
