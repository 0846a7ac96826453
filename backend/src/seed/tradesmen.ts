import type { ProfileDetails, ProjectDetails, TradesmanEvent } from '@tradeguild/contracts';
import { normalisePostcode, tradesmanStreamId, userStreamId } from '@tradeguild/contracts';
import { accountDecider } from '../accounts/decide.ts';
import { localAccountId } from '../accounts/local-oidc.ts';
import { handleCommand } from '../commands/handle-command.ts';
import { idFromCommand, profileIdOfUser } from '../commands/ids.ts';
import type { EventStore } from '@tradeguild/contracts';
import type { Decider } from '../commands/decider.ts';
import { portfolioDecider } from '../portfolio/decide.ts';
import type { TradesmanCommand } from '../tradesmen/commands.ts';
import { tradesmanDecider } from '../tradesmen/decide.ts';
import { DEMO_USERS } from './demo-data.ts';
import { CREDENTIALS, DEMO_REVIEWERS } from './tradesmen-credentials.ts';
import { DEMO_TRADESMEN, tradesmanEmail, type DemoTradesman } from './tradesmen-directory.ts';
import { endorsementsFor, reviewsFor, type Seeded } from './tradesmen-feedback.ts';
import { seedJobReviews } from './job-reviews.ts';
import { PORTFOLIO, sceneImages } from './tradesmen-portfolio.ts';

const DAY = 86_400_000;
/** The default ADMIN_EMAIL: the demo verifications are recorded as that administrator's. */
const ADMIN_ID = localAccountId('admin@tradeguild.local');

export interface SeedRun {
  store: EventStore;
  commandId: (key: string) => string;
  record: (outcome: { duplicate: boolean; position: unknown }) => void;
}

/** Most tradesmen are verified; every fifth is left for the admin screen to verify. */
const isVerified = (i: number) => i % 5 !== 4;
const createdDaysAgo = (i: number) => 150 + ((i * 37) % 540);
const projectCount = (i: number) => (i === 0 ? 3 : [2, 1, 3, 2, 1, 0, 2, 1][i % 8]!);

/**
 * The demo directory, through the same commands as the API, with fixed command ids: a second
 * run appends nothing (and returns after one stream read, see `alreadySeeded`).
 */
export async function seedTradesmen(run: SeedRun): Promise<void> {
  const lastVerified = DEMO_TRADESMEN.length - 1 - [...DEMO_TRADESMEN.keys()].reverse().findIndex(isVerified);
  if (await alreadySeeded(run, lastVerified)) return;
  const clients = await registerUsers(run);
  const seeded: Seeded[] = [];
  for (const [i, t] of DEMO_TRADESMEN.entries()) seeded.push(await seedProfile(run, t, i));
  const demoClients = new Set(DEMO_USERS.filter((u) => u.userType === 'client').map((u) => localAccountId(u.email)));
  for (const s of seeded)
    for (const c of reviewsFor(s, clients, demoClients)) await tradesmanCommand(run, s, c.key, c.command, c.actorId, c.daysAgo);
  // Only verified job reviews count in a rating: some tradesmen get completed jobs their clients reviewed.
  const reviewers = clients.filter((c) => !demoClients.has(c.id));
  await seedJobReviews(run, seeded, reviewers, (s, key, command, actorId, daysAgo) =>
    tradesmanCommand(run, s, key, command, actorId, daysAgo),
  );
  for (const s of seeded)
    for (const c of endorsementsFor(s, seeded)) await tradesmanCommand(run, s, c.key, c.command, c.actorId, c.daysAgo);
  for (const s of seeded.filter((x) => isVerified(x.index))) {
    const command: TradesmanCommand = { type: 'VerifyTradesman', data: { tradesmanId: s.id } };
    await tradesmanCommand(run, s, `tradesman:verify:${s.index}`, command, ADMIN_ID, createdDaysAgo(s.index) - 7);
  }
}

async function alreadySeeded(run: SeedRun, lastVerified: number): Promise<boolean> {
  const t = DEMO_TRADESMEN[lastVerified]!;
  const { events } = await run.store.readStream(tradesmanStreamId(profileIdOfUser(localAccountId(tradesmanEmail(t)))));
  const marker = run.commandId(`tradesman:verify:${lastVerified}`);
  return events.some((e) => e.metadata.commandId === marker);
}

