import { usersProjection } from './accounts/projection.ts';
import { adminProjection } from './admin/projection.ts';
import { blogProjection } from './blog/projection.ts';
import { forumProjection } from './forum/projection.ts';
import { clientProjectsProjection } from './client-projects/projection.ts';
import { messagesProjection } from './messaging/projection.ts';
import { notificationsProjection } from './notifications/projection.ts';
import type { AnyProjection } from './runtime/types.ts';
import { tradesmenProjection } from './tradesmen/projection.ts';

export { ProjectionRunner, type RunnerOptions } from './runtime/runner.ts';
export { ProjectionWaker } from './runtime/waker.ts';
export { projectionHasOwner } from './runtime/ownership.ts';
export { ensureGenerations, requestRebuild } from './runtime/registry.ts';
export { replayAndCompare, type ReplayReport, type TableDifference } from './runtime/replay.ts';
export { CheckpointWatcher, waitForProjections } from './runtime/freshness.ts';
export { createReadDb, type ReadDb } from './runtime/read-db.ts';
export { withTransaction, type Queryable } from './runtime/db.ts';
export type { AnyProjection, Projection, Push } from './runtime/types.ts';
export { readAllSource, type EventConsumer, type EventSource } from './runtime/event-source.ts';

/** Every read model of the app. Add a projection here and the runner builds it. */
export const projections: AnyProjection[] = [usersProjection, clientProjectsProjection, messagesProjection, tradesmenProjection];
projections.push(blogProjection);
projections.push(forumProjection);
projections.push(adminProjection);
projections.push(notificationsProjection);

export const findProjection = (name: string): AnyProjection | undefined => projections.find((p) => p.name === name);
