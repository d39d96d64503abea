/**
 * Every downloadable GeyserMC project, per platform: the one source for the download page, the
 * `ProjectDownload` component used by wiki pages, and the download URLs baked into the HTML.
 *
 * HOW TO EDIT (contributors)
 * - A file published on the GeyserMC Downloads API is `{kind: 'downloads-api', project, download}`.
 *   `project` is the `releaseProject` and `download` is the name before the colon in the project's
 *   GitHub workflow (`files: | spigot:bootstrap/spigot/build/libs/Geyser-Spigot.jar` means
 *   download `spigot`). Check both against `https://download.geysermc.org/v2/projects/<project>`.
 * - A file that is only published elsewhere (Floodgate for Fabric/NeoForge lives on Modrinth) is
 *   `{kind: 'external', url, siteName}`.
 * - Never write a download URL anywhere else in the site: wiki pages use
 *   `<ProjectDownload project="geyser" platform="spigot" />`, which reads this file.
 * - `setupGuide` must be a wiki page from the site plan; the build fails on a dead link.
 * - Keep `tab` ids, project ids and file ids lower-case: they appear in shared URLs
 *   (`/download/?project=other-projects&hydraulic=expanded`) and must never change.
 * - Run `npx vitest run tests/unit/data` after editing.
 */

/** Tabs of the download page, in display order. These strings are part of public URLs. */
export const downloadTabs = ['geyser', 'floodgate', 'other-projects'] as const;
export type DownloadTabId = (typeof downloadTabs)[number];

/** How each tab is named on the download page and in the footer. */
export const downloadTabLabels: Record<DownloadTabId, string> = {
  geyser: 'Geyser',
  floodgate: 'Floodgate',
  'other-projects': 'Other Projects',
};

export type ProjectId =
  | 'geyser'
  | 'floodgate'
  | 'geyseroptionalpack'
  | 'thirdpartycosmetics'
  | 'hurricane'
  | 'geyserconnect'
  | 'rainbow'
  | 'hydraulic'
  | 'thunder';

export type DownloadSource =
  | {
      readonly kind: 'downloads-api';
      /** Project id on the Downloads API, e.g. `geyser`. */
      readonly project: string;
      /** Download name inside a build's `downloads` object, e.g. `spigot`. */
      readonly download: string;
    }
  | {
      readonly kind: 'external';
      readonly url: string;
      /** Shown on the button: "Download from Modrinth". */
      readonly siteName: string;
    };

export interface WikiLink {
  readonly label: string;
  /** Absolute wiki path with a trailing slash. */
  readonly path: string;
}

export interface DownloadFile {
  /** Unique inside its project; for server software this is the platform id. */
  readonly id: string;
  /** Human name of the platform or variant, e.g. "Spigot / Paper". */
  readonly label: string;
  /** File name as published, so readers know what they are looking for. */
  readonly fileName: string;
  /** One or two plain sentences: what this file is and where it goes. */
  readonly description: string;
  readonly setupGuide: WikiLink;
  readonly source: DownloadSource;
}

export interface Project {
  readonly id: ProjectId;
  readonly name: string;
  readonly tab: DownloadTabId;
  /** A short noun phrase shown under the name, e.g. "the optional resource pack". */
  readonly kind: string;
  /** Plain sentences describing what the project does and who needs it. */
  readonly description: string;
  /** The project's main wiki page. */
  readonly wiki: WikiLink;
  readonly repository: string;
  readonly status?: 'beta';
  readonly files: readonly DownloadFile[];
}

const api = (project: string, download: string): DownloadSource => ({kind: 'downloads-api', project, download});

const geyserSetup = {
  paper: {label: 'Paper and Spigot setup', path: '/wiki/geyser/setup/self/paper-spigot/'},
  proxy: {label: 'Proxy server setup', path: '/wiki/geyser/setup/self/proxy-servers/'},
  modded: {label: 'Fabric and NeoForge setup', path: '/wiki/geyser/setup/self/modded-servers/'},
  viaproxy: {label: 'ViaProxy setup', path: '/wiki/geyser/setup/self/viaproxy/'},
  standalone: {label: 'Standalone setup', path: '/wiki/geyser/setup/self/standalone/'},
} satisfies Record<string, WikiLink>;

