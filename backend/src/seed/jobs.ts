/**
 * Demo jobs: open projects across the country (in the towns of the demo tradesmen), with quotes in
 * every state (an open two-trade project with one trade hired holds an accepted quote), a multi-trade
 * project in progress with a project room (messages among the client and the two hired tradesmen, one
 * part done) and an invitation, through the same commands as the API.
 */
import { clientProjectStreamId, normalisePostcode, PROJECT_TRADE_OF_CATEGORY, type ProjectTrade } from '@tradeguild/contracts';
import { localAccountId } from '../accounts/local-oidc.ts';
import type { ClientProjectCommand } from '../client-projects/commands.ts';
import { clientProjectDecider } from '../client-projects/decide.ts';
import { handleCommand } from '../commands/handle-command.ts';
import { idFromCommand, profileIdOfUser } from '../commands/ids.ts';
import { DEMO_USERS } from './demo-data.ts';
import { DEMO_JOBS, type DemoJob } from './demo-jobs.ts';
import { DEMO_TRADESMEN, tradesmanEmail, type DemoTradesman } from './tradesmen-directory.ts';
import type { SeedRun } from './tradesmen.ts';

const CLIENTS = DEMO_USERS.filter((u) => u.userType === 'client').map((u) => localAccountId(u.email));
const userOf = (t: DemoTradesman) => localAccountId(tradesmanEmail(t));
const tradeOf = (t: DemoTradesman): ProjectTrade => PROJECT_TRADE_OF_CATEGORY[t.trades[0]!];

type Step = 'pending' | 'shortlisted' | 'accepted' | 'rejected' | 'withdrawn';

