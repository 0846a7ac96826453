import { describe, expect, it } from 'vitest';
import { ForbiddenError, ValidationError } from '../errors.ts';
import { decide, evolve, initialState, type MailCommand } from './decide.ts';

const now = new Date('2026-11-27T12:00:00.000Z');
const change = (via: 'settings' | 'unsubscribe', changes: MailCommand['data']['changes']): MailCommand => ({
  type: 'ChangeNotificationPreferences',
  data: { userId: 'u1', changes, via },
});

describe('e-mail preferences', () => {
  it('records only the kinds that change', () => {
    const events = decide(
      change('settings', [
        { kind: 'job_alert', mode: 'daily' },
        { kind: 'forum_reply', mode: 'instant' },
      ]),
      initialState(),
      { now, actorId: 'u1' },
    );
    expect(events).toEqual([
      {
        type: 'NotificationPreferencesChanged',
        data: { userId: 'u1', changes: [{ kind: 'job_alert', mode: 'daily' }], via: 'settings', changedAt: now.toISOString() },
      },
    ]);
    const state = evolve(initialState(), events[0]!);
    expect(decide(change('settings', [{ kind: 'job_alert', mode: 'daily' }]), state, { now, actorId: 'u1' })).toEqual([]);
  });

  it('lets only the person change their settings; an unsubscribe link needs no session', () => {
    expect(() => decide(change('settings', [{ kind: 'job_alert', mode: 'off' }]), initialState(), { now, actorId: 'u2' })).toThrow(
      ForbiddenError,
    );
    expect(decide(change('unsubscribe', [{ kind: 'job_alert', mode: 'off' }]), initialState(), { now, actorId: null })).toHaveLength(1);
  });

  it('offers account e-mails at once or off, never in the digest (an unsubscribe undo included)', () => {
    const ctx = { now, actorId: null };
    for (const kind of ['account_closed', 'data_export_ready'] as const) {
      expect(() => decide(change('unsubscribe', [{ kind, mode: 'daily' }]), initialState(), ctx)).toThrow(ValidationError);
      expect(decide(change('unsubscribe', [{ kind, mode: 'off' }]), initialState(), ctx)).toHaveLength(1);
    }
  });
});
