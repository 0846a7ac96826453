import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findJobsResponseSchema,
  jobDetailSchema,
  myApplicationListSchema,
  projectApplicationListSchema,
  type SubmitApplicationRequest,
} from '@tradeguild/contracts';
import { loginReady, profileInput, read, send } from '../../../tests/fixtures/tradesmen-seed.ts';
import { HttpClient } from '../../../tests/support/http-client.ts';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

let server: TestServer;
let client: HttpClient;
let otherClient: HttpClient;
let sparky: HttpClient;
let plumber: HttpClient;
let plumber2: HttpClient;
let noProfile: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  client = await loginReady(server.url, { email: 'jobs.client@example.com', firstName: 'Clara', userType: 'client' });
  otherClient = await loginReady(server.url, { email: 'jobs.other@example.com', firstName: 'Owen', userType: 'client' });
  sparky = await loginReady(server.url, { email: 'jobs.sparky@example.com', firstName: 'Sam', userType: 'tradesman' });
  plumber = await loginReady(server.url, { email: 'jobs.plumber@example.com', firstName: 'Pat', userType: 'tradesman' });
  plumber2 = await loginReady(server.url, { email: 'jobs.plumber2@example.com', firstName: 'Pip', userType: 'tradesman' });
  noProfile = await loginReady(server.url, { email: 'jobs.noprofile@example.com', firstName: 'Nell', userType: 'tradesman' });
  expect(
    (await send(sparky, 'POST', '/api/tradesmen/profile', profileInput({ businessName: 'Sam Sparks', postcode: 'LS6 2AB' }))).status,
  ).toBe(201);
  expect(
    (
      await send(
        plumber,
        'POST',
        '/api/tradesmen/profile',
        profileInput({ businessName: 'Pat Pipes', tradeCategories: ['plumber'], postcode: 'M1 1AA' }),
      )
    ).status,
  ).toBe(201);
  expect(
    (
      await send(
        plumber2,
        'POST',
        '/api/tradesmen/profile',
        profileInput({ businessName: 'Pip Pipes', tradeCategories: ['plumber'], postcode: 'LS1 1AA' }),
      )
    ).status,
  ).toBe(201);
}, 120_000);
afterAll(() => server?.stop());

const everyone = () => [client, otherClient, sparky, plumber, plumber2, noProfile];
/** Everyone reads after everyone's writes. */
const sync = () => {
  for (const a of everyone()) for (const b of everyone()) a.sawPosition(b.lastPosition);
};

async function postProject(body: Record<string, unknown>): Promise<string> {
  const res = await send(client, 'POST', '/api/client-projects', { description: 'Details to follow', ...body });
  expect(res.status).toBe(201);
  sync();
  return res.body.id as string;
}

const quote = (extra: Partial<SubmitApplicationRequest> = {}): SubmitApplicationRequest => ({
  message: 'I can start next week',
  proposedCost: '1250.50',
  estimatedDuration: '2 weeks',
  trades: ['Plumber'],
  ...extra,
});

async function apply(who: HttpClient, projectId: string, body: unknown = quote()) {
  const res = await send(who, 'POST', `/api/client-projects/${projectId}/applications`, body);
  sync();
  return res;
}
const step = async (who: HttpClient, id: string, path: string, body?: unknown) => {
  const res = await send(who, 'POST', `/api/applications/${id}/${path}`, body);
  sync();
  return res;
};
const applications = async (projectId: string) =>
  projectApplicationListSchema.parse((await read(client, `/api/client-projects/${projectId}/applications`)).body);

