import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {importSwapPlugin} from '../shared/swap-import';

/** The theme components that show dates: a wiki page's "last updated", a blog post's date, the blog archive. */
const SHOWS_DATES = [
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]LastUpdated$/,
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]BlogPostItem[\\/]Header[\\/]Info$/,
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]BlogArchivePage$/,
];

/**
 * Dates without `Intl.DateTimeFormat` in the browser (./englishDate.ts says why): the theme's date-showing
 * components get ./internal.ts in place of `@docusaurus/theme-common/internal` (nothing is ejected).
 */
export default function plainDates(): Plugin {
  return importSwapPlugin('plain-dates', [
    {
      request: /^@docusaurus\/theme-common\/internal$/,
      importers: SHOWS_DATES,
      replacement: path.join(__dirname, 'internal.ts'),
    },
  ]);
}
