/**
 * Dates in the shapes the theme shows ("Nov 27, 2026" under a wiki page, "November 27, 2026" on a blog
 * post, "November 27" in the blog archive), written without `Intl.DateTimeFormat`. The first
 * `Intl.DateTimeFormat` a page creates loads the browser's locale data: 7–15 ms on an unthrottled desktop
 * core, so 30–60 ms of the hydration task at Lighthouse's 4× CPU slowdown, for one date. The site has one
 * locale, English; every other locale or shape is left to `Intl`.
 * tests/unit/plugins/plain-dates.test.ts requires the same text as `Intl` for every day of several years.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** What `format` needs of a date formatter. */
export interface DateFormat {
  format(date: Date): string;
}

/** The locales whose month names and order these are (English as written in the United States). */
const ENGLISH = new Set(['en', 'en-US']);

/**
 * A formatter equal to `new Intl.DateTimeFormat(locale, options)` for an English date of day, month and,
 * optionally, year in UTC on the Gregorian calendar; `null` for anything else.
 */
export function englishDateFormat(locale: string, options: Intl.DateTimeFormatOptions): DateFormat | null {
  const {calendar, day, month, year, timeZone, ...rest} = options;
  if (
    !ENGLISH.has(locale) ||
    Object.keys(rest).length > 0 ||
    (calendar !== undefined && calendar !== 'gregory') ||
    timeZone !== 'UTC' ||
    day !== 'numeric' ||
    (month !== 'short' && month !== 'long') ||
    (year !== undefined && year !== 'numeric')
  ) {
    return null;
  }
  return {
    format(date: Date): string {
      const name = MONTHS[date.getUTCMonth()];
      const monthText = month === 'long' ? name : name.slice(0, 3);
      const dayAndMonth = `${monthText} ${date.getUTCDate()}`;
      return year === undefined ? dayAndMonth : `${dayAndMonth}, ${date.getUTCFullYear()}`;
    },
  };
}
