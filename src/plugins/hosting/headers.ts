/**
 * The HTTP headers of the site, in one typed definition. The hosting plugin writes them to
 * `build/_headers` (Cloudflare Pages; Netlify reads the same format). On these hosts the headers of
 * every rule that matches a path are combined, so a rule that replaces a value first removes the
 * inherited one with `! Name`.
 *
 * Content Security Policy, decided here and why:
 * - Scripts: only files of the site and the inline scripts the build emits, allowed by their
 *   SHA-256 hashes (collected from the built HTML). No 'unsafe-inline', no 'unsafe-eval'.
 * - Styles: 'unsafe-inline' is allowed. Docusaurus and its libraries write `style="…"` attributes
 *   into the server-rendered HTML, and Monaco and the API explorer insert `<style>` elements at run
 *   time; none can be hashed ahead of time. Styles cannot run script, and every stylesheet file
 *   still has to come from the site itself.
 * - Connections: the site and the GeyserMC services its pages call, taken from the configured
 *   URLs (the test build points them at local servers) and from the `servers` of the OpenAPI
 *   documents, which the API explorer's "Send API request" calls; Algolia only in an Algolia build.
 * - Workers: 'self', for Monaco's language worker in the config editor (a script file of the site).
 * - One policy for every page, on purpose. The site is a single-page app: after the first page,
 *   links load the next page's code into the same document, which keeps the policy of the page the
 *   reader opened first. A wider policy on the config editor or the API pages alone would block
 *   Monaco's worker and the explorer's requests for a reader who arrived from any other page.
 */

export type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'worker-src'
  | 'frame-src'
  | 'manifest-src'
  | 'media-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

export type Policy = Readonly<Partial<Record<Directive, readonly string[]>>>;

export interface HeaderRule {
  /** Path pattern in `_headers` syntax (`/*` is every path). */
  readonly path: string;
  /** Headers inherited from earlier rules that this rule removes before setting its own. */
  readonly detach?: readonly string[];
  readonly headers: Readonly<Record<string, string>>;
  /** Why the rule exists; written into `_headers` as a comment. */
  readonly why: string;
}

export interface HostingConfig {
  /** Service URLs from `customFields` (Downloads API, dump service, Global API). */
  readonly downloadsApiUrl: string;
  readonly dumpServiceUrl: string;
  readonly globalApiUrl: string;
  /** mclo.gs's API, which the log checker fetches logs from when the reader asks. */
  readonly mclogsApiUrl: string;
  /** Servers of the OpenAPI documents that the API explorer sends requests to. */
  readonly apiExplorerServers: readonly string[];
  /** Algolia application id of an Algolia build; undefined for the built-in search. */
  readonly algoliaAppId?: string;
  /** `sha256-…` sources of the inline scripts found in the built HTML. */
  readonly scriptHashes: readonly string[];
}

/** Origin (`https://host:port`) of a configured URL; the policy never needs a path. */
export function originOf(url: string): string {
  return new URL(url).origin;
}

const unique = (values: readonly string[]): string[] => [...new Set(values)];

/** Where DocSearch sends its queries (and click analytics) for one application. */
export function algoliaOrigins(appId: string): string[] {
  const id = appId.toLowerCase();
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}.algolia.net`,
    'https://*.algolianet.com',
    'https://insights.algolia.io',
  ];
}

/** The policy of every page (see above for why there is only one). */
export function sitePolicy(config: HostingConfig): Policy {
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...unique(config.scriptHashes)
        .sort()
        .map((hash) => `'${hash}'`),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the small SVG icons that Infima and the theme inline into CSS.
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': unique([
      "'self'",
      originOf(config.downloadsApiUrl),
      originOf(config.dumpServiceUrl),
      originOf(config.globalApiUrl),
      originOf(config.mclogsApiUrl),
      ...config.apiExplorerServers.map(originOf),
      ...(config.algoliaAppId ? algoliaOrigins(config.algoliaAppId) : []),
    ]),
    'worker-src': ["'self'"],
    'frame-src': ["'none'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export function serializePolicy(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${(sources ?? []).join(' ')}`)
    .join('; ');
}

/**
 * Browser features no page of the site uses. Only names Chromium knows: it logs an error on every page for
 * any other (`bluetooth` is one: Web Bluetooth is not a policy-controlled feature there).
 */
export const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** HTML must be checked on every visit: the pages name hashed assets that change with each deploy. */
export const HTML_CACHE = 'public, max-age=0, must-revalidate';
/** Files under /assets/ carry a content hash in their name, so they never change. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Data that other programs poll: fresh within five minutes of a deploy. */
export const DATA_CACHE = 'public, max-age=300';

export function headerRules(config: HostingConfig): HeaderRule[] {
  const csp = 'Content-Security-Policy';
  return [
    {
      path: '/*',
      why: 'Every response: security headers and the site-wide policy; HTML is revalidated on each visit.',
      // Cloudflare Pages adds `Access-Control-Allow-Origin: *` to every file; only the data files
      // below are meant for other sites' scripts.
      detach: ['Access-Control-Allow-Origin'],
      headers: {
        [csp]: serializePolicy(sitePolicy(config)),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
        // Not includeSubDomains: the GeyserMC services on other subdomains are run elsewhere.
        'Strict-Transport-Security': 'max-age=31536000',
        // For browsers older than `frame-ancestors`.
        'X-Frame-Options': 'DENY',
        'Cache-Control': HTML_CACHE,
      },
    },
    {
      path: '/assets/*',
      why: 'Content-hashed bundles, styles, fonts and images.',
      detach: ['Cache-Control'],
      headers: {'Cache-Control': ASSET_CACHE},
    },
    ...['/versions.json', '/data/providers.json', '/data/messages.json'].map((path): HeaderRule => ({
      path,
      why: 'Read by Geyser (through the Global API) and the Discord bot; other sites may fetch it too.',
      detach: ['Cache-Control'],
      headers: {'Cache-Control': DATA_CACHE, 'Access-Control-Allow-Origin': '*'},
    })),
    {
      path: '/openapi/*',
      why: 'The OpenAPI descriptions of the REST APIs, for code generators and API tools on other sites.',
      detach: ['Cache-Control'],
      headers: {'Cache-Control': DATA_CACHE, 'Access-Control-Allow-Origin': '*'},
    },
    {
      path: '/search-index.json',
      why: 'The built-in search index; it changes with every deploy.',
      detach: ['Cache-Control'],
      headers: {'Cache-Control': DATA_CACHE},
    },
  ];
}

/** Cloudflare Pages' limits for `_headers`. */
export const HEADER_LIMITS = {rules: 100, lineLength: 2000} as const;

export function renderHeaders(rules: readonly HeaderRule[]): string {
  if (rules.length > HEADER_LIMITS.rules) {
    throw new Error(`_headers: ${rules.length} rules; Cloudflare Pages allows ${HEADER_LIMITS.rules}`);
  }
  const lines = ['# Generated by src/plugins/hosting from src/plugins/hosting/headers.ts; do not edit.'];
  for (const rule of rules) {
    lines.push(`# ${rule.why}`, rule.path);
    for (const name of rule.detach ?? []) {
      lines.push(`  ! ${name}`);
    }
    for (const [name, value] of Object.entries(rule.headers)) {
      lines.push(`  ${name}: ${value}`);
    }
  }
  const long = lines.find((line) => line.length > HEADER_LIMITS.lineLength);
  if (long) {
    throw new Error(`_headers: line longer than ${HEADER_LIMITS.lineLength} characters: ${long.slice(0, 80)}…`);
  }
  return `${lines.join('\n')}\n`;
}