const floodgateSetup = {
  paper: {label: 'Floodgate on Paper and Spigot', path: '/wiki/floodgate/setup/paper-spigot/'},
  proxy: {label: 'Floodgate on proxies', path: '/wiki/floodgate/setup/proxy-servers/'},
  modded: {label: 'Floodgate on Fabric and NeoForge', path: '/wiki/floodgate/setup/modded/'},
} satisfies Record<string, WikiLink>;

const floodgateModrinth = (loader: 'fabric' | 'neoforge'): DownloadSource => ({
  kind: 'external',
  url: `https://modrinth.com/mod/floodgate/versions?l=${loader}`,
  siteName: 'Modrinth',
});

export const projects: readonly Project[] = [
  {
    id: 'geyser',
    name: 'Geyser',
    tab: 'geyser',
    kind: 'the Bedrock-to-Java bridge',
    description:
      'Geyser translates between the two editions, so players on phones, consoles and Windows can join a Java Edition server. Pick the file for the software your server runs.',
    wiki: {label: 'Geyser setup guide', path: '/wiki/geyser/setup/'},
    repository: 'https://github.com/GeyserMC/Geyser',
    files: [
      {
        id: 'spigot',
        label: 'Spigot / Paper',
        fileName: 'Geyser-Spigot.jar',
        description:
          'Plugin for Paper, Spigot, Purpur, Folia and other Bukkit-based servers. Drop it in the plugins folder.',
        setupGuide: geyserSetup.paper,
        source: api('geyser', 'spigot'),
      },
      {
        id: 'bungeecord',
        label: 'BungeeCord',
        fileName: 'Geyser-BungeeCord.jar',
        description:
          'Plugin for a BungeeCord or Waterfall proxy. Install it on the proxy only, not on the servers behind it.',
        setupGuide: geyserSetup.proxy,
        source: api('geyser', 'bungeecord'),
      },
      {
        id: 'velocity',
        label: 'Velocity',
        fileName: 'Geyser-Velocity.jar',
        description: 'Plugin for a Velocity proxy. Install it on the proxy only, not on the servers behind it.',
        setupGuide: geyserSetup.proxy,
        source: api('geyser', 'velocity'),
      },
      {
        id: 'fabric',
        label: 'Fabric',
        fileName: 'Geyser-Fabric.jar',
        description:
          'Server-side mod for Fabric. It needs Fabric API and is built for the current Java Edition release only.',
        setupGuide: geyserSetup.modded,
        source: api('geyser', 'fabric'),
      },
      {
        id: 'neoforge',
        label: 'NeoForge',
        fileName: 'Geyser-NeoForge.jar',
        description: 'Server-side mod for NeoForge, built for the current Java Edition release only.',
        setupGuide: geyserSetup.modded,
        source: api('geyser', 'neoforge'),
      },
      {
        id: 'viaproxy',
        label: 'ViaProxy',
        fileName: 'Geyser-ViaProxy.jar',
        description:
          'Plugin for ViaProxy, which lets Bedrock players reach Java servers running older or newer versions.',
        setupGuide: geyserSetup.viaproxy,
        source: api('geyser', 'viaproxy'),
      },
      {
        id: 'standalone',
        label: 'Standalone',
        fileName: 'Geyser-Standalone.jar',
        description:
          'Runs on its own, without server software, and connects to any Java server by address. Useful when you cannot add plugins.',
        setupGuide: geyserSetup.standalone,
        source: api('geyser', 'standalone'),
      },
    ],
  },
  {
    id: 'floodgate',
    name: 'Floodgate',
    tab: 'floodgate',
    kind: 'the login companion for Geyser',
    description:
      'Floodgate lets Bedrock players join an online-mode server with only their Microsoft account, no Java Edition account needed. Install it next to Geyser, or on every backend server when Geyser runs on a proxy.',
    wiki: {label: 'Floodgate setup guide', path: '/wiki/floodgate/setup/'},
    repository: 'https://github.com/GeyserMC/Floodgate',
    files: [
      {
        id: 'spigot',
        label: 'Spigot / Paper',
        fileName: 'floodgate-spigot.jar',
        description: 'Plugin for Paper, Spigot and their forks. Also needed on each backend server behind a proxy.',
        setupGuide: floodgateSetup.paper,
        source: api('floodgate', 'spigot'),
      },
      {
        id: 'bungeecord',
        label: 'BungeeCord',
        fileName: 'floodgate-bungee.jar',
        description: 'Plugin for a BungeeCord or Waterfall proxy, installed on the proxy where Geyser runs.',
        setupGuide: floodgateSetup.proxy,
        source: api('floodgate', 'bungee'),
      },
      {
        id: 'velocity',
        label: 'Velocity',
        fileName: 'floodgate-velocity.jar',
        description: 'Plugin for a Velocity proxy, installed on the proxy where Geyser runs.',
        setupGuide: floodgateSetup.proxy,
        source: api('floodgate', 'velocity'),
      },
      {
        id: 'fabric',
        label: 'Fabric',
        fileName: 'floodgate-fabric.jar',
        description:
          'Server-side mod for Fabric, published on Modrinth. Pick the file that matches your Minecraft version.',
        setupGuide: floodgateSetup.modded,
        source: floodgateModrinth('fabric'),
      },
      {
        id: 'neoforge',
        label: 'NeoForge',
        fileName: 'floodgate-neoforge.jar',
        description:
          'Server-side mod for NeoForge, published on Modrinth. Pick the file that matches your Minecraft version.',
        setupGuide: floodgateSetup.modded,
        source: floodgateModrinth('neoforge'),
      },
    ],
  },
  {
    id: 'geyseroptionalpack',
    name: 'GeyserOptionalPack',
    tab: 'other-projects',
    kind: 'the optional resource pack',
    description:
      'A Bedrock resource pack that fills gaps Geyser cannot close on its own: armor stand poses, illusioners, spectral arrows, offhand animations and hiding Bedrock-only buttons. Put it in the packs folder of Geyser.',
    wiki: {label: 'GeyserOptionalPack guide', path: '/wiki/other/geyseroptionalpack/'},
    repository: 'https://github.com/GeyserMC/GeyserOptionalPack',
    files: [
      {
        id: 'geyseroptionalpack',
        label: 'Resource pack',
        fileName: 'GeyserOptionalPack.mcpack',
        description: 'Bedrock resource pack (.mcpack) for the packs folder of any Geyser platform.',
        setupGuide: {label: 'Installing the pack', path: '/wiki/other/geyseroptionalpack/'},
        source: api('geyseroptionalpack', 'geyseroptionalpack'),
      },
    ],
  },
  {
    id: 'thirdpartycosmetics',
    name: 'ThirdPartyCosmetics',
    tab: 'other-projects',
    kind: 'the cosmetics extension',
    description:
      'A Geyser extension that shows Java players’ ears and capes from MinecraftCapes, OptiFine and LabyMod to Bedrock players.',
    wiki: {label: 'ThirdPartyCosmetics guide', path: '/wiki/other/thirdpartycosmetics/'},
    repository: 'https://github.com/GeyserMC/ThirdPartyCosmetics',
    files: [
      {
        id: 'thirdpartycosmetics',
        label: 'Geyser extension',
        fileName: 'ThirdPartyCosmetics.jar',
        description: 'Goes in the extensions folder of Geyser, on any platform.',
        setupGuide: {label: 'Installing the extension', path: '/wiki/other/thirdpartycosmetics/'},
        source: api('thirdpartycosmetics', 'thirdpartycosmetics'),
      },
    ],
  },
  {
    id: 'hurricane',
    name: 'Hurricane',
    tab: 'other-projects',
    kind: 'the workaround plugin',
    description:
      'A Paper/Spigot plugin with server-side workarounds for Bedrock players, such as bamboo and dripstone collisions. Each workaround has trade-offs listed in its config; read them before turning one on.',
    wiki: {label: 'Hurricane guide', path: '/wiki/other/hurricane/'},
    repository: 'https://github.com/GeyserMC/Hurricane',
    files: [
      {
        id: 'spigot',
        label: 'Spigot / Paper',
        fileName: 'hurricane-spigot.jar',
        description: 'Plugin for Paper and Spigot servers. Drop it in the plugins folder.',
        setupGuide: {label: 'Configuring Hurricane', path: '/wiki/other/hurricane/'},
        source: api('hurricane', 'spigot'),
      },
    ],
  },
  {
    id: 'geyserconnect',
    name: 'GeyserConnect',
    tab: 'other-projects',
    kind: 'the server-list extension',
    description:
      'A Geyser extension that turns one public Geyser instance into a menu of Java servers, so Bedrock players (consoles included) can pick where to go.',
    wiki: {label: 'GeyserConnect guide', path: '/wiki/other/geyserconnect/'},
    repository: 'https://github.com/GeyserMC/GeyserConnect',
    files: [
      {
        id: 'geyserconnect',
        label: 'Geyser extension',
        fileName: 'GeyserConnect.jar',
        description: 'Goes in the extensions folder of Geyser; most setups use Geyser Standalone for it.',
        setupGuide: {label: 'Setting up GeyserConnect', path: '/wiki/other/geyserconnect/'},
        source: api('geyserconnect', 'geyserconnect'),
      },
    ],
  },
  {
    id: 'rainbow',
    name: 'Rainbow',
    tab: 'other-projects',
    kind: 'the custom item mapper',
    status: 'beta',
    description:
      'A client-side Fabric mod that looks at custom items while you play on a Java server and writes Geyser item mappings plus a Bedrock resource pack for them.',
    wiki: {label: 'Rainbow guide', path: '/wiki/other/rainbow/'},
    repository: 'https://github.com/GeyserMC/Rainbow',
    files: [
      {
        id: 'rainbow',
        label: 'Fabric (client)',
        fileName: 'Rainbow.jar',
        description: 'Install it in your own Minecraft client with Fabric API, not on the server.',
        setupGuide: {label: 'Mapping items with Rainbow', path: '/wiki/other/rainbow/'},
        source: api('rainbow', 'rainbow'),
      },
    ],
  },
  {
    id: 'hydraulic',
    name: 'Hydraulic',
    tab: 'other-projects',
    kind: 'the modded-server companion',
    status: 'beta',
    description:
      'A server-side mod that works with Geyser so Bedrock players can join modded Fabric and NeoForge servers. Still early: test it before using it on a live server.',
    wiki: {label: 'Hydraulic guide', path: '/wiki/other/hydraulic/'},
    repository: 'https://github.com/GeyserMC/Hydraulic',
    files: [
      {
        id: 'fabric',
        label: 'Fabric',
        fileName: 'hydraulic-fabric.jar',
        description: 'Server-side mod for Fabric, installed next to Geyser-Fabric.',
        setupGuide: {label: 'Installing Hydraulic', path: '/wiki/other/hydraulic/'},
        source: api('hydraulic', 'fabric'),
      },
      {
        id: 'neoforge',
        label: 'NeoForge',
        fileName: 'hydraulic-neoforge.jar',
        description: 'Server-side mod for NeoForge, installed next to Geyser-NeoForge.',
        setupGuide: {label: 'Installing Hydraulic', path: '/wiki/other/hydraulic/'},
        source: api('hydraulic', 'neoforge'),
      },
    ],
  },
  {
    id: 'thunder',
    name: 'Thunder',
    tab: 'other-projects',
    kind: 'the resource pack converter',
    status: 'beta',
    description:
      'A desktop program (with a command-line mode) that converts simple Java Edition resource packs into Bedrock packs. It converts textures, not custom item mappings.',
    wiki: {label: 'Thunder guide', path: '/wiki/other/thunder/'},
    repository: 'https://github.com/GeyserMC/PackConverter',
    files: [
      {
        id: 'thunder',
        label: 'Desktop application',
        fileName: 'Thunder.jar',
        description: 'Runs on any computer with Java installed: open it with a double-click or run it with java -jar.',
        setupGuide: {label: 'Converting a pack', path: '/wiki/other/thunder/'},
        source: api('thunder', 'thunder'),
      },
    ],
  },
];

export function getProject(id: ProjectId): Project {
  const project = projects.find((candidate) => candidate.id === id);
  if (!project) {
    throw new Error(`Unknown project "${id}" (see src/data/projects.ts)`);
  }
  return project;
}

export function projectsInTab(tab: DownloadTabId): Project[] {
  return projects.filter((project) => project.tab === tab);
}

/** Ids of the expandable sections in the "Other Projects" tab; each is a query key in shared URLs. */
export const otherProjectIds: readonly ProjectId[] = projectsInTab('other-projects').map((project) => project.id);
