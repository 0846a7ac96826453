/**
 * Quotes on client projects, hires, 'Get Quote' invitations and project status in the feed. The pages
 * of a job (/jobs/{id} for tradesmen, /my-projects for its client) refuse an admin, so every item links
 * to the Projects tab filtered to the project's title, as a posted project does.
 */
import type { ClientProjectEvent, ClientProjectStatus, RecordedEvent } from '@tradeguild/contracts';
import { nameOf, type Part } from '../privacy/mentions.ts';
import { business, quoted, searched, tabPath, titled, user, type AdminHandlers } from './activity.ts';
import type { AdminStore } from './store.ts';

/**
 * The project's client and title for a sentence, its tab row as the link, and the client as the
 * actor; `parts`: the client's name, title and the link's search, the client's (decision 0068).
 */
async function job(s: AdminStore, projectId: string) {
  const p = await s.project(projectId);
  const client = p?.clientName ?? 'A client';
  return {
    project: p,
    title: p ? quoted(p.title) : 'a project',
    client,
    entityPath: tabPath('projects', p?.title),
    actorId: p?.clientId,
    parts: p ? { client: nameOf(p.clientId, client), title: titled(p.clientId, p.title), path: searched(p.clientId, p.title) } : null,
  };
}

/** The quoting tradesman's business name (and it as their part), and their user id as the actor of their own steps. */
async function quoter(s: AdminStore, applicationId: string): Promise<{ name: string; userId: string | undefined; part: Part | null }> {
  const row = await s.application(applicationId);
  if (!row) return { name: 'A tradesman', userId: undefined, part: null };
  const b = await business(s, row.tradesmanId);
  return { name: b.text, userId: row.userId, part: b.part };
}

/** '1250.00' as '£1,250.00' (a decimal string, never a float). */
export const pounds = (cost: string) => {
  const [whole = '0', pence = '00'] = cost.split('.');
  return `£${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${pence.padEnd(2, '0')}`;
};

/** Open and in progress count as active (the dashboard's counters: docs/decisions/0017-admin-dashboard.md). */
const isActive = (s: ClientProjectStatus) => s === 'open' || s === 'in_progress';

const STATUS_SENTENCE: Record<ClientProjectStatus, (client: string, title: string) => string> = {
  open: (_client, title) => `${title} is open for quotes again`,
  // Hiring the last trade starts the work by itself, so nobody in particular "started" it.
  in_progress: (_client, title) => `Work began on ${title}`,
  completed: (client, title) => `${client} marked ${title} as completed`,
  cancelled: (client, title) => `${client} cancelled ${title}`,
};

/** Client steps on a quote: shortlisted, hired, declined (each sentence names the client, the tradesman, the title). */
async function clientStep(
  event: RecordedEvent,
  s: AdminStore,
  d: { projectId: string; applicationId: string },
  sentence: (client: string, tradesman: string, title: string) => string,
) {
  const j = await job(s, d.projectId);
  const tradesman = await quoter(s, d.applicationId);
  await s.announce(event, {
    type: 'job',
    description: sentence(j.client, tradesman.name, j.title),
    entityPath: j.entityPath,
    actorId: j.actorId,
    parts: [j.parts?.client ?? null, tradesman.part, j.parts?.title ?? null, j.parts?.path ?? null],
  });
}

