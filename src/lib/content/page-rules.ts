/**
 * Rules every wiki page follows, checked before the build with the file name and what to do
 * (`npm run lint:content`, and a unit test). Pure functions: the runner reads the files and the sidebars.
 */
import {parse as parseYaml} from 'yaml';

export const DESCRIPTION_MIN = 60;
export const DESCRIPTION_MAX = 160;

export interface PageSource {
  /** Path from the repository root, e.g. `wiki/geyser/port-forwarding.mdx`. */
  readonly file: string;
  readonly text: string;
}

export interface PageProblem {
  readonly file: string;
  readonly message: string;
}

export interface PageFacts {
  readonly frontMatter: Record<string, unknown>;
  /** Body text after the front matter. */
  readonly body: string;
  /** 1-based line of the body's first line in the file. */
  readonly bodyLine: number;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function readPage(text: string): PageFacts | {error: string} {
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    return {frontMatter: {}, body: text, bodyLine: 1};
  }
  let data: unknown;
  try {
    data = parseYaml(match[1]);
  } catch (error) {
    return {
      error: `its front matter is not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
    };
  }
  const frontMatter = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  return {frontMatter, body: text.slice(match[0].length), bodyLine: match[0].split('\n').length};
}

/** The doc id Docusaurus gives a file under `wiki/` (its path without the extension, or its `id`). */
export function docId(file: string, frontMatter: Record<string, unknown>): string {
  const relative = file.replace(/^wiki\//, '').replace(/\.mdx?$/, '');
  const folder = relative.includes('/') ? relative.slice(0, relative.lastIndexOf('/') + 1) : '';
  return typeof frontMatter.id === 'string' ? folder + frontMatter.id : relative;
}

/** The lines of a Markdown body that are outside fenced code blocks, with their 0-based index. */
function proseLines(body: string): {line: number; text: string}[] {
  const lines: {line: number; text: string}[] = [];
  let fence: string | null = null;
  body.split('\n').forEach((text, index) => {
    const marker = /^\s*(```+|~~~+)/.exec(text)?.[1];
    if (marker) {
      if (fence === null) {
        fence = marker[0];
      } else if (marker[0] === fence) {
        fence = null;
      }
      return;
    }
    if (fence === null) {
      lines.push({line: index, text});
    }
  });
  return lines;
}

/** Level-1 ATX headings in a Markdown body, outside fenced code blocks. */
export function bodyHeadings(body: string): {line: number; text: string}[] {
  return proseLines(body).flatMap(({line, text}) => {
    const heading = /^#\s+(.*?)\s*#*\s*$/.exec(text);
    return heading ? [{line, text: heading[1].replace(/\s*\\?\{#[\w-]+\}\s*$/, '').trim()}] : [];
  });
}

/** Header rows of Markdown tables with an empty cell (a row followed by a `| --- |` delimiter row). */
export function emptyTableHeaders(body: string): number[] {
  const lines = proseLines(body);
  const cells = (row: string) =>
    row
      .trim()
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split('|')
      .map((cell) => cell.trim());
  return lines.flatMap(({line, text}, index) => {
    const next = lines[index + 1];
    const isHeader =
      text.trim().startsWith('|') &&
      next?.line === line + 1 &&
      /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(next.text);
    return isHeader && cells(text).some((cell) => cell === '') ? [line] : [];
  });
}

export interface CheckOptions {
  /** Doc ids that appear in a sidebar (as an item or a category's own page). */
  readonly sidebarDocIds: ReadonlySet<string>;
  /** Doc ids deliberately outside every sidebar, each with the reason. */
  readonly unlisted: Readonly<Record<string, string>>;
}

export function checkPage(page: PageSource, options: CheckOptions): PageProblem[] {
  const problems: PageProblem[] = [];
  const report = (message: string) => problems.push({file: page.file, message});
  const facts = readPage(page.text);
  if ('error' in facts) {
    report(`${facts.error}. Fix the YAML between the two --- lines.`);
    return problems;
  }
  const {frontMatter, body, bodyLine} = facts;
  const title = frontMatter.title;
  if (typeof title !== 'string' || title.trim() === '') {
    report('has no `title` in its front matter. Add `title: …`; it becomes the page heading.');
  }
  const description = frontMatter.description;
  if (typeof description !== 'string' || description.trim() === '') {
    report(
      `has no \`description\` in its front matter. Add one sentence of ${DESCRIPTION_MIN}–${DESCRIPTION_MAX} characters on what the reader learns here; search results and link previews show it.`,
    );
  } else if (description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX) {
    report(
      `has a description of ${description.length} characters. Make it ${DESCRIPTION_MIN}–${DESCRIPTION_MAX} characters: long enough to say what the page answers, short enough that search engines show it whole.`,
    );
  }
  for (const heading of bodyHeadings(body)) {
    const line = bodyLine + heading.line;
    if (typeof title === 'string' && heading.text !== title) {
      report(
        `line ${line}: the heading "# ${heading.text}" differs from the title "${title}". The title is the page's only h1: remove this heading or change it to "##".`,
      );
    } else {
      report(`line ${line}: "# ${heading.text}" repeats the title as a second h1. Remove it; the body starts at "##".`);
    }
  }
  for (const line of emptyTableHeaders(body)) {
    report(
      `line ${bodyLine + line}: a table's header row has an empty cell. Name the column (for example "Setting" or "What differs"): screen readers announce it with every cell below.`,
    );
  }
  const isApiPage = page.file.startsWith('wiki/api/');
  const id = docId(page.file, frontMatter);
  if (!isApiPage && !options.sidebarDocIds.has(id) && !(id in options.unlisted)) {
    report(
      `is in no sidebar. Add "${id.replace(/^[^/]+\//, '')}" to its section in sidebars.ts, or, if it is reached only from other pages on purpose, list "${id}" with the reason in src/data/unlisted-pages.ts.`,
    );
  }
  return problems;
}

/** Every doc id a sidebar definition mentions, as items or as category pages. */
export function sidebarDocIds(sidebars: Record<string, unknown>): Set<string> {
  const ids = new Set<string>();
  const visit = (item: unknown): void => {
    if (typeof item === 'string') {
      ids.add(item);
      return;
    }
    if (Array.isArray(item)) {
      item.forEach(visit);
      return;
    }
    if (item && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      if ((record.type === 'doc' || record.type === 'ref') && typeof record.id === 'string') {
        ids.add(record.id);
      }
      if (record.link && typeof record.link === 'object') {
        visit(record.link);
      }
      if (record.items) {
        visit(record.items);
      }
    }
  };
  Object.values(sidebars).forEach(visit);
  return ids;
}
