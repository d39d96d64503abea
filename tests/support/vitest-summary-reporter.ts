import type {Reporter, TestModule} from 'vitest/node';

/** Ends Vitest's output with one plain line, `N passed, N failed, N skipped`, for CI logs. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const counts = {passed: 0, failed: 0, skipped: 0};
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      if (testModule.state() === 'failed' && [...testModule.children.allTests()].length === 0) {
        counts.failed += 1;
      }
    }
    counts.failed += unhandledErrors.length;
    console.log(`\nunit: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
