/**
 * The consumer side of PostgreSQL wake-ups (docs/decisions/0045-wake-ups-by-notify.md): one
 * connection per runner LISTENs on WAKE_CHANNEL; each notification names the projections to wake.
 * A notification sent while this connection was down is lost, so after every (re)connection every
 * projection is woken once; the runner's poll stays the last resort.
 */
import pg from 'pg';
import type { Logger } from 'pino';

export const WAKE_CHANNEL = 'tg_projections_wake';

/** A notification's payload: the projections' names, comma-separated (names never hold a comma). */
export const wakePayload = (names: string[]) => names.join(',');

export class WakeListener {
  private client: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
    /** `null`: wake every projection (after a (re)connection, when notifications may have been missed). */
    private readonly wake: (names: string[] | null) => void,
    private readonly retryMs = 1000,
  ) {}

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect() {
    if (this.stopped) return;
    // Its own connection, not a pooled one: it stays checked out for good and must survive the pool's idle reaping.
    const { connectionString, host, port, user, password, database } = this.pool.options;
    const client = new pg.Client({ connectionString, host, port, user, password, database });
    client.on('notification', (m) => {
      if (m.channel === WAKE_CHANNEL) this.wake(m.payload ? m.payload.split(',') : null);
    });
    client.on('error', (err) => {
      this.logger.warn({ err: err.message }, 'wake-up listener connection lost; reconnecting');
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${WAKE_CHANNEL}`);
      if (this.stopped) return void (await client.end().catch(() => undefined));
      this.client = client;
      // Whatever was notified before LISTEN took effect is not lost: everyone looks once.
      this.wake(null);
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, 'wake-up listener could not connect; the poll covers until it does');
      this.reconnect(client);
    }
  }

  private reconnect(client: pg.Client) {
    if (this.client === client) this.client = null;
    void client.end().catch(() => undefined);
    if (this.stopped || this.retry || this.client) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, this.retryMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
