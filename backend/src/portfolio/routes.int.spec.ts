import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioProjectListSchema, portfolioProjectSchema } from '@tradeguild/contracts';
import { HttpClient } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { loginReady, profileInput, projectInput, read, send } from '../../../tests/fixtures/tradesmen-seed.ts';

let server: TestServer;
let owner: HttpClient;
let rival: HttpClient;
let client: HttpClient;
let admin: HttpClient;
let ownerId: string;
let rivalId: string;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAIL: 'boss@tradeguild.test' });
  owner = await loginReady(server.url, { email: 'owner@example.co.uk', userType: 'tradesman' });
  rival = await loginReady(server.url, { email: 'rival@example.co.uk', userType: 'tradesman' });
  client = await loginReady(server.url, { email: 'client@example.co.uk', userType: 'client' });
  admin = await loginReady(server.url, { email: 'boss@tradeguild.test' });
  ownerId = (await send(owner, 'POST', '/api/tradesmen/profile', profileInput())).body.id;
  rivalId = (await send(rival, 'POST', '/api/tradesmen/profile', profileInput({ businessName: 'Rival Sparks', postcode: 'BD1' }))).body.id;
});
afterAll(() => server?.stop());

describe('portfolio projects', () => {
  it('are added by the owner and shown with derived fields', async () => {
    const res = await send(owner, 'POST', '/api/projects', projectInput());
    expect(res.status).toBe(201);
    const project = portfolioProjectSchema.parse((await read(owner, `/api/projects/${res.body.id}`)).body);
    expect(project).toMatchObject({
      tradesmanId: ownerId,
      tradesmanBusinessName: 'Whitfield Electrical',
      title: 'Full rewire of a Victorian terrace',
      completedAt: '2025-03-14',
      averageRating: null,
      reviewCount: 0,
      videos: [],
      clientTestimonial: null,
    });
    const list = portfolioProjectListSchema.parse((await read(client, `/api/tradesmen/${ownerId}/projects`, owner.lastPosition)).body);
    expect(list.map((p) => p.id)).toEqual([res.body.id]);
  });

  it('need a profile, and refuse clients and bad input', async () => {
    const noProfile = await loginReady(server.url, { email: 'new@example.co.uk', userType: 'tradesman' });
    expect((await send(noProfile, 'POST', '/api/projects', projectInput())).status).toBe(404);
    expect((await send(client, 'POST', '/api/projects', projectInput())).status).toBe(403);
    expect((await send(owner, 'POST', '/api/projects', projectInput({ title: '' }))).body.message).toBe('Title is required');
    expect((await send(owner, 'POST', '/api/projects', projectInput({ afterImages: ['javascript:alert(1)'] }))).status).toBe(400);
    expect((await send(owner, 'POST', '/api/projects', projectInput({ beforeImages: ['/uploads/../../etc/passwd'] }))).status).toBe(400);
    const future = await send(owner, 'POST', '/api/projects', projectInput({ completedAt: '2999-01-01' }));
    expect([future.status, future.body.message]).toEqual([400, 'Completed date cannot be in the future']);
  });

  it('are edited and removed only by their owner', async () => {
    const { id } = (await send(owner, 'POST', '/api/projects', projectInput({ title: 'Garden lighting' }))).body;
    rival.sawPosition(owner.lastPosition);
    expect((await send(rival, 'PUT', `/api/projects/${id}`, projectInput({ title: 'Mine now' }))).status).toBe(403);
    expect((await send(rival, 'DELETE', `/api/projects/${id}`)).status).toBe(403);
    expect((await send(client, 'DELETE', `/api/projects/${id}`)).status).toBe(403);
    expect((await send(owner, 'PUT', `/api/projects/${id}`, projectInput({ title: 'Garden lighting and sockets' }))).status).toBe(200);
    expect((await read(owner, `/api/projects/${id}`)).body.title).toBe('Garden lighting and sockets');
    expect((await send(owner, 'DELETE', `/api/projects/${id}`)).status).toBe(200);
    expect((await read(owner, `/api/projects/${id}`)).status).toBe(404);
    expect((await send(owner, 'DELETE', `/api/projects/${id}`)).status).toBe(404);
  });

  it('list similar projects by category or shared trade, never the project itself', async () => {
    const mine = (await send(owner, 'POST', '/api/projects', projectInput({ title: 'Consumer unit swap' }))).body.id;
    const rivals = (await send(rival, 'POST', '/api/projects', projectInput({ title: 'Bradford rewire' }))).body.id;
    const garden = (await send(rival, 'POST', '/api/projects', projectInput({ title: 'Patio', category: 'landscaper' }))).body.id;
    const similar = (await read(client, `/api/projects/${mine}/similar?limit=12`, rival.lastPosition)).body as { id: string }[];
    const ids = similar.map((p) => p.id);
    expect(ids).toContain(rivals);
    expect(ids).toContain(garden); // rival shares the electrician trade
    expect(ids).not.toContain(mine);
    expect(ids.indexOf(rivals)).toBeLessThan(ids.indexOf(garden)); // same category ranks first
  });

  it('feature only verified tradesmen with after images, publicly', async () => {
    const featured = async () =>
      (await (await new HttpClient(server.url).get('/api/projects/featured?limit=12')).json()) as { tradesmanId: string }[];
    const noAfter = await send(rival, 'POST', '/api/projects', projectInput({ title: 'No photos', afterImages: [] }));
    expect(noAfter.status).toBe(201);
    expect(await featured()).toEqual([]);
    await send(admin, 'POST', `/api/tradesmen/${rivalId}/verify`);
    await read(admin, `/api/tradesmen/${rivalId}`);
    const list = await featured();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.tradesmanId === rivalId)).toBe(true);
    expect(list.map((p) => (p as unknown as { title: string }).title)).not.toContain('No photos');
    expect((await (await new HttpClient(server.url).get('/api/projects/featured')).json()).length).toBeLessThanOrEqual(3);
  });

  it('need a login to read, and 404 for unknown ids', async () => {
    expect((await new HttpClient(server.url).get('/api/projects/7d1c2f7e-0000-4000-8000-000000000000')).status).toBe(401);
    expect((await read(client, '/api/projects/7d1c2f7e-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await read(client, '/api/projects/7d1c2f7e-0000-4000-8000-000000000000/similar')).status).toBe(404);
  });
});
