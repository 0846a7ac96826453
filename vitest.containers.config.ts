import { defineConfig } from 'vitest/config';

// `make test-containers` only (scripts/test-containers.ts): EventStoreDB, PostgreSQL and Redis in
// containers, EVENT_STORE=eventstoredb. Not part of `make test`.
export default defineConfig({
  test: {
    include: [
      // The event store contract suite against the real server.
      'backend/src/eventstore/eventstoredb.int.spec.ts',
      // The projection runner reading EventStoreDB through its catch-up subscription.
      'tests/containers/**/*.containers.spec.ts',
      'backend/src/eventstore/eventstoredb-runner.int.spec.ts',
      // The projection runtime tests (they read PostgreSQL's own event store, here on the container's PostgreSQL).
      'projections/src/runtime/*.int.spec.ts',
      // The HTTP slices: commands append to EventStoreDB (test-server.ts passes EVENT_STORE through).
      'backend/src/**/routes.int.spec.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    environment: 'node',
    globalSetup: ['tests/support/global-services.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
