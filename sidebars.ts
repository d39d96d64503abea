import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

const wikiDir = path.join(__dirname, 'wiki');
const hasDoc = (id: string): boolean =>
  ['.mdx', '.md'].some((ext) => fs.existsSync(path.join(wikiDir, id + ext)));

/** Lists only the docs that exist yet, so sections can land one at a time. */
function docs(...ids: string[]): SidebarItemConfig[] {
  return ids.filter(hasDoc);
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
          docs('geyser/setup/provider/paper-spigot', 'geyser/setup/provider/proxy-servers', 'geyser/setup/provider/modded-servers'),
        ),
        ...category(
          'On your own machine',
          docs(
            'geyser/setup/self/paper-spigot',
            'geyser/setup/self/proxy-servers',
            'geyser/setup/self/modded-servers',
            'geyser/setup/self/standalone',
            'geyser/setup/self/viaproxy',
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
        'floodgate/setup/paper-spigot',
        'floodgate/setup/proxy-servers',
        'floodgate/setup/modded',
        'floodgate/setup/standalone',
        'floodgate/setup/viaproxy',
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
