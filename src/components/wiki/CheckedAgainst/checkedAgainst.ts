/**
 * The `checked_against` front matter of a wiki page: which commit of which GeyserMC repository
 * the page's facts were last verified against. Shape, one entry per repository:
 *
 *   checked_against:
 *     - repo: GeyserMC/Geyser      # owner/name on GitHub
 *       commit: 6e70ba2c1f         # 7–40 hex characters
 *       date: '2026-08-07'         # the commit's date, QUOTED
 *
 * The date must be quoted: YAML turns an unquoted 2026-08-07 into a Date object, and the page
 * would then render a time-zone-shifted timestamp instead of the commit's date.
 */

export interface CheckedAgainstEntry {
  /** `owner/name` on GitHub. */
  readonly repo: string;
  /** 7 to 40 hexadecimal characters. */
  readonly commit: string;
  /** `YYYY-MM-DD`, the commit's date. */
  readonly date: string;
}

export interface CheckedAgainstResult {
  readonly entries: readonly CheckedAgainstEntry[];
  /** Human-readable problems; empty when the value is valid. */
  readonly errors: readonly string[];
}

const REPO = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/;
const COMMIT = /^[0-9a-f]{7,40}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function isRealDate(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Checks a `checked_against` value as parsed from YAML. `undefined` (no stamp) is valid and empty. */
export function parseCheckedAgainst(value: unknown): CheckedAgainstResult {
  if (value === undefined) {
    return {entries: [], errors: []};
  }
  if (!Array.isArray(value) || value.length === 0) {
    return {entries: [], errors: ['checked_against must be a non-empty list of {repo, commit, date} entries']};
  }
  const entries: CheckedAgainstEntry[] = [];
  const errors: string[] = [];
  value.forEach((item: unknown, index) => {
    const where = `checked_against[${index}]`;
    if (!isRecord(item)) {
      errors.push(`${where} must be a mapping with repo, commit and date`);
      return;
    }
    const {repo, commit, date} = item;
    const before = errors.length;
    const unknownKeys = Object.keys(item).filter((key) => !['repo', 'commit', 'date'].includes(key));
    if (unknownKeys.length > 0) {
      errors.push(`${where} has unknown key(s): ${unknownKeys.join(', ')}`);
    }
    if (typeof repo !== 'string' || !REPO.test(repo)) {
      errors.push(`${where}.repo must be "owner/name" as on GitHub, got ${JSON.stringify(repo)}`);
    }
    if (typeof commit !== 'string' || !COMMIT.test(commit)) {
      errors.push(
        `${where}.commit must be 7 to 40 hexadecimal characters (quote it if it is all digits), got ${JSON.stringify(commit)}`,
      );
    }
    if (date instanceof Date) {
      errors.push(
        `${where}.date must be a quoted string such as '2026-08-07': unquoted, YAML reads it as a Date object`,
      );
    } else if (typeof date !== 'string' || !DATE.test(date) || !isRealDate(date)) {
      errors.push(`${where}.date must be a quoted 'YYYY-MM-DD' string, got ${JSON.stringify(date)}`);
    }
    if (
      errors.length === before &&
      typeof repo === 'string' &&
      typeof commit === 'string' &&
      typeof date === 'string'
    ) {
      entries.push({repo, commit: commit.toLowerCase(), date});
    }
  });
  const repos = entries.map((entry) => entry.repo.toLowerCase());
  const duplicate = repos.find((repo, index) => repos.indexOf(repo) !== index);
  if (duplicate) {
    errors.push(`checked_against lists ${duplicate} twice; keep one entry per repository`);
  }
  return {entries, errors};
}

/** The link to the commit on GitHub. */
export function commitUrl(entry: CheckedAgainstEntry): string {
  return `https://github.com/${entry.repo}/commit/${entry.commit}`;
}

/** The short form shown on the page (the first 7 characters, as GitHub shows commits). */
export function shortCommit(entry: CheckedAgainstEntry): string {
  return entry.commit.slice(0, 7);
}
