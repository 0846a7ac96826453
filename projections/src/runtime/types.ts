import type pg from 'pg';
import type { RecordedEvent } from '@tradeguild/backend/eventstore/types';

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
}

export type Handler = (event: RecordedEvent, ctx: HandlerContext) => Promise<void>;

export interface Projection {
  name: string;
  /** Bump when the tables or handlers change: a new generation is built and switched to. */
  version: number;
  /** Logical table name (the view readers query) -> DDL for a physical table of that shape. */
  tables: Record<string, (physical: string) => string>;
  handlers: Partial<Record<string, Handler>>;
}

export const physicalTable = (logical: string, generation: number) => `${logical}__g${generation}`;