export async function seedJobs(run: SeedRun): Promise<void> {
  const now = Date.now();
  const send = async (projectId: string, key: string, actorId: string, command: ClientProjectCommand, daysAgo: number) =>
    run.record(
      await handleCommand(run.store, {
        streamId: clientProjectStreamId(projectId),
        decider: clientProjectDecider,
        command,
        actorId,
        commandId: run.commandId(key),
        now: () => new Date(now - Math.max(0, daysAgo) * 86_400_000),
      }),
    );

  const plans: { lead: DemoTradesman; steps: Step[]; partner?: DemoTradesman; complete?: boolean; room?: boolean }[] =
    DEMO_TRADESMEN.filter((_, i) => i % 3 === 0)
      .slice(0, 12)
      .map((lead, i) => ({
        lead,
        steps: (
          [['pending', 'shortlisted', 'withdrawn'], ['accepted', 'rejected', 'withdrawn'], ['pending'], ['rejected', 'pending']] as Step[][]
        )[i % 4]!,
      }));
  // One multi-trade project in progress: two trades, both hired.
  const [a, b] = [DEMO_TRADESMEN.find((t) => t.trades[0] === 'plumber')!, DEMO_TRADESMEN.find((t) => t.trades[0] === 'tiler')!];
  plans.push({ lead: a, partner: b, steps: ['accepted'], room: true });
  // An open two-trade project with one trade hired: an accepted quote on a project still taking quotes.
  const [c, d] = [
    DEMO_TRADESMEN.find((t) => t.trades[0] === 'electrician' && t !== DEMO_TRADESMEN[0])!,
    DEMO_TRADESMEN.find((t) => t.trades[0] === 'plasterer')!,
  ];
  plans.push({ lead: c, partner: d, steps: ['accepted', 'pending'] });

  for (const [i, plan] of plans.entries()) {
    const key = `job:${i}`;
    const projectId = idFromCommand(run.commandId(key), 'clientProject:');
    const clientId = CLIENTS[i % CLIENTS.length]!;
    // The room's project was hired a week ago, so its thread can follow the hires.
    const ago = plan.room ? { post: 12, quote: 10, decide: 7 } : { post: 20 - i, quote: 15 - i, decide: 10 - i };
    const outcode = normalisePostcode(plan.lead.postcode)?.outcode ?? '';
    const trades = [tradeOf(plan.lead), ...(plan.partner ? [tradeOf(plan.partner)] : [])];
    const job = demoJob(plan, trades, i);
    await send(
      projectId,
      key,
      clientId,
      {
        type: 'PostProject',
        data: {
          projectId,
          clientId,
          title: job.title,
          description: job.description,
          category: plan.lead.trades[0],
          projectType: i % 2 ? 'renovation' : 'residential',
          location: `${plan.lead.town} ${outcode}`,
          budget: job.budget,
          timeline: 'Within 2 months',
          requiredTrades: trades,
          isMultiTrade: trades.length > 1,
        },
      },
      ago.post,
    );
    const quoters = plan.partner
      ? [plan.lead, plan.partner]
      : DEMO_TRADESMEN.filter((t) => tradeOf(t) === trades[0]).slice(0, plan.steps.length);
    const stepOf = (q: number) => plan.steps[q] ?? plan.steps[0]!;
    const quotes = quoters.map((t, q) => ({
      t,
      q,
      userId: userOf(t),
      applicationId: idFromCommand(run.commandId(`${key}:quote:${q}`), 'application:'),
    }));
    // Every quote first: a hire can fill the project, which then takes no more.
    for (const { t, q, userId, applicationId } of quotes) {
      await send(
        projectId,
        `${key}:quote:${q}`,
        userId,
        {
          type: 'SubmitApplication',
          data: {
            projectId,
            applicationId,
            tradesmanId: profileIdOfUser(userId),
            tradesmanUserId: userId,
            trades: [tradeOf(t)],
            tradesmanTrades: [tradeOf(t)],
            message: `Hello, I'm ${t.first} from ${t.business}. I can take this on and keep the site tidy.`,
            proposedCost: `${quoteWithin(job.budget, q)}.00`,
            estimatedDuration: q === 0 ? '1 week' : `${q + 1} weeks`,
          },
        },
        ago.quote,
      );
    }
    // Hires last: a hire answers the other pending quotes for its trade ('Not selected this time').
    const hiresLast = [...quotes].sort((x, y) => Number(stepOf(x.q) === 'accepted') - Number(stepOf(y.q) === 'accepted'));
    for (const { q, userId, applicationId } of hiresLast) {
      const step = stepOf(q);
      const ids = { projectId, applicationId };
      const decided = (type: 'ShortlistApplication' | 'WithdrawApplication', actor: string) =>
        send(projectId, `${key}:${type}:${q}`, actor, { type, data: ids } as ClientProjectCommand, ago.decide);
      if (step === 'shortlisted') await decided('ShortlistApplication', clientId);
      if (step === 'accepted') {
        const accept: ClientProjectCommand = { type: 'AcceptApplication', data: { ...ids, start: 'now' } };
        await send(projectId, `${key}:AcceptApplication:${q}`, clientId, accept, ago.decide);
      }
      if (step === 'withdrawn') await decided('WithdrawApplication', userId);
      if (step === 'rejected') {
        await send(
          projectId,
          `${key}:reject:${q}`,
          clientId,
          { type: 'RejectApplication', data: { ...ids, message: 'Thanks, we have gone with another quote.' } },
          ago.decide,
        );
      }
    }
    if (plan.room) await seedRoom(run, send, key, projectId, clientId, quotes.map((x) => x.userId) as [string, string], trades);
  }
  // An invitation for the demo tradesman (James Whitfield) to quote on a Leeds project.
  const james = DEMO_TRADESMEN[0]!;
  const leedsKey = 'job:invite:leeds';
  const leedsProject = idFromCommand(run.commandId(leedsKey), 'clientProject:');
  await send(
    leedsProject,
    leedsKey,
    CLIENTS[0]!,
    {
      type: 'PostProject',
      data: {
        projectId: leedsProject,
        clientId: CLIENTS[0]!,
        title: 'Outdoor lighting for a terrace garden',
        description: 'Four wall lights and a socket by the patio.',
        projectType: 'residential',
        location: 'Leeds LS6',
        budget: '£600 - £900',
        requiredTrades: ['Electrician'],
        isMultiTrade: false,
      },
    },
    1,
  );
  await send(
    leedsProject,
    `${leedsKey}:request`,
    CLIENTS[0]!,
    {
      type: 'RequestQuote',
      data: { projectId: leedsProject, tradesmanId: profileIdOfUser(userOf(james)), tradesmanUserId: userOf(james) },
    },
    1,
  );
}