export const jobsHandlers: AdminHandlers<ClientProjectEvent> = {
  ApplicationSubmitted: async (event, s) => {
    const d = event.data;
    const j = await job(s, d.projectId);
    const description = `${(await business(s, d.tradesmanId)).text} quoted ${pounds(d.proposedCost)} for ${j.title}`;
    const parts = [j.parts?.title ?? null, j.parts?.path ?? null];
    if (!(await s.announce(event, { type: 'job', description, entityPath: j.entityPath, actorId: d.tradesmanUserId, parts }))) return;
    await s.insertApplication({
      id: d.applicationId,
      projectId: d.projectId,
      tradesmanId: d.tradesmanId,
      tradesmanUserId: d.tradesmanUserId,
    });
  },

  ApplicationWithdrawn: async (event, s) => {
    const d = event.data;
    const j = await job(s, d.projectId);
    const tradesman = await quoter(s, d.applicationId);
    await s.announce(event, {
      type: 'job',
      description: `${tradesman.name} withdrew their quote for ${j.title}`,
      entityPath: j.entityPath,
      actorId: tradesman.userId,
      parts: [j.parts?.title ?? null, j.parts?.path ?? null],
    });
  },

  ApplicationShortlisted: (event, s) =>
    clientStep(event, s, event.data, (client, tradesman, title) => `${client} shortlisted ${tradesman} for ${title}`),

  ApplicationAccepted: (event, s) =>
    clientStep(
      event,
      s,
      event.data,
      (client, tradesman, title) => `${client} hired ${tradesman} (${event.data.trades.join(', ')}) for ${title}`,
    ),

  // Never the client's note to the tradesman: it is theirs, like a message's content.
  ApplicationRejected: (event, s) =>
    clientStep(event, s, event.data, (client, tradesman, title) => `${client} declined the quote from ${tradesman} for ${title}`),

  QuoteRequested: async (event, s) => {
    const d = event.data;
    const j = await job(s, d.projectId);
    const tradesman = await business(s, d.tradesmanId);
    const description = `${j.client} asked ${tradesman.text} to quote for ${j.title}`;
    const parts = [j.parts?.client ?? null, tradesman.part, j.parts?.title ?? null, j.parts?.path ?? null];
    await s.announce(event, { type: 'job', description, entityPath: j.entityPath, actorId: j.actorId, parts });
  },

  ProjectStatusChanged: async (event, s) => {
    const d = event.data;
    const j = await job(s, d.projectId);
    if (
      !(await s.announce(event, {
        type: 'project',
        description: STATUS_SENTENCE[d.to](j.client, j.title),
        entityPath: j.entityPath,
        actorId: j.actorId,
      }))
    )
      return;
    await s.setProjectStatus(d.projectId, d.to);
    await s.bump('active_projects', Number(isActive(d.to)) - Number(isActive(d.from)));
    // The trade mix counts open projects only: one taking no more quotes leaves it.
    const trades = j.project?.requiredTrades ?? [];
    if (d.from === 'open' && d.to !== 'open') await s.bumpMix('open_projects', trades, -1);
    if (d.from !== 'open' && d.to === 'open') await s.bumpMix('open_projects', trades, 1);
  },

  // The room's words stay between its members, as a message's do: the feed says who wrote where.
  RoomMessagePosted: async (event, s) => {
    const d = event.data;
    const j = await job(s, d.projectId);
    const description = `${(await user(s, d.senderId)).text} wrote in the project room of ${j.title}`;
    const parts = [j.parts?.title ?? null, j.parts?.path ?? null];
    await s.announce(event, { type: 'message', description, entityPath: j.entityPath, actorId: d.senderId, parts });
  },

  RoomRead: async (event, s) => {
    const d = event.data;
    const j = await job(s, d.projectId);
    await s.announce(event, {
      type: 'message',
      description: `${(await user(s, d.readerId)).text} read the project room of ${j.title}`,
      entityPath: j.entityPath,
      actorId: d.readerId,
      parts: [j.parts?.title ?? null, j.parts?.path ?? null],
    });
  },

  TradePartDone: async (event, s) => {
    const d = event.data;
    const j = await job(s, d.projectId);
    const description = `${(await user(s, d.tradesmanUserId)).text} marked ${d.trades.join(' and ')} done on ${j.title}`;
    const parts = [j.parts?.title ?? null, j.parts?.path ?? null];
    await s.announce(event, { type: 'job', description, entityPath: j.entityPath, actorId: d.tradesmanUserId, parts });
  },
};
