import type {DocSearchRecord, Hierarchy, PageInfo, RecordType} from './types';

/** Longest code block kept in the index: long samples add size but rarely answer a reader's query. */
export const MAX_CODE_CHARS = 500;

export function cleanText(text: string): string {
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Collects one page's records in reading order, tracking the heading path the way DocSearch does:
 * a heading replaces its own level and clears every deeper one.
 */
export class RecordBuilder {
  private readonly pending: Array<
    Omit<DocSearchRecord, 'hierarchy' | 'language' | 'docusaurus_tag'> & {path: Array<string | null>}
  > = [];
  /** Headings lvl2…lvl6 of the current section. */
  private path: Array<string | null> = [null, null, null, null, null];
  private anchor: string | null = null;

  constructor(private readonly page: PageInfo) {}

  heading(level: number, id: string | null, rawText: string): void {
    const text = cleanText(rawText);
    if (level < 2 || level > 6 || !text) {
      return;
    }
    const index = level - 2;
    this.path = this.path.map((value, i) => (i < index ? value : i === index ? text : null));
    this.anchor = id;
    this.pending.push({
      url: this.urlFor(id),
      url_without_anchor: this.page.url,
      anchor: id,
      type: `lvl${level}` as RecordType,
      content: null,
      path: [...this.path],
    });
  }

  block(rawText: string, options: {code?: boolean} = {}): void {
    let text = cleanText(rawText);
    if (!text) {
      return;
    }
    if (options.code && text.length > MAX_CODE_CHARS) {
      text = `${text.slice(0, MAX_CODE_CHARS).replace(/\s+\S*$/, '')} …`;
    }
    this.pending.push({
      url: this.urlFor(this.anchor),
      url_without_anchor: this.page.url,
      anchor: this.anchor,
      type: 'content',
      content: text,
      path: [...this.path],
    });
  }

  /** The page's records, led by its title record; none when the page has no title. */
  records(title: string, meta: {language?: string; docusaurus_tag?: string} = {}): DocSearchRecord[] {
    const lvl1 = cleanText(title);
    if (!lvl1) {
      return [];
    }
    const titleRecord = {
      url: this.page.url,
      url_without_anchor: this.page.url,
      anchor: null,
      type: 'lvl1' as const,
      content: null,
      path: [] as Array<string | null>,
    };
    return [titleRecord, ...this.pending].map(({path, ...record}) => ({
      ...record,
      hierarchy: toHierarchy(this.page.lvl0, lvl1, path),
      language: meta.language ?? this.page.language,
      docusaurus_tag: meta.docusaurus_tag ?? this.page.docusaurus_tag,
    }));
  }

  private urlFor(anchor: string | null): string {
    return anchor ? `${this.page.url}#${anchor}` : this.page.url;
  }
}

function toHierarchy(lvl0: string, lvl1: string, path: Array<string | null>): Hierarchy {
  return {
    lvl0,
    lvl1,
    lvl2: path[0] ?? null,
    lvl3: path[1] ?? null,
    lvl4: path[2] ?? null,
    lvl5: path[3] ?? null,
    lvl6: path[4] ?? null,
  };
}
