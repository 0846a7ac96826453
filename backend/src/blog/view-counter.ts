import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { idFromCommand } from '../commands/ids.ts';

/**
 * Article views, counted in Redis and recorded as one BlogPostViewsRecorded per post every few
 * seconds, rather than one event per page view (docs/decisions/0025-blog-views.md, 0056). Every API
 * instance counts into the same keys, so a reader is counted once whichever instance answers, and a
 * count survives the instance that took it:
 *
 * - `count`: one script sets the reader's "seen" key (expiring after the repeat window) and, only if
 *   it was not set, adds one to the `pending` hash.
 * - `flush`: one script renames `pending` to a numbered batch and lists it in `batches`; then every
 *   listed batch (this instance's, or one left by an instance that died) is recorded post by post with
 *   a command id made from the batch and the post, so a batch recorded twice (two instances, or a
 *   crash between the append and the HDEL) is appended once. A post's field is removed once recorded;
 *   a failure leaves it for the next flush.
 */
export interface ViewCounterOptions {
  intervalMs: number;
  repeatWindowMs: number;
  /** How long a view request waits for Redis before answering "not counted". */
  answerWithinMs: number;
}
export const DEFAULT_VIEW_COUNTER: ViewCounterOptions = { intervalMs: 5_000, repeatWindowMs: 30 * 60_000, answerWithinMs: 2_000 };

type Record = (postId: string, count: number, commandId: string) => Promise<void>;
type Log = { warn: (obj: object, msg: string) => void };

const COUNT = `if redis.call('SET', KEYS[1], '1', 'PX', ARGV[1], 'NX') then
  redis.call('HINCRBY', KEYS[2], ARGV[2], 1) return 1 end return 0`;
const TAKE = `if redis.call('EXISTS', KEYS[1]) == 0 then return false end
  local id = redis.call('INCR', KEYS[2]) redis.call('RENAME', KEYS[1], ARGV[1] .. id) redis.call('SADD', KEYS[3], id) return id`;

export class ViewCounter {
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private readonly key: (name: string) => string;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    private readonly record: Record,
    private readonly log: Log,
    private readonly options: ViewCounterOptions = DEFAULT_VIEW_COUNTER,
  ) {
    this.key = (name) => `${prefix}:blog-views:${name}`;
  }

  /** Counts a view unless this reader was counted for this post within the window; says whether it counted. */
  async count(postId: string, reader: string): Promise<boolean> {
    const seen = this.key(`seen:${postId}:${createHash('sha256').update(reader).digest('base64url')}`);
    const counted = this.redis.eval(COUNT, 2, seen, this.key('pending'), this.options.repeatWindowMs, postId);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((r) => (timer = setTimeout(() => r('late'), this.options.answerWithinMs)));
    try {
      const answer = await Promise.race([counted, late]);
      if (answer === 'late') {
        counted.catch(() => undefined);
        return false;
      }
      return answer === 1;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Records every open batch; one flush at a time per instance. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.flushNow()).catch((err: unknown) => this.log.warn({ err }, 'blog views flush failed'));
    return this.flushing;
  }

  private async flushNow(): Promise<void> {
    await this.redis.eval(TAKE, 3, this.key('pending'), this.key('batch-seq'), this.key('batches'), this.key('batch:'));
    for (const id of await this.redis.smembers(this.key('batches'))) {
      const batch = this.key(`batch:${id}`);
      const counts = await this.redis.hgetall(batch);
      for (const [postId, count] of Object.entries(counts)) {
        try {
          await this.record(postId, Number(count), idFromCommand(`${id}:${postId}`, 'blog-views:'));
          await this.redis.hdel(batch, postId);
        } catch (err) {
          this.log.warn({ err, postId, count }, 'recording blog views failed; retrying with the next flush');
        }
      }
      // The last HDEL removed the hash: the batch is done (another instance may have finished it).
      if ((await this.redis.exists(batch)) === 0) await this.redis.srem(this.key('batches'), id);
    }
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}
