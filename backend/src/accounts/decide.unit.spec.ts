import { describe, it } from 'vitest';
import type { UserRegistered } from '@tradeguild/contracts';
import { given } from '../../../tests/support/decider-spec.ts';
import type { AccountCommand } from './commands.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { accountDecider } from './decide.ts';

const registerUser = (email: string): AccountCommand => ({
  type: 'RegisterUser',
  data: { userId: 'user-1', email, firstName: 'Alice', lastName: null, profileImageUrl: null, userType: 'client' },
});

const userRegistered = (email: string): UserRegistered => ({
  type: 'UserRegistered',
  data: { userId: 'user-1', email, firstName: 'Alice', lastName: null, profileImageUrl: null, userType: 'client' },
});

describe('account decider', () => {
  it('registers a user with the e-mail address in lower case', () => {
    given(accountDecider)
      .when(registerUser('Alice.Smith@Example.COM'))
      .then([userRegistered('alice.smith@example.com')]);
  });

  it('does nothing when the user is already registered', () => {
    given(accountDecider, [userRegistered('alice.smith@example.com')])
      .when(registerUser('Alice.Smith@Example.COM'))
      .then([]);
  });
});

describe('closing, reopening and erasing an account (decision 0061)', () => {
  const registered = userRegistered('alice.smith@example.com');
  const close = (confirmEmail: string): AccountCommand => ({
    type: 'CloseAccount',
    data: { userId: 'user-1', confirmEmail, erasureDays: 30 },
  });
  const closed = {
    type: 'AccountClosed' as const,
    data: { userId: 'user-1', closedAt: '2025-06-01T09:30:00.000Z', erasureDueAt: '2025-07-01T09:30:00.000Z' },
  };
  const eraseByJob: AccountCommand = {
    type: 'EraseAccount',
    data: { userId: 'user-1', by: 'grace-period-ended', erasedBy: null, reason: null },
  };

  it('closes an account when the typed e-mail matches (any case), due for erasure after the grace period', () => {
    given(accountDecider, [registered]).when(close(' Alice.Smith@example.com ')).then([closed]);
  });

  it('refuses another e-mail, a closed account and an unknown one', () => {
    given(accountDecider, [registered])
      .when(close('bob@example.com'))
      .thenThrows(ValidationError, /not the e-mail address/);
    given(accountDecider, [registered, closed])
      .when(close('alice.smith@example.com'))
      .thenThrows(ConflictError, /already closed/);
    given(accountDecider).when(close('alice.smith@example.com')).thenThrows(NotFoundError);
  });

  it('reopens a closed account only', () => {
    given(accountDecider, [registered, closed])
      .when({ type: 'ReopenAccount', data: { userId: 'user-1' } })
      .then([{ type: 'AccountReopened', data: { userId: 'user-1', reopenedAt: '2025-06-01T09:30:00.000Z' } }]);
    given(accountDecider, [registered])
      .when({ type: 'ReopenAccount', data: { userId: 'user-1' } })
      .thenThrows(ConflictError);
  });

  it('the scheduled job erases a closed account only once its grace period is over', () => {
    given(accountDecider, [registered, closed]).when(eraseByJob).then([]);
    given(accountDecider, [registered])
      .when(eraseByJob, { now: new Date('2026-01-01T00:00:00Z') })
      .then([]);
    given(accountDecider, [
      registered,
      closed,
      { type: 'AccountReopened', data: { userId: 'user-1', reopenedAt: '2025-06-02T00:00:00.000Z' } },
    ])
      .when(eraseByJob, { now: new Date('2026-01-01T00:00:00Z') })
      .then([]);
    given(accountDecider, [registered, closed])
      .when(eraseByJob, { now: new Date('2025-07-01T09:30:00.000Z') })
      .then([
        {
          type: 'AccountErased',
          data: {
            userId: 'user-1',
            by: 'grace-period-ended',
            erasedBy: null,
            reason: null,
            erasedAt: '2025-07-01T09:30:00.000Z',
            reviewInvitationIds: [],
          },
        },
      ]);
  });

  it('an admin erases at once, with who and why recorded; an erased account is gone', () => {
    const byAdmin: AccountCommand = {
      type: 'EraseAccount',
      data: { userId: 'user-1', by: 'admin', erasedBy: 'admin-1', reason: 'Asked by e-mail on 27 Nov', reviewInvitationIds: ['inv-1'] },
    };
    const erased = {
      type: 'AccountErased' as const,
      data: {
        userId: 'user-1',
        by: 'admin' as const,
        erasedBy: 'admin-1',
        reason: 'Asked by e-mail on 27 Nov',
        erasedAt: '2025-06-01T09:30:00.000Z',
        reviewInvitationIds: ['inv-1'],
      },
    };
    given(accountDecider, [registered]).when(byAdmin).then([erased]);
    given(accountDecider, [registered, erased]).when(byAdmin).thenThrows(NotFoundError);
    given(accountDecider, [registered])
      .when({ type: 'EraseAccount', data: { userId: 'user-1', by: 'admin', erasedBy: 'admin-1', reason: ' ' } })
      .thenThrows(ValidationError);
  });

  it('signing in after an erasure registers a new account', () => {
    const erased = {
      type: 'AccountErased' as const,
      data: {
        userId: 'user-1',
        by: 'admin' as const,
        erasedBy: 'a',
        reason: 'r',
        erasedAt: '2025-06-01T09:30:00.000Z',
        reviewInvitationIds: [],
      },
    };
    given(accountDecider, [registered, erased]).when(registerUser('alice.smith@example.com')).then([registered]);
  });
});
