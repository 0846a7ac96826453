import { describe, expect, it } from 'vitest';
import { CLIENT_PROJECT_CHANGED_SOCKET_EVENT, type ClientProjectEvent } from '@tradeguild/contracts';
import { projectionSpec } from '../../../tests/support/projection-spec.ts';
import { clientProjectsProjection } from './projection.ts';

// The spec helper applies every history one by one, in one batch and in batches of two, each twice.
const spec = projectionSpec(clientProjectsProjection);
const projectId = '9e3c2f5b-4a6d-4f8e-9b0c-2d3e4f5a6b7c';
const applicationId = '00000000-0000-4000-8000-000000000011';
const at = '2025-05-01T08:00:00.000Z';
const photo = '/uploads/11111111-2222-4333-8444-555555555555.jpg';

const posted: ClientProjectEvent = {
  type: 'ProjectPosted',
  data: {
    projectId,
    clientId: 'client-1',
    title: 'Garden wall',
    description: 'Rebuild a brick wall',
    category: null,
    projectType: null,
    location: 'Leeds',
    budget: '£1,000',
    timeline: null,
    requiredTrades: ['Landscaper'],
    isMultiTrade: false,
    photos: [],
    postedAt: at,
  },
};
const edited = (changes: Extract<ClientProjectEvent, { type: 'ProjectDetailsEdited' }>['data']['changes'], editedAt = at) =>
  ({ type: 'ProjectDetailsEdited', data: { projectId, clientId: 'client-1', changes, editedAt } }) as ClientProjectEvent;
const quoted: ClientProjectEvent = {
  type: 'ApplicationSubmitted',
  data: {
    projectId,
    applicationId,
    tradesmanId: '10000000-0000-4000-8000-000000000001',
    tradesmanUserId: 'trades-1',
    message: 'Can do',
    proposedCost: '900.00',
    estimatedDuration: '2 days',
    trades: ['Landscaper'],
    submittedAt: at,
  },
};

describe('client_projects projection: editing a project', () => {
  it('changes only the edited columns, and moves the place and the search words with them', async () => {
    const { rows } = await spec.given([
      posted,
      edited({ title: 'Garden wall and gate', location: 'Headingley, LS6 2AB', photos: [photo] }, '2025-05-02T08:00:00.000Z'),
      edited({ budget: null }, '2025-05-03T08:00:00.000Z'),
    ]);
    const row = rows('client_projects')[0]!;
    expect(row).toMatchObject({
      title: 'Garden wall and gate',
      description: 'Rebuild a brick wall',
      location: 'Headingley, LS6 2AB',
      budget: null,
      photos: [photo],
      outcode: 'LS6',
    });
    expect(row.latitude).toBeCloseTo(53.8, 0);
    expect(String(row.search)).toContain('gate');
    expect((row.updated_at as Date).toISOString()).toBe('2025-05-03T08:00:00.000Z');
  });

  it('tells the client and the tradesmen who quoted when a quote or the project changes', async () => {
    const { pushes } = await spec.given([
      posted,
      quoted,
      { type: 'ApplicationWithdrawn', data: { projectId, applicationId, at } },
      edited({ title: 'New title' }),
    ]);
    const signals = pushes.filter((p) => p.event === CLIENT_PROJECT_CHANGED_SOCKET_EVENT);
    // The quote (client, tradesman), the withdrawal (both), the edit (both).
    expect(signals.map((p) => p.room).sort()).toEqual([
      'user:client-1',
      'user:client-1',
      'user:client-1',
      'user:trades-1',
      'user:trades-1',
      'user:trades-1',
    ]);
    expect(signals.every((p) => (p.payload as { projectId: string }).projectId === projectId)).toBe(true);
  });
});
