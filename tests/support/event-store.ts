/** Test-only: the PostgreSQL event store, for projection tests that must not import the backend themselves. */
export { PostgresEventStore } from '../../backend/src/eventstore/postgres.ts';
