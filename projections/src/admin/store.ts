/**
 * What the admin handlers read and write, as one interface with two implementations:
 *  - `sqlStore` (sql-store.ts): every call is its own statement in the batch transaction (the
 *    one-by-one path, the reference: `make replay` and the projection specs use it);
 *  - `BatchStore` (batch-store.ts): reads come from rows loaded once per batch plus what earlier
 *    events of the batch changed, writes are kept in memory and flushed in a few set-based statements.
 * The handlers (the sentences, links and counter rules) are written once, against this interface.
 */
import type { ActivityType, RecordedEvent } from '@tradeguild/contracts';
import type { Part } from '../privacy/mentions.ts';
import type {
  ApplicationRow,
  BlogPostRow,
  ForumPostRow,
  ForumReplyRow,
  JobProject,
  MessageRow,
  ProjectRow,
  TradesmanProfile,
  TradesmanRow,
  UserRow,
} from './rows.ts';

/** What of an admin project row a client's edit changes. */
export type ProjectEdit = Partial<Pick<ProjectRow, 'title' | 'location' | 'budget'>>;

/** One feed item as a handler words it. */
export interface Announcement {
  type: ActivityType;
  description: string;
  entityPath: string | null;
  /** Who did it; defaults to the event's actor. */
  actorId?: string | null;
  /**
   * The names and words of others the description holds, in its order (and a title in the link,
   * `in: 'entity_path'`): reworded when they are erased (decision 0068). The actor's own need none:
   * their items go when they are erased.
   */
  parts?: readonly (Part | null)[];
}

export type Counter = 'users' | 'tradesmen' | 'active_projects' | 'messages';
export type DailyMetric = 'signups' | 'tradesmen' | 'projects' | 'messages';
export type MixScope = 'tradesmen' | 'open_projects';

export interface AdminStore {
  // Reads: the state after every earlier event (of this batch too).
  /** display_name, or null when nobody registered with that id. */
  displayName(id: string): Promise<string | null>;
  /** null: no such tradesman; { name: null }: one without a business name. */
  tradesman(id: string): Promise<{ businessName: string | null; tradeCategories: string[]; userId: string } | null>;
  project(id: string): Promise<JobProject | null>;
  application(id: string): Promise<{ tradesmanId: string; userId: string } | null>;
  forumPost(id: string): Promise<{ title: string; authorId: string } | null>;
  forumReplyAuthor(id: string): Promise<string | null>;
  blogPost(id: string): Promise<{ title: string; slug: string } | null>;

  /** Records the item under the event's id and queues its push; false when it was applied before. */
  announce(event: RecordedEvent, a: Announcement): Promise<boolean>;

  // Writes. Inserts keep an existing row (ON CONFLICT DO NOTHING); updates of a missing row do nothing.
  insertUser(row: UserRow): Promise<void>;
  insertTradesman(row: TradesmanRow): Promise<void>;
  updateTradesman(id: string, profile: TradesmanProfile): Promise<void>;
  addReview(tradesmanId: string, rating: number): Promise<void>;
  setVerified(tradesmanId: string, verified: boolean): Promise<void>;
  insertProject(row: ProjectRow): Promise<void>;
  setProjectStatus(id: string, status: string): Promise<void>;
  /** The client edited details: only the fields present change (a null clears one). */
  editProject(id: string, changes: ProjectEdit): Promise<void>;
  insertMessage(row: MessageRow): Promise<void>;
  /** The reader has read every message from the partner sent up to readAt. */
  markRead(readerId: string, partnerId: string, readAt: string): Promise<void>;
  insertApplication(row: ApplicationRow): Promise<void>;
  insertForumPost(row: ForumPostRow): Promise<void>;
  updateForumPost(id: string, title: string, category: string): Promise<void>;
  insertForumReply(row: ForumReplyRow): Promise<void>;
  insertBlogPost(row: BlogPostRow): Promise<void>;
  updateBlogPost(id: string, title: string, slug: string): Promise<void>;
  deleteBlogPost(id: string): Promise<void>;

  /** Moves a running total (zero: nothing). */
  bump(name: Counter, delta: number): Promise<void>;
  /** A new thing: its running total and its UTC day's figure. */
  countNew(name: Counter, metric: DailyMetric, occurredAt: string): Promise<void>;
  /** Moves each distinct trade's count by delta (no trades: nothing). */
  bumpMix(scope: MixScope, trades: readonly string[], delta: number): Promise<void>;
}
