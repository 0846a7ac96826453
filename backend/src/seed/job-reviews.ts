/**
 * Verified job reviews for the demo (issue 23): only a review for a completed job the client hired
 * the tradesman on counts in the rating, so some demo tradesmen get a real job loop first: a reviewing
 * client posts a job, the tradesman quotes, is hired, the client marks it completed and reviews it.
 * Through the same commands as the API, with fixed command ids.
 */
import { clientProjectStreamId, normalisePostcode, PROJECT_TRADE_OF_CATEGORY, type EventStore } from '@tradeguild/contracts';
import type { ClientProjectCommand } from '../client-projects/commands.ts';
import { clientProjectDecider } from '../client-projects/decide.ts';
import { handleCommand } from '../commands/handle-command.ts';
import { idFromCommand } from '../commands/ids.ts';
import type { TradesmanCommand } from '../tradesmen/commands.ts';
import { DEMO_JOBS } from './demo-jobs.ts';
import { REVIEW_COMMENTS } from './tradesmen-credentials.ts';
import type { Seeded } from './tradesmen-feedback.ts';

const DAY = 86_400_000;

/** tradesmen.ts's SeedRun (spelt here: that file calls this one). */
interface SeedRun {
  store: EventStore;
  commandId: (key: string) => string;
  record: (outcome: { duplicate: boolean; position: unknown }) => void;
}

/** How many completed, reviewed jobs a demo tradesman has: the first 40 mostly one to three, the rest none. */
export const jobReviewCount = (index: number) => (index >= 40 || index % 9 === 8 ? 0 : 1 + ((index * 7) % 3));
const ratingOf = (index: number, j: number) => [5, 5, 4, 5, 4, 3, 5, 4][(index * 3 + j * 5) % 8]!;

type Review = (s: Seeded, key: string, command: TradesmanCommand, actorId: string, daysAgo: number) => Promise<void>;

export async function seedJobReviews(run: SeedRun, seeded: Seeded[], clients: { id: string }[], review: Review): Promise<void> {
  for (const s of seeded) {
    for (let j = 0; j < jobReviewCount(s.index); j++) {
      const key = `tradesman:job-review:${s.index}:${j}`;
      const clientId = clients[(s.index * 3 + j * 5 + 1) % clients.length]!.id;
      const projectId = idFromCommand(run.commandId(key), 'clientProject:');
      const applicationId = idFromCommand(run.commandId(`${key}:quote`), 'application:');
      const daysAgo = 30 + ((s.index * 13 + j * 29) % 90);
      const send = async (step: string, actorId: string, command: ClientProjectCommand, ago: number) =>
        run.record(
          await handleCommand(run.store, {
            streamId: clientProjectStreamId(projectId),
            decider: clientProjectDecider,
            command,
            actorId,
            commandId: run.commandId(`${key}:${step}`),
            now: () => new Date(Date.now() - ago * DAY),
          }),
        );
      const trade = PROJECT_TRADE_OF_CATEGORY[s.tradesman.trades[0]!];
      const job = DEMO_JOBS[trade][(s.index + j) % DEMO_JOBS[trade].length]!;
      const outcode = normalisePostcode(s.tradesman.postcode)?.outcode ?? '';
      await send(
        'post',
        clientId,
        {
          type: 'PostProject',
          data: {
            projectId,
            clientId,
            title: `${job.title} in ${s.tradesman.area}`,
            description: `${job.description} The house is in ${s.tradesman.area}, ${s.tradesman.town}.`,
            category: s.tradesman.trades[0],
            projectType: 'residential',
            location: `${s.tradesman.town} ${outcode}`,
            budget: job.budget,
            timeline: 'Within 2 months',
            requiredTrades: [trade],
            isMultiTrade: false,
          },
        },
        daysAgo + 20,
      );
      await send(
        'quote',
        s.userId,
        {
          type: 'SubmitApplication',
          data: {
            projectId,
            applicationId,
            tradesmanId: s.id,
            tradesmanUserId: s.userId,
            trades: [trade],
            tradesmanTrades: [trade],
            message: `Hello, I'm ${s.tradesman.first} from ${s.tradesman.business}. Happy to take this on.`,
            proposedCost: `${firstFigure(job.budget)}.00`,
            estimatedDuration: '1 week',
          },
        },
        daysAgo + 18,
      );
      await send('accept', clientId, { type: 'AcceptApplication', data: { projectId, applicationId, start: 'now' } }, daysAgo + 15);
      await send('complete', clientId, { type: 'ChangeProjectStatus', data: { projectId, to: 'completed' } }, daysAgo + 1);
      const rating = ratingOf(s.index, j);
      const pool = REVIEW_COMMENTS[rating]!;
      const comment = pool[(s.index + j + 3) % pool.length]!.replace('{first}', s.tradesman.first);
      const reviewId = idFromCommand(key, 'seed-review:');
      const data = {
        tradesmanId: s.id,
        reviewId,
        clientId,
        portfolioProjectId: null,
        projectId,
        isVerified: true,
        rating,
        comment,
        invitationId: null,
        reviewerEmail: null,
      };
      await review(s, key, { type: 'SubmitReview', data }, clientId, daysAgo);
    }
  }
}

const firstFigure = (budget: string) => Number((budget.match(/[\d,]+/)?.[0] ?? '500').replace(/,/g, ''));
