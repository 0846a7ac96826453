/**
 * Article views, counted in memory and recorded as one BlogPostViewsRecorded per post every few
 * seconds (and on shutdown), rather than one event per page view (docs/decisions/0025-blog-views.md).
 * The same visitor opening the same article again within `repeatWindowMs` is not counted twice.
 */
export interface ViewBufferOptions {
  intervalMs: number;
  repeatWindowMs: number;
  /** Bounds the memory of who saw what; past it the oldest half is forgotten. */
  maxVisitors: number;
}

export const DEFAULT_VIEW_BUFFER: ViewBufferOptions = { intervalMs: 5_000, repeatWindowMs: 30 * 60_000, maxVisitors: 50_000 };

type Record = (postId: string, count: number) => Promise<void>;
type Log = { warn: (obj: object, msg: string) => void };

export class ViewBuffer {
  private pending = new Map<string, number>();
  private seen = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly record: Record,
    private readonly log: Log,
    private readonly options: ViewBufferOptions = DEFAULT_VIEW_BUFFER,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a view unless this visitor was counted for this post a moment ago; says whether it counted. */
  count(postId: string, visitor: string): boolean {
    const key = `${postId}\n${visitor}`;
    const last = this.seen.get(key);
    if (last !== undefined && this.now() - last < this.options.repeatWindowMs) return false;
    this.remember(key);
    this.pending.set(postId, (this.pending.get(postId) ?? 0) + 1);
    return true;
  }

  private remember(key: string) {
    this.seen.delete(key);
    this.seen.set(key, this.now());
    if (this.seen.size <= this.options.maxVisitors) return;
    // A Map iterates in insertion order, and `remember` re-inserts: the first keys are the oldest.
    const drop = Math.floor(this.seen.size / 2);
    for (const k of [...this.seen.keys()].slice(0, drop)) this.seen.delete(k);
  }

  /** Records what has been counted so far; one flush at a time, counts that fail are kept for the next. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.flushNow());
    return this.flushing;
  }

  private async flushNow(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    for (const [postId, count] of batch) {
      try {
        await this.record(postId, count);
      } catch (err) {
        this.pending.set(postId, (this.pending.get(postId) ?? 0) + count);
        this.log.warn({ err, postId, count }, 'recording blog views failed; retrying with the next batch');
      }
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
