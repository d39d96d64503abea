/**
 * `/llms.txt` (https://llmstxt.org) and the Markdown copy of each page: where the copy lives and how
 * the index lists it. Pure functions, used by src/plugins/llms-txt.
 */

export interface LlmsPage {
  /** The page's URL path, e.g. `/wiki/geyser/setup/`. */
  readonly url: string;
  readonly title: string;
  readonly description: string;
  /** The heading the page is listed under, e.g. `Geyser`, `Blog`. */
  readonly section: string;
}

/** `/wiki/geyser/setup/` → `/wiki/geyser/setup.md`; `/` → `/index.md`. */
export function markdownPath(url: string): string {
  const trimmed = url.split(/[?#]/)[0].replace(/\/+$/, '');
  return `${trimmed === '' ? '/index' : trimmed}.md`;
}

/** The page's Markdown copy: title, description, then the body converted from the page. */
export function markdownDocument(page: LlmsPage, body: string, siteUrl: string): string {
  const parts = [`# ${page.title}`];
  if (page.description) {
    parts.push(`> ${page.description.replace(/\s+/g, ' ').trim()}`);
  }
  parts.push(`Source: ${absolute(siteUrl, page.url)}`);
  parts.push(body.trim());
  return `${parts.join('\n\n')}\n`;
}

/** All Markdown copies in one file, beside llms.txt. */
export const LLMS_FULL_FILE = 'llms-full.txt';

/** Pages grouped by section, sections in the order given (others after them, by name), pages as listed. */
export function bySection(pages: readonly LlmsPage[], sectionOrder: readonly string[] = []): [string, LlmsPage[]][] {
  const groups = new Map<string, LlmsPage[]>();
  for (const page of pages) {
    groups.set(page.section, [...(groups.get(page.section) ?? []), page]);
  }
  const rank = (section: string): number => {
    const index = sectionOrder.indexOf(section);
    return index === -1 ? sectionOrder.length : index;
  };
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The llms.txt index: site name, summary, then one list per section in the order given. */
export function llmsTxt(
  site: {title: string; tagline: string; url: string},
  pages: readonly LlmsPage[],
  sectionOrder: readonly string[] = [],
): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.tagline}`,
    '',
    `Every page below is also available as Markdown at the address listed, and all of them in one file at ${absolute(site.url, `/${LLMS_FULL_FILE}`)}.`,
  ];
  for (const [section, listed] of bySection(pages, sectionOrder)) {
    lines.push('', `## ${section}`, '');
    for (const page of listed) {
      const description = page.description ? `: ${page.description.replace(/\s+/g, ' ').trim()}` : '';
      lines.push(`- [${escapeLinkText(page.title)}](${absolute(site.url, markdownPath(page.url))})${description}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `/llms-full.txt`: the Markdown copy of every page listed in llms.txt, in the same order, in one file, for
 * tools that read the whole site at once. `documents` maps a page URL to its Markdown copy.
 */
export function llmsFullTxt(
  site: {title: string; tagline: string},
  pages: readonly LlmsPage[],
  documents: ReadonlyMap<string, string>,
  sectionOrder: readonly string[] = [],
): string {
  const parts = [`# ${site.title}\n\n> ${site.tagline}\n`];
  for (const [, listed] of bySection(pages, sectionOrder)) {
    for (const page of listed) {
      const document = documents.get(page.url);
      if (document !== undefined) {
        // Each copy keeps its own `# Title`: demoting headings would also change `#` lines in code blocks.
        parts.push(`${document.trim()}\n`);
      }
    }
  }
  return parts.join('\n---\n\n');
}

function absolute(siteUrl: string, pathname: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${pathname}`;
}

function escapeLinkText(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}
