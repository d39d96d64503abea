import {
  SEARCH_INDEX_VERSION,
  type DocSearchRecord,
  type IndexedPage,
  type IndexedSection,
  type PageInfo,
  type SearchIndexFile,
} from './types';

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

/** Checks a downloaded file before trusting it: a stale or broken file must fail loudly. */
export function parseSearchIndex(value: unknown): SearchIndexFile {
  if (typeof value !== 'object' || value === null) {
    throw new Error('The search index is not a JSON object.');
  }
  const file = value as Partial<SearchIndexFile>;
  if (file.version !== SEARCH_INDEX_VERSION) {
    throw new Error(
      `The search index has layout version ${String(file.version)}, but this page reads version ${SEARCH_INDEX_VERSION}. Reload the page.`,
    );
  }
  if (!Array.isArray(file.pages) || !Array.isArray(file.sections)) {
    throw new Error('The search index lacks its "pages" or "sections" list.');
  }
  for (const section of file.sections) {
    if (!Array.isArray(section) || typeof section[0] !== 'number' || !file.pages[section[0]]) {
      throw new Error('The search index has a section that points to no page.');
    }
  }
  return file as SearchIndexFile;
}
