/** Small, pure formatting helpers for live build information. */

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago", "just now"; `now` is injectable for tests. */
export function formatRelativeTime(iso: string, now: Date = new Date(), locale = 'en'): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) {
    return '';
  }
  const seconds = Math.round((then - now.getTime()) / 1000);
  const formatter = new Intl.RelativeTimeFormat(locale, {numeric: 'auto'});
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) {
      return formatter.format(Math.round(seconds / size), unit);
    }
  }
  return 'just now';
}

/** "7 August 2026, 18:22 UTC": an absolute date that reads the same everywhere. */
export function formatBuildTime(iso: string, locale = 'en-GB'): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) {
    return iso;
  }
  return `${new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(time)} UTC`;
}

export function shortCommit(commit: string): string {
  return commit.slice(0, 7);
}

/** The first line of a commit summary (the API sometimes sends multi-line summaries). */
export function changeTitle(summary: string): string {
  return (summary.split(/\r?\n/, 1)[0] ?? '').trim();
}

/** Groups a SHA-256 in blocks of eight so it can be compared by eye. */
export function groupHash(hash: string, size = 8): string[] {
  const groups: string[] = [];
  for (let index = 0; index < hash.length; index += size) {
    groups.push(hash.slice(index, index + size));
  }
  return groups;
}