/** Tradesmen and the reviewing clients sign up as any user would; returns the client ids. */
async function registerUsers(run: SeedRun): Promise<{ id: string; first: string; email: string }[]> {
  const people = [
    ...DEMO_TRADESMEN.map((t) => ({ first: t.first, last: t.last, email: tradesmanEmail(t), userType: 'tradesman' as const })),
    ...DEMO_REVIEWERS.map((r) => ({ ...r, email: tradesmanEmail(r), userType: 'client' as const })),
  ];
  for (const p of people) {
    const userId = localAccountId(p.email);
    const data = { userId, email: p.email, firstName: p.first, lastName: p.last, profileImageUrl: null, userType: p.userType };
    // Same key as seed/index.ts uses, so James Whitfield (already a demo user) is not registered twice.
    const commandId = run.commandId(`user:${p.email}`);
    run.record(
      await handleCommand(run.store, {
        streamId: userStreamId(userId),
        decider: accountDecider,
        command: { type: 'RegisterUser', data },
        actorId: userId,
        commandId,
      }),
    );
  }
  const clients = [
    ...DEMO_REVIEWERS.map((r) => ({ first: r.first, email: tradesmanEmail(r) })),
    ...DEMO_USERS.filter((u) => u.userType === 'client').map((u) => ({ first: u.firstName, email: u.email })),
  ];
  return clients.map((c) => ({ id: localAccountId(c.email), first: c.first, email: c.email.toLowerCase() }));
}

async function seedProfile(run: SeedRun, t: DemoTradesman, index: number): Promise<Seeded> {
  const userId = localAccountId(tradesmanEmail(t));
  const s: Seeded = { index, id: profileIdOfUser(userId), userId, tradesman: t, projectIds: [], createdDaysAgo: createdDaysAgo(index) };
  const command: TradesmanCommand = {
    type: 'CreateTradesmanProfile',
    data: { tradesmanId: s.id, userId, details: profileDetails(t, index) },
  };
  await tradesmanCommand(run, s, `tradesman:profile:${index}`, command, userId, s.createdDaysAgo);
  const templates = PORTFOLIO[t.trades[0]!];
  for (let j = 0; j < projectCount(index); j++) {
    const tpl = templates[(index + j) % templates.length]!;
    const key = `tradesman:project:${index}:${j}`;
    const projectId = idFromCommand(run.commandId(key), 'portfolioProject:');
    const addedDaysAgo = s.createdDaysAgo - 5 - 12 * j;
    const details: ProjectDetails = {
      title: tpl.title.replace('{area}', t.area),
      description: tpl.description,
      category: t.trades[0]!,
      projectType: tpl.projectType,
      ...sceneImages(tpl.scene),
      videos: [],
      challenge: tpl.challenge,
      solution: tpl.solution,
      materials: tpl.materials,
      techniques: tpl.techniques,
      budgetRange: tpl.budgetRange,
      timeline: tpl.timeline,
      clientTestimonial: tpl.testimonial,
      completedAt: new Date(Date.now() - (addedDaysAgo + 9) * DAY).toISOString().slice(0, 10),
    };
    const command = { type: 'AddPortfolioProject' as const, data: { tradesmanId: s.id, projectId, details } };
    await onTradesmanStream(run, s, key, portfolioDecider, command, userId, addedDaysAgo);
    s.projectIds.push(projectId);
  }
  return s;
}

function profileDetails(t: DemoTradesman, i: number): ProfileDetails {
  const credentials = CREDENTIALS[t.trades[0]!];
  const slug = t.business
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    businessName: t.business,
    description: t.about,
    location: `${t.area}, ${t.town}`,
    postcode: t.postcode,
    outcode: normalisePostcode(t.postcode)!.outcode,
    // Ofcom's drama ranges: 01632 960xxx (landline) and 07700 900xxx (mobile).
    phone: i % 2 ? `01632 960${String(100 + i * 7).padStart(3, '0')}` : `07700 900${String(200 + i * 11).padStart(3, '0')}`,
    website: i % 3 === 2 ? null : `https://${slug}.example.co.uk`,
    yearsExperience: t.years,
    hourlyRate: t.rate,
    specializations: t.specs,
    certifications: credentials.certifications.slice(0, 2 + (i % 3)),
    equipment: credentials.equipment.slice(0, 1 + (i % 4)),
    availability: t.availability,
    tradeCategories: t.trades,
    responseTime: t.response,
    serviceRadiusMiles: [10, 15, 20, 25, 30, 40][i % 6]!,
  };
}

const tradesmanCommand = (run: SeedRun, s: Seeded, key: string, command: TradesmanCommand, actorId: string, daysAgo: number) =>
  onTradesmanStream(run, s, key, tradesmanDecider, command, actorId, daysAgo);

/** The profile's and the portfolio's commands share the tradesman's stream, each with its own decider. */
async function onTradesmanStream<State, Command>(
  run: SeedRun,
  s: Seeded,
  key: string,
  decider: Decider<State, Command, TradesmanEvent>,
  command: Command,
  actorId: string,
  daysAgo: number,
) {
  const at = new Date(Date.now() - Math.max(1, daysAgo) * DAY);
  const outcome = await handleCommand(run.store, {
    streamId: tradesmanStreamId(s.id),
    decider,
    command,
    actorId,
    commandId: run.commandId(key),
    now: () => at,
  });
  run.record(outcome);
}
