import { defineConfig } from 'vitest/config';

// A real Chromium against the server `make run` starts, on a test port with a fresh database.
export default defineConfig({
  test: {
    include: ['**/*.e2e.spec.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    globalSetup: ['tests/support/global-services.ts', 'tests/support/global-app.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    // A loaded 2-core machine renders slowly; a poll gives up only after 15 s, never after the default 1 s.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
