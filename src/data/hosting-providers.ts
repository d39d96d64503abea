/**
 * Hosting providers and how to run Geyser on each: the one source for
 * /wiki/geyser/supported-hosting-providers/ and /data/providers.json (which the GeyserMC Discord
 * bot's provider command reads).
 *
 * HOW TO ADD OR CHANGE A PROVIDER (contributors)
 * 1. Pick the category:
 *    - `built_in`: Geyser comes preinstalled, or the panel installs and configures it in one step.
 *    - `support`: Geyser works, but the owner has to set a port or address by hand.
 *    - `no_support`: Geyser cannot work there (no UDP, outdated Java, blocked traffic).
 * 2. Insert the entry in alphabetical order (case-insensitive; digits sort first). A test checks.
 * 3. `url` is the provider's home page, with https.
 * 4. `steps` are short imperative sentences, in your own words, in the order the owner does them.
 *    Reuse a template from `stepTemplates` when the provider behaves like many others; add
 *    provider-specific steps only for what differs. Inline markup: `code` and
 *    [label](https://… or /wiki/…/). For `no_support`, the steps say what to do instead.
 * 5. Never paste text from a provider's site or another wiki; describe what you verified.
 * 6. Run `npx vitest run tests/unit/data`.
 *
 * The JSON keys (`built_in`, `support`, `no_support`) are read by other programs: do not rename them.
 */

export const providerCategories = ['built_in', 'support', 'no_support'] as const;
export type ProviderCategory = (typeof providerCategories)[number];

export interface ProviderCategoryInfo {
  /** Short name for counts and filters; the wiki page's headings describe each category in full. */
  readonly label: string;
  /** Id of the category's heading on the wiki page (`## … {#anchor}`). */
  readonly anchor: string;
}

export const categoryInfo: Record<ProviderCategory, ProviderCategoryInfo> = {
  built_in: {label: 'Built in', anchor: 'built-in'},
  support: {label: 'With setup', anchor: 'supported'},
  no_support: {label: 'Cannot run Geyser', anchor: 'not-supported'},
};

export interface HostingProvider {
  readonly name: string;
  readonly url: string;
  readonly steps: readonly string[];
}

const installGeyser = 'Install the Geyser plugin or mod that matches your server software.';
const restartAndJoinJava =
  'Restart the server. On Bedrock, add a server with the same address and port that Java players use.';

/** Reusable step lists for the situations most providers fall into. */
export const stepTemplates = {
  /** One shared port: Geyser takes the Java port number for UDP. */
  cloneRemotePort: [
    installGeyser,
    'In the `bedrock` section of Geyser’s `config.yml`, set `clone-remote-port: true` so Geyser listens for Bedrock on the Java port number (typing that number into `port` does the same).',
    restartAndJoinJava,
  ],
  /** As above, for panels where binding to every interface fails. */
  cloneRemotePortWithAddress: [
    installGeyser,
    'In the `bedrock` section of Geyser’s `config.yml`, set `clone-remote-port: true`.',
    'In the same section, replace `0.0.0.0` in `address` with the IP address your panel shows for the server.',
    restartAndJoinJava,
  ],
  /** The server has its own IP; Geyser must bind to it. */
  bindAddress: [
    installGeyser,
    'In the `bedrock` section of Geyser’s `config.yml`, replace `0.0.0.0` in `address` with the IP address your panel shows for the server.',
    'Restart the server and join from Bedrock with that IP address and the Bedrock port (19132 unless you changed it).',
  ],
  /** A second port allocated in the panel. */
  extraPort: (where: string): string[] => [
    installGeyser,
    `Add a new port to the server in ${where}.`,
    'Write that number into `port` in the `bedrock` section of Geyser’s `config.yml`.',
    'Restart the server and join from Bedrock with the usual server address and the new port.',
  ],
  /** The host keeps its own, maintained guide. */
  hostGuide: (label: string, url: string): string[] => [
    `Follow [${label}](${url}); it matches the host's panel.`,
    'If a step does not match what you see, ask the host’s support: they can check the UDP port from their side.',
  ],
} as const;

const ovhNote =
  'If Bedrock players time out even though the port is right, the node may be behind OVH’s game firewall; read [port forwarding](/wiki/geyser/port-forwarding/) and ask support to allow UDP for your port.';

