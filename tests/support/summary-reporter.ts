import type {FullResult, Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/** Ends Playwright's output with one plain line, `N passed, N failed, N skipped`, for CI logs. */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, 'passed' | 'failed' | 'skipped'>();

  onTestEnd(test: TestCase, result: TestResult): void {
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
