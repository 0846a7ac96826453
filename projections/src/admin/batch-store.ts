/**
 * Step 2 of a batch (batch.ts): the `AdminStore` the handlers run against, in commit order. Reads
 * are answered from the batch's rows (batch-rows.ts) as its earlier events changed them; writes
 * change those rows and add to the counters, kept in memory until the flush.
 */
import type { RecordedEvent } from '@tradeguild/contracts';
import type { BatchContext } from '../runtime/types.ts';
import { activityItem, activityMentions, activityPush } from './activity.ts';
import { flush } from './batch-flush.ts';
import { loaders, preload, type Loaders } from './batch-preload.ts';
import { BatchRows, newProject, newTradesman } from './batch-rows.ts';
import type {
  ApplicationRow,
  BlogPostRow,
  ForumPostRow,
  ForumReplyRow,
  MessageRow,
  ProjectRow,
  TradesmanProfile,
  TradesmanRow,
  UserRow,
} from './rows.ts';
import type { AdminStore, Announcement, Counter, DailyMetric, MixScope, ProjectEdit } from './store.ts';

/** An ISO time in UTC whose UTC day is its first ten characters (no 24:00, no leap second: PostgreSQL rolls those over). */
const UTC = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?Z$/;

export class BatchStore implements AdminStore {
  private readonly rows = new BatchRows();

  private readonly load: Loaders;

  constructor(private readonly ctx: BatchContext) {
    this.load = loaders(ctx);
  }

  preload(events: RecordedEvent[]) {
    return preload(this.ctx, this.rows, events);
  }

  flush() {
    return flush(this.ctx, this.rows);
  }

  // Reads
  async displayName(id: string) {
    return (await this.rows.users.get(id, this.load.users))?.displayName ?? null;
  }
  async tradesman(id: string) {
    const t = await this.rows.tradesmen.get(id, this.load.tradesmen);
    return t ? { businessName: t.row.businessName, tradeCategories: t.row.tradeCategories, userId: t.row.userId } : null;
  }
  async project(id: string) {
    const p = await this.rows.projects.get(id, this.load.projects);
    return p
      ? {
          title: p.row.title,
          clientId: p.row.clientId,
          clientName: p.row.clientName ?? `User ${p.row.clientId}`,
          requiredTrades: p.row.requiredTrades,
        }
      : null;
  }
  async application(id: string) {
    const a = await this.rows.applications.get(id, this.load.applications);
    return a ? { tradesmanId: a.tradesmanId, userId: a.tradesmanUserId } : null;
  }
  async forumPost(id: string) {
    const p = await this.rows.forumPosts.get(id, this.load.forumPosts);
    return p ? { title: p.title, authorId: p.authorId } : null;
  }
  async forumReplyAuthor(id: string) {
    return (await this.rows.forumReplies.get(id, this.load.forumReplies))?.authorId ?? null;
  }
  async blogPost(id: string) {
    const p = await this.rows.blogPosts.get(id, this.load.blogPosts);
    return p ? { title: p.title, slug: p.slug } : null;
  }

  async announce(event: RecordedEvent, a: Announcement) {
    const id = event.metadata.eventId;
    if (this.rows.announced.has(id)) return false;
    this.rows.announced.add(id);
    const unnamed = activityItem(event, a, null);
    const item = { ...unnamed, actorName: unnamed.actorId === null ? null : await this.displayName(unnamed.actorId) };
    this.rows.items.push({ ...item, mentions: activityMentions(a) });
    this.ctx.push(event, activityPush(item));
    return true;
  }

