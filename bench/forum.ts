/**
 * Forum list and search latency over 100,000 posts and 500,000 replies (plus likes): p50/p95 of the
 * API's own queries (listForumPosts, forumThread) through slonik, read side only. Rows go straight
 * into the projection's own DDL in the bench database (no projection runs there).
 *   BENCH_ONLY=forum make bench     BENCH_FORUM_POSTS / BENCH_FORUM_RUNS to change the size.
 */
import { FORUM_CATEGORIES, listForumPostsQuerySchema, type ListForumPostsQuery } from '@tradeguild/contracts';
import { forumThread, listForumPosts, type ForumViewer } from '../projections/src/forum/queries.ts';
import { forumHeadSql, forumSearchSql } from '../projections/src/forum/projection.ts';
import { forumTables } from '../projections/src/forum/tables.ts';
import { moderationTables } from '../projections/src/moderation/tables.ts';
import type { BenchContext } from './lib/context.ts';
import { check, percentile, type Check, type Table } from './lib/stats.ts';

const POSTS = Number(process.env.BENCH_FORUM_POSTS ?? 100_000);
const REPLIES_PER_POST = 5;
const RUNS = Number(process.env.BENCH_FORUM_RUNS ?? 200);
const WARM_UP = 20;
const TARGET_P95_MS = 50;
const VIEWER: ForumViewer = { userId: 'user-7', isAdmin: false };

