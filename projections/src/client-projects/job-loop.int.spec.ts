/** Issue 23 in the read models (decision 0052): the start day, quotes closed by a hire or by the project's end, and their notifications. */
import { describe, expect, it } from 'vitest';
import type { ClientProjectEvent, DomainEvent, ProjectTrade } from '@tradeguild/contracts';
import { projectionSpec } from '../../../tests/support/projection-spec.ts';
import { notificationsProjection } from '../notifications/projection.ts';
import { clientProjectsProjection } from './projection.ts';

const projects = projectionSpec(clientProjectsProjection);
const notifications = projectionSpec(notificationsProjection);
const projectId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const a = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const at = '2025-06-01T09:30:00.000Z';
const posted: ClientProjectEvent = {
  type: 'ProjectPosted',
  data: {
    projectId,
    clientId: 'client-1',
    title: 'New boiler',
    description: 'Combi swap',
    category: null,
    projectType: null,
    location: 'Leeds LS6',
    budget: null,
    timeline: null,
    requiredTrades: ['Plumber'],
    isMultiTrade: false,
    photos: [],
    postedAt: at,
  },
};
const submitted = (n: number, trades: ProjectTrade[] = ['Plumber']): ClientProjectEvent => ({
  type: 'ApplicationSubmitted',
  data: {
    projectId,
    applicationId: a(n),
    tradesmanId: `10000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    tradesmanUserId: `trades-${n}`,
    message: 'Yes',
    proposedCost: '100.00',
    estimatedDuration: '1 day',
    trades,
    submittedAt: at,
  },
});
const hired: ClientProjectEvent[] = [
  posted,
  submitted(1),
  submitted(2),
  { type: 'ApplicationShortlisted', data: { projectId, applicationId: a(2), at } },
  { type: 'ApplicationAccepted', data: { projectId, applicationId: a(1), at, trades: ['Plumber'] } },
  {
    type: 'ApplicationRejected',
    data: { projectId, applicationId: a(2), at, message: 'Not selected this time', reason: 'trade_hired' },
  },
  { type: 'ProjectStatusChanged', data: { projectId, from: 'open', to: 'in_progress', changedAt: at, startDate: '2025-06-20' } },
];

describe('client_projects: the job loop', () => {
  it('keeps the start day and the closed quote with its words', async () => {
    const { rows } = await projects.given(hired);
    expect(rows('client_projects')[0]).toMatchObject({ status: 'in_progress', hired_trades: ['Plumber'] });
    expect((rows('client_projects')[0]!.start_date as Date).toISOString().slice(0, 10)).toBe('2025-06-20');
    expect(rows('project_applications').find((r) => r.id === a(2))).toMatchObject({
      status: 'rejected',
      response_message: 'Not selected this time',
    });
  });

  it('starts an older project (no startDate) on the day it moved', async () => {
    const { rows } = await projects.given([
      posted,
      submitted(1),
      { type: 'ApplicationAccepted', data: { projectId, applicationId: a(1), at, trades: ['Plumber'] } },
      { type: 'ProjectStatusChanged', data: { projectId, from: 'open', to: 'in_progress', changedAt: at } },
    ]);
    expect((rows('client_projects')[0]!.start_date as Date).toISOString().slice(0, 10)).toBe('2025-06-01');
  });
});

describe('notifications: the job loop', () => {
  it('tells the tradesman about a shortlist, a quote not selected, a closed project, and a later start', async () => {
    const { rows } = await notifications.given([
      {
        type: 'UserRegistered',
        data: { userId: 'client-1', email: 'c@example.com', firstName: 'Clara', lastName: null, profileImageUrl: null, userType: 'client' },
      },
      ...hired,
      submitted(3),
      {
        type: 'ApplicationRejected',
        data: { projectId, applicationId: a(3), at, message: 'This project is no longer hiring', reason: 'project_closed' },
      },
    ] as DomainEvent[]);
    const texts = (user: string) =>
      rows('notifications')
        .filter((r) => r.recipient_id === user)
        .map((r) => r.text)
        .sort();
    expect(texts('trades-2')).toEqual([
      "Clara shortlisted your quote for 'New boiler'",
      "Not selected this time: Clara hired someone else for 'New boiler'",
    ]);
    expect(texts('trades-3')).toEqual(["'New boiler' is no longer hiring, so your quote was closed"]);
    expect(texts('trades-1')).toEqual(["Clara accepted your quote for 'New boiler'", "Work on 'New boiler' starts on 20 June 2025"]);
  });
});
