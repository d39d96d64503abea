import fs from 'node:fs';
import path from 'node:path';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type * as Preset from '@docusaurus/preset-classic';
import type {Config, PluginConfig} from '@docusaurus/types';
import {themes as prism} from 'prism-react-renderer';

import {downloadTabLabels, downloadTabs} from './src/data/projects';
import {localPlugins, startupPluginsOff} from './src/plugins';
import rehypeOldAnchors from './src/plugins/old-anchors';
import {ssrTemplate} from './src/plugins/startup/paint-first';
import {redirects} from './src/plugins/hosting/client-redirects';
import {latestBedrock, latestJava, oldestBedrock} from './src/data/versions';
import remarkConstants from './src/plugins/remark-constants';

/** Service endpoints are build-time settings, so tests can point the site at local servers. */
const customFields = {
  downloadsApiUrl: process.env.DOWNLOADS_API_URL ?? 'https://download.geysermc.org',
  dumpServiceUrl: process.env.DUMP_SERVICE_URL ?? 'https://dump.geysermc.org',
  globalApiUrl: process.env.GLOBAL_API_URL ?? 'https://api.geysermc.org',
  // The log checker fetches mclo.gs logs through this API, and only when the reader asks.
  mclogsApiUrl: process.env.MCLOGS_API_URL ?? 'https://api.mclo.gs',
};

/**
 * `SITE_HOST=github-pages` builds for a host that ignores `_redirects` and `_headers`: legacy URLs
 * then get client-side redirect pages instead (see the README's deploy section).
 */
const clientRedirects = process.env.SITE_HOST === 'github-pages';

/**
 * Features land one at a time: chrome links to a route only once its page exists, so the build's
 * broken-link check stays strict.
 */
const hasPage = (route: string): boolean =>
  ['.tsx', '/index.tsx'].some((ext) => fs.existsSync(path.join(__dirname, 'src/pages', route + ext)));
const when = <T>(route: string, ...items: T[]): T[] => (hasPage(route) ? items : []);

const githubOrganisation = 'https://github.com/GeyserMC';
const discordInvite = 'https://discord.gg/geysermc';
const repository = `${githubOrganisation}/GeyserWebsite`;
const editUrl = `${repository}/edit/master/`;

/** The blog's name and summary, on its pages and in its RSS and Atom feeds. */
const blogTitle = 'GeyserMC blog';
const blogDescription = 'Announcements, release notes and stories from the GeyserMC project.';

/** Brand green, also used for the browser UI (`theme-color`). */
const themeColor = '#3d9a3b';

const sharedDocsOptions = {
  editUrl,
  // `{{geyser-api-version}}` and friends in code blocks: values from src/data (src/plugins/remark-constants).
  remarkPlugins: [remarkConstants],
  showLastUpdateAuthor: true,
  showLastUpdateTime: true,
  sidebarCollapsible: true,
  // `old_anchors` front matter: invisible targets that keep renamed headings' old URLs working.
  rehypePlugins: [rehypeOldAnchors],
} satisfies Partial<DocsOptions>;

/**
 * Docs versions. The wiki has one version today: the current Geyser release line, labelled with the
 * Minecraft versions it supports (from src/data/versions.ts) and served at unversioned URLs (`/wiki/...`).
 * `npm run docusaurus docs:version <name>` freezes a copy (README, "Wiki versions"); frozen copies
 * are listed in `versions.json` and served under `/wiki/<name>/` with an "unmaintained" banner.
 */
const currentDocsLabel = `Java ${latestJava} · Bedrock ${oldestBedrock.name}–${latestBedrock.name}`;
const frozenDocsVersions: string[] = fs.existsSync(path.join(__dirname, 'versions.json'))
  ? (JSON.parse(fs.readFileSync(path.join(__dirname, 'versions.json'), 'utf8')) as string[])
  : [];

type PrismTheme = typeof prism.github;

/**
 * The stock themes draw some tokens below WCAG AA contrast (comments at about 3:1, the light
 * theme's strings and functions at 4.3:1, its at-rules and YAML keys at 2.9:1); recolour just those
 * token types. Namespaces (Java package names) are also drawn at full opacity: the light theme's 0.7
 * takes them below 4.5:1.
 */
function withReadableTokens(theme: PrismTheme, colors: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const type = entry.types.find((candidate) => candidate in colors);
      const style = type ? {...entry.style, color: colors[type]} : entry.style;
      return entry.types.includes('namespace') ? {...entry, style: {...style, opacity: 1}} : {...entry, style};
    }),
  };
}

const commentTypes = ['comment', 'prolog', 'doctype', 'cdata'];
const colorFor = (types: string[], color: string) => Object.fromEntries(types.map((type) => [type, color]));