  // Writes
  insertUser(row: UserRow) {
    return this.rows.users.insert(row.id, row, this.load.users);
  }
  insertTradesman(row: TradesmanRow) {
    return this.rows.tradesmen.insert(row.id, newTradesman(row), this.load.tradesmen);
  }
  updateTradesman(id: string, p: TradesmanProfile) {
    return this.rows.tradesmen.change(id, this.load.tradesmen, (t) => Object.assign(t.row, p));
  }
  addReview(id: string, rating: number) {
    return this.rows.tradesmen.change(id, this.load.tradesmen, (t) => {
      t.ratingDelta += rating;
      t.reviewsDelta += 1;
    });
  }
  setVerified(id: string, verified: boolean) {
    return this.rows.tradesmen.change(id, this.load.tradesmen, (t) => {
      t.verified = verified;
    });
  }
  insertProject(row: ProjectRow) {
    return this.rows.projects.insert(row.id, newProject(row), this.load.projects);
  }
  editProject(id: string, changes: ProjectEdit) {
    return this.rows.projects.change(id, this.load.projects, (p) => {
      // Only the fields present: a key holding undefined leaves the row's value.
      for (const [field, value] of Object.entries(changes)) if (value !== undefined) Object.assign(p.row, { [field]: value });
    });
  }
  setProjectStatus(id: string, status: string) {
    return this.rows.projects.change(id, this.load.projects, (p) => {
      p.status = status;
    });
  }
  async insertMessage(row: MessageRow) {
    // ON CONFLICT DO NOTHING against the database is left to the insert; within the batch, the first wins.
    const key = row.id.toLowerCase();
    if (this.rows.messageIds.has(key)) return;
    this.rows.messageIds.add(key);
    this.rows.messages.push({ ...row, isRead: false });
  }
  async markRead(readerId: string, partnerId: string, readAt: string) {
    const at = Date.parse(readAt);
    for (const m of this.rows.messages)
      if (m.receiverId === readerId && m.senderId === partnerId && !m.isRead && Date.parse(m.createdAt) <= at) m.isRead = true;
    this.rows.reads.push([readerId, partnerId, readAt]);
  }
  insertApplication(row: ApplicationRow) {
    return this.rows.applications.insert(row.id, row, this.load.applications);
  }
  insertForumPost(row: ForumPostRow) {
    return this.rows.forumPosts.insert(row.id, row, this.load.forumPosts);
  }
  updateForumPost(id: string, title: string, category: string) {
    return this.rows.forumPosts.change(id, this.load.forumPosts, (p) => Object.assign(p, { title, category }));
  }
  insertForumReply(row: ForumReplyRow) {
    return this.rows.forumReplies.insert(row.id, row, this.load.forumReplies);
  }
  async insertBlogPost(row: BlogPostRow) {
    const posts = this.rows.blogPosts;
    const key = posts.key(row.id);
    if (await posts.get(row.id, this.load.blogPosts)) return;
    posts.known.set(key, { ...row });
    // Deleted earlier in the batch and created again: the flush deletes the old row first.
    posts.created.add(key);
    posts.changed.delete(key);
  }
  updateBlogPost(id: string, title: string, slug: string) {
    return this.rows.blogPosts.change(id, this.load.blogPosts, (p) => Object.assign(p, { title, slug }));
  }
  async deleteBlogPost(id: string) {
    const posts = this.rows.blogPosts;
    const key = posts.key(id);
    if (!(await posts.get(id, this.load.blogPosts))) return;
    posts.known.set(key, null);
    // A row from before the batch is deleted at the flush; one the batch created is simply not inserted.
    if (!posts.created.delete(key)) this.rows.blogDeleted.add(key);
    posts.changed.delete(key);
  }

  async bump(name: Counter, delta: number) {
    if (delta === 0) return;
    this.rows.counters.set(name, (this.rows.counters.get(name) ?? 0) + delta);
  }
  async countNew(name: Counter, metric: DailyMetric, occurredAt: string) {
    this.rows.counters.set(name, (this.rows.counters.get(name) ?? 0) + 1);
    // Summed per UTC day when the time is in UTC (as events write it): one row per day at the flush, not one per event.
    const key = `${metric}\u0000${UTC.test(occurredAt) ? `${occurredAt.slice(0, 10)}T00:00:00Z` : occurredAt}`;
    this.rows.daily.set(key, (this.rows.daily.get(key) ?? 0) + 1);
  }
  async bumpMix(scope: MixScope, trades: readonly string[], delta: number) {
    for (const trade of new Set(trades)) {
      const key = `${scope}\u0000${trade}`;
      this.rows.mix.set(key, (this.rows.mix.get(key) ?? 0) + delta);
    }
  }
}
