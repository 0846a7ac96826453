import { idFromCommand } from '../commands/ids.ts';
import type { TradesmanCommand } from '../tradesmen/commands.ts';
import { ENDORSEMENT_COMMENTS, REVIEW_COMMENTS } from './tradesmen-credentials.ts';
import type { DemoTradesman } from './tradesmen-directory.ts';

export interface Seeded {
  index: number;
  id: string;
  userId: string;
  tradesman: DemoTradesman;
  projectIds: string[];
  createdDaysAgo: number;
}

export interface PlannedCommand {
  key: string;
  command: TradesmanCommand;
  actorId: string;
  daysAgo: number;
}

/** A small deterministic generator (mulberry32): the same demo data on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const starRating = (x: number) => (x < 0.55 ? 5 : x < 0.85 ? 4 : x < 0.95 ? 3 : 2);

/**
 * Up to eight reviews each from different clients (some tradesmen none). Without a job behind them
 * they come only through the tradesman's review invitation (issue 23): each one is invited for a
 * portfolio project first, is shown as 'Invited by the tradesman' and never counts in the rating.
 * The first two tradesmen also leave one invitation open, for a demo client to find on their dashboard.
 */
export function reviewsFor(s: Seeded, clients: { id: string; email: string }[], demoClients: ReadonlySet<string>): PlannedCommand[] {
  if (s.projectIds.length === 0) return [];
  const rnd = random(1000 + s.index);
  const count = s.index === 0 ? 6 : s.index % 9 === 8 ? 0 : Math.floor(rnd() * 9);
  const planned = Array.from({ length: count }, (_, r): PlannedCommand[] => {
    const client = clients[(s.index * 5 + r * 7) % clients.length]!;
    const rating = starRating(rnd());
    const pool = REVIEW_COMMENTS[rating]!;
    const comment = rnd() < 0.1 ? null : pool[(s.index + r) % pool.length]!.replace('{first}', s.tradesman.first);
    const portfolioProjectId = s.projectIds[r % s.projectIds.length]!;
    const key = `tradesman:review:${s.index}:${r}`;
    const reviewId = idFromCommand(key, 'seed-review:');
    const invitationId = idFromCommand(key, 'seed-review-invitation:');
    const daysAgo = Math.round(s.createdDaysAgo - 40 - ((r + 1) * (s.createdDaysAgo - 50)) / 10);
    return [
      invitation(s, `tradesman:review-invitation:${s.index}:${r}`, invitationId, client.email, portfolioProjectId, daysAgo + 3),
      {
        key,
        actorId: client.id,
        daysAgo,
        command: {
          type: 'SubmitReview',
          data: {
            tradesmanId: s.id,
            reviewId,
            clientId: client.id,
            portfolioProjectId,
            projectId: null,
            isVerified: false,
            rating,
            comment,
            invitationId,
            reviewerEmail: client.email,
          },
        },
      },
    ];
  }).flat();
  if (s.index < 2) {
    const reviewers = new Set(planned.map((p) => p.actorId));
    const open = clients.find((c) => demoClients.has(c.id) && !reviewers.has(c.id));
    const key = `tradesman:review-invitation:${s.index}:open`;
    if (open) planned.push(invitation(s, key, idFromCommand(key, 'seed-review-invitation:'), open.email, s.projectIds[0]!, 2));
  }
  return planned;
}

const invitation = (
  s: Seeded,
  key: string,
  invitationId: string,
  email: string,
  portfolioProjectId: string,
  daysAgo: number,
): PlannedCommand => ({
  key,
  actorId: s.userId,
  daysAgo,
  command: { type: 'SendReviewInvitation', data: { tradesmanId: s.id, invitationId, email, portfolioProjectId } },
});

/** Zero to three endorsements from other tradesmen, for skills the endorsed one lists. */
export function endorsementsFor(s: Seeded, all: Seeded[]): PlannedCommand[] {
  return Array.from({ length: s.index % 4 }, (_, e) => {
    const endorser = all[(s.index + 1 + e * 11) % all.length]!;
    const specs = s.tradesman.specs;
    const comment = ENDORSEMENT_COMMENTS[(s.index + e) % ENDORSEMENT_COMMENTS.length]!;
    const key = `tradesman:endorsement:${s.index}:${e}`;
    const data = {
      tradesmanId: s.id,
      endorsementId: idFromCommand(key, 'seed-endorsement:'),
      endorserId: endorser.id,
      skill: specs[e % specs.length]!,
      comment: comment?.replace('{first}', s.tradesman.first) ?? null,
    };
    const daysAgo = Math.min(s.createdDaysAgo, endorser.createdDaysAgo) - 10 - e * 15;
    return { key, actorId: endorser.userId, daysAgo, command: { type: 'EndorseTradesman', data } };
  });
}
