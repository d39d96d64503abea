/**
 * Old and shipped URLs that must keep working. The hosting plugin (src/plugins/hosting) turns this
 * file into `build/_redirects`: real HTTP redirects on Cloudflare Pages and Netlify, which keep the
 * query string; the browser keeps the `#hash` (dump ids, anchors). A build for a host without
 * redirect support (`SITE_HOST=github-pages`) also gets `@docusaurus/plugin-client-redirects` pages.
 *
 * HOW TO ADD A REDIRECT (contributors)
 * - Add `{from, to, source}` to `legacyRedirects`. `from` is the old path (no trailing slash, no
 *   query, no hash); `to` is a page of this site with a trailing slash.
 * - `source` says who printed or linked the old URL, so nobody deletes the entry later by mistake.
 * - URLs that still resolve as they are (for example `/download#floodgate` or
 *   `/wiki/geyser/setup/`) need no entry; list them in `shippedUrls` so the end-to-end test
 *   keeps checking them.
 */
import {publishedPosts} from './blog-posts';

export type Redirect = {from: string | string[]; to: string};

/** HTTP status of a server redirect: 301 unless an entry says otherwise (302 for a temporary move). */
export type RedirectStatus = 301 | 302;

export interface LegacyRedirect extends Redirect {
  readonly source: string;
  /** Optional; 301 when left out. */
  readonly status?: RedirectStatus;
}

export const legacyRedirects: readonly LegacyRedirect[] = [
  {
    from: '/supported_java',
    // Geyser prints it when the Java runtime cannot set up Bedrock login encryption.
    to: '/wiki/geyser/supported-versions/#java-runtime',
    source:
      'Geyser logs it when Bedrock login encryption fails (LoginEncryptionUtils, "geyser.network.encryption.line_2")',
  },
  {
    from: ['/utilities/dump_viewer', '/dump_viewer'],
    to: '/utilities/dump-viewer/',
    source: 'GeyserMC Discord bot dump replies, 2023 to August 2024 (`/utilities/dump_viewer#<id>`); the pre-2024 site',
  },
  {
    from: ['/utilities/config_editor', '/config_editor'],
    to: '/utilities/config-editor/',
    source: 'Pre-2024 site and the Discord bot README',
  },
  {
    from: '/downloads',
    to: '/download/',
    source: 'Pre-2024 site',
  },
  {
    // On the old wiki host; listed before the `/geyser/*` splat below, so it wins over it.
    from: ['/geyser/global-api', '/wiki/geyser/global-api'],
    to: '/wiki/api/api.geysermc.org/global-api/',
    source: 'Discord bot api tag (`https://wiki.geysermc.org/geyser/global-api/`); the old wiki page of the Global API',
  },
  {
    from: '/blog/geyser-2-0-and-minecraft-1-18',
    to: '/blog/1-18-release-and-more/',
    source:
      "This site's first slug for the 1.18 post; the post is back at the slug of the published GeyserMC blog (GeyserWebsite blog/2021-12-28-1-18-release-and-more.md)",
  },
];

/**
 * Sections of the old wiki host, wiki.geysermc.org, whose paths current software still prints
 * (`https://wiki.geysermc.org/geyser/setup/`). Each becomes one splat rule (`/geyser/*` to
 * `/wiki/geyser/:splat`), so pointing that host name at this deployment is enough. No page of this
 * site lives at these prefixes, so the rules cannot hide one.
 */
export interface OldWikiSection {
  /** Path prefix on wiki.geysermc.org, without a trailing slash. */
  readonly prefix: string;
  /** The same section on this site. */
  readonly to: string;
  readonly source: string;
}

export const oldWikiSections: readonly OldWikiSection[] = [
  {
    prefix: '/geyser',
    to: '/wiki/geyser',
    source:
      'Geyser ConnectionTestCommand (`/geyser/setup/`, `/geyser/fixing-unable-to-connect-to-world/`); Geyser issue template config (`/geyser/faq`, `/geyser/common-issues`)',
  },
  {
    prefix: '/floodgate',
    to: '/wiki/floodgate',
    source: 'Geyser config comment on auth-type (`https://wiki.geysermc.org/floodgate/`)',
  },
  {prefix: '/other', to: '/wiki/other', source: 'Geyser CONTRIBUTING.md (`/other/developer-guide/`)'},
];

/**
 * URLs that GeyserMC software prints or linked to, exactly as printed. The end-to-end redirect test
 * opens each one and checks where it lands, once the target page exists.
 */
export interface ShippedUrl {
  readonly url: string;
  /** Path (with trailing slash) the reader must end up on. */
  readonly landsOn: string;
  readonly source: string;
}

