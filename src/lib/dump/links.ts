/**
 * Pages the Problems panel links to. Only pages of the site plan, and anchors that exist in the
 * wiki sources: `tests/unit/dump/links.test.ts` checks every entry against `wiki/`.
 */

export interface HelpLink {
  href: string;
  label: string;
}

export const LINKS = {
  downloadGeyser: {href: '/download/?project=geyser', label: 'Download Geyser'},
  downloadFloodgate: {href: '/download/?project=floodgate', label: 'Download Floodgate'},
  geyserSetup: {href: '/wiki/geyser/setup/', label: 'Setting up Geyser'},
  paperSpigotSetup: {href: '/wiki/geyser/setup/self/paper-spigot/', label: 'Geyser on Paper and Spigot'},
  proxySetup: {href: '/wiki/geyser/setup/self/proxy-servers/', label: 'Geyser on BungeeCord and Velocity'},
  supportedVersions: {href: '/wiki/geyser/supported-versions/', label: 'Supported versions'},
  supportedJavaVersions: {href: '/wiki/geyser/supported-versions/#java', label: 'Supported Java Edition versions'},
  javaRuntime: {href: '/wiki/geyser/supported-versions/#java-runtime', label: 'Java runtime for the server'},
  unsupportedClassVersion: {
    href: '/wiki/geyser/common-issues/#unsupported-class-version',
    label: 'UnsupportedClassVersionError',
  },
  unsupportedServer: {href: '/wiki/geyser/common-issues/#unsupported-server', label: 'Unsupported server software'},
  floodgateNotInstalled: {
    href: '/wiki/geyser/common-issues/#floodgate-not-installed',
    label: 'Floodgate is not installed',
  },
  floodgateKey: {href: '/wiki/geyser/common-issues/#floodgate-key', label: 'Floodgate key mismatch'},
  needsJavaAccount: {
    href: '/wiki/geyser/common-issues/#needs-java-account',
    label: '"requires a paid Java Edition account"',
  },
  pluginConflicts: {href: '/wiki/geyser/common-issues/#plugin-conflicts', label: 'Plugin conflicts'},
  proxySetups: {href: '/wiki/geyser/common-issues/#proxy-setups', label: 'Proxy setups'},
  viaVersion: {href: '/wiki/geyser/common-issues/#viaversion', label: 'ViaVersion and newer Java versions'},
  floodgateSetup: {href: '/wiki/floodgate/setup/', label: 'Setting up Floodgate'},
  floodgateProxySetup: {href: '/wiki/floodgate/setup/proxy-servers/', label: 'Floodgate on a proxy network'},
  portForwarding: {href: '/wiki/geyser/port-forwarding/', label: 'Port forwarding'},
  dockerPorts: {href: '/wiki/geyser/port-forwarding/#docker', label: 'Publishing the port from Docker'},
  unableToConnect: {
    href: '/wiki/geyser/fixing-unable-to-connect-to-world/',
    label: 'Fixing "Unable to connect to world"',
  },
  cloneRemotePort: {
    href: '/wiki/geyser/fixing-unable-to-connect-to-world/#clone-remote-port',
    label: 'clone-remote-port',
  },
  proxyProtocol: {href: '/wiki/geyser/fixing-unable-to-connect-to-world/#proxy-protocol', label: 'Proxy protocol'},
  anticheats: {href: '/wiki/geyser/anticheat-compatibility/', label: 'Anticheat compatibility'},
  commonIssues: {href: '/wiki/geyser/common-issues/', label: 'Common issues'},
} as const satisfies Record<string, HelpLink>;
