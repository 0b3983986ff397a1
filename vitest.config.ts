import { defineConfig } from 'vitest/config';

/**
 * Three projects, all run by `npm test`:
 *  - unit: pure functions, the route table and the in-process dispatcher; needs no build
 *    (`npx vitest run --project unit`);
 *  - http: the built server over real HTTP (tests/support/global-setup.ts rebuilds a stale build);
 *  - browser: the docs site in Debian's Chromium, against the same built server.
 */
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 300_000,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/*.test.ts'],
          // One module graph per worker, not per file: the Quran's texts, the corpus and the search
          // indexes load once a worker instead of once in each of the 133 files (the project took 342 s
          // against 475 s isolated, 2026-12-02). A file that must not share module state makes its own
          // (src/quran/search/index-loading.test.ts: vi.resetModules). UNIT_ISOLATE=on isolates every file.
          isolate: process.env.UNIT_ISOLATE === 'on',
          // Projects do not inherit the root's timeouts: each says its own.
          testTimeout: 30_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          // Servers, archives and thousands of requests on a shared 2-core machine with a slow disk.
          testTimeout: 30_000,
          hookTimeout: 300_000,
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          // A page, its scripts and Pagefind's index load in a real browser: seconds on a busy machine.
          testTimeout: 30_000,
          hookTimeout: 300_000,
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
    ],
  },
});
