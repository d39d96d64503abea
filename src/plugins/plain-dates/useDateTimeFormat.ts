import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {type DateFormat, englishDateFormat} from './englishDate';

/**
 * The theme's `useDateTimeFormat` (the site's locale and its calendar, then `options`), answering the
 * English date shapes of ./englishDate.ts without `Intl`, and everything else with `Intl.DateTimeFormat`.
 */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): DateFormat {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  const calendar = localeConfigs[currentLocale]?.calendar;
  const key = JSON.stringify(options);
  return useMemo(() => {
    const full: Intl.DateTimeFormatOptions = {calendar, ...(JSON.parse(key) as Intl.DateTimeFormatOptions)};
    return englishDateFormat(currentLocale, full) ?? new Intl.DateTimeFormat(currentLocale, full);
  }, [currentLocale, calendar, key]);
}
