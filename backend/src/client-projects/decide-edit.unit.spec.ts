import { describe, it } from 'vitest';
import type { ClientProjectEvent } from '@tradeguild/contracts';
import { given, TEST_NOW } from '../../../tests/support/decider-spec.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import type { ClientProjectCommand, EditProjectCommand } from './commands.ts';
import { clientProjectDecider } from './decide.ts';

const projectId = '3f0c8a5e-2b7d-4c1a-9e6f-0a1b2c3d4e5f';
const at = TEST_NOW.toISOString();
const CLIENT = { actorId: 'client-1' };
const photo = (n: number) => `/uploads/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.jpg`;

const posted: ClientProjectEvent = {
  type: 'ProjectPosted',
  data: {
    projectId,
    clientId: 'client-1',
    title: 'Loft',
    description: 'Board the loft',
    category: null,
    projectType: null,
    location: 'Leeds LS6',
    budget: null,
    timeline: null,
    requiredTrades: ['Carpenter'],
    isMultiTrade: false,
    photos: [],
    postedAt: at,
  },
};
const unchanged: EditProjectCommand['data'] = {
  projectId,
  title: 'Loft',
  description: 'Board the loft',
  location: 'Leeds LS6',
  budget: null,
  timeline: null,
  photos: [],
};
const edit = (changes: Partial<EditProjectCommand['data']>): ClientProjectCommand => ({
  type: 'EditProjectDetails',
  data: { ...unchanged, ...changes },
});
const edited = (changes: Extract<ClientProjectEvent, { type: 'ProjectDetailsEdited' }>['data']['changes']): ClientProjectEvent => ({
  type: 'ProjectDetailsEdited',
  data: { projectId, clientId: 'client-1', changes, editedAt: at },
});
const moved = (to: 'cancelled' | 'in_progress'): ClientProjectEvent => ({
  type: 'ProjectStatusChanged',
  data: { projectId, from: 'open', to, changedAt: at },
});

describe('editing a project', () => {
  it('records only the fields that changed', () => {
    given(clientProjectDecider, [posted])
      .when(edit({ title: 'Loft conversion', budget: '£2,000', photos: [photo(1)] }), CLIENT)
      .then([edited({ title: 'Loft conversion', budget: '£2,000', photos: [photo(1)] })]);
  });

  it('clears an optional field with null', () => {
    given(clientProjectDecider, [posted])
      .when(edit({ location: null }), CLIENT)
      .then([edited({ location: null })]);
  });

  it('compares with the details as already edited, and records nothing when nothing changed', () => {
    given(clientProjectDecider, [posted, edited({ title: 'Loft conversion', photos: [photo(1)] })])
      .when(edit({ title: 'Loft conversion', photos: [photo(1)] }), CLIENT)
      .then([]);
    given(clientProjectDecider, [posted, edited({ photos: [photo(1), photo(2)] })])
      .when(edit({ photos: [photo(2), photo(1)] }), CLIENT)
      .then([edited({ photos: [photo(2), photo(1)] })]);
  });

  it('is only for the project’s client', () => {
    given(clientProjectDecider, [posted])
      .when(edit({ title: 'Mine now' }), { actorId: 'client-2' })
      .thenThrows(ForbiddenError, "Only the project's client can edit it");
    given(clientProjectDecider, [posted])
      .when(edit({ title: 'Mine now' }), { actorId: 'trades-1' })
      .thenThrows(ForbiddenError);
  });

  it('is only while the project is open', () => {
    given(clientProjectDecider, [posted, moved('cancelled')])
      .when(edit({ title: 'Again' }), CLIENT)
      .thenThrows(ConflictError, 'Only an open project can be edited');
  });

  it('takes at most 10 photos, each once', () => {
    const ten = Array.from({ length: 10 }, (_, i) => photo(i + 1));
    given(clientProjectDecider, [posted])
      .when(edit({ photos: ten }), CLIENT)
      .then([edited({ photos: ten })]);
    given(clientProjectDecider, [posted])
      .when(edit({ photos: [...ten, photo(11)] }), CLIENT)
      .thenThrows(ValidationError, 'At most 10 photos');
    given(clientProjectDecider, [posted])
      .when(edit({ photos: [photo(1), photo(1)] }), CLIENT)
      .thenThrows(ValidationError, 'Each photo may be added once');
  });

  it('needs a posted project', () => {
    given(clientProjectDecider, [])
      .when(edit({ title: 'Ghost' }), CLIENT)
      .thenThrows(NotFoundError);
  });
});
