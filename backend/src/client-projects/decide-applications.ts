/** The rules of quotes on a project: who may apply, shortlist, hire, reject and withdraw. */
import type { ClientProjectEvent, ProjectStart, ProjectTrade } from '@tradeguild/contracts';
import { NOT_SELECTED_MESSAGE, SHORTLIST_LIMIT } from '@tradeguild/contracts';
import type { CommandContext } from '../commands/decider.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import type { ApplicationCommand } from './commands.ts';
import type { ApplicationState, ClientProjectState } from './state.ts';

export function assertClient(state: ClientProjectState, ctx: CommandContext, message: string): void {
  if (!ctx.actorId || ctx.actorId !== state.clientId) throw new ForbiddenError(message);
}

const CLIENT_ONLY = "Only the project's client can do this";
const isLive = (a: ApplicationState) => a.status === 'pending' || a.status === 'accepted';

function pendingApplication(state: ClientProjectState, id: string): ApplicationState {
  const application = state.applications[id];
  if (!application) throw new NotFoundError('Quote not found');
  return application;
}

function submit(
  command: Extract<ApplicationCommand, { type: 'SubmitApplication' }>,
  state: ClientProjectState,
  ctx: CommandContext,
): ClientProjectEvent[] {
  const d = command.data;
  if (ctx.actorId !== d.tradesmanUserId) throw new ForbiddenError('Only tradesmen can send a quote');
  if (state.status !== 'open') throw new ConflictError('This project is no longer taking quotes');
  const notNeeded = d.trades.filter((t) => !state.requiredTrades.includes(t));
  if (notNeeded.length)
    throw new ValidationError(`This project does not need a ${notNeeded[0]}`, [
      { path: 'trades', message: `This project does not need a ${notNeeded[0]}` },
    ]);
  const notOffered = d.trades.find((t) => !d.tradesmanTrades.includes(t));
  if (notOffered) {
    const message = `You can only quote for your own trades: add ${notOffered} to your profile first`;
    throw new ValidationError(message, [{ path: 'trades', message }]);
  }
  const mine = Object.values(state.applications).filter((a) => a.tradesmanUserId === d.tradesmanUserId);
  if (mine.some(isLive)) throw new ConflictError('You already have a quote on this project');
  // A quote closed because its trade went to another may be followed by one for the trades still open.
  if (mine.some((a) => a.status === 'rejected' && a.declineReason === 'client'))
    throw new ConflictError('The client has declined your quote for this project');
  const hiredAlready = d.trades.find((t) => state.hired[t]);
  if (hiredAlready) throw new ConflictError(`A ${hiredAlready} has already been hired for this project`);
  if (state.applications[d.applicationId]) throw new ConflictError('This quote has already been sent');
  return [
    {
      type: 'ApplicationSubmitted',
      data: {
        projectId: d.projectId,
        applicationId: d.applicationId,
        tradesmanId: d.tradesmanId,
        tradesmanUserId: d.tradesmanUserId,
        message: d.message,
        proposedCost: d.proposedCost,
        estimatedDuration: d.estimatedDuration,
        trades: d.trades,
        submittedAt: ctx.now.toISOString(),
      },
    },
  ];
}

const START_MISSING = 'Choose when the work starts: now or on a date';
const DAY_MS = 86_400_000;

/** The day the work starts (YYYY-MM-DD): today, or a day from today to a year ahead. */
function startDay(start: ProjectStart | undefined, now: Date): string {
  const today = now.toISOString().slice(0, 10);
  if (!start) throw new ValidationError(START_MISSING, [{ path: 'start', message: START_MISSING }]);
  if (start === 'now') return today;
  const fail = (message: string) => new ValidationError(message, [{ path: 'start.date', message }]);
  if (start.date < today) throw fail('The start date cannot be in the past');
  if (Date.parse(`${start.date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`) > 366 * DAY_MS)
    throw fail('The start date must be within a year');
  return start.date;
}

function accept(
  state: ClientProjectState,
  application: ApplicationState,
  ids: { projectId: string; applicationId: string },
  start: ProjectStart | undefined,
  ctx: CommandContext,
): ClientProjectEvent[] {
  if (state.status !== 'open' && state.status !== 'in_progress')
    throw new ConflictError(`This project is ${state.status?.replace('_', ' ')}; no one can be hired`);
  const taken = application.trades.find((t) => state.hired[t]);
  if (taken) throw new ConflictError(`A ${taken} has already been hired for this project`);
  const at = ctx.now.toISOString();
  const hired = new Set<ProjectTrade>([...(Object.keys(state.hired) as ProjectTrade[]), ...application.trades]);
  // Hiring the last required trade starts the work, now or on the day the client chose.
  const completesTeam = state.status === 'open' && state.requiredTrades.every((t) => hired.has(t));
  const startDate = completesTeam ? startDay(start, ctx.now) : null;
  const events: ClientProjectEvent[] = [{ type: 'ApplicationAccepted', data: { ...ids, trades: application.trades, at } }];
  // Every other pending quote for a trade now hired is answered: as sent, it can no longer be accepted.
  for (const [applicationId, other] of Object.entries(state.applications)) {
    if (applicationId === ids.applicationId || other.status !== 'pending') continue;
    if (!completesTeam && !other.trades.some((t) => hired.has(t))) continue;
    events.push({
      type: 'ApplicationRejected',
      data: { projectId: ids.projectId, applicationId, at, message: NOT_SELECTED_MESSAGE, reason: 'trade_hired' },
    });
  }
  if (startDate) {
    events.push({
      type: 'ProjectStatusChanged',
      data: { projectId: ids.projectId, from: 'open', to: 'in_progress', changedAt: at, startDate },
    });
  }
  return events;
}

export function decideApplication(command: ApplicationCommand, state: ClientProjectState, ctx: CommandContext): ClientProjectEvent[] {
  if (command.type === 'SubmitApplication') return submit(command, state, ctx);
  const { projectId, applicationId } = command.data;
  const application = pendingApplication(state, applicationId);
  const at = ctx.now.toISOString();
  if (command.type === 'WithdrawApplication') {
    if (ctx.actorId !== application.tradesmanUserId) throw new ForbiddenError('Only the tradesman who sent this quote can withdraw it');
    if (application.status !== 'pending')
      throw new ConflictError(`This quote is ${application.status}; only a pending quote can be withdrawn`);
    return [{ type: 'ApplicationWithdrawn', data: { projectId, applicationId, at } }];
  }
  assertClient(state, ctx, CLIENT_ONLY);
  if (application.status !== 'pending') throw new ConflictError(`This quote is already ${application.status}`);
  switch (command.type) {
    case 'ShortlistApplication': {
      if (application.shortlisted) return [];
      const shortlisted = Object.values(state.applications).filter((a) => a.shortlisted && a.status === 'pending').length;
      if (shortlisted >= SHORTLIST_LIMIT) throw new ConflictError(`You can shortlist at most ${SHORTLIST_LIMIT} quotes at once`);
      return [{ type: 'ApplicationShortlisted', data: { projectId, applicationId, at } }];
    }
    case 'AcceptApplication':
      return accept(state, application, { projectId, applicationId }, command.data.start, ctx);
    case 'RejectApplication':
      return [
        { type: 'ApplicationRejected', data: { projectId, applicationId, at, message: command.data.message ?? null, reason: 'client' } },
      ];
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(_exhaustive)}`);
    }
  }
}
