import { describe, expect, it } from 'vitest';
import type { ClientProjectEvent, ProjectPosted } from '@tradeguild/contracts';
import { projectionSpec } from '../../../tests/support/projection-spec.ts';
import { clientProjectsProjection } from './projection.ts';

const spec = projectionSpec(clientProjectsProjection);

const posted = (projectId: string, title: string, postedAt: string): ProjectPosted => ({
  type: 'ProjectPosted',
  data: {
    projectId,
    clientId: 'client-1',
    title,
    description: 'Knock through and a new kitchen',
    category: null,
    projectType: 'renovation',
    location: 'Leeds',
    budget: '£10,000 - £15,000',
    timeline: '2 months',
    requiredTrades: ['Carpenter', 'Plumber'],
    isMultiTrade: true,
    photos: [],
    postedAt,
  },
});

describe('client_projects projection', () => {
  it('lists a posted project as open, with its trades, posted at the time of the event', async () => {
    const { rows } = await spec.given([
      posted('6b0f9c2e-1d3a-4c5b-8e7f-9a0b1c2d3e4f', 'Kitchen knock-through', '2025-04-02T08:00:00.000Z'),
    ]);
    expect(rows('client_projects')).toHaveLength(1);
    expect(rows('client_projects')[0]).toMatchObject({
      title: 'Kitchen knock-through',
      status: 'open',
      required_trades: ['Carpenter', 'Plumber'],
      is_multi_trade: true,
      client_id: 'client-1',
    });
    expect((rows('client_projects')[0]!.created_at as Date).toISOString()).toBe('2025-04-02T08:00:00.000Z');
  });

  it('keeps the first version of a project posted twice (a retried command)', async () => {
    const id = '7c1a0d3f-2e4b-4d6c-9f8a-0b1c2d3e4f5a';
    const { rows } = await spec.given([posted(id, 'First', '2025-04-02T08:00:00.000Z'), posted(id, 'Second', '2025-04-02T09:00:00.000Z')]);
    expect(rows('client_projects').map((p) => p.title)).toEqual(['First']);
  });
});

describe('client_projects projection: quotes and invitations', () => {
  const projectId = '8d2b1e4a-3f5c-4e7d-8a9b-1c2d3e4f5a6b';
  const a1 = '00000000-0000-4000-8000-000000000001';
  const a2 = '00000000-0000-4000-8000-000000000002';
  const submitted = (applicationId: string, user: string, trades: ('Carpenter' | 'Plumber')[]): ClientProjectEvent => ({
    type: 'ApplicationSubmitted',
    data: {
      projectId,
      applicationId,
      tradesmanId: '10000000-0000-4000-8000-000000000001',
      tradesmanUserId: user,
      message: 'Happy to help',
      proposedCost: '1999.99',
      estimatedDuration: '3 weeks',
      trades,
      submittedAt: '2025-04-03T08:00:00.000Z',
    },
  });
  const at = '2025-04-04T08:00:00.000Z';

  it('places a project with a postcode in its location at the outcode centre; an area name has no place', async () => {
    const { rows } = await spec.given([
      {
        ...posted(projectId, 'Placed', '2025-04-02T08:00:00.000Z'),
        data: { ...posted(projectId, 'x', '2025-04-02T08:00:00.000Z').data, title: 'Placed', location: 'Headingley, LS6 2AB' },
      },
    ]);
    expect(rows('client_projects')[0]).toMatchObject({ outcode: 'LS6' });
    expect(rows('client_projects')[0]!.latitude).toBeCloseTo(53.8, 0);
    const { rows: other } = await spec.given([posted(projectId, 'Area only', '2025-04-02T08:00:00.000Z')]);
    expect(other('client_projects')[0]).toMatchObject({ outcode: null, latitude: null });
  });

  it('keeps quotes with their status, counts applicants (not withdrawn) and the hired trades', async () => {
    const { rows } = await spec.given([
      posted(projectId, 'Team job', '2025-04-02T08:00:00.000Z'),
      submitted(a1, 'trades-1', ['Carpenter']),
      submitted(a2, 'trades-2', ['Plumber']),
      { type: 'ApplicationShortlisted', data: { projectId, applicationId: a1, at } },
      { type: 'ApplicationAccepted', data: { projectId, applicationId: a1, at, trades: ['Carpenter'] } },
      { type: 'ApplicationRejected', data: { projectId, applicationId: a2, at, message: 'Sorry' } },
      { type: 'ProjectStatusChanged', data: { projectId, from: 'open', to: 'in_progress', changedAt: at } },
      {
        type: 'QuoteRequested',
        data: { projectId, tradesmanId: '10000000-0000-4000-8000-000000000003', tradesmanUserId: 'trades-3', requestedAt: at },
      },
    ]);
    expect(rows('client_projects')[0]).toMatchObject({ status: 'in_progress', applicant_count: 2, hired_trades: ['Carpenter'] });
    expect(rows('project_applications').map((a) => [a.id, a.status, a.shortlisted, a.response_message, a.proposed_cost])).toEqual([
      [a1, 'accepted', false, null, '1999.99'],
      [a2, 'rejected', false, 'Sorry', '1999.99'],
    ]);
    expect(rows('project_invitations')).toMatchObject([{ project_id: projectId, tradesman_user_id: 'trades-3' }]);
  });

  it('stops counting a withdrawn quote', async () => {
    const { rows } = await spec.given([
      posted(projectId, 'Withdrawn', '2025-04-02T08:00:00.000Z'),
      submitted(a1, 'trades-1', ['Carpenter']),
      { type: 'ApplicationWithdrawn', data: { projectId, applicationId: a1, at } },
    ]);
    expect(rows('client_projects')[0]).toMatchObject({ applicant_count: 0, hired_trades: [] });
    expect(rows('project_applications')[0]).toMatchObject({ status: 'withdrawn' });
  });
});

