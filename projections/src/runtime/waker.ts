/** The producer side of wake-ups: one deduplicated BullMQ job per projection, for its owner in whichever process. */
import { Queue } from 'bullmq';

export const wakeQueueName = (projection: string) => `projection-${projection}`;

export class ProjectionWaker {
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly projections: string[],
    redisUrl: string,
    prefix: string,
    /** Wakes a projection owned in this process directly (ProjectionRunner.kickLocal); true when it did. */
    private readonly local: (projection: string) => boolean = () => false,
  ) {
    for (const name of projections) {
      this.queues.set(name, new Queue(wakeQueueName(name), { connection: { url: redisUrl, maxRetriesPerRequest: null }, prefix }));
    }
  }

  async wakeAll(): Promise<void> {
    const remote = [...this.queues.entries()].filter(([name]) => !this.local(name));
    await Promise.all(
      remote.map(([name, q]) => q.add('wake', {}, { deduplication: { id: name }, removeOnComplete: true, removeOnFail: 100 })),
    );
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }
}
