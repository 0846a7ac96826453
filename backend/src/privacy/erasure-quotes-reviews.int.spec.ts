/**
 * Issue 24's test of erasure, for quotes and reviews (decision 0068): a joiner who quoted (with a
 * message) on two clients' projects, was hired, wrote in the project room and replied to a review,
 * and the client who hired him and reviewed him and a roofer, are erased. None of their e-mail,
 * names, phone or words is left in any table, events included; the others' quotes, projects and
 * review stay (a review invitation the roofer sent to the client's e-mail without it); the sentences others were shown about them (notifications, the admin feed) read
 * "Former member" and '[removed]'; the chains verify and every read model replays equal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityListSchema,
  currentUserSchema,
  notificationListSchema,
  PERSONAL_PLACEHOLDERS,
  sentReviewInvitationSchema,
} from '@tradeguild/contracts';
import { loginReady, profileInput, projectInput, read, send } from '../../../tests/fixtures/tradesmen-seed.ts';
import { rebuildDifferences, secretsLeft } from '../../../tests/support/erasure-checks.ts';
import { syncAll, type HttpClient } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

const THADDEUS = { email: 'thaddeus.erased@example.com', firstName: 'Thaddeus', userType: 'tradesman' as const };
const CLEMENTINE = { email: 'clementine.erased@example.com', firstName: 'Clementine', userType: 'client' as const };
const JOINERY = { businessName: 'Quillfeather Joinery', phone: '07700 900777', tradeCategories: ['carpenter'] };
const words = {
  title: 'Walnut pantry shelving',
  description: 'Marmoset alcove shelves in the pantry',
  quote: 'Pangolin dovetail joints quoted for you',
  otherQuote: 'Quokka skylight quote message',
  room: 'Wombat timber delivery on Tuesday',
  review: 'Narwhal craftsmanship review words',
  roofReview: 'Axolotl flashing review words',
  reply: 'Ocelot gratitude reply text',
};
const ALICE_TITLE = 'Conservatory roof over the patio';
const OSCAR_QUOTE = 'Osprey roofing quote stays';
const INVITED_ELSEWHERE = 'gwendolyn.invited@example.com';
const INVITATIONS = '/api/tradesmen/me/review-invitations';

let server: TestServer;
let everyone: HttpClient[] = [];
const ids = { thaddeus: '', clementine: '', alice: '', aliceProject: '', project: '', joinery: '', roofing: '' };
const me = async (c: HttpClient) => currentUserSchema.parse(await (await c.get('/api/auth/user')).json()).id;
/** A request, after which everyone reads after everyone's writes. */
const act = async (who: HttpClient, method: string, path: string, body?: unknown) => {
  const res = await send(who, method, path, body);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  syncAll(everyone);
  return res.body as { id: string };
};
let alice: HttpClient;
let oscar: HttpClient;
let admin: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  const thaddeus = await loginReady(server.url, THADDEUS);
  const clementine = await loginReady(server.url, CLEMENTINE);
  alice = await loginReady(server.url, { email: 'alice.stays@example.com', firstName: 'Alicia', userType: 'client' });
  oscar = await loginReady(server.url, { email: 'oscar.stays@example.com', firstName: 'Oscar', userType: 'tradesman' });
  admin = await loginReady(server.url, { email: server.deps.config.ADMIN_EMAIL, firstName: 'Ada' });
  everyone = [thaddeus, clementine, alice, oscar, admin];
  Object.assign(ids, { thaddeus: await me(thaddeus), clementine: await me(clementine), alice: await me(alice) });
  ids.joinery = (await act(thaddeus, 'POST', '/api/tradesmen/profile', profileInput(JOINERY))).id;
  const roofing = profileInput({ businessName: 'Osprey Roofing', tradeCategories: ['roofer'] });
  ids.roofing = (await act(oscar, 'POST', '/api/tradesmen/profile', roofing)).id;

  const project = { title: words.title, description: words.description, requiredTrades: ['Carpenter', 'Roofer'], isMultiTrade: true };
  ids.project = (await act(clementine, 'POST', '/api/client-projects', project)).id;
  const aliceProject = { title: ALICE_TITLE, description: 'Glass roof', requiredTrades: ['Carpenter'] };
  ids.aliceProject = (await act(alice, 'POST', '/api/client-projects', aliceProject)).id;
  const quote = (message: string, trade: string) => ({ message, proposedCost: '800', estimatedDuration: '3 days', trades: [trade] });
  const joinery = await act(thaddeus, 'POST', `/api/client-projects/${ids.project}/applications`, quote(words.quote, 'Carpenter'));
  const roofer = await act(oscar, 'POST', `/api/client-projects/${ids.project}/applications`, quote(OSCAR_QUOTE, 'Roofer'));
  const onAlices = await act(
    thaddeus,
    'POST',
    `/api/client-projects/${ids.aliceProject}/applications`,
    quote(words.otherQuote, 'Carpenter'),
  );
  await act(alice, 'POST', `/api/applications/${onAlices.id}/shortlist`);
  await act(clementine, 'POST', `/api/applications/${joinery.id}/accept`, { start: 'now' });
  await act(clementine, 'POST', `/api/applications/${roofer.id}/accept`, { start: 'now' });
  await act(thaddeus, 'POST', `/api/client-projects/${ids.project}/room/messages`, { content: words.room });
  await act(clementine, 'PUT', `/api/client-projects/${ids.project}/status`, { status: 'completed' });
  const review = (comment: string) => ({ rating: 5, comment, projectId: ids.project });
  const reviewed = await act(clementine, 'POST', `/api/tradesmen/${ids.joinery}/reviews`, review(words.review));
  await act(clementine, 'POST', `/api/tradesmen/${ids.roofing}/reviews`, review(words.roofReview));
  await act(thaddeus, 'PUT', `/api/reviews/${reviewed.id}/reply`, { text: words.reply });
  // Oscar invites the client's address (sealed with his key) and someone else's to review his work.
  const roofPortfolio = (await act(oscar, 'POST', '/api/projects', projectInput({ category: 'roofer' }))).id;
  for (const email of [CLEMENTINE.email, INVITED_ELSEWHERE])
    await act(oscar, 'POST', INVITATIONS, { email, portfolioProjectId: roofPortfolio });
}, 240_000);

