import {defineConfig} from 'vitest/config';

export default defineConfig({
  // The site's tsconfig keeps JSX as written for the bundler ("preserve"); tests that render a component
  // (tests/unit/openapi/markdown.test.ts) need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // Some tests do real work in bulk (every code block of the site rendered by two highlighters, thousands of
    // YAML strings checked against SnakeYAML): 2-4 s on an idle 2-core machine, and past vitest's 5 s default
    // when a build or the browser tests share the cores (8.2 s seen). A timeout is for hangs, not for speed.
    testTimeout: 30_000,
    reporters: ['default', './tests/support/vitest-summary-reporter.ts'],
  },
});
