import { ACCOUNT_MAIL_MODE_MESSAGE, mailModesOf, type MailEvent, type MailKind, type MailMode } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { ForbiddenError, ValidationError } from '../errors.ts';

/**
 * A person's e-mail choices, on their own stream. From the settings page (the person signed in) or
 * an unsubscribe link (no session: the route checked the link's signature for this person and kinds).
 */
export type MailCommand = {
  type: 'ChangeNotificationPreferences';
  data: { userId: string; changes: { kind: MailKind; mode: MailMode }[]; via: 'settings' | 'unsubscribe' };
};

export type MailPreferencesState = Partial<Record<MailKind, MailMode>>;

export const initialState = (): MailPreferencesState => ({});

export function evolve(state: MailPreferencesState, event: MailEvent): MailPreferencesState {
  const next = { ...state };
  for (const c of event.data.changes) next[c.kind] = c.mode;
  return next;
}

export function decide(
  command: MailCommand,
  state: MailPreferencesState,
  ctx: CommandContext,
  defaultMode: MailMode = 'instant',
): MailEvent[] {
  const d = command.data;
  if (d.via === 'settings' && ctx.actorId !== d.userId) throw new ForbiddenError('You can only change your own e-mail preferences');
  // Account kinds have no digest (an unsubscribe link's undo may ask for one).
  if (d.changes.some((c) => !mailModesOf(c.kind).includes(c.mode))) throw new ValidationError(ACCOUNT_MAIL_MODE_MESSAGE);
  // Only what differs from where each kind stands: choosing again what is chosen appends nothing.
  const changes = d.changes.filter((c) => (state[c.kind] ?? defaultMode) !== c.mode);
  if (changes.length === 0) return [];
  return [{ type: 'NotificationPreferencesChanged', data: { userId: d.userId, changes, via: d.via, changedAt: ctx.now.toISOString() } }];
}

export const mailPreferencesDecider: Decider<MailPreferencesState, MailCommand, MailEvent> = {
  initialState,
  evolve,
  decide: (command, state, ctx) => decide(command, state, ctx),
};