export const shippedUrls: readonly ShippedUrl[] = [
  {url: '/download', landsOn: '/download/', source: 'Geyser Constants.GEYSER_DOWNLOAD_LOCATION, /geyser version'},
  {
    url: '/download#floodgate',
    landsOn: '/download/',
    source: 'Geyser Constants.FLOODGATE_DOWNLOAD_LOCATION, Discord bot',
  },
  {url: '/download#Spigot', landsOn: '/download/', source: 'Floodgate /floodgate version (download#<implementation>)'},
  {url: '/download/?project=floodgate', landsOn: '/download/', source: 'Floodgate README'},
  {
    url: '/download?project=other-projects&hydraulic=expanded',
    landsOn: '/download/',
    source: 'Discord bot !download hydraulic (also rainbow, thunder)',
  },
  {url: '/supported_java', landsOn: '/wiki/geyser/supported-versions/', source: 'Geyser LoginEncryptionUtils'},
  {url: '/supported_java/', landsOn: '/wiki/geyser/supported-versions/', source: 'the same, with a trailing slash'},
  {url: '/wiki/geyser/setup/', landsOn: '/wiki/geyser/setup/', source: 'Geyser startup error and config header'},
  {url: '/wiki/geyser/supported-versions/', landsOn: '/wiki/geyser/supported-versions/', source: 'Geyser README'},
  {url: '/wiki/geyser/packs/', landsOn: '/wiki/geyser/packs/', source: 'Geyser config comment on resource packs'},
  {url: '/wiki/geyser/current-limitations/', landsOn: '/wiki/geyser/current-limitations/', source: 'Geyser README'},
  {url: '/wiki/geyser/faq', landsOn: '/wiki/geyser/faq/', source: 'Geyser issue templates'},
  {url: '/wiki/geyser/common-issues', landsOn: '/wiki/geyser/common-issues/', source: 'Geyser issue templates'},
  {url: '/wiki/geyser/', landsOn: '/wiki/geyser/', source: 'Geyser README'},
  {url: '/wiki', landsOn: '/wiki/', source: 'Geyser config header'},
  {url: '/utilities/dump-viewer#abc123', landsOn: '/utilities/dump-viewer/', source: 'Discord bot dump replies'},
  {
    url: '/utilities/dump_viewer#abc123',
    landsOn: '/utilities/dump-viewer/',
    source: 'Discord bot dump replies before August 2024',
  },
  {url: '/utilities/config_editor', landsOn: '/utilities/config-editor/', source: 'Pre-2024 site'},
  {url: '/downloads', landsOn: '/download/', source: 'Pre-2024 site'},
  {url: '/search?q=floodgate', landsOn: '/search/', source: 'Discord bot algolia-site-search-url'},
  // The published GeyserMC blog, linked from its Discord #blog-feed.
  ...publishedPosts.map(({slug, date}) => ({
    url: `/blog/${slug}`,
    landsOn: `/blog/${slug}/`,
    source: `Published GeyserMC blog, ${date}`,
  })),
  {
    url: '/blog/geyser-2-0-and-minecraft-1-18',
    landsOn: '/blog/1-18-release-and-more/',
    source: "This site's first slug for the 1.18 post",
  },
  // Old wiki host paths: the tests open them on this host, as if wiki.geysermc.org pointed here.
  {url: '/geyser/setup/', landsOn: '/wiki/geyser/setup/', source: 'Geyser ConnectionTestCommand (wiki.geysermc.org)'},
  {
    url: '/geyser/fixing-unable-to-connect-to-world/',
    landsOn: '/wiki/geyser/fixing-unable-to-connect-to-world/',
    source: 'Geyser ConnectionTestCommand (wiki.geysermc.org)',
  },
  {url: '/geyser/faq', landsOn: '/wiki/geyser/faq/', source: 'Geyser issue template config (wiki.geysermc.org)'},
  {
    url: '/geyser/common-issues',
    landsOn: '/wiki/geyser/common-issues/',
    source: 'Geyser issue template config (wiki.geysermc.org)',
  },
  {url: '/floodgate/', landsOn: '/wiki/floodgate/', source: 'Geyser config comment on auth-type (wiki.geysermc.org)'},
  {
    url: '/geyser/global-api/',
    landsOn: '/wiki/api/api.geysermc.org/global-api/',
    source: 'Discord bot api tag (wiki.geysermc.org)',
  },
  {
    url: '/other/developer-guide/',
    landsOn: '/wiki/other/developer-guide/',
    source: 'Geyser CONTRIBUTING.md (wiki.geysermc.org)',
  },
];
