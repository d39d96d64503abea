import {describe, expect, it} from 'vitest';

import {englishDateFormat} from '../../../src/plugins/plain-dates/englishDate';

/** The option sets the theme passes (LastUpdated, BlogPostItem/Header/Info, BlogArchivePage), with the site's calendar. */
const THEME_SHAPES: Intl.DateTimeFormatOptions[] = [
  {calendar: 'gregory', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
  {calendar: 'gregory', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
  {calendar: 'gregory', day: 'numeric', month: 'long', timeZone: 'UTC'},
];

/** Every day from 1999 to 2031 at 00:00 and 23:59:59.999 UTC (the two ends of a UTC day). */
function everyDay(): Date[] {
  const dates: Date[] = [];
  for (let time = Date.UTC(1999, 0, 1); time < Date.UTC(2032, 0, 1); time += 86_400_000) {
    dates.push(new Date(time), new Date(time + 86_399_999));
  }
  return dates;
}

describe('englishDateFormat', () => {
  it.each(THEME_SHAPES)('writes what Intl writes for %o, every day of 33 years', (options) => {
    for (const locale of ['en', 'en-US']) {
      const plain = englishDateFormat(locale, options);
      expect(plain).not.toBeNull();
      const intl = new Intl.DateTimeFormat(locale, options);
      for (const date of everyDay()) {
        if (plain?.format(date) !== intl.format(date)) {
          expect(plain?.format(date), date.toISOString()).toBe(intl.format(date));
        }
      }
    }
  });

  it('writes the dates of the page footer and the blog as readers see them', () => {
    const date = new Date('2026-09-05T23:30:00Z');
    expect(englishDateFormat('en', THEME_SHAPES[0])?.format(date)).toBe('Sep 5, 2026');
    expect(englishDateFormat('en', THEME_SHAPES[1])?.format(date)).toBe('September 5, 2026');
    expect(englishDateFormat('en', THEME_SHAPES[2])?.format(date)).toBe('September 5');
  });

  it('leaves every other locale, calendar, time zone and shape to Intl', () => {
    const base = THEME_SHAPES[0];
    for (const [locale, options] of [
      ['en-GB', base],
      ['de', base],
      ['en', {...base, calendar: 'japanese'}],
      ['en', {...base, timeZone: 'Europe/Berlin'}],
      ['en', {...base, timeZone: undefined}],
      ['en', {...base, day: '2-digit'}],
      ['en', {...base, month: 'numeric'}],
      ['en', {...base, year: '2-digit'}],
      ['en', {...base, weekday: 'long'}],
      ['en', {dateStyle: 'medium', timeZone: 'UTC'}],
    ] as const) {
      expect(englishDateFormat(locale, options), `${locale} ${JSON.stringify(options)}`).toBeNull();
    }
  });

  it('needs no calendar named (Gregorian is the default)', () => {
    const {calendar: _calendar, ...options} = THEME_SHAPES[0];
    expect(englishDateFormat('en', options)?.format(new Date('2026-11-27T00:00:00Z'))).toBe('Nov 27, 2026');
  });
});
