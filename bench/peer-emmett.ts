/**
 * The peer for the append figures: Emmett's PostgreSQL event store (@event-driven-io/emmett-postgresql,
 * a devDependency; docs/decisions/0044-emmett-as-the-append-peer.md), through its documented API
 * (getPostgreSQLEventStore, appendToStream with expectedStreamVersion), on the bench's own database.
 * Its schema (emt_streams, emt_messages, ...) is created by its automatic migration on first use.
 */
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import type { NewEvent } from '@tradeguild/contracts';

export async function openEmmett(databaseUrl: string) {
  const store = getPostgreSQLEventStore(databaseUrl);
  return {
    append: (streamName: string, version: number, e: NewEvent) =>
      store.appendToStream(streamName, [{ type: e.type, data: e.data as Record<string, unknown>, metadata: { ...e.metadata } }], {
        expectedStreamVersion: BigInt(version),
      }),
    close: () => store.close(),
  };
}
