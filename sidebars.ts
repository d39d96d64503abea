import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

const wikiDir = path.join(__dirname, 'wiki');
const hasDoc = (id: string): boolean => ['.mdx', '.md'].some((ext) => fs.existsSync(path.join(wikiDir, id + ext)));

/** A doc id, or a doc id with a shorter label for the sidebar than its title. */
type DocRef = string | [id: string, label: string];

/** Sidebar entries for docs; a misspelt or moved doc fails the build with its id. */
function docs(...refs: DocRef[]): SidebarItemConfig[] {
  return refs
    .map((ref) => (typeof ref === 'string' ? {id: ref} : {id: ref[0], label: ref[1]}))
    .map(({id, label}) => {
      if (!hasDoc(id)) {
        throw new Error(`sidebars.ts lists "${id}", but wiki/${id}.mdx does not exist`);
      }
      return label ? {type: 'doc' as const, id, label} : id;
    });
}

/** The docs of one wiki section, named without the section's folder. */
const inSection =
  (section: string) =>
  (...refs: DocRef[]): SidebarItemConfig[] =>
    docs(
      ...refs.map((ref): DocRef => (typeof ref === 'string' ? `${section}/${ref}` : [`${section}/${ref[0]}`, ref[1]])),
    );
const geyser = inSection('geyser');
const floodgate = inSection('floodgate');
const other = inSection('other');

function category(label: string, items: SidebarItemConfig[], link?: string): SidebarItemConfig[] {
  if (items.length === 0) {
    return [];
  }
  return [
    {
      type: 'category',
      label,
      collapsed: false,
      items,
      ...(link && hasDoc(link) ? {link: {type: 'doc', id: link}} : {}),
    },
  ];
}

const sidebars: SidebarsConfig = {
  geyser: [
    ...geyser('index'),
    ...category(
      'Setup',
      [
        ...category(
          'On a hosting provider',
          geyser(
            ['setup/provider/paper-spigot', 'Paper or Spigot'],
            ['setup/provider/proxy-servers', 'Velocity or BungeeCord'],
            ['setup/provider/modded-servers', 'Fabric or NeoForge'],
          ),
        ),
        ...category(
          'On your own machine',
          geyser(
            ['setup/self/paper-spigot', 'Paper or Spigot'],
            ['setup/self/proxy-servers', 'Velocity or BungeeCord'],
            ['setup/self/modded-servers', 'Fabric or NeoForge'],
            ['setup/self/standalone', 'Standalone'],
            ['setup/self/viaproxy', 'ViaProxy'],
            ['standalone-on-android', 'Standalone on Android'],
          ),
        ),
        ...geyser('supported-versions', 'supported-hosting-providers', 'updating'),
      ],
      'geyser/setup/index',
    ),
    ...category(
      'Networking',
      geyser(
        'port-forwarding',
        'playit-gg',
        'tunnels-and-relays',
        'waterdogpe',
        'using-geyser-with-consoles',
        'creating-a-startup-script',
      ),
    ),
    ...category(
      'Reference',
      geyser(
        'understanding-the-config',
        'commands',
        'geyser-command-line-arguments-and-system-properties',
        'translations',
      ),
    ),
    ...category('Troubleshooting', geyser('fixing-unable-to-connect-to-world', 'common-issues', 'console-messages')),
    ...category(
      'FAQ and compatibility',
      geyser('faq', 'current-limitations', 'anticheat-compatibility', 'plugin-compatibility', 'secure-chat'),
    ),
    ...category(
      'Resource packs and custom content',
      geyser('packs', 'custom-items', 'custom-blocks', 'custom-skulls', 'custom-entities', 'custom-waypoints'),
      'geyser/custom-resource-packs',
    ),
    ...category('Developers', geyser('getting-started-with-the-api', 'events', 'forms', 'extensions'), 'geyser/api'),
  ],
  floodgate: [
    ...floodgate('index'),
    ...category(
      'Setup',
      floodgate(
        ['setup/paper-spigot', 'Paper or Spigot'],
        ['setup/proxy-servers', 'Velocity or BungeeCord'],
        ['setup/modded', 'Fabric or NeoForge'],
        ['setup/standalone', 'Geyser Standalone'],
        ['setup/viaproxy', 'ViaProxy'],
      ),
      'floodgate/setup/index',
    ),
    ...floodgate('features', 'linking', 'player', 'commands', 'api', 'issues', 'faq'),
  ],
  other: [
    ...other('index'),
    ...category(
      'Projects',
      other(
        'geyseroptionalpack',
        'geyserconnect',
        'thirdpartycosmetics',
        'hurricane',
        'rainbow',
        'hydraulic',
        'thunder',
      ),
    ),
    ...category('Community', other('test-server', 'community-geyser-projects', 'discord-bot-usage', 'developer-guide')),
  ],
};

export default sidebars;
