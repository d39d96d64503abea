import {describe, expect, it} from 'vitest';

import {
  changeTitle,
  formatBuildTime,
  formatRelativeTime,
  groupHash,
  shortCommit,
} from '../../../src/lib/downloads/format';

describe('build formatting', () => {
  const now = new Date('2026-08-09T12:00:00Z');

  it('formats relative times', () => {
    expect(formatRelativeTime('2026-08-07T12:00:00Z', now)).toBe('2 days ago');
    expect(formatRelativeTime('2026-08-09T11:59:40Z', now)).toBe('just now');
    expect(formatRelativeTime('2026-08-09T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });

  it('formats absolute times in UTC', () => {
    expect(formatBuildTime('2026-08-07T18:22:41.512Z')).toBe('7 August 2026 at 18:22 UTC');
  });

  it('shortens commits and summaries', () => {
    expect(shortCommit('6e70ba277aa4b03ac414cb2c86ffcc485780073c')).toBe('6e70ba2');
    expect(changeTitle('Fix thing (#1)\n\nLong body')).toBe('Fix thing (#1)');
  });

  it('groups a hash for reading', () => {
    expect(groupHash('0123456789abcdef', 8)).toEqual(['01234567', '89abcdef']);
  });
});
