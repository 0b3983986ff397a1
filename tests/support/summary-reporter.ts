import type { Reporter, TestModule } from 'vitest/node';

/** Ends every run with the plain line CI reads: `N passed, N failed` (and skipped, when any). */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      let moduleFailed = 0;
      let moduleSkipped = 0;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') moduleFailed++;
        else moduleSkipped++;
      }
      // A file that fails to load, or whose setup fails (its tests are then skipped), must not pass
      // silently: its tests that did not run count as failed.
      if (testModule.state() === 'failed' && moduleFailed === 0) {
        moduleFailed = Math.max(1, moduleSkipped);
        moduleSkipped = 0;
      }
      failed += moduleFailed;
      skipped += moduleSkipped;
    }
    failed += unhandledErrors.length;
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
