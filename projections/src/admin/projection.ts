/**
 * The admin read models: the live activity feed (one item per event, pushed to the `admins` room
 * after commit), counters and per-day figures for the stats and charts, and denormalised directory
 * rows for the dashboard's paged, searched tabs. Built from the events alone, never from other
 * projections' tables, so it can be rebuilt on its own.
 *
 * The handlers are written once against `AdminStore`: `handlers` runs them one event at a time
 * (statement by statement: the reference, used by replay and the specs), `applyBatch` runs them over
 * a whole batch with a few set-based statements (what the runtime uses, live and rebuilding).
 */
import type { DomainEvent } from '@tradeguild/contracts';
import { adminErased, eraseAwareBatch } from '../privacy/erasure.ts';
import type { Handler, Handlers, Projection } from '../runtime/types.ts';
import type { AdminHandler } from './activity.ts';
import { adminBatch } from './batch.ts';
import { blogHandlers } from './blog-handlers.ts';
import { forumHandlers } from './forum-handlers.ts';
import { jobsHandlers } from './jobs-handlers.ts';
import { marketplaceHandlers } from './marketplace-handlers.ts';
import { sqlStore } from './sql-store.ts';
import { adminIndexes, adminTables } from './tables.ts';
import { tradesmenHandlers } from './tradesmen-handlers.ts';

const adminHandlers = { ...marketplaceHandlers, ...jobsHandlers, ...tradesmenHandlers, ...forumHandlers, ...blogHandlers } as Record<
  string,
  AdminHandler | undefined
>;

const oneByOne = {
  ...Object.fromEntries(
    Object.entries(adminHandlers).map(([type, h]) => [type, ((event, ctx) => h!(event, sqlStore(ctx))) satisfies Handler]),
  ),
  // An erased account (decision 0061): purged here, so a rebuild purges at the same place.
  AccountErased: adminErased,
} as Handlers<DomainEvent>;

export const adminProjection: Projection<DomainEvent> = {
  name: 'admin',
  /**
   * 2: forum and jobs events in the feed, project status moves the active-projects counter.
   * 3: set-based batch application (same tables and rows; rebuilt so every generation was built by it).
   * 4: project-room messages (who wrote where, never the words), room reads and parts marked done in the feed.
   * 5: a tradesman's rating and review count from verified job reviews only (issue 23).
   * 6: a client's edit (ProjectDetailsEdited) reaches the Projects tab's title, location and budget.
   * 7: each feed item keeps the parts of its sentence (and link) that are someone else's, so erasing
   *    them rewords it as a rebuild would (decision 0068).
   */
  version: 7,
  tables: adminTables,
  indexes: adminIndexes,
  handlers: oneByOne,
  applyBatch: eraseAwareBatch(oneByOne, adminBatch(adminHandlers)),
};
