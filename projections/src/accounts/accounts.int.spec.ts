import { describe, expect, it } from 'vitest';
import type { UserRegistered } from '@tradeguild/contracts';
import { projectionSpec } from '../../../tests/support/projection-spec.ts';
import { usersProjection } from './projection.ts';

const spec = projectionSpec(usersProjection);

const registered = (userId: string, email: string, userType: 'client' | 'tradesman' = 'client'): UserRegistered => ({
  type: 'UserRegistered',
  data: { userId, email, firstName: 'Sam', lastName: null, profileImageUrl: null, userType },
});

describe('users projection', () => {
  it('keeps one row per registered user, e-mail in lower case, registered at the time of the event', async () => {
    const { rows } = await spec.given([
      { ...registered('u1', 'Sam.Taylor@Example.com'), metadata: { occurredAt: '2025-03-01T10:00:00.000Z' } },
      registered('u2', 'joe@example.com', 'tradesman'),
    ]);
    expect(rows('users').map((u) => [u.id, u.email, u.user_type])).toEqual([
      ['u1', 'sam.taylor@example.com', 'client'],
      ['u2', 'joe@example.com', 'tradesman'],
    ]);
    expect((rows('users')[0]!.created_at as Date).toISOString()).toBe('2025-03-01T10:00:00.000Z');
  });

  it('keeps the first registration when the same user registers again', async () => {
    const { rows } = await spec.given([registered('u1', 'first@example.com'), registered('u1', 'second@example.com')]);
    expect(rows('users').map((u) => u.email)).toEqual(['first@example.com']);
  });
});
