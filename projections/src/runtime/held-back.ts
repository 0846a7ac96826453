/**
 * Committed events can sit behind the horizon while an older append is still open. Its commit
 * wakes the loop, but a rollback (or a crash before the wake-up) does not. When the read says an
 * append was open, look again a little later, backing off (to 50 ms at most: a longer wait showed
 * up as p99 lag) while the horizon stays put; the poll timer remains the last resort.
 * A timer rather than a spin: the open append's own wake-up usually comes first.
 */
import type { EventSource } from './event-source.ts';

export class HeldBackRecheck {
  private attempts = 0;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly source: EventSource,
    private readonly kick: () => void,
  ) {}

  /** Nothing is held back (or the horizon moved): the next wait starts from the shortest again. */
  reset() {
    this.attempts = 0;
  }

  /** After a read up to `gen`'s checkpoint: when events committed past it were held back, kicks the loop again a little later. */
  async after(gen: { checkpointTx: bigint; checkpointPos: bigint }) {
    if (!this.source.hasCommittedAfter || this.timer || this.stopped) return;
    if (!(await this.source.hasCommittedAfter({ tx: gen.checkpointTx, pos: gen.checkpointPos }))) {
      this.attempts = 0;
      return;
    }
    const delay = Math.min(5 * 2 ** this.attempts++, 50);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.kick();
    }, delay);
  }

  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }
}
