/**
 * Where each page's social card (its `og:image`) lives, and how the card describes the page. Pure
 * functions shared by the build plugin that draws the cards (src/plugins/social-cards) and the theme
 * component that links them (src/theme/SiteMetadata), so both always agree on the file name.
 */

/** Folder (relative to the site root) that holds the generated cards. */
export const SOCIAL_CARD_DIR = 'img/social';

/** `/wiki/geyser/setup/` → `img/social/wiki/geyser/setup.png`; `/` → `img/social/index.png`. */
export function socialCardPath(pathname: string): string {
  const clean = pathname
    .split(/[?#]/)[0]
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .split('/')
    .filter((part) => part !== '' && part !== '.' && part !== '..')
    .map((part) => safeSegment(part))
    .join('/');
  return `${SOCIAL_CARD_DIR}/${clean === '' ? 'index' : clean}.png`;
}

function safeSegment(part: string): string {
  let decoded = part;
  try {
    decoded = decodeURIComponent(part);
  } catch {
    // Keep a malformed escape as it is; it is still a valid file name once sanitised.
  }
  return decoded.replace(/[^A-Za-z0-9._-]/g, '-');
}

/** The label drawn above the title: which part of the site a page belongs to. */
export function sectionLabel(pathname: string): string {
  const sections: [RegExp, string][] = [
    [/^\/wiki\/geyser\//, 'Geyser wiki'],
    [/^\/wiki\/floodgate\//, 'Floodgate wiki'],
    [/^\/wiki\/api\//, 'REST API reference'],
    [/^\/wiki\/other\//, 'GeyserMC wiki'],
    [/^\/wiki\//, 'GeyserMC wiki'],
    [/^\/blog\//, 'GeyserMC blog'],
    [/^\/download\//, 'Download'],
    [/^\/utilities\//, 'Utilities'],
  ];
  return sections.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'GeyserMC';
}

/** `Setup | GeyserMC` → `Setup`: the site name is already on the card. */
export function cardTitle(documentTitle: string, siteTitle: string): string {
  const suffix = ` | ${siteTitle}`;
  const title = documentTitle.endsWith(suffix) ? documentTitle.slice(0, -suffix.length) : documentTitle;
  return title.trim() === '' ? siteTitle : title.trim();
}

/** Cuts text at a word boundary so the card never overflows; adds an ellipsis when it cut. */
export function truncate(text: string, maxLength: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) {
    return clean;
  }
  const cut = clean.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:–-]+$/, '')}…`;
}
