import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientProjectListSchema, commandResultSchema, type ClientProject, type PostProjectRequest } from '@tradeguild/contracts';
import { HttpClient, login } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

const PATH = '/api/client-projects';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

const project = (extra: Partial<PostProjectRequest> = {}): PostProjectRequest => ({
  title: 'Rewire a Victorian terrace',
  description: 'Full rewire, three bedrooms, consumer unit included',
  requiredTrades: ['Electrician'],
  projectType: 'renovation',
  location: 'York',
  ...extra,
});

const projectsPosted = async () =>
  (await server.db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE type = 'ProjectPosted'")).rows[0]!.n;

async function post(client: HttpClient, body: unknown) {
  const res = await client.post(PATH, body);
  expect(res.status).toBe(201);
  const result = commandResultSchema.parse(await res.json());
  expect(result.position).toMatch(/^\d+\.\d+$/);
  return result;
}

async function list(res: Response): Promise<ClientProject[]> {
  expect(res.status).toBe(200);
  return clientProjectListSchema.parse(await res.json());
}

describe('client projects over HTTP: access', () => {
  it('answers 401 to a visitor who is not logged in', async () => {
    const visitor = new HttpClient(server.url);
    const before = await projectsPosted();
    for (const res of [await visitor.post(PATH, project()), await visitor.get(PATH)]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthorized', code: 'unauthorized' });
    }
    expect(await projectsPosted()).toBe(before);
  });

  it('answers 403 to a tradesman', async () => {
    const tradesman = await login(server.url, { email: 'tom.trades@example.com', userType: 'tradesman' });
    const before = await projectsPosted();
    for (const res of [await tradesman.post(PATH, project()), await tradesman.get(PATH)]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'forbidden' });
    }
    expect(await projectsPosted()).toBe(before);
  });
});

describe('client projects over HTTP: validation', () => {
  let client: HttpClient;
  beforeAll(async () => {
    client = await login(server.url, { email: 'vera.validation@example.com' });
  });

  it.each([
    ['a missing title', { ...project(), title: undefined }, 'title', 'Title is required'],
    ['an empty requiredTrades', project({ requiredTrades: [] }), 'requiredTrades', 'Select at least one trade'],
    ['an unknown projectType', { ...project(), projectType: 'castle' }, 'projectType', /Invalid enum value/],
  ])('refuses %s with 400 and appends nothing', async (_label, body, field, message) => {
    const before = await projectsPosted();
    const res = await client.post(PATH, body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { message: string; code: string; issues: { path: string; message: string }[] };
    expect(json.code).toBe('validation');
    expect(json.message).toMatch(message);
    expect(json.issues).toEqual([{ path: field, message: json.message }]);
    expect(await projectsPosted()).toBe(before);
  });

  it('refuses a malformed JSON body with 400 and appends nothing', async () => {
    const before = await projectsPosted();
    // HttpClient always JSON-encodes objects; form data labelled as JSON is a body express.json cannot parse.
    const res = await client.request('POST', PATH, new URLSearchParams('{"title": "Half'), { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation', message: expect.any(String) });
    expect(await projectsPosted()).toBe(before);
  });

  it('refuses an X-Min-Position that is not a position', async () => {
    const res = await client.get(PATH, { 'X-Min-Position': 'yesterday' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation', message: expect.stringContaining('X-Min-Position') });
  });
});

describe('client projects over HTTP: posting and reading back', () => {
  it('answers 201 { id, position } and shows the project on the very next request (the position it was given)', async () => {
    const client = await login(server.url, { email: 'carla.client@example.com' });
    const before = await projectsPosted();
    const { id } = await post(client, project({ title: '  Loft conversion  ', budget: '' }));
    expect(await projectsPosted()).toBe(before + 1);

    const mine = await list(await client.get(PATH));
    expect(mine.find((p) => p.id === id)).toMatchObject({
      id,
      title: 'Loft conversion',
      budget: null,
      requiredTrades: ['Electrician'],
      projectType: 'renovation',
      status: 'open',
      isMultiTrade: false,
    });
  });

  it('takes photos with the project (checked upload addresses, at most 10) and shows them', async () => {
    const client = await login(server.url, { email: 'pia.photos@example.com' });
    const photos = ['/uploads/a1b2c3d4.webp', '/uploads/e5f6a7b8.jpg'];
    const { id } = await post(client, project({ title: 'Garden wall', photos }));
    const mine = await list(await client.get(PATH));
    expect(mine.find((p) => p.id === id)?.photos).toEqual(photos);
    for (const [bad, message] of [
      [['https://example.com/a.jpg'], 'Upload the photo first'],
      [Array.from({ length: 11 }, (_, i) => `/uploads/p${i}.jpg`), 'At most 10 photos'],
      [['/uploads/a.jpg', '/uploads/a.jpg'], 'Each photo may be added once'],
    ] as const) {
      const res = await client.post(PATH, project({ photos: [...bad] }));
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(message);
    }
  });

  it('shows the project to another session of the same user that sends X-Min-Position', async () => {
    const writer = await login(server.url, { email: 'xavier.header@example.com' });
    const reader = await login(server.url, { email: 'xavier.header@example.com' });
    const { id, position } = await post(writer, project({ title: 'Garden wall' }));

    reader.sawPosition(position);
    expect((await list(await reader.read(PATH))).map((p) => p.id)).toContain(id);
  });

  it('refuses at once a position beyond the newest event (no client was ever given it)', async () => {
    const client = await login(server.url, { email: 'wanda.wait@example.com' });
    const started = Date.now();
    const res = await client.get(PATH, { 'X-Min-Position': '999999999999.1' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation', message: expect.stringMatching(/beyond the newest event/) });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("lists the caller's own projects only, newest first", async () => {
    const alice = await login(server.url, { email: 'alice.order@example.com' });
    const bob = await login(server.url, { email: 'bob.other@example.com' });
    const first = await post(alice, project({ title: 'First' }));
    await new Promise((r) => setTimeout(r, 15)); // distinct postedAt, to the millisecond
    const second = await post(alice, project({ title: 'Second' }));
    const bobs = await post(bob, project({ title: "Bob's" }));

    const alices = await list(await alice.get(PATH));
    expect(alices.map((p) => p.title)).toEqual(['Second', 'First']);
    expect(alices.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(new Set(alices.map((p) => p.clientId)).size).toBe(1);
    expect((await list(await bob.get(PATH))).map((p) => p.id)).toEqual([bobs.id]);
  });

  it('posts one project for a commandId sent twice and answers both times with its id', async () => {
    const client = await login(server.url, { email: 'ida.idempotent@example.com' });
    const commandId = randomUUID();
    const before = await projectsPosted();
    const once = await post(client, project({ title: 'Boiler swap', commandId }));
    const twice = await post(client, project({ title: 'Boiler swap', commandId }));

    expect(twice).toEqual(once);
    expect(await projectsPosted()).toBe(before + 1);
    const mine = await list(await client.get(PATH));
    expect(mine.filter((p) => p.title === 'Boiler swap').map((p) => p.id)).toEqual([once.id]);
  });
});
