/**
 * The audit area's fold: the state of any stream from its events alone
 * (docs/decisions/0018-audit-from-the-event-store.md).
 * Two layers: a generic merge of each event's data (what the entity said about itself), and, where
 * the stream's category has a decider, that decider's own `evolve` state on top (what the domain
 * decided, e.g. `status`, `deleted`, `verified`). Events about a child entity of the stream (a
 * portfolio project, a review, a message) merge under `<collection>.<child id>` instead of the top.
 */
import type { EventShape } from '@tradeguild/contracts';
import { accountDecider } from '../accounts/decide.ts';
import { blogCategoryDecider } from '../blog/decide-category.ts';
import { blogPostDecider } from '../blog/decide-post.ts';
import { slugReservationDecider } from '../blog/decide-slug.ts';
import { clientProjectDecider } from '../client-projects/decide.ts';
import type { Decider, DomainEvent } from '../commands/decider.ts';
import { messagingDecider } from '../messaging/decide.ts';
import { notificationsDecider } from '../notifications/decide.ts';
import { tradesmanDecider } from '../tradesmen/decide.ts';

export type FoldedState = Record<string, unknown>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDecider = Pick<Decider<any, any, any>, 'initialState' | 'evolve'>;

/** Stream category (the part before the first dash) -> the decider of that category. */
const DECIDERS: Record<string, AnyDecider> = {
  user: accountDecider,
  clientProject: clientProjectDecider,
  conversation: messagingDecider,
  tradesman: tradesmanDecider,
  blogPost: blogPostDecider,
  blogCategory: blogCategoryDecider,
  blogSlug: slugReservationDecider,
  blogCategorySlug: slugReservationDecider,
  notifications: notificationsDecider,
};

/** Event type -> [collection, the data field naming the child]: child entities of a stream. */
const CHILDREN: Record<string, [string, string]> = {
  PortfolioProjectAdded: ['portfolioProjects', 'projectId'],
  PortfolioProjectUpdated: ['portfolioProjects', 'projectId'],
  PortfolioProjectRemoved: ['portfolioProjects', 'projectId'],
  ReviewSubmitted: ['reviews', 'reviewId'],
  ReviewReplied: ['reviews', 'reviewId'],
  ReviewInvitationSent: ['reviewInvitations', 'invitationId'],
  TradesmanEndorsed: ['endorsements', 'endorsementId'],
  MessageSent: ['messages', 'messageId'],
};

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Objects merge key by key; anything else (arrays included) replaces. */
export function mergeData(into: unknown, data: unknown): unknown {
  if (!isRecord(into) || !isRecord(data)) return data;
  const out: Record<string, unknown> = { ...into };
  for (const [k, v] of Object.entries(data)) out[k] = mergeData(out[k], v);
  return out;
}

/** Sets and Maps of a decider's state, as JSON can show them. */
function plain(value: unknown): unknown {
  if (value instanceof Set) return [...value].map(plain).sort();
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [String(k), plain(v)]));
  if (Array.isArray(value)) return value.map(plain);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

const category = (streamId: string) => streamId.split('-')[0] ?? streamId;

/**
 * Merges `data` into `into` in place when both are objects, and answers the merged value. Objects
 * from the event are copied on the way in, so the fold owns every object it later writes into and
 * never changes an event's data. Same result as `mergeData`, without copying the state per event.
 */
function mergeOwned(into: unknown, data: unknown): unknown {
  if (!isRecord(data)) return data;
  const target = isRecord(into) ? into : {};
  for (const k of Object.keys(data)) target[k] = mergeOwned(target[k], data[k]);
  return target;
}

/**
 * A fold for one stream: call `apply` per event in version order, read `state()` at any point.
 * By default each `state()` is a snapshot that later events leave alone (the history diffs them).
 * `{ inPlace: true }` folds into one state object that each event updates in place: the fold of a
 * stream is then linear in its events (copying the state per event made a conversation of 10,000
 * messages quadratic), and `state()` is that live object, for a caller that reads it once at the end.
 */
export function streamFolder(streamId: string, { inPlace = false }: { inPlace?: boolean } = {}) {
  const decider = DECIDERS[category(streamId)];
  const merge = inPlace ? mergeOwned : mergeData;
  let merged: FoldedState = {};
  let domain: unknown = decider?.initialState();
  return {
    apply(event: EventShape) {
      const child = CHILDREN[event.type];
      const childId = child && isRecord(event.data) ? event.data[child[1]] : undefined;
      if (child && typeof childId === 'string') {
        const collection = isRecord(merged[child[0]]) ? (merged[child[0]] as FoldedState) : {};
        const data = event.type.endsWith('Removed') ? { ...(event.data as object), removed: true } : event.data;
        if (inPlace) {
          if (!isRecord(merged)) merged = { ...(merged as object) };
          collection[childId] = mergeOwned(collection[childId], data);
          merged[child[0]] = collection;
        } else {
          merged = { ...merged, [child[0]]: { ...collection, [childId]: mergeData(collection[childId], data) } };
        }
      } else {
        merged = merge(merged, event.data) as FoldedState;
      }
      if (decider) domain = decider.evolve(domain, event as DomainEvent);
    },
    state(): FoldedState {
      return decider && isRecord(domain) ? { ...merged, ...(plain(domain) as FoldedState) } : merged;
    },
  };
}

export function foldStream(streamId: string, events: readonly EventShape[], options?: { inPlace?: boolean }): FoldedState {
  const folder = streamFolder(streamId, options);
  for (const e of events) folder.apply(e);
  return folder.state();
}
