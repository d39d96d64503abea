import {
  SEARCH_INDEX_VERSION,
  type DocSearchRecord,
  type IndexedPage,
  type IndexedSection,
  type PackedSearchIndex,
  type PackedSection,
  type PageInfo,
  type SearchIndexFile,
} from './types';
import {createSlugger} from './slug';

export interface ExtractedPage {
  info: PageInfo;
  records: DocSearchRecord[];
}

/**
 * Packs the records of every page into the compact file the browser downloads. Records are grouped
 * into sections (a heading and the text under it): that is the unit results link to, and storing
 * the heading path once per section instead of once per paragraph keeps the file small.
 */
export function buildSearchIndex(extracted: readonly ExtractedPage[]): SearchIndexFile {
  const pages: IndexedPage[] = [];
  const sections: IndexedSection[] = [];
  const sorted = [...extracted]
    .filter(({records}) => records.length > 0)
    .sort((a, b) => a.info.url.localeCompare(b.info.url));

  for (const {info, records} of sorted) {
    const first = records[0];
    const pageIndex = pages.length;
    const page: IndexedPage = [
      info.url,
      first.hierarchy.lvl0,
      first.hierarchy.lvl1,
      first.language,
      first.docusaurus_tag,
      info.kind,
      info.description ?? '',
      (info.keywords ?? []).join(', '),
    ];
    if (info.categories && info.categories.length > 0) {
      page.push(info.categories.join(' › '));
    }
    pages.push(page);

    let current: IndexedSection | null = null;
    const seenBlocks = new Set<string>();
    for (const record of records) {
      if (record.type !== 'content' || !current) {
        const level = record.type === 'content' ? 1 : Number(record.type.slice(3));
        current = [pageIndex, record.anchor ?? '', level, headingPath(record, level), []];
        sections.push(current);
        if (record.type !== 'content') {
          continue;
        }
      }
      const text = record.content ?? '';
      // Tabs often repeat a sentence for each platform; one copy per page is enough to find it.
      if (text && !seenBlocks.has(text)) {
        seenBlocks.add(text);
        current[4].push(text);
      }
    }
  }
  return {version: SEARCH_INDEX_VERSION, pages, sections};
}

function headingPath(record: DocSearchRecord, level: number): string[] {
  const {lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
  return [lvl2, lvl3, lvl4, lvl5, lvl6].slice(0, Math.max(0, level - 1)).map((heading) => heading ?? '');
}

/**
 * The file the build writes: each page's sections under it, without what the reader derives (types.ts).
 * An anchor that is the slug of its section's heading is left out (`null`): about half of them are.
 */
export function packSearchIndex(index: SearchIndexFile): PackedSearchIndex {
  const sections: PackedSection[][] = index.pages.map(() => []);
  const derive = anchorsOfPages();
  for (const [page, anchor, , headings, blocks] of index.sections) {
    const derived = derive(page, headings);
    sections[page].push([anchor !== '' && anchor === derived ? null : anchor, headings, blocks]);
  }
  return {version: index.version, pages: index.pages, sections};
}

/**
 * The anchor each section's heading would get, page by page, as Docusaurus numbers repeats. Packing and
 * unpacking call it for every section in the same order, so a left-out anchor always comes back the same.
 */
function anchorsOfPages(): (page: number, headings: readonly string[]) => string {
  const sluggers = new Map<number, (text: string) => string>();
  return (page, headings) => {
    const heading = headings.at(-1);
    if (heading === undefined) {
      return '';
    }
    let slugger = sluggers.get(page);
    if (!slugger) {
      slugger = createSlugger();
      sluggers.set(page, slugger);
    }
    return slugger(heading);
  };
}

/** Checks a downloaded file before trusting it, and unpacks it: a stale or broken file must fail loudly. */
export function parseSearchIndex(value: unknown): SearchIndexFile {
  if (typeof value !== 'object' || value === null) {
    throw new Error('The search index is not a JSON object.');
  }
  const file = value as Partial<PackedSearchIndex>;
  if (file.version !== SEARCH_INDEX_VERSION) {
    throw new Error(
      `The search index has layout version ${String(file.version)}, but this page reads version ${SEARCH_INDEX_VERSION}. Reload the page.`,
    );
  }
  if (!Array.isArray(file.pages) || !Array.isArray(file.sections)) {
    throw new Error('The search index lacks its "pages" or "sections" list.');
  }
  if (file.sections.length !== file.pages.length) {
    throw new Error('The search index has sections for pages it does not list.');
  }
  const sections: IndexedSection[] = [];
  const derive = anchorsOfPages();
  file.sections.forEach((ofPage, page) => {
    for (const section of Array.isArray(ofPage) ? ofPage : []) {
      if (!Array.isArray(section) || !Array.isArray(section[1]) || !Array.isArray(section[2])) {
        throw new Error('The search index has a section it cannot read.');
      }
      const [anchor, headings, blocks] = section;
      const derived = derive(page, headings);
      sections.push([page, anchor ?? derived, headings.length + 1, headings, blocks]);
    }
  });
  return {version: file.version, pages: file.pages, sections};
}
