import { usersProjection } from './accounts/users.projection.ts';
import { clientProjectsProjection } from './client-projects/client-projects.projection.ts';
import { messagesProjection } from './messaging/messages.projection.ts';
import { tradesmenProjection } from './tradesmen/tradesmen.projection.ts';
import type { Projection } from './runtime/types.ts';

export { ProjectionRunner, ProjectionWaker } from './runtime/runner.ts';
export { requestRebuild } from './runtime/registry.ts';
export type { Projection, Push } from './runtime/types.ts';

/** Every read model of the app. Add a projection here and the runner builds it. */
export const projections: Projection[] = [
  usersProjection,
  clientProjectsProjection,
  messagesProjection,
  tradesmenProjection,
];