describe('Find Jobs', () => {
  let leeds: string;
  let manchester: string;
  let unplaced: string;
  beforeAll(async () => {
    manchester = await postProject({
      title: 'Manchester bathroom',
      location: 'Manchester M1',
      requiredTrades: ['Plumber'],
      projectType: 'renovation',
    });
    leeds = await postProject({
      title: 'Leeds boiler swap',
      location: 'Leeds LS6 3AA',
      requiredTrades: ['Plumber', 'Electrician'],
      isMultiTrade: true,
      projectType: 'residential',
      budget: '£2,000',
    });
    unplaced = await postProject({ title: 'Somewhere leak', location: 'Yorkshire', requiredTrades: ['Plumber'] });
    await postProject({ title: 'Roof only', location: 'LS6', requiredTrades: ['Roofer'] });
  });

  it('lists open projects for my trades, nearest first, unplaced last, with distances', async () => {
    const page = findJobsResponseSchema.parse((await read(plumber2, '/api/jobs')).body);
    const ids = page.jobs.map((j) => j.id);
    expect(ids.indexOf(leeds)).toBeLessThan(ids.indexOf(manchester));
    expect(ids.at(-1)).toBe(unplaced);
    expect(page.jobs.map((j) => j.title)).not.toContain('Roof only');
    expect(page.jobs.find((j) => j.id === leeds)!.distanceMiles).toBeLessThan(5);
    expect(page.jobs.find((j) => j.id === unplaced)!.distanceMiles).toBeNull();
    expect(page.total).toBe(page.jobs.length);
  });

  it('filters by trade, project type, distance and text, and pages', async () => {
    const titles = async (q: string) =>
      findJobsResponseSchema.parse((await read(plumber2, `/api/jobs?${q}`)).body).jobs.map((j) => j.title);
    expect(await titles('trade=Electrician')).toEqual(['Leeds boiler swap']);
    expect(await titles('projectType=renovation')).toEqual(['Manchester bathroom']);
    expect(await titles('maxDistance=10')).toEqual(['Leeds boiler swap']);
    expect(await titles('search=boil')).toEqual(['Leeds boiler swap']);
    expect(await titles('search=%C2%A32,000')).toEqual(['Leeds boiler swap']);
    expect(await titles('limit=1&offset=1')).toEqual(['Manchester bathroom']);
    const page = findJobsResponseSchema.parse((await read(plumber2, '/api/jobs?limit=1')).body);
    expect(page.total).toBe(3);
  });

  it('refuses bad filters with 400, clients with 403 and visitors with 401', async () => {
    expect((await read(plumber2, '/api/jobs?maxDistance=abc')).status).toBe(400);
    expect((await read(plumber2, '/api/jobs?trade=Astronaut')).status).toBe(400);
    expect((await read(client, '/api/jobs')).status).toBe(403);
    expect((await new HttpClient(server.url).get('/api/jobs')).status).toBe(401);
  });

  it('shows the job page with my quote on it, and counts applicants', async () => {
    expect((await apply(plumber, leeds)).status).toBe(201);
    // Read-your-writes waits at most 2 s; on a loaded machine the projection may take longer.
    await expect
      .poll(async () => jobDetailSchema.parse((await read(plumber, `/api/jobs/${leeds}`)).body).applicantCount, { timeout: 15_000 })
      .toBe(1);
    const job = jobDetailSchema.parse((await read(plumber, `/api/jobs/${leeds}`)).body);
    expect(job.myApplication).toMatchObject({ status: 'pending', proposedCost: '1250.50', trades: ['Plumber'] });
    expect(jobDetailSchema.parse((await read(plumber2, `/api/jobs/${leeds}`)).body).myApplication).toBeNull();
    expect((await read(plumber2, '/api/jobs/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('quotes over HTTP', () => {
  it('validates a quote with the form messages and appends nothing', async () => {
    const id = await postProject({ title: 'Validation job', requiredTrades: ['Plumber'] });
    for (const [body, message] of [
      [quote({ proposedCost: '-5' }), 'Enter the cost in pounds, like 1250 or 1250.50'],
      [quote({ proposedCost: '0' }), 'Proposed cost must be more than £0'],
      [quote({ proposedCost: '12.345' }), 'Enter the cost in pounds, like 1250 or 1250.50'],
      [quote({ message: ' ' }), 'Message is required'],
      [quote({ trades: [] }), 'Select at least one trade'],
      [quote({ trades: ['Roofer'] }), 'This project does not need a Roofer'],
    ] as const) {
      const res = await apply(plumber, id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await applications(id)).toEqual([]);
  });

  it('lets only tradesmen with a profile apply, once while live', async () => {
    const id = await postProject({ title: 'One quote each', requiredTrades: ['Plumber'] });
    expect((await apply(client, id)).status).toBe(403);
    expect((await apply(new HttpClient(server.url), id)).status).toBe(401);
    expect((await apply(noProfile, id)).body.message).toBe('Create your business profile before sending a quote');
    expect((await apply(plumber, id)).status).toBe(201);
    const again = await apply(plumber, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have a quote on this project');
    const [mine] = await applications(id);
    expect((await step(plumber2, mine!.id, 'withdraw')).status).toBe(403);
    expect((await step(plumber, mine!.id, 'withdraw')).status).toBe(200);
    expect((await apply(plumber, id)).status).toBe(201);
    const my = myApplicationListSchema.parse((await read(plumber, '/api/applications/me')).body).filter((a) => a.projectId === id);
    expect(my.map((a) => a.status)).toEqual(['pending', 'withdrawn']);
    expect(my[0]).toMatchObject({ projectTitle: 'One quote each', projectStatus: 'open' });
  });

  it('only the project client sees and decides quotes; one hire per trade; the team starts the work', async () => {
    const id = await postProject({ title: 'Two trades', location: 'LS6', requiredTrades: ['Plumber', 'Electrician'], isMultiTrade: true });
    await apply(plumber, id);
    await apply(plumber2, id);
    await apply(sparky, id, quote({ trades: ['Electrician'], proposedCost: 800 }));
    expect((await read(otherClient, `/api/client-projects/${id}/applications`)).status).toBe(403);
    expect((await read(plumber, `/api/client-projects/${id}/applications`)).status).toBe(403);
    const quotes = await applications(id);
    expect(quotes).toHaveLength(3);
    const byName = (name: string) => quotes.find((q) => q.tradesman.businessName === name)!;
    expect(byName('Pip Pipes').tradesman).toMatchObject({ verified: false, rating: 0 });
    expect(byName('Pip Pipes').tradesman.distanceMiles).toBeLessThan(5);

    for (const who of [otherClient, plumber]) expect((await step(who, byName('Pat Pipes').id, 'accept')).status).toBe(403);
    expect((await step(client, byName('Pat Pipes').id, 'shortlist')).status).toBe(200);
    expect((await step(client, byName('Pat Pipes').id, 'accept')).status).toBe(200);
    const second = await step(client, byName('Pip Pipes').id, 'accept');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('A Plumber has already been hired for this project');
    expect((await step(client, byName('Pip Pipes').id, 'reject', { message: 'Thanks, we went with another plumber' })).status).toBe(200);
    expect((await read(client, `/api/client-projects/${id}`)).body.status).toBe('open');
    expect((await step(client, byName('Sam Sparks').id, 'accept')).status).toBe(200);

    const after = await applications(id);
    expect(after.map((a) => [a.tradesman.businessName, a.status])).toEqual(
      expect.arrayContaining([
        ['Pat Pipes', 'accepted'],
        ['Sam Sparks', 'accepted'],
        ['Pip Pipes', 'rejected'],
      ]),
    );
    expect(after.find((a) => a.status === 'rejected')!.responseMessage).toBe('Thanks, we went with another plumber');
    expect((await read(client, `/api/client-projects/${id}`)).body.status).toBe('in_progress');
    // Hired tradesmen still see the project; the one declined sees its status on My Applications.
    expect((await read(plumber, `/api/client-projects/${id}`)).status).toBe(200);
    expect((await read(plumber2, `/api/client-projects/${id}`)).status).toBe(403);
    const declined = myApplicationListSchema.parse((await read(plumber2, '/api/applications/me')).body).find((a) => a.projectId === id);
    expect(declined).toMatchObject({ status: 'rejected', projectStatus: 'in_progress' });
  });

  it('caps the shortlist at 5', async () => {
    const id = await postProject({ title: 'Popular job', requiredTrades: ['Plumber'] });
    const crowd: HttpClient[] = [];
    for (let i = 0; i < 6; i++) {
      const t = await loginReady(server.url, { email: `jobs.crowd${i}@example.com`, firstName: `Crowd${i}`, userType: 'tradesman' });
      expect(
        (await send(t, 'POST', '/api/tradesmen/profile', profileInput({ businessName: `Crowd ${i}`, tradeCategories: ['plumber'] })))
          .status,
      ).toBe(201);
      client.sawPosition(t.lastPosition);
      t.sawPosition(client.lastPosition);
      expect((await send(t, 'POST', `/api/client-projects/${id}/applications`, quote())).status).toBe(201);
      client.sawPosition(t.lastPosition);
      crowd.push(t);
    }
    const quotes = await applications(id);
    for (const q of quotes.slice(0, 5)) expect((await step(client, q.id, 'shortlist')).status).toBe(200);
    const sixth = await step(client, quotes[5]!.id, 'shortlist');
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe('You can shortlist at most 5 quotes at once');
  });
});

describe('project status and Get Quote', () => {
  it('moves only by its client, with 409 for an illegal move', async () => {
    const id = await postProject({ title: 'Status job', requiredTrades: ['Plumber'] });
    const put = async (who: HttpClient, status: unknown) => {
      const res = await send(who, 'PUT', `/api/client-projects/${id}/status`, { status });
      sync();
      return res;
    };
    expect((await put(plumber, 'cancelled')).status).toBe(403);
    expect((await put(otherClient, 'cancelled')).status).toBe(403);
    expect((await put(client, 'flying')).status).toBe(400);
    const early = await put(client, 'in_progress');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Hire at least one tradesman before starting the work');
    expect((await put(client, 'completed')).status).toBe(409);
    expect((await put(client, 'cancelled')).status).toBe(200);
    expect((await apply(plumber, id)).status).toBe(409);
  });

  it('invites a tradesman, who sees the job as invited in Find Jobs', async () => {
    const id = await postProject({ title: 'Invite only roofing', requiredTrades: ['Roofer'] });
    const profile = (await read(plumber, '/api/tradesmen/profile/me')).body.id as string;
    const path = `/api/tradesmen/${profile}/quote-requests`;
    expect((await send(otherClient, 'POST', path, { projectId: id })).status).toBe(403);
    expect((await send(plumber2, 'POST', path, { projectId: id })).status).toBe(403);
    expect((await send(client, 'POST', path, { projectId: 'nope' })).status).toBe(400);
    expect((await send(client, 'POST', path, { projectId: id })).status).toBe(201);
    sync();
    expect((await send(client, 'POST', path, { projectId: id })).status).toBe(409);
    const jobs = findJobsResponseSchema.parse((await read(plumber, '/api/jobs?limit=50')).body).jobs;
    expect(jobs.find((j) => j.id === id)).toMatchObject({ invited: true, title: 'Invite only roofing' });
    expect(jobs.filter((j) => j.id !== id).every((j) => !j.invited)).toBe(true);
  });
});

describe('reviews tied to a job', () => {
  it('are verified for a completed job with the tradesman hired, once per job', async () => {
    const id = await postProject({ title: 'Review me', requiredTrades: ['Plumber'] });
    await apply(plumber, id);
    await apply(plumber2, id);
    const quotes = await applications(id);
    const pat = quotes.find((q) => q.tradesman.businessName === 'Pat Pipes')!;
    const pip = quotes.find((q) => q.tradesman.businessName === 'Pip Pipes')!;
    expect((await step(client, pat.id, 'accept')).status).toBe(200);
    const review = async (who: HttpClient, tradesmanId: string) => {
      const res = await send(who, 'POST', `/api/tradesmen/${tradesmanId}/reviews`, { rating: 5, comment: 'Great job', projectId: id });
      sync();
      return res;
    };
    const early = await review(client, pat.tradesmanId);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('You can review a job once the project is completed');
    expect((await send(client, 'PUT', `/api/client-projects/${id}/status`, { status: 'completed' })).status).toBe(200);
    sync();
    expect((await review(otherClient, pat.tradesmanId)).status).toBe(403);
    expect((await review(client, pip.tradesmanId)).body.message).toBe('This tradesman was not hired on this job');
    expect((await review(client, pat.tradesmanId)).status).toBe(201);
    expect((await review(client, pat.tradesmanId)).body.message).toBe('You have already reviewed this tradesman for this job');
    const reviews = (await read(client, `/api/tradesmen/${pat.tradesmanId}/reviews`)).body as {
      projectId: string | null;
      isVerified: boolean;
    }[];
    expect(reviews).toEqual([expect.objectContaining({ projectId: id, isVerified: true })]);
  });

  it('waits for the project to show as completed, however far behind its read model is', async () => {
    const id = await postProject({ title: 'Review me later', requiredTrades: ['Plumber'] });
    await apply(plumber, id);
    const pat = (await applications(id)).find((q) => q.tradesman.businessName === 'Pat Pipes')!;
    expect((await step(client, pat.id, 'accept')).status).toBe(200);
    await applications(id); // a read with the client's position: the read model has the hire
    // Hold the project read model back: its next checkpoint move waits for this row lock.
    const holder = await server.db.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query("SELECT 1 FROM projection_registry WHERE projection = 'client_projects' FOR UPDATE");
      expect((await send(client, 'PUT', `/api/client-projects/${id}/status`, { status: 'completed' })).status).toBe(200);
      sync();
      const started = performance.now();
      const review = send(client, 'POST', `/api/tradesmen/${pat.tradesmanId}/reviews`, { rating: 4, comment: 'Tidy work', projectId: id });
      await new Promise((r) => setTimeout(r, 300));
      await holder.query('COMMIT');
      // Without the wait, the review would have been judged on the project as it was before: 409.
      expect((await review).status).toBe(201);
      // Woken when the read model moved, not by the 15 s bound.
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      holder.release();
    }
  });
});
