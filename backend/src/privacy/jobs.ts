/**
 * The privacy jobs on BullMQ (decision 0061): copies of data ('export', one job per request) and
 * the hourly erasure sweep (a job scheduler, so one sweep runs whatever the number of API instances).
 */
import { Queue, Worker } from 'bullmq';
import type { Config } from '../config.ts';
import { sweepErasures, type ErasureDeps } from './erasure.ts';
import { runExport } from './export.ts';

export const PRIVACY_QUEUE = 'privacy';
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface PrivacyJobs {
  enqueueExport(exportId: string): Promise<void>;
  close(): Promise<void>;
}

export function startPrivacyJobs(deps: ErasureDeps, config: Pick<Config, 'REDIS_URL' | 'QUEUE_PREFIX'>): PrivacyJobs {
  const connection = { url: config.REDIS_URL, maxRetriesPerRequest: null };
  const queue = new Queue(PRIVACY_QUEUE, { connection, prefix: config.QUEUE_PREFIX });
  const worker = new Worker(
    PRIVACY_QUEUE,
    async (job) => {
      if (job.name === 'export') await runExport(deps, String(job.data.exportId), job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
      else if (job.name === 'erasure-sweep') await sweepErasures(deps);
    },
    { connection, prefix: config.QUEUE_PREFIX, concurrency: 2 },
  );
  worker.on('error', (err) => deps.logger.warn({ err }, 'privacy worker error'));
  worker.on('failed', (job, err) => deps.logger.warn({ err, job: job?.name, id: job?.id }, 'privacy job failed'));
  void queue
    .upsertJobScheduler('erasure-sweep', { every: SWEEP_EVERY_MS }, { name: 'erasure-sweep' })
    .catch((err: unknown) => deps.logger.warn({ err }, 'could not schedule the erasure sweep; it is tried again at the next start'));
  return {
    enqueueExport: async (exportId) => {
      await queue.add(
        'export',
        { exportId },
        { jobId: exportId, attempts: 3, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: true, removeOnFail: 100 },
      );
    },
    close: async () => {
      await worker.close();
      await queue.close();
    },
  };
}
