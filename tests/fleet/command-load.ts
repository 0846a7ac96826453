/**
 * A steady command load through the balancer, for the fleet's chaos test: signed-in people each
 * sending messages one after another at a fixed pace, each command with a command id of its own.
 * A request that fails in transit (the connection dropped, no answer, or a 5xx) is sent again, as a
 * careful client would, with the SAME command id and body until it is answered; any other answer
 * that is not 2xx is a failure. Requests go without the read-your-writes position, so the pace is
 * the write path's, not the read models'.
 */
import { randomUUID } from 'node:crypto';
import { commandResultSchema } from '@tradeguild/contracts';
import type { HttpClient } from '../support/http-client.ts';

export interface Sender {
  client: HttpClient;
  id: string;
}

export interface Answered {
  senderId: string;
  commandId: string;
  /** The message id the command answered with (the same on every retry). */
  id: string;
  position: string;
  status: number;
  attempts: number;
  answeredAt: number;
  /** From the first attempt to the answer, ms. */
  tookMs: number;
}

export interface LoadReport {
  answered: Answered[];
  /** Answers neither 2xx nor worth a retry (4xx): each one is a command the fleet turned away. */
  refused: { commandId: string; status: number; body: string }[];
  /** Commands still unanswered when their retries ran out. */
  gaveUp: { commandId: string; last: string }[];
  /** What made requests fail and be sent again: 'network', '502', '503', '500'... and how often. */
  retriedOn: Record<string, number>;
  /** Each failed attempt: when (ms since the epoch) and what came back (the status and the start of the body, or the error). */
  failures: { at: number; what: string }[];
  /** Commands sent and how long it took. */
  sent: number;
  seconds: number;
  /** Commands a second offered (the timetable) and sent (what the fleet's answers let the senders send). */
  offeredPerSecond: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class CommandLoad {
  private running = false;
  private loops: Promise<void>[] = [];
  private startedAt = 0;
  private stoppedAt = 0;
  private sent = 0;
  readonly answered: Answered[] = [];
  private readonly refused: LoadReport['refused'] = [];
  private readonly gaveUp: LoadReport['gaveUp'] = [];
  private readonly retriedOn: Record<string, number> = {};
  private readonly failures: LoadReport['failures'] = [];

  /**
   * `perSecond` commands a second in all, spread over the senders. Each sender keeps its own
   * timetable (its n-th command at its start plus n paces) and sends one command at a time: one
   * answered late is followed at once by the next, until the sender is back on its timetable. So the
   * fleet is offered `perSecond` commands a second for as long as an answer takes less than a pace on
   * average, and never more than one command per sender at a time (a sender's messages go to one
   * conversation, whose stream takes one append at a time).
   */
  constructor(
    private readonly o: {
      url: string;
      senders: Sender[];
      receiverId: string;
      perSecond: number;
      /** How long one command keeps being retried before the load gives up on it. */
      retryForMs?: number;
    },
  ) {}

  start(): void {
    this.running = true;
    this.startedAt = Date.now();
    const pace = (1000 * this.o.senders.length) / this.o.perSecond;
    this.loops = this.o.senders.map(async (sender, i) => {
      const first = this.startedAt + (pace * i) / this.o.senders.length; // the senders spread over one pace
      for (let n = 0; this.running; n++) {
        await sleep(Math.max(0, first + n * pace - Date.now()));
        if (!this.running) break;
        await this.command(sender, `Load ${i}.${n}`);
      }
    });
  }

  /** Stops sending new commands and waits until every command sent has been answered or given up. */
  async stop(): Promise<LoadReport> {
    this.running = false;
    await Promise.all(this.loops);
    this.stoppedAt = Date.now();
    return this.report();
  }

  report(): LoadReport {
    return {
      answered: [...this.answered],
      refused: [...this.refused],
      gaveUp: [...this.gaveUp],
      retriedOn: { ...this.retriedOn },
      failures: [...this.failures],
      sent: this.sent,
      seconds: ((this.stoppedAt || Date.now()) - this.startedAt) / 1000,
      offeredPerSecond: this.o.perSecond,
    };
  }

  /** The answers that came after `since` (ms since the epoch). */
  answeredAfter(since: number): Answered[] {
    return this.answered.filter((a) => a.answeredAt > since);
  }

  private async command(sender: Sender, content: string) {
    this.sent++;
    const commandId = randomUUID();
    const body = JSON.stringify({ receiverId: this.o.receiverId, content, commandId });
    const sentAt = Date.now();
    const giveUpAt = sentAt + (this.o.retryForMs ?? 60_000);
    let last = '';
    for (let attempt = 1; ; attempt++) {
      let res: Response | null = null;
      try {
        res = await fetch(`${this.o.url}/api/messages`, {
          method: 'POST',
          headers: { cookie: sender.client.cookieHeader(), 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(30_000),
        });
      } catch (err) {
        const cause = (err as Error & { cause?: Error }).cause?.message;
        last = `network: ${(err as Error).message}${cause ? ` (${cause})` : ''}`;
        this.retriedOn.network = (this.retriedOn.network ?? 0) + 1;
        this.failures.push({ at: Date.now(), what: last });
      }
      if (res) {
        const text = await res.text().catch(() => '');
        if (res.ok) {
          const result = commandResultSchema.parse(JSON.parse(text));
          this.answered.push({
            senderId: sender.id,
            commandId,
            id: result.id,
            position: result.position,
            status: res.status,
            attempts: attempt,
            answeredAt: Date.now(),
            tookMs: Date.now() - sentAt,
          });
          return;
        }
        if (res.status < 500) {
          this.refused.push({ commandId, status: res.status, body: text.slice(0, 300) });
          return;
        }
        last = `${res.status}: ${text.replace(/\s+/g, ' ').slice(0, 120)}`;
        this.retriedOn[String(res.status)] = (this.retriedOn[String(res.status)] ?? 0) + 1;
        this.failures.push({ at: Date.now(), what: last });
      }
      if (Date.now() > giveUpAt) {
        this.gaveUp.push({ commandId, last });
        return;
      }
      await sleep(Math.min(1000, 100 * attempt) * (0.5 + Math.random()));
    }
  }
}
