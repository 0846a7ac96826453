/** Editing a posted project: only its client, only while it is open; only what changed is recorded. */
import { PROJECT_PHOTO_MESSAGES, PROJECT_PHOTOS_MAX, type ClientProjectEvent, type ProjectDetailsEdited } from '@tradeguild/contracts';
import type { CommandContext } from '../commands/decider.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import type { EditProjectCommand } from './commands.ts';
import { assertClient } from './decide-applications.ts';
import type { ClientProjectState, ProjectDetails } from './state.ts';

type Changes = ProjectDetailsEdited['data']['changes'];
const TEXT_FIELDS = ['title', 'description', 'location', 'budget', 'timeline'] as const;

const samePhotos = (a: string[], b: string[]) => a.length === b.length && a.every((p, i) => p === b[i]);

export function decideEdit(command: EditProjectCommand, state: ClientProjectState, ctx: CommandContext): ClientProjectEvent[] {
  assertClient(state, ctx, "Only the project's client can edit it");
  if (state.status !== 'open') throw new ConflictError('Only an open project can be edited');
  const d = command.data;
  // The route's schema says the same; the rule is the decider's, whoever sends the command.
  if (d.photos.length > PROJECT_PHOTOS_MAX) throw new ValidationError(PROJECT_PHOTO_MESSAGES.max);
  if (new Set(d.photos).size !== d.photos.length) throw new ValidationError(PROJECT_PHOTO_MESSAGES.unique);
  const current: ProjectDetails = state.details ?? { title: '', description: '', location: null, budget: null, timeline: null, photos: [] };
  const changes: Changes = {};
  for (const field of TEXT_FIELDS) if (d[field] !== current[field]) Object.assign(changes, { [field]: d[field] });
  if (!samePhotos(d.photos, current.photos)) changes.photos = d.photos;
  // Saving without a change is not an error, and records nothing.
  if (Object.keys(changes).length === 0) return [];
  return [
    { type: 'ProjectDetailsEdited', data: { projectId: d.projectId, clientId: state.clientId, changes, editedAt: ctx.now.toISOString() } },
  ];
}
