/**
 * What a batch knows and will write (batch.ts): the rows its events name, as the earlier events of
 * the batch changed them, and the writes they add up to. Preload fills it, `BatchStore` answers the
 * handlers from it, flush writes it.
 */
import type { ActivityItem } from '@tradeguild/contracts';
import type { ApplicationRow, BlogPostRow, ForumPostRow, ForumReplyRow, MessageRow, ProjectRow, TradesmanRow, UserRow } from './rows.ts';
import type { Mention } from '../privacy/mentions.ts';
import type { Counter } from './store.ts';

/** Fetches rows by id: the batch's answer to a read preload did not foresee (batch-preload.ts). */
export type Loader<R> = (ids: string[]) => Promise<[string, R][]>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A tradesman as the batch knows it: the row, and the columns that may change, with their running values. */
export interface Tradesman {
  row: TradesmanRow;
  ratingDelta: number;
  reviewsDelta: number;
  verified: boolean | null;
}
/** A client project as the batch knows it: the row, and its status if the batch changed it. */
interface BatchClientProject {
  row: ProjectRow;
  status: string | null;
}

export const newTradesman = (row: TradesmanRow): Tradesman => ({ row, ratingDelta: 0, reviewsDelta: 0, verified: null });
export const newProject = (row: ProjectRow): BatchClientProject => ({ row, status: null });

/**
 * Rows of one table keyed by id: `undefined` not known yet (ask the database), `null` absent.
 * `created` rows are inserted at the flush, `changed` ones (that existed before the batch) updated.
 */
export class Rows<R> {
  readonly known = new Map<string, R | null>();
  readonly created = new Set<string>();
  readonly changed = new Set<string>();
  constructor(private readonly uuidKeys: boolean) {}
  key(id: string) {
    return this.uuidKeys ? id.toLowerCase() : id;
  }
  /** Ids the database can hold (a uuid column refuses anything else; the one-by-one path would fail on it too). */
  loadable(ids: Iterable<string>): string[] {
    return [...new Set([...ids].map((id) => this.key(id)))].filter((id) => !this.known.has(id) && (!this.uuidKeys || UUID.test(id)));
  }
  /** The row as the batch knows it, asking the database for one preload did not foresee. */
  async get(id: string, load: Loader<R>): Promise<R | null> {
    const key = this.key(id);
    if (!this.known.has(key)) {
      // Not foreseen by preload: ask for this one (a non-uuid id fails here as it would one by one).
      const found = await load([key]);
      this.known.set(key, found[0]?.[1] ?? null);
    }
    return this.known.get(key) ?? null;
  }

  /** As INSERT ... ON CONFLICT DO NOTHING: an existing row stays. */
  async insert(id: string, value: R, load: Loader<R>) {
    if (await this.get(id, load)) return;
    const key = this.key(id);
    this.known.set(key, value);
    this.created.add(key);
  }

  /** As UPDATE: a missing row stays missing. */
  async change(id: string, load: Loader<R>, apply: (row: R) => void) {
    const row = await this.get(id, load);
    if (!row) return;
    apply(row);
    const key = this.key(id);
    if (!this.created.has(key)) this.changed.add(key);
  }

  /** The rows the batch created, to insert. */
  createdRows(): R[] {
    return [...this.created].map((id) => this.known.get(id)!);
  }
  /** The rows from before the batch that it changed, to update. */
  changedRows(): R[] {
    return [...this.changed].map((id) => this.known.get(id)!);
  }
}

export class BatchRows {
  readonly users = new Rows<UserRow>(false);
  readonly tradesmen = new Rows<Tradesman>(true);
  readonly projects = new Rows<BatchClientProject>(true);
  readonly applications = new Rows<ApplicationRow>(true);
  readonly forumPosts = new Rows<ForumPostRow>(true);
  readonly forumReplies = new Rows<ForumReplyRow>(true);
  readonly blogPosts = new Rows<BlogPostRow>(true);
  /** Blog posts deleted by the batch that existed before it. */
  readonly blogDeleted = new Set<string>();

  /** Event ids that have their item (before the batch, or from an earlier event of it). */
  readonly announced = new Set<string>();
  readonly items: (ActivityItem & { mentions: Mention[] })[] = [];
  readonly messages: (MessageRow & { isRead: boolean })[] = [];
  readonly messageIds = new Set<string>();
  /** ConversationRead of rows that existed before the batch, in order (run before the batch's messages are inserted). */
  readonly reads: [string, string, string][] = [];
  readonly counters = new Map<Counter, number>();
  /** metric -> occurredAt -> how many (the UTC day is taken in SQL, as the one-by-one path does). */
  readonly daily = new Map<string, number>();
  readonly mix = new Map<string, number>();
}
