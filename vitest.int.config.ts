import { defineConfig } from 'vitest/config';

// Real PostgreSQL and Redis; every test file gets its own database and queue prefix.
export default defineConfig({
  test: {
    include: ['**/*.int.spec.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    globalSetup: ['tests/support/global-services.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