const config: Config = {
  title: 'GeyserMC',
  tagline: 'Let Minecraft: Bedrock Edition players join your Java Edition server.',
  favicon: 'img/favicon.svg',
  url: 'https://geysermc.org',
  baseUrl: '/',
  trailingSlash: true,
  organizationName: 'GeyserMC',
  projectName: 'GeyserWebsite',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    // `{#custom-id}` after a heading gives it a stable anchor that other pages can link to.
    mdx1Compat: {comments: false, admonitions: true, headingIds: true},
    hooks: {
      // The framework only allows a warning here; CI fails on any link warning in the build log.
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'throw',
    },
  },

  future: {
    v4: true,
    faster: true,
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en'}},
  },

  customFields,

  headTags: [{tagName: 'meta', attributes: {name: 'theme-color', content: themeColor}}],

  // Docusaurus's page template, with the start-up scripts run after the first paint (src/plugins/startup/paint-first/).
  ...(startupPluginsOff().has('paint-first') ? {} : {ssrTemplate}),

  presets: [
    [
      'classic',
      {
        docs: {
          ...sharedDocsOptions,
          path: 'wiki',
          routeBasePath: 'wiki',
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: {
            current: {label: currentDocsLabel, path: '', badge: true, banner: 'none'},
            ...Object.fromEntries(
              frozenDocsVersions.map((name) => [name, {label: `Geyser ${name} (archived)`, path: name, badge: true}]),
            ),
          },
          // The REST API reference is its own docs instance (below), so the API explorer's code
          // never lands in the chunks of ordinary wiki pages.
          exclude: [
            'api/**',
            // Docusaurus' defaults, which `exclude` replaces: partials (`_name.mdx`, `_folder/`) and tests.
            '**/_*.{js,jsx,ts,tsx,md,mdx}',
            '**/_*/**',
            '**/*.test.{js,jsx,ts,tsx}',
            '**/__tests__/**',
          ],
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle,
          blogDescription,
          showReadingTime: true,
          postsPerPage: 3,
          blogSidebarTitle: 'All posts',
          blogSidebarCount: 'ALL',
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          editUrl,
          feedOptions: {
            type: ['rss', 'atom'],
            title: blogTitle,
            description: blogDescription,
            copyright: `Copyright © ${new Date().getFullYear()} GeyserMC`,
            xslt: false,
          },
        },
        theme: {
          customCss: ['./src/css/custom.css', './src/css/print.css'],
        },
        sitemap: {
          lastmod: 'date',
          ignorePatterns: ['/blog/tags/**', '/blog/page/**', '/blog/archive/**', '/blog/authors/**', '/search/**'],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        ...sharedDocsOptions,
        id: 'api',
        path: 'wiki/api',
        routeBasePath: 'wiki/api',
        sidebarPath: './sidebars.api.ts',
        // Only this instance renders through the API explorer (the theme's ApiItem plus its styles),
        // so the explorer's code and CSS stay off other wiki pages.
        docItemComponent: '@site/src/plugins/openapi/ApiDocItem',
      } satisfies DocsOptions,
    ],
    // Generates wiki/api/<host>/ from openapi/*.yaml with docusaurus-plugin-openapi-docs (not committed).
    './src/plugins/openapi/index.ts',
    // Cloudflare Pages and Netlify redirect on the server from build/_redirects (src/plugins/hosting).
    // Only a host without server redirects (GitHub Pages) needs these client-side redirect pages.
    ...(clientRedirects
      ? [['@docusaurus/plugin-client-redirects', {redirects} satisfies ClientRedirectsOptions] as PluginConfig]
      : []),
    ...localPlugins,
  ],

  // docusaurus-theme-openapi-docs minus its site-wide stylesheet (see the file).
  themes: ['./src/plugins/openapi/theme.ts'],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'Geyser, Floodgate, Minecraft, Bedrock, Java, crossplay, GeyserMC'}],
    // Search: Algolia DocSearch when all three ALGOLIA_* variables are set at build time; otherwise
    // the 'local' placeholders make the same UI answer from the index the site builds
    // (src/plugins/search-index, src/lib/search/mode.ts).
    algolia: {
      ...(process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_API_KEY && process.env.ALGOLIA_INDEX_NAME
        ? {
            appId: process.env.ALGOLIA_APP_ID,
            apiKey: process.env.ALGOLIA_API_KEY,
            indexName: process.env.ALGOLIA_INDEX_NAME,
          }
        : {appId: 'local', apiKey: 'local', indexName: 'geysermc'}),
      contextualSearch: true,
      searchPagePath: 'search',
    },
    // Code samples on the API pages, curl first: the languages readers of these APIs use most.
    languageTabs: ['curl', 'javascript', 'java', 'python', 'csharp', 'php', 'ruby', 'powershell'].map((language) => ({
      language,
      logoClass: language,
      highlight: language === 'curl' ? 'bash' : language,
    })),
    // Dark unless the reader's system prefers light or they chose light; a system without a stated
    // preference gets dark too (src/plugins/color-mode).
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      // The id follows the versions, so a reader who closed the bar sees it again after an update.
      id: `versions-${latestBedrock.name}-${latestJava}`,
      // Required by the theme but not shown: src/theme/AnnouncementBar/Content builds the text from the same data.
      content: 'Supported versions',
      isCloseable: true,
    },
    docs: {
      sidebar: {
        hideable: true,
        autoCollapseCategories: false,
      },
    },
    blog: {
      sidebar: {
        groupByYear: true,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: 'GeyserMC',
      hideOnScroll: true,
      logo: {
        alt: 'GeyserMC logo',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {
          type: 'dropdown',
          label: 'Wiki',
          to: '/wiki/',
          position: 'left',
          items: [
            {label: 'Geyser', to: '/wiki/geyser/'},
            {label: 'Floodgate', to: '/wiki/floodgate/'},
            {label: 'REST APIs', to: '/wiki/api/'},
            {label: 'Other', to: '/wiki/other/'},
          ],
        },
        {label: 'Blog', to: '/blog/', position: 'left'},
        ...(hasPage('utilities/config-editor') || hasPage('utilities/dump-viewer')
          ? [
              {
                type: 'dropdown' as const,
                label: 'Utilities',
                position: 'left' as const,
                items: [
                  ...when('utilities/config-editor', {to: '/utilities/config-editor/', label: 'Config editor'}),
                  ...when('utilities/dump-viewer', {to: '/utilities/dump-viewer/', label: 'Dump viewer'}),
                  ...when('utilities/log-checker', {to: '/utilities/log-checker/', label: 'Log checker'}),
                ],
              },
            ]
          : []),
        ...when('download', {label: 'Download', to: '/download/', position: 'left' as const}),
        {
          type: 'docsVersionDropdown',
          docsPluginId: 'default',
          position: 'right',
          // With a single version the stock item is a plain link; this entry keeps it a dropdown
          // that also says which Minecraft versions each Geyser release line supports.
          dropdownItemsAfter: [{to: '/wiki/geyser/supported-versions/', label: 'Supported Minecraft versions'}],
        },
        {
          href: githubOrganisation,
          position: 'right',
          className: 'header-icon-link header-github-link',
          'aria-label': 'GeyserMC on GitHub',
        },
        {
          href: discordInvite,
          position: 'right',
          className: 'header-icon-link header-discord-link',
          'aria-label': 'GeyserMC Discord server',
        },
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: 'GeyserMC logo',
        src: 'img/logo.svg',
        href: '/',
        width: 48,
        height: 48,
      },
      links: [
        {
          title: 'Wiki',
          items: [
            {to: '/wiki/geyser/setup/', label: 'Geyser setup'},
            {to: '/wiki/floodgate/setup/', label: 'Floodgate setup'},
            {to: '/wiki/api/api.geysermc.org/global-api/', label: 'REST API reference'},
            {to: '/wiki/other/geyseroptionalpack/', label: 'GeyserOptionalPack'},
          ],
        },
        ...when('download', {
          title: 'Downloads',
          items: downloadTabs.map((tab) => ({label: downloadTabLabels[tab], to: `/download/?project=${tab}`})),
        }),
        {
          title: 'Community',
          items: [
            {label: 'Discord', href: discordInvite},
            {label: 'GitHub', href: githubOrganisation},
            {label: 'Translations on Crowdin', href: 'https://translate.geysermc.org'},
            {label: 'Reddit', href: 'https://www.reddit.com/r/GeyserMC/'},
            {label: 'Donate on Open Collective', href: 'https://opencollective.com/geysermc'},
            {label: 'Global account linking', href: 'https://link.geysermc.org'},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} GeyserMC. Not an official Minecraft product. Not approved by or associated with Mojang or Microsoft.`,
    },
    prism: {
      theme: withReadableTokens(prism.github, {
        ...colorFor(commentTypes, '#57606a'),
        function: '#b31d28',
        string: '#b0105a',
        // at-rules, attribute names and YAML keys: #00a4db is 2.9:1 on the code background
        atrule: '#0a6a94',
        // numbers, variables, parameters, properties: #36acaa is 2.6:1 on the code background
        number: '#1a7472',
      }),
      darkTheme: withReadableTokens(prism.dracula, colorFor(commentTypes, '#a9b1d6')),
      // Only the languages that wiki, blog and site pages highlight. They load with the highlighter, in the
      // chunk of the code block components, not in every page's first script (src/plugins/startup/lazy-prism/).
      // The API explorer's extra code-sample languages (C#, PHP, Ruby) load with it
      // (src/theme/ApiExplorer/apiLanguages.ts).
      additionalLanguages: ['bash', 'batch', 'java', 'json', 'powershell', 'groovy', 'properties', 'ini', 'toml'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