afterAll(() => server?.stop());

/** Which of these texts some table still holds. */
const found = async (texts: string[]) => new Set((await secretsLeft(server.db.pool, texts)).map((hit) => hit.slice(hit.indexOf(': ') + 2)));

const secrets = [
  THADDEUS.email,
  THADDEUS.firstName,
  CLEMENTINE.email,
  CLEMENTINE.firstName,
  JOINERY.businessName,
  JOINERY.phone,
  ...Object.values(words),
];

describe('erasing a tradesman who quoted and replied, and the client who hired and reviewed', () => {
  it('leaves none of their e-mail, names, phone or words in any table, events included', async () => {
    // They were there: the search finds them.
    expect(await found([JOINERY.businessName, JOINERY.phone, words.reply, words.roofReview, words.quote])).toEqual(
      new Set([JOINERY.businessName, JOINERY.phone, words.reply, words.roofReview, words.quote]),
    );
    for (const id of [ids.thaddeus, ids.clementine]) {
      const erased = await admin.post(`/api/admin/users/${id}/erase`, { reason: 'Request by e-mail' }, { origin: server.url });
      expect(erased.status).toBe(200);
    }
    await server.deps.waker.wakeAll();
    await expect.poll(() => secretsLeft(server.db.pool, secrets), { timeout: 60_000, interval: 1000 }).toEqual([]);
    expect((await server.deps.store.verifyChains()).ok).toBe(true);
  }, 180_000);

  it("keeps the others' projects, quotes and reviews, and words what they were told about the erased as a former member", async () => {
    syncAll(everyone);
    const quotes = (await read(alice, `/api/client-projects/${ids.aliceProject}/applications`)).body as { message: string }[];
    expect(quotes.map((q) => q.message)).toEqual(['[removed]']);
    const notes = notificationListSchema.parse((await read(alice, '/api/notifications')).body).map((n) => n.text);
    expect(notes).toContain(`Former member quoted £800.00 for '${ALICE_TITLE}'`);
    const roofReviews = (await read(oscar, `/api/tradesmen/${ids.roofing}/reviews`)).body as { comment: string; rating: number }[];
    expect(roofReviews).toEqual([expect.objectContaining({ comment: '[removed]', rating: 5 })]);
    const oscarNotes = notificationListSchema.parse((await read(oscar, '/api/notifications')).body).map((n) => n.text);
    expect(oscarNotes).toContain(`Former member wrote in the project room of '[removed]': "[removed]"`);
    // Oscar's invitation to her address stays in his list without it; his other one is untouched.
    const invited = sentReviewInvitationSchema.array().parse((await read(oscar, INVITATIONS)).body);
    expect(invited.map((i) => i.email).sort()).toEqual([PERSONAL_PLACEHOLDERS.email, INVITED_ELSEWHERE].sort());
    const feed = activityListSchema.parse((await read(admin, '/api/admin/activity?limit=100')).body);
    // The admin feed: Alice's step on the erased joiner's quote names him as a former member; Oscar's
    // quote on the erased client's project holds her title neither in its sentence nor in its link...
    const oscarsQuote = feed.find((i) => i.eventType === 'ApplicationSubmitted' && i.description.startsWith('Osprey Roofing'));
    expect(oscarsQuote).toMatchObject({
      description: `Osprey Roofing quoted £800.00 for '[removed]'`,
      entityPath: '/admin?tab=projects&search=%5Bremoved%5D',
    });
    expect(feed.map((i) => i.description)).toContain(`Alicia shortlisted Former member for '${ALICE_TITLE}'`);
    const reviewOfOscar = feed.find((i) => i.eventType === 'ReviewSubmitted');
    expect(reviewOfOscar).toBeUndefined(); // the reviewer's own items go with her
    // ... and Alice's project, Oscar's quote and business stay as they were.
    expect((await read(alice, `/api/client-projects/${ids.aliceProject}`)).body).toMatchObject({ title: ALICE_TITLE });
    expect(await found([OSCAR_QUOTE, ALICE_TITLE, 'Osprey Roofing'])).toEqual(new Set([OSCAR_QUOTE, ALICE_TITLE, 'Osprey Roofing']));
  });

  it('a rebuild of every read model after the erasures gives the same rows', async () => {
    expect(await rebuildDifferences(server.db.pool, server.deps.store)).toEqual([]);
  }, 180_000);
});
