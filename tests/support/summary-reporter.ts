import path from 'node:path';
import type {FullResult, Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/**
 * Ends Playwright's output with one plain line, `N passed, N failed, N skipped`, for CI logs, after the
 * spec files that took longest (test time summed over workers), so a slow suite shows where to look.
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, 'passed' | 'failed' | 'skipped'>();
  private readonly fileMs = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.basename(test.location.file);
    this.fileMs.set(file, (this.fileMs.get(file) ?? 0) + result.duration);
    const outcome = test.outcome();
    if (outcome === 'skipped') {
      this.outcomes.set(test.id, 'skipped');
    } else if (outcome === 'expected' || outcome === 'flaky') {
      this.outcomes.set(test.id, 'passed');
    } else if (result.status !== 'passed' || outcome === 'unexpected') {
      this.outcomes.set(test.id, 'failed');
    }
  }

  onEnd(result: FullResult): void {
    const slowest = [...this.fileMs].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log('\nSlowest spec files (test time, all workers):');
    for (const [file, ms] of slowest) {
      console.log(`  ${(ms / 1000).toFixed(0).padStart(5)} s  ${file}`);
    }
    const counts = {passed: 0, failed: 0, skipped: 0};
    for (const outcome of this.outcomes.values()) {
      counts[outcome] += 1;
    }
    if (result.status !== 'passed' && counts.failed === 0) {
      counts.failed = 1;
    }
    console.log(`\ne2e: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