const arr = (items: readonly string[]) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]`;
const TOPICS = [
  'consumer unit',
  'combi boiler',
  'underfloor heating',
  'sash window',
  'grout haze',
  'lime plaster',
  'flat roof',
  'van security',
  'deposits',
  'public liability',
  'laser level',
  'track saw',
  'moisture meter',
  'fire doors',
  'part p',
  'apprentice',
  'heat pump',
  'damp proofing',
  'worktop joints',
  'radiator valves',
  'extractor fan',
  'solar panels',
  'ev charger',
  'decking boards',
  'retaining wall',
  'roof tiles',
  'skirting boards',
  'shower tray',
  'loft insulation',
  'drainage',
];
const OPENERS = [
  'Quick question about',
  'Advice needed on',
  'Lessons learned from',
  'Best way to handle',
  'Anyone else seeing problems with',
  'Tips for',
];
const TAGS = [
  'electrics',
  'plumbing',
  'joinery',
  'tiling',
  'roofing',
  'heating',
  'regs',
  'tools',
  'business',
  'customers',
  'pricing',
  'safety',
];

const SEED_SQL = `
  WITH w AS (SELECT ${arr(TOPICS)} AS topics, ${arr(OPENERS)} AS openers, ${arr(TAGS)} AS tags, ${arr(FORUM_CATEGORIES)} AS cats)
  INSERT INTO forum_posts (id, author_id, title, content, category, tags, views, likes, reply_count, solved_reply_id, search, head, created_at, updated_at, last_activity_at)
  SELECT md5('p' || n)::uuid, 'user-' || (n % 5000), t.title, t.content, w.cats[1 + n % 6], t.tags, n % 300, n % 40, ${REPLIES_PER_POST},
         CASE WHEN n % 4 = 0 THEN md5('r' || n || '-1')::uuid END,
         ${forumSearchSql('t.title', 't.tags', 't.content')}, ${forumHeadSql('t.title', 't.tags')},
         now() - n * interval '5 minutes', now() - n * interval '5 minutes', now() - n * interval '5 minutes' + (n % 97) * interval '1 hour'
    FROM generate_series(1, $1::int) n, w,
    LATERAL (SELECT w.openers[1 + n % 6] || ' ' || w.topics[1 + (n * 7) % 30] || ' (' || n || ')' AS title,
                    'Working on a job with a ' || w.topics[1 + (n * 7) % 30] || ' and a ' || w.topics[1 + (n * 13) % 30] ||
                    '. What would you do? It is the third time this month and the customer wants it sorted before the weekend.' AS content,
                    ARRAY[w.tags[1 + n % 12], w.tags[1 + (n * 5) % 12]] AS tags) t`;

const REPLIES_SQL = `
  INSERT INTO forum_replies (id, post_id, author_id, content, likes, created_at, updated_at)
  SELECT md5('r' || n || '-' || k)::uuid, md5('p' || n)::uuid, 'user-' || ((n + k) % 5000),
         'Had the same last year: check the fixings first, then the supply. Reply ' || k || '.', k % 3,
         now() - n * interval '5 minutes' + k * interval '1 hour', now() - n * interval '5 minutes' + k * interval '1 hour'
    FROM generate_series(1, $1::int) n, generate_series(1, ${REPLIES_PER_POST}) k`;

const LIKES_SQL = `
  INSERT INTO forum_likes (target_id, user_id)
  SELECT md5('p' || n)::uuid, 'user-' || ((n * 31 + k) % 5000) FROM generate_series(1, $1::int) n, generate_series(1, 3) k ON CONFLICT DO NOTHING`;

const QUERIES: [string, ListForumPostsQuery][] = [
  ['newest, page 1', {}],
  ['category + newest, page 5', { category: 'technical', offset: 80 }],
  ['recently active', { sort: 'active' }],
  ['most liked', { sort: 'top' }],
  ['unsolved, newest', { solved: 'false' }],
  ['search, ranked', { search: 'consumer unit' }],
  ['search + category, ranked', { search: 'combi boiler', category: 'technical' }],
  ['search + category, ranked, page 30 (past the 30-day window)', { search: 'combi boiler', category: 'technical', offset: 580 }],
  ['search, ranked, rare word (1 match)', { search: '4242' }],
  ['search, newest', { search: 'heat pump', sort: 'newest' }],
];

async function timed(fn: () => Promise<number>): Promise<{ times: number[]; results: number }> {
  for (let i = 0; i < WARM_UP; i++) await fn();
  const times: number[] = [];
  let results = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    results = await fn();
    times.push(performance.now() - started);
  }
  return { times, results };
}

export async function seedForumBench(ctx: BenchContext) {
  for (const ddl of Object.entries(forumTables)) await ctx.pool.query(ddl[1](ddl[0]));
  // The members' reads leave out subjects hidden through a report (an empty table here).
  await ctx.pool.query(`DROP TABLE IF EXISTS hidden_subjects`);
  await ctx.pool.query(moderationTables.hidden_subjects!('hidden_subjects'));
  const started = performance.now();
  await ctx.pool.query(SEED_SQL, [POSTS]);
  await ctx.pool.query(REPLIES_SQL, [POSTS]);
  await ctx.pool.query(LIKES_SQL, [POSTS]);
  for (const t of Object.keys(forumTables)) await ctx.pool.query(`VACUUM ANALYZE ${t}`);
  ctx.log(`forum: ${POSTS} posts, ${POSTS * REPLIES_PER_POST} replies seeded in ${Math.round(performance.now() - started)} ms`);
}

export async function benchForum(ctx: BenchContext): Promise<Table> {
  try {
    await seedForumBench(ctx);
    const rows: (string | number)[][] = [];
    const checks: Check[] = [];
    const row = (name: string, { times, results }: { times: number[]; results: number }) => {
      const p95 = percentile(times, 95);
      rows.push([name, results, percentile(times, 50), p95, Math.max(...times)]);
      checks.push(check(`forum p95: ${name}`, p95, '<', TARGET_P95_MS, ' ms'));
    };
    for (const [name, input] of QUERIES) {
      row(name, await timed(async () => (await listForumPosts(ctx.db, listForumPostsQuerySchema.parse(input), VIEWER)).length));
    }
    const postId = (await ctx.pool.query<{ id: string }>(`SELECT md5('p' || 4242)::uuid AS id`)).rows[0]!.id;
    row('thread with its replies', await timed(async () => (await forumThread(ctx.db, postId, VIEWER))?.replies.length ?? 0));
    return {
      title: `Forum over ${POSTS.toLocaleString('en-GB')} posts and ${(POSTS * REPLIES_PER_POST).toLocaleString('en-GB')} replies (ms, ${RUNS} runs each after ${WARM_UP} warm-up)`,
      headers: ['query', 'results', 'p50', 'p95', 'max'],
      rows,
      checks,
      notes: [
        'Read side only: schema parse + the API query through slonik (rows parsed with the DTO schema, likedByMe included), no HTTP.',
      ],
    };
  } finally {
    for (const t of Object.keys(forumTables)) await ctx.pool.query(`DROP TABLE IF EXISTS ${t}`);
    await ctx.pool.query(`DROP TABLE IF EXISTS hidden_subjects`);
  }
}
