import type pg from 'pg';
import type { Statements } from './db.ts';
import type { DomainEvent, EventShape, RecordedEvent } from '@tradeguild/contracts';

/** A push to socket.io rooms, sent only after the read model is committed. */
export interface Push {
  room: string;
  event: string;
  payload: unknown;
}

export interface HandlerContext {
  /** The transaction the whole batch (and the checkpoint) commits in. */
  tx: pg.PoolClient;
  /** Physical name of one of this projection's tables for the generation being built. */
  table: (logical: string) => string;
  /** Queue a push for after the commit; dropped while rebuilding (history is not re-announced). */
  push: (push: Push) => void;
  /**
   * True only while the generation serves (not while it rebuilds, nor in a replay or a spec): a
   * handler writes side effects of its own (the mail outbox) only then, as pushes are only named then.
   */
  serving?: boolean;
}

export type Handler<E extends EventShape = EventShape> = (event: RecordedEvent<E>, ctx: HandlerContext) => Promise<void>;

/** One handler per event type it listens to, each receiving that type's parsed, upcast event. */
export type Handlers<E extends EventShape> = { [T in E['type']]?: Handler<Extract<E, { type: T }>> };

/**
 * What a set-based batch handler gets: the same transaction and tables, and a push that names the
 * event it announces (its effect id is built from that event's id, exactly as in the one-by-one path).
 */
export interface BatchContext {
  /** Statements in the batch's transaction (which the runtime begins at the first one). */
  tx: Statements;
  /**
   * A read of the projection's own tables, run at once without waiting for a transaction. Only this
   * projection's runner writes them, and whatever the batch then writes commits only if the
   * checkpoint's compare-and-swap finds the checkpoint where it was read.
   */
  read: Statements['query'];
  /**
   * The batch's last writes, sent with the checkpoint in one statement (as CTEs `w0 AS (...)`, `w1`,
   * ... in this order; each takes one parameter, written `$1`, given as `value`). A batch that before
   * them only reads and then finishes needs no transaction.
   */
  finish: (writes: FinalWrite[]) => void;
  table: (logical: string) => string;
  /** Queue a push for after the commit, in the order of the events it announces. */
  push: (event: RecordedEvent, push: Push) => void;
  /**
   * Call once the batch's reads and its own work are done and only its writes remain. A rebuild
   * reads and decodes the next batch from then on, while the database takes the writes (Node would
   * otherwise sit idle through them). Not calling it only loses that overlap.
   */
  writing: () => void;
}

/** One data-modifying statement of a batch's last writes: its single parameter is `$1`. */
export interface FinalWrite {
  text: string;
  value: unknown;
}

/** The writes as CTEs `w0 AS (...)`, ... of one statement, their parameters numbered from `first`. */
export const finalWriteCtes = (writes: FinalWrite[], first: number): string[] =>
  writes.map((w, i) => `w${i} AS (${w.text.replace(/\$1(?!\d)/g, `$${first + i}`)})`);

/**
 * Applies a whole batch (in commit order) in a few set-based statements instead of event by event.
 * It must leave exactly the rows and queue exactly the pushes, in the same order, that the
 * projection's one-by-one `handlers` would: those stay the reference (replay uses them).
 */
export type BatchHandler<E extends EventShape = EventShape> = (events: RecordedEvent<E>[], ctx: BatchContext) => Promise<void>;

export interface Projection<E extends EventShape = DomainEvent> {
  name: string;
  /** Bump when the tables or handlers change: a new generation is built and switched to. */
  version: number;
  /** Logical table name (the view readers query) -> DDL for a physical table of that shape. */
  tables: Record<string, (physical: string) => string>;
  /**
   * Optional: logical table name -> DDL of indexes that readers need but applying events does not
   * (searches, sort orders). A generation created to serve gets them at once; a rebuilding one gets
   * them when it switches, built in bulk over the finished tables (much faster than row by row).
   * Anything the handlers rely on (primary keys, ON CONFLICT targets) belongs in `tables`.
   */
  indexes?: Record<string, (physical: string) => string>;
  handlers: Handlers<E>;
  /**
   * Optional: used by the runtime instead of `handlers` for every batch when present. It handles
   * exactly the event types `handlers` has (a batch with none of them only moves the checkpoint).
   */
  applyBatch?: BatchHandler<E>;
}

/** The runner treats projections of any event union alike. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyProjection = Projection<any>;

/** The single place an event meets its handler: the handler map is keyed by the event's own type. */
export function handlerFor(projection: AnyProjection, event: RecordedEvent): Handler | undefined {
  return (projection.handlers as Record<string, Handler | undefined>)[event.type];
}

export const physicalTable = (logical: string, generation: number) => `${logical}__g${generation}`;
