import fs from 'node:fs';
import path from 'node:path';

import {buildSearchIndex} from '../../lib/search/build-index';
import {downloadPages} from '../../lib/search/site-pages';
import {extractRecordsFromMdx, type ImportReader} from '../../lib/search/extract-mdx';
import type {DocSearchRecord, SearchIndexFile} from '../../lib/search/types';
import {replaceKnownConstants} from '../remark-constants';
import type {SearchablePage} from './pages';

interface CachedPage {
  /** Modification times of the page and the partials it imported when last read. */
  stamp: string;
  files: string[];
  records: DocSearchRecord[];
}

/**
 * The index for `docusaurus start`, read from the Markdown sources because the dev server never
 * renders HTML. Each rebuild re-reads only the files whose modification time changed, so the index
 * follows edits without slowing hot reloads down.
 */
export class DevSearchIndex {
  private pages: SearchablePage[] = [];
  private readonly cache = new Map<string, CachedPage>();

  constructor(private readonly siteDir: string) {}

  setPages(pages: SearchablePage[]): void {
    this.pages = pages;
  }

  build(): SearchIndexFile {
    // The home page and the utilities have no HTML in development: only the build indexes them.
    return buildSearchIndex([
      ...this.pages.map((page) => ({info: page, records: this.recordsOf(page)})),
      ...downloadPages(this.pages[0]?.language),
    ]);
  }

  private recordsOf(page: SearchablePage): DocSearchRecord[] {
    const cached = this.cache.get(page.url);
    if (cached && cached.stamp === stamp(cached.files) && cached.files[0] === page.sourcePath) {
      return cached.records;
    }
    const files = [page.sourcePath];
    const readImport: ImportReader = (specifier, importerId) => {
      if (!specifier.startsWith('.') && !specifier.startsWith('@site/')) {
        return null;
      }
      const file = specifier.startsWith('@site/')
        ? path.join(this.siteDir, specifier.slice('@site/'.length))
        : path.resolve(path.dirname(importerId), specifier);
      try {
        const text = fs.readFileSync(file, 'utf8');
        files.push(file);
        return {text, id: file};
      } catch {
        return null;
      }
    };
    let records: DocSearchRecord[] = [];
    try {
      records = extractRecordsFromMdx(fs.readFileSync(page.sourcePath, 'utf8'), page, readImport).map(withConstants);
    } catch (error) {
      console.warn(`[search-index] ${page.sourcePath} could not be read: ${(error as Error).message}`);
    }
    this.cache.set(page.url, {stamp: stamp(files), files, records});
    return records;
  }
}

function stamp(files: string[]): string {
  return files
    .map((file) => {
      try {
        return String(fs.statSync(file).mtimeMs);
      } catch {
        return 'missing';
      }
    })
    .join(',');
}

/** The build indexes rendered HTML, where remark-constants has filled in each `{{name}}`; the dev index reads Markdown. */
function withConstants(record: DocSearchRecord): DocSearchRecord {
  return record.content?.includes('{{') ? {...record, content: replaceKnownConstants(record.content)} : record;
}
