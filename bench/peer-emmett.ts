/**
 * The peer for the append figures: Emmett's PostgreSQL event store (@event-driven-io/emmett-postgresql,
 * a devDependency; docs/decisions/0044-emmett-as-the-append-peer.md), through its documented API
 * (getPostgreSQLEventStore, appendToStream with expectedStreamVersion), on the bench's own database.
 * Its schema (emt_streams, emt_messages, ...) is created by its automatic migration on first use.
 * Imported only when the section runs, and optional: without the package (it carries no licence,
 * see 0044) the section measures against plain INSERTs alone and says so.
 */
import type * as EmmettPostgres from '@event-driven-io/emmett-postgresql';
import type { NewEvent } from '@tradeguild/contracts';

export interface EmmettPeer {
  append(streamName: string, version: number, e: NewEvent): Promise<unknown>;
  close(): Promise<void>;
}

export async function openEmmett(databaseUrl: string): Promise<EmmettPeer | null> {
  let emmett: typeof EmmettPostgres;
  try {
    emmett = await import('@event-driven-io/emmett-postgresql');
  } catch {
    return null;
  }
  const store = emmett.getPostgreSQLEventStore(databaseUrl);
  return {
    append: (streamName, version, e) =>
      store.appendToStream(streamName, [{ type: e.type, data: e.data as Record<string, unknown>, metadata: { ...e.metadata } }], {
        expectedStreamVersion: BigInt(version),
      }),
    close: () => store.close(),
  };
}
