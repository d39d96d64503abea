import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

const wikiDir = path.join(__dirname, 'wiki');
const hasDoc = (id: string): boolean =>
  ['.mdx', '.md'].some((ext) => fs.existsSync(path.join(wikiDir, id + ext)));

/** A doc id, or a doc id with a shorter label for the sidebar than its title. */
type DocRef = string | [id: string, label: string];

/** Lists only the docs that exist yet, so sections can land one at a time. */
function docs(...refs: DocRef[]): SidebarItemConfig[] {
  return refs
    .map((ref) => (typeof ref === 'string' ? {id: ref} : {id: ref[0], label: ref[1]}))
    .filter(({id}) => hasDoc(id))
    .map(({id, label}) => (label ? {type: 'doc' as const, id, label} : id));
}

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
    ...docs('geyser/index'),
    ...category(
      'Setup',
      [
        ...category(
          'On a hosting provider',
          docs(
            ['geyser/setup/provider/paper-spigot', 'Paper or Spigot'],
            ['geyser/setup/provider/proxy-servers', 'Velocity or BungeeCord'],
            ['geyser/setup/provider/modded-servers', 'Fabric or NeoForge'],
          ),
        ),
        ...category(
          'On your own machine',
          docs(
            ['geyser/setup/self/paper-spigot', 'Paper or Spigot'],
            ['geyser/setup/self/proxy-servers', 'Velocity or BungeeCord'],
            ['geyser/setup/self/modded-servers', 'Fabric or NeoForge'],
            ['geyser/setup/self/standalone', 'Standalone'],
            ['geyser/setup/self/viaproxy', 'ViaProxy'],
          ),
        ),
        ...docs('geyser/supported-versions', 'geyser/supported-hosting-providers'),
      ],
      'geyser/setup/index',
    ),
    ...category(
      'Networking',
      docs('geyser/port-forwarding', 'geyser/playit-gg', 'geyser/using-geyser-with-consoles', 'geyser/creating-a-startup-script'),
    ),
    ...category(
      'Reference',
      docs(
        'geyser/understanding-the-config',
        'geyser/commands',
        'geyser/geyser-command-line-arguments-and-system-properties',
        'geyser/translations',
      ),
    ),
    ...category('Troubleshooting', docs('geyser/fixing-unable-to-connect-to-world', 'geyser/common-issues')),
    ...category(
      'Knowing Geyser',
      docs('geyser/faq', 'geyser/current-limitations', 'geyser/anticheat-compatibility', 'geyser/secure-chat'),
    ),
    ...category(
      'Resource packs and custom content',
      docs('geyser/packs', 'geyser/custom-items', 'geyser/custom-blocks', 'geyser/custom-skulls'),
      'geyser/custom-resource-packs',
    ),
    ...category(
      'Developers',
      docs('geyser/getting-started-with-the-api', 'geyser/events', 'geyser/forms', 'geyser/extensions'),
      'geyser/api',
    ),
  ],
  floodgate: [
    ...docs('floodgate/index'),
    ...category(
      'Setup',
      docs(
        ['floodgate/setup/paper-spigot', 'Paper or Spigot'],
        ['floodgate/setup/proxy-servers', 'Velocity or BungeeCord'],
        ['floodgate/setup/modded', 'Fabric or NeoForge'],
        ['floodgate/setup/standalone', 'Geyser Standalone'],
        ['floodgate/setup/viaproxy', 'ViaProxy'],
      ),
      'floodgate/setup/index',
    ),
    ...docs(
      'floodgate/features',
      'floodgate/linking',
      'floodgate/player',
      'floodgate/commands',
      'floodgate/api',
      'floodgate/issues',
      'floodgate/faq',
    ),
  ],
  other: [
    ...docs('other/index'),
    ...category(
      'Projects',
      docs(
        'other/geyseroptionalpack',
        'other/geyserconnect',
        'other/thirdpartycosmetics',
        'other/hurricane',
        'other/rainbow',
        'other/hydraulic',
        'other/thunder',
      ),
    ),
    ...category(
      'Community',
      docs('other/test-server', 'other/community-geyser-projects', 'other/discord-bot-usage', 'other/developer-guide'),
    ),
  ],
};

export default sidebars;
