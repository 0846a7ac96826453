import type { AccountEvent } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import type { AccountCommand } from './commands.ts';
import { evolve, initialState, type AccountState } from './state.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Registering twice is not an error: the second login simply finds the account (a closed one too:
 * the person is then offered to reopen it). After an erasure the stream is back to 'none', so the
 * next login registers a new account. Closing, reopening and erasing: decision 0061.
 */
export function decide(command: AccountCommand, state: AccountState, ctx: CommandContext): AccountEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      return state.status !== 'none'
        ? []
        : [{ type: 'UserRegistered', data: { ...command.data, email: command.data.email.toLowerCase() } }];
    case 'CloseAccount': {
      if (state.status === 'none') throw new NotFoundError('Account not found');
      if (state.status === 'closed') throw new ConflictError('Your account is already closed');
      if (command.data.confirmEmail.trim().toLowerCase() !== state.email) {
        throw new ValidationError('That is not the e-mail address of your account: type it exactly to confirm');
      }
      const erasureDueAt = new Date(ctx.now.getTime() + command.data.erasureDays * DAY_MS).toISOString();
      return [{ type: 'AccountClosed', data: { userId: command.data.userId, closedAt: ctx.now.toISOString(), erasureDueAt } }];
    }
    case 'ReopenAccount':
      if (state.status !== 'closed') throw new ConflictError('Your account is not closed');
      return [{ type: 'AccountReopened', data: { userId: command.data.userId, reopenedAt: ctx.now.toISOString() } }];
    case 'EraseAccount': {
      if (state.status === 'none') throw new NotFoundError('User not found');
      const { userId, by, erasedBy, reason, reviewInvitationIds = [] } = command.data;
      if (by === 'grace-period-ended') {
        // The scheduled job: only a closed account whose grace period is over (it may have been reopened since it looked).
        if (state.status !== 'closed' || !state.erasureDueAt || Date.parse(state.erasureDueAt) > ctx.now.getTime()) return [];
      } else if (!erasedBy || !reason?.trim()) {
        throw new ValidationError('An erasure by an admin names the admin and the reason');
      }
      return [{ type: 'AccountErased', data: { userId, by, erasedBy, reason, erasedAt: ctx.now.toISOString(), reviewInvitationIds } }];
    }
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${String((_exhaustive as { type: string }).type)}`);
    }
  }
}

export const accountDecider: Decider<AccountState, AccountCommand, AccountEvent> = { initialState, evolve, decide };