export const hostingProviders: Record<ProviderCategory, readonly HostingProvider[]> = {
  built_in: [
    {
      name: '365Hosts',
      url: 'https://365hosts.com/',
      steps: [
        'Order a server from the [Minecraft crossplay plans](https://www.365hosts.com/gaming/crossplayminecraft); Geyser comes with them.',
        'Give Bedrock players the connection details shown after ordering.',
      ],
    },
    {
      name: 'Apex Hosting',
      url: 'https://apexminecrafthosting.com/',
      steps: [
        'Open the Customizations tab of the panel.',
        'Set the Geyser Auto Installer option to Enabled, then restart.',
        'Bedrock players join with the Java address and port. Apex documents the option in [its GeyserMC article](https://apexminecrafthosting.com/geysermc/).',
      ],
    },
    {
      name: 'Arth Hosting',
      url: 'https://arthmc.xyz/',
      steps: [
        'Nothing to install: new servers already run Geyser with a working configuration.',
        'To switch it off, remove it from the Manage Plugins menu.',
      ],
    },
    {
      name: 'Aternos',
      url: 'https://aternos.org/',
      steps: [
        'Choose a server software that takes plugins (Paper, for example), then add Geyser from the Aternos plugin list.',
        'Start the server and join from Bedrock with the Java address and port.',
        'Aternos installs the newest Geyser once and never updates it. To update, install it again from the list; removing it first is not needed. See the [Aternos help article](https://support.aternos.org/hc/en-us/articles/360051047631).',
      ],
    },
    {
      name: 'BedrockHost',
      url: 'https://bedrockhost.pl/',
      steps: [
        'In the panel, install a new engine and pick Geyser from the ready-made solutions; you get Paper with Geyser-Spigot.',
        'Join from Bedrock with the Java address and port. For a custom setup, read the host’s [guide in Polish](https://bedrockhost.pl/w/geyser-czyli-serwer-minecraft-java-i-bedrock-w-jednym).',
      ],
    },
    {
      name: 'Cloud Nord',
      url: 'https://cloudnord.net/',
      steps: [
        'Order from the [crossplay server plans](https://cloudnord.net/minecraftcrossplay-server-hosting/), which include Geyser.',
        'Follow the joining instructions the host sends with the server.',
      ],
    },
    {
      name: 'CreeperHost',
      url: 'https://www.creeperhost.net/',
      steps: [
        'Find the Geyser switch in the control panel and turn it on; new servers may have it off.',
        'Restart so Geyser starts, then join from Bedrock with the Java address and port.',
      ],
    },
    {
      name: 'Cubes Hosting',
      url: 'https://www.cubes.host/',
      steps: [
        'Install Geyser with the plugin manager and restart.',
        'Geyser gets an extra port of its own: read it from the console log and share it with Bedrock players.',
        'For Geyser Standalone instead of the plugin, open a support ticket.',
      ],
    },
    {
      name: 'exaroton',
      url: 'https://exaroton.com/',
      steps: [
        'Add Geyser from the exaroton plugin list.',
        'Join from Bedrock with the Java address and port. Details: [exaroton’s Geyser article](https://support.exaroton.com/hc/en-us/articles/360019857918-Geyser).',
      ],
    },
    {
      name: 'FreeMcServer.net',
      url: 'https://freemcserver.net/',
      steps: ['Add Geyser in the Plugins tab.', 'Join from Bedrock with the Java address and port.'],
    },
    {
      name: 'GGServers',
      url: 'https://ggservers.com/',
      steps: ['Add Geyser with the automatic plugin installer; it works without further settings.'],
    },
    {
      name: 'Lilypad',
      url: 'https://lilypad.gg/',
      steps: [
        'When you change the server software, tick the Bedrock crossplay option: Geyser and Floodgate are installed and configured together.',
        'The host explains the option at [lilypad.gg/bedrock](https://lilypad.gg/bedrock).',
      ],
    },
    {
      name: 'MCServerHost',
      url: 'https://mcserverhost.com/',
      steps: [
        'Choose Crossplay in the server configuration to get Geyser and Floodgate.',
        'Bedrock players use the connection address the panel shows.',
        'To update later, swap both plugin jars in the server manager and restart.',
      ],
    },
    {
      name: 'Minefort',
      url: 'https://minefort.com/',
      steps: [
        'In the server dashboard, make sure Allow Bedrock (under Connect Support) is on.',
        'Bedrock players connect to `play.minefort.com` and run `/server <servername>`, or go straight to `<servername>.minefort.com`.',
      ],
    },
    {
      name: 'Minehut',
      url: 'https://minehut.com/',
      steps: [
        'Bedrock access is always on; there is nothing to install.',
        'Connect to `bedrock.minehut.com` and type `/join <servername>`, or use `<servername>.bedrock.minehut.gg` directly.',
      ],
    },
    {
      name: 'OMGServ',
      url: 'https://www.omgserv.com/en/',
      steps: [
        'Select Geyser in the install menu; the host sets it up.',
        'Turn on Floodgate in the server properties on the dashboard if Bedrock players should not need a Java account.',
      ],
    },
    {
      name: 'Physgun',
      url: 'https://physgun.com/',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'PiglinHost',
      url: 'https://piglinhost.com/',
      steps: [
        'Order from the [cross-platform server plans](https://piglinhost.com/minecraft-java-hosting.html), which come with Geyser.',
        'For an existing server, open a [support ticket](https://billing.piglinhost.com/submitticket.php?step=2&deptid=5) and the team installs and configures it.',
      ],
    },
    {
      name: 'Play Hosting',
      url: 'https://play.hosting/',
      steps: [
        'When you change the server software, tick the Bedrock crossplay option to get Geyser and Floodgate preconfigured.',
        'More about the option: [Play Hosting crossplay help](https://help.play.hosting/minecraft/crossplay).',
      ],
    },
    {
      name: 'Pufferfish Host',
      url: 'https://pufferfish.host/',
      steps: ['Every server comes with Geyser already set up: join from Bedrock with the Java address and port.'],
    },
    {
      name: 'Server.pro',
      url: 'https://server.pro/',
      steps: [
        'VPS plans: choose Geyser as the service type; Floodgate is a setting in the dashboard configuration.',
        'Free and Premium plans: install Geyser yourself and use the Java port for Bedrock. On the Free plan, also set `clone-remote-port: true`.',
        'PRO and VPS plans: any port works once you open it in the Firewall tab and write it into `port` in the `bedrock` section.',
      ],
    },
    {
      name: 'Snakecraft Hosting',
      url: 'https://snakecrafthosting.com/',
      steps: [
        'At checkout, choose the jar type Paper + Geyser with Floodgate.',
        'Bedrock players join with the Java address and port.',
      ],
    },
    {
      name: 'SRKHOST',
      url: 'https://www.srkhost.eu/',
      steps: [
        'Turn Geyser on in the version changer page.',
        'Geyser runs on a port the host assigns; share that port with Bedrock players.',
      ],
    },
    {
      name: 'UltraServers',
      url: 'https://ultraservers.com/',
      steps: [
        'New server: pick Paper + Geyser in the Change version tab. Existing server: add Geyser from the Plugins/Minecraft mods tab.',
        'Join from Bedrock with the Java address and port. See the [UltraServers crossplay guide](https://docs.ultraservers.com/minecraft/plugins-mods/crossplay-on-java-and-bedrock).',
      ],
    },
    {
      name: 'VemoxHost',
      url: 'https://vemoxhost.com/',
      steps: [
        'Switch on the GeyserMC option in the panel and restart.',
        'Join from Bedrock with the Java address and port.',
      ],
    },
    {
      name: 'Virtual Gladiators',
      url: 'https://virtualgladiators.com/',
      steps: [
        'Install Geyser from the VG Recommended category of the control panel and restart.',
        'Bedrock players use the Java address and port.',
      ],
    },
    {
      name: 'WiseHosting',
      url: 'https://wisehosting.com/',
      steps: [
        'In the Properties tab of the game panel, pick a GeyserMC preset, press Install and restart.',
        'Prefer a manual setup? The [WiseHosting crossplay article](https://help.wisehosting.com/en/articles/13-how-to-install-geysermc-java-bedrock-crossplay-to-your-server) covers both ways.',
      ],
    },
    {
      name: 'ZAP-Hosting',
      url: 'https://zap-hosting.com/en/',
      steps: [
        'Install Geyser from the plugin list in the control panel and restart.',
        'Bedrock players use the Java address and port.',
      ],
    },
  ],
  support: [
    {
      name: 'Akliz',
      url: 'https://www.akliz.net/',
      steps: stepTemplates.extraPort('the port forwarding option of the panel'),
    },
    {
      name: 'Aquatis',
      url: 'https://aquatis.host/',
      steps: [
        installGeyser,
        'Open a support ticket and ask for a UDP port.',
        'Write that port into `port` in the `bedrock` section of Geyser’s `config.yml`, restart, and join with it.',
      ],
    },
    {
      name: 'Birdflop',
      url: 'https://birdflop.com/',
      steps: [
        installGeyser,
        'Create an allocation in the Network tab and use it as the Bedrock `port`. With a dedicated IP, you can ask for 19132 in a ticket instead.',
        'Restart and join from Bedrock with the address and that port.',
      ],
    },
    {
      name: 'BisectHosting',
      url: 'https://www.bisecthosting.com/',
      steps: [
        installGeyser,
        'In the Network tab, copy a port that no other mod or plugin uses.',
        'Write it into `port` in the `bedrock` section of Geyser’s `config.yml` and restart.',
        'Still no connection? Some nodes have had UDP switched off: ask Bisect support. Their own walkthrough is in the [Bisect knowledge base](https://www.bisecthosting.com/clients/index.php?rp=/knowledgebase/193/How-to-install-Geyser-and-Floodgate-on-a-Minecraft-Java-server.html).',
      ],
    },
    {
      name: 'Bloom.host',
      url: 'https://www.bloom.host/',
      steps: stepTemplates.hostGuide('Bloom’s GeyserMC documentation', 'https://docs.bloom.host/plugins/geysermc/'),
    },
    {
      name: 'Clovux',
      url: 'https://clovux.net/',
      steps: stepTemplates.bindAddress,
    },
    {
      name: 'Consulhosting',
      url: 'https://consulhosting.nl/',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'Craft-Hosting',
      url: 'https://craft-hosting.ru/',
      steps: [...stepTemplates.cloneRemotePort, 'The host serves customers in Russia only.'],
    },
    {
      name: 'DedicatedMC',
      url: 'https://dedicatedmc.io/',
      steps: stepTemplates.hostGuide(
        'DedicatedMC’s GeyserMC guide',
        'https://docs.dedicatedmc.io/plugins-mods/how-to-install-geysermc/',
      ),
    },
    {
      name: 'ElfIDC',
      url: 'https://www.elfidc.com/',
      steps: [
        'When ordering, choose Paper/Spigot + Geyser to get the plugin preinstalled.',
        'Join from Bedrock with the Java address and port. The host serves customers in China only.',
      ],
    },
    {
      name: 'EnviroMC',
      url: 'https://enviromc.host/',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'ExtraVM',
      url: 'https://extravm.com/',
      steps: stepTemplates.bindAddress,
    },
    {
      name: 'FadeHost',
      url: 'https://fadehost.com/',
      steps: [
        ...stepTemplates.cloneRemotePort,
        'A separate Bedrock port is only possible with a dedicated IP address, which the host sells.',
      ],
    },
    {
      name: 'FakaHeda',
      url: 'https://fakaheda.eu/',
      steps: [
        installGeyser,
        'Either set `clone-remote-port: true` in the `bedrock` section, or write one of the extra ports assigned to your server into `port`.',
        'Restart and join from Bedrock with the port you chose.',
      ],
    },
    {
      name: 'FalixNodes',
      url: 'https://falixnodes.net/',
      steps: stepTemplates.extraPort('the Network page of the game panel'),
    },
    {
      name: 'Ferox Hosting',
      url: 'https://feroxhosting.nl/',
      steps: [
        installGeyser,
        'Open a new port in the panel and write it into `port` in the `bedrock` section.',
        'Restart; the [Ferox knowledge base](https://feroxhosting.nl/kb/) has screenshots of each step.',
      ],
    },
    {
      name: 'Fluctis Hosting',
      url: 'https://fluctishosting.com/',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'FREAKHOSTING',
      url: 'https://freakhosting.com/',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'Fusion Hosting',
      url: 'https://fusionhostingltd.co.uk/',
      steps: [
        ...stepTemplates.cloneRemotePort,
        'Alternatively, create a port in the Network tab of the panel and write it into `port` instead.',
      ],
    },
    {
      name: 'G-Portal',
      url: 'https://www.g-portal.com/',
      steps: [
        installGeyser,
        'Look up the query port in the panel; it ends in 65 (for example 12365).',
        'Geyser may only use the five ports after it, ending in 66 to 70 (12366 to 12370 in the example). Write one of them into `port` in the `bedrock` section.',
        'In the same section, set `address` to the server IP shown above the query port. Older config files have that line commented out: remove the `#` in front.',
        'Restart and join from Bedrock with that IP and port.',
      ],
    },
    {
      name: 'GameHosting.it',
      url: 'https://www.gamehosting.it/',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'GameProHost',
      url: 'https://gameprohost.com/',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'Heavynode',
      url: 'https://www.heavynode.com/',
      steps: [
        ...stepTemplates.extraPort('the Networking section of the control panel'),
        'Port 19132 itself needs a dedicated IP; ask support for one.',
        ovhNote,
      ],
    },
    {
      name: 'Hicoria',
      url: 'https://hicoria.com/en/',
      steps: [
        installGeyser,
        'Write one of the ports allocated to your server into `port` in the `bedrock` section.',
        'Restart and join from Bedrock with that port.',
      ],
    },
    {
      name: 'Host Havoc',
      url: 'https://hosthavoc.com/minecraft',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'Hosterfy',
      url: 'https://www.hosterfy.com/',
      steps: [...stepTemplates.cloneRemotePort, 'An extra port for Bedrock is available on request.'],
    },
    {
      name: 'HostEZ',
      url: 'https://hostez.io/minecraft',
      steps: [
        'Install Geyser yourself, or ask support to install it for you on a port of its own.',
        'Join from Bedrock with the server address and the Bedrock port.',
      ],
    },
    {
      name: 'Hosting-Minecraft',
      url: 'https://hosting-minecraft.pro/',
      steps: stepTemplates.extraPort('the Allocations tab'),
    },
    {
      name: 'HumbleServers',
      url: 'https://humbleservers.com/',
      steps: [
        installGeyser,
        'Use the Java port (`clone-remote-port: true`) or one of the two extra ports as the Bedrock `port`.',
        'Restart. If the subdomain does not work on Bedrock, join with the numeric IP address.',
      ],
    },
    {
      name: 'KaasHosting',
      url: 'https://www.kaashosting.nl/',
      steps: [
        ...stepTemplates.cloneRemotePort,
        'An additional port works too. The host’s [article in Dutch](https://www.kaashosting.nl/help/nl/minecraft/hoe-maak-ik-mijn-minecraft-server-crossplay-met-geysermc) shows both ways.',
      ],
    },
    {
      name: 'KeKsHost',
      url: 'https://kekshost.com/en/',
      steps: [
        installGeyser,
        'Leave the Bedrock settings alone: the default port 19132 is open on these servers.',
        'Join from Bedrock with the server IP and port 19132. A different port is available on request.',
      ],
    },
    {
      name: 'Kinetic Hosting',
      url: 'https://kinetichosting.net/',
      steps: [
        ...stepTemplates.extraPort('the Network and Ports page'),
        'Or skip the new port and set `clone-remote-port: true` to share the Java port. The host’s [Geyser article](https://www.kinetichosting.net/articles/minecraft-java/plugins/geyser) has more.',
      ],
    },
    {
      name: 'MC-HOST24.de',
      url: 'https://mc-host24.de/',
      steps: stepTemplates.cloneRemotePortWithAddress,
    },
    {
      name: 'MCFORFREE.DE',
      url: 'https://mcforfree.de/',
      steps: [
        ...stepTemplates.extraPort('the game panel'),
        'A new port can take a few minutes before it accepts connections.',
      ],
    },
    {
      name: 'MCPEhost.ru',
      url: 'https://mcpehost.ru/',
      steps: [
        installGeyser,
        'Add a port in the server settings and enable the UDP protocol on it.',
        'Write it into `port` in the `bedrock` section, restart, and join with the Java address and that port.',
      ],
    },
    {
      name: 'Meloncube',
      url: 'https://www.meloncube.net/',
      steps: [
        installGeyser,
        'Ask support for a UDP port for Geyser.',
        'Write it into `port` in the `bedrock` section, restart, and join with it.',
      ],
    },
    {
      name: 'Minecraft-Hosting.pro',
      url: 'https://www.minecraft-hosting.pro/',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'MineStrator',
      url: 'https://minestrator.com/',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'Modrinth Hosting',
      url: 'https://modrinth.com/servers',
      steps: stepTemplates.hostGuide(
        'Modrinth’s article on adding Geyser',
        'https://support.modrinth.com/en/articles/10986613-adding-geyser-to-your-server',
      ),
    },
    {
      name: 'Netbela',
      url: 'https://netbela.nl/store/minecraft',
      steps: [
        'Install Geyser with the host’s plugin installer.',
        'Set `clone-remote-port: true` in the `bedrock` section so Bedrock shares the Java port.',
        'Restart and join from Bedrock with the Java address and port.',
      ],
    },
    {
      name: 'NFOservers',
      url: 'https://nfoservers.com/',
      steps: [
        ...stepTemplates.bindAddress,
        'On an unmanaged VDS you can instead run [Geyser Standalone](/wiki/geyser/setup/self/standalone/) next to the server.',
      ],
    },
    {
      name: 'Nitrado',
      url: 'https://nitrado.net/',
      steps: [
        installGeyser,
        'Take the Java port, add 4, and write the result into `port` in the `bedrock` section.',
        'Restart. Nitrado’s own steps are in the [Nitrado wiki](https://wiki.nitrado.net/en/How_to_install_GeyserMC_and_Floodgate).',
      ],
    },
    {
      name: 'Nodecraft',
      url: 'https://nodecraft.com/',
      steps: [
        installGeyser,
        'Leave the Bedrock `port` at its default and keep `address` at `0.0.0.0` (setting it to the server IP works too).',
        'Restart and join from Bedrock with the server address.',
      ],
    },
    {
      name: 'OrionNodes',
      url: 'https://orionnodes.com/',
      steps: stepTemplates.extraPort('the Network page of the game panel'),
    },
    {
      name: 'PaperNodes',
      url: 'https://papernodes.com/',
      steps: [
        ...stepTemplates.cloneRemotePort,
        'Support can also add a port or a dedicated IP if you want Bedrock on its own port.',
      ],
    },
    {
      name: 'PebbleHost',
      url: 'https://pebblehost.com/',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'PlanetNode',
      url: 'https://planetnode.net/',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'PUBCS',
      url: 'https://pubcs.com/',
      steps: [
        ...stepTemplates.cloneRemotePort,
        'A separate Bedrock port needs a plan that includes a dedicated IP address.',
      ],
    },
    {
      name: 'RamShard',
      url: 'https://ramshard.com/',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'Redline Hosting',
      url: 'https://redlinehosting.net/',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'Revivenode',
      url: 'https://revivenode.com/',
      steps: [...stepTemplates.cloneRemotePort, 'A secondary port from the Network tab works as well.', ovhNote],
    },
    {
      name: 'ScalaCube',
      url: 'https://scalacube.com/',
      steps: stepTemplates.cloneRemotePortWithAddress,
    },
    {
      name: 'Shockbyte',
      url: 'https://shockbyte.com/',
      steps: [
        'Install Geyser and restart: the host fills in the Bedrock port for you.',
        'Join from Bedrock with the Java address and port.',
        'To run Geyser Standalone instead, see [Shockbyte’s article](https://shockbyte.com/billing/knowledgebase/173/Introduction-to-GeyserMCorDragonProxy-How-GeyserMC-Works.html).',
      ],
    },
    {
      name: 'Skynode.pro',
      url: 'https://skynode.pro/',
      steps: stepTemplates.extraPort('Server Details'),
    },
    {
      name: 'Sparked Host',
      url: 'https://sparkedhost.com/',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'STIPE',
      url: 'https://stipe.com.au/',
      steps: [...stepTemplates.cloneRemotePort, 'The host serves customers in Australia only.'],
    },
    {
      name: 'SyntexHosting',
      url: 'https://syntexhosting.com/',
      steps: [...stepTemplates.cloneRemotePort, 'An additional port is free on request if you want Bedrock separate.'],
    },
    {
      name: 'The Minecraft Hosting',
      url: 'https://theminecrafthosting.com/',
      steps: [
        installGeyser,
        'Try the default Bedrock port 19132 first.',
        'If Bedrock players cannot connect, set `clone-remote-port: true` in the `bedrock` section, restart, and join with the Java address and port.',
      ],
    },
    {
      name: 'TNAHosting',
      url: 'https://tnahosting.net/',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'TurboHost',
      url: 'https://turbohost.nl/',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'UltimateSRV',
      url: 'https://ultimatesrv.com/',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'VexyHost',
      url: 'https://vexyhost.com/',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'Volcano Hosting',
      url: 'https://www.volcanohosting.net/',
      steps: stepTemplates.cloneRemotePort,
    },
    {
      name: 'VoltHosting',
      url: 'https://www.volthosting.co.uk/',
      steps: [
        ...stepTemplates.cloneRemotePort,
        'For a separate port, request one or buy a dedicated IP. Stuck? [Contact VoltHosting](https://volthosting.co.uk/contact.html).',
      ],
    },
    {
      name: 'Vultam',
      url: 'https://vultam.net/',
      steps: [
        ...stepTemplates.cloneRemotePort,
        'Or allocate an extra port in the Network section of the control panel and write it into `port`. Vultam support helps through [a ticket](https://clients.vultam.net/submitticket.php?step=2&deptid=1).',
      ],
    },
    {
      name: 'Wasabi Hosting',
      url: 'https://wasabihosting.com/',
      steps: [
        'Install Geyser with the host’s plugin installer.',
        'Set `clone-remote-port: true` in the `bedrock` section so Bedrock shares the Java port.',
        'Restart and join from Bedrock with the Java address and port.',
      ],
    },
    {
      name: 'Wepwawet',
      url: 'https://wepwawet.net/',
      steps: stepTemplates.extraPort('the Network tab'),
    },
    {
      name: 'WinterNode',
      url: 'https://winternode.com/',
      steps: [...stepTemplates.cloneRemotePort, 'Want Bedrock on its own port? Request one, or buy a dedicated IP.'],
    },
    {
      name: 'WitherHosting',
      url: 'https://witherhosting.com/',
      steps: [
        ...stepTemplates.cloneRemotePort,
        'Or create a port in the ports manager of the panel and use it for Bedrock. See the [WitherHosting article](https://support.witherhosting.com/en/article/how-to-install-and-use-geysermc-1xn5l6v/).',
      ],
    },
  ],
  no_support: [
    {
      name: 'Feather',
      url: 'https://feathermc.com/',
      steps: [
        'Feather’s server network carries no UDP traffic, and Bedrock players connect over UDP, so Geyser cannot be reached.',
        'Run the server yourself (Paper, for example) and use [playit.gg](/wiki/geyser/playit-gg/) if you cannot forward ports.',
      ],
    },
    {
      name: 'MyArena',
      url: 'https://www.myarena.ru/',
      steps: [
        'Servers start, but the Java runtime offered is too old for Geyser, which needs a current one.',
        'Pick a host from the lists above.',
      ],
    },
    {
      name: 'NiCraft',
      url: 'https://www.ni-host.com/',
      steps: [
        'No Bedrock support, and its firewall setup keeps most Bedrock players out (the same problem described under [port forwarding](/wiki/geyser/port-forwarding/)).',
        'Pick a host from the lists above.',
      ],
    },
  ],
};

/** Steps joined into one Markdown text, as served in `/data/providers.json`. */
export function describeSteps(steps: readonly string[]): string {
  if (steps.length === 1) {
    return steps[0];
  }
  return steps.map((step, index) => `${index + 1}. ${step}`).join('\n');
}

export interface ProvidersJsonEntry {
  name: string;
  url: string;
  description: string;
}

export type ProvidersJson = Record<ProviderCategory, ProvidersJsonEntry[]>;

/**
 * The document served at `/data/providers.json`. Wiki links become absolute so that programs
 * (the Discord bot puts `description` into an embed) can follow them.
 */
export function createProvidersJson(siteUrl = 'https://geysermc.org'): ProvidersJson {
  const absolutize = (text: string): string =>
    text.replace(/\]\((\/[^)]*)\)/g, (_match, path: string) => `](${siteUrl}${path})`);
  const result = {} as ProvidersJson;
  for (const category of providerCategories) {
    result[category] = hostingProviders[category].map((provider) => ({
      name: provider.name,
      url: provider.url,
      description: absolutize(describeSteps(provider.steps)),
    }));
  }
  return result;
}