describe('client_projects projection: the project room', () => {
  const projectId = '9e3c2f5b-4a6d-4f8e-9b0c-2d3e4f5a6b7c';
  const a1 = '00000000-0000-4000-8000-000000000011';
  const messageId = '20000000-0000-4000-8000-000000000011';
  const at = '2025-04-05T08:00:00.000Z';
  const team: ClientProjectEvent[] = [
    posted(projectId, 'Room job', '2025-04-02T08:00:00.000Z'),
    {
      type: 'ApplicationSubmitted',
      data: {
        projectId,
        applicationId: a1,
        tradesmanId: '10000000-0000-4000-8000-000000000011',
        tradesmanUserId: 'trades-1',
        message: 'Yes',
        proposedCost: '100.00',
        estimatedDuration: '1 day',
        trades: ['Carpenter'],
        submittedAt: at,
      },
    },
    { type: 'ApplicationAccepted', data: { projectId, applicationId: a1, at, trades: ['Carpenter'] } },
    { type: 'ProjectStatusChanged', data: { projectId, from: 'open', to: 'in_progress', changedAt: at } },
  ];

  it('stores a room message once and pushes it to the client and each hired tradesman', async () => {
    const { rows, pushes } = await spec.given([
      ...team,
      { type: 'RoomMessagePosted', data: { projectId, messageId, senderId: 'client-1', content: 'Welcome', sentAt: at } },
      { type: 'RoomMessagePosted', data: { projectId, messageId, senderId: 'client-1', content: 'Welcome', sentAt: at } },
    ]);
    expect(rows('project_room_messages')).toHaveLength(1);
    expect(rows('project_room_messages')[0]).toMatchObject({ sender_id: 'client-1', content: 'Welcome' });
    const rooms = pushes
      .filter((p) => p.event === 'projectRoom:message')
      .map((p) => p.room)
      .sort();
    expect(rooms).toEqual(['user:client-1', 'user:trades-1']);
    expect(rows('project_status_changes')).toMatchObject([{ status: 'in_progress' }]);
  });

  it('numbers room messages in order, keeps read marks (a sender has read up to their own message) and never moves a mark back', async () => {
    const m = (n: number, senderId: string): ClientProjectEvent => ({
      type: 'RoomMessagePosted',
      data: { projectId, messageId: `20000000-0000-4000-8000-00000000010${n}`, senderId, content: `M${n}`, sentAt: at },
    });
    const readMark = (readerId: string, upTo: number): ClientProjectEvent => ({
      type: 'RoomRead',
      data: { projectId, readerId, upTo, readAt: at },
    });
    const { rows, pushes } = await spec.given([
      ...team,
      m(1, 'client-1'),
      m(2, 'trades-1'),
      m(3, 'client-1'),
      readMark('trades-1', 3),
      readMark('trades-1', 1),
    ]);
    expect(rows('project_room_messages').map((r) => [r.content, r.seq])).toEqual([
      ['M1', 1],
      ['M2', 2],
      ['M3', 3],
    ]);
    expect(
      rows('project_room_reads')
        .map((r) => [r.user_id, r.read_upto])
        .sort(),
    ).toEqual([
      ['client-1', 3],
      ['trades-1', 3],
    ]);
    expect(pushes.filter((p) => p.event === 'projectRoom:read').map((p) => p.room)).toEqual(['user:trades-1', 'user:trades-1']);
  });

  it('records each trade marked done once and tells every member the timeline moved', async () => {
    const done: ClientProjectEvent = {
      type: 'TradePartDone',
      data: { projectId, tradesmanUserId: 'trades-1', trades: ['Carpenter'], doneAt: at },
    };
    const { rows, pushes } = await spec.given([...team, done, done]);
    expect(rows('project_trades_done')).toMatchObject([{ trade: 'Carpenter', tradesman_user_id: 'trades-1' }]);
    const updated = pushes.filter((p) => p.event === 'projectRoom:updated').map((p) => p.room);
    expect(new Set(updated)).toEqual(new Set(['user:client-1', 'user:trades-1']));
  });
});