/** The q-th quote on a job: from the budget's lower figure up in steps of a tenth of the range, so within it. */
function quoteWithin(budget: string, q: number): number {
  const [low, high] = (budget.match(/[\d,]+/g) ?? []).map((n) => Number(n.replace(/,/g, '')));
  return Math.round(low! + ((high! - low!) * (1 + q)) / 10);
}

/** What a plan's client posts: a job of the lead's trade, or the two-trade project its trades describe. */
function demoJob(plan: { lead: DemoTradesman; room?: boolean; partner?: DemoTradesman }, trades: ProjectTrade[], i: number): DemoJob {
  const where = `${plan.lead.area}, ${plan.lead.town}`;
  if (plan.room) {
    return {
      title: 'Bathroom refit: plumbing and tiling',
      description: `Full bathroom refit in ${where}: new suite and shower on moved pipework, then floor and wall tiles throughout.`,
      budget: '£6,000 - £9,000',
    };
  }
  if (plan.partner) {
    return {
      title: `Extension: ${trades.join(' and ').toLowerCase()} in ${plan.lead.area}`,
      description: `A single-storey rear extension in ${where} is built and roofed; it needs a ${trades.join(' and a ').toLowerCase()} to finish the inside.`,
      budget: '£4,000 - £7,000',
    };
  }
  const jobs = DEMO_JOBS[trades[0]!];
  const job = jobs[i % jobs.length]!;
  return { ...job, title: `${job.title} in ${plan.lead.area}`, description: `${job.description} The house is in ${where}.` };
}

type Send = (projectId: string, key: string, actorId: string, command: ClientProjectCommand, daysAgo: number) => Promise<void>;

/** The multi-trade project's room: the client and both hired tradesmen talk; the plumber marks their part done. */
async function seedRoom(
  run: SeedRun,
  send: Send,
  key: string,
  projectId: string,
  clientId: string,
  [plumber, tiler]: [string, string],
  trades: ProjectTrade[],
) {
  const thread: [string, string, number][] = [
    [clientId, 'Welcome both! Keys are with the neighbour at number 12. Skip arrives Monday.', 6],
    [plumber, 'Thanks. I will strip out the old suite on Monday and first-fix the pipework by Wednesday.', 5.5],
    [tiler, 'Great. I will come Thursday to check the walls; I need the boards up before I can tile.', 3.5],
    [clientId, 'Tiles are in the garage: the grey metro for the walls, the large slate for the floor.', 3],
    [plumber, 'First fix done and pressure tested. Boards are up, over to you for tiling.', 2],
    [tiler, 'Walls tiled today; floor tomorrow, then grouting. Please keep the room dry for 24 hours.', 1],
    [clientId, 'Looking brilliant, thank you both.', 0.5],
  ];
  for (const [n, [senderId, content, daysAgo]] of thread.entries()) {
    const messageId = idFromCommand(run.commandId(`${key}:room:${n}`), 'roomMessage:');
    await send(projectId, `${key}:room:${n}`, senderId, { type: 'PostRoomMessage', data: { projectId, messageId, content } }, daysAgo);
  }
  await send(projectId, `${key}:part-done:plumber`, plumber, { type: 'MarkTradePartDone', data: { projectId, trades: [trades[0]!] } }, 1.9);
  // The plumber has read up to their own note; the client has read everything; the tiler has not opened the room since.
  await send(projectId, `${key}:read:client`, clientId, { type: 'MarkRoomRead', data: { projectId } }, 0.4);
}
