import { beforeAll, describe, expect, it } from 'vitest';
import { findJobsResponseSchema, jobDetailSchema } from '@tradeguild/contracts';
import { read, send } from '../../../tests/fixtures/tradesmen-seed.ts';
import { useJobsWorld } from '../../../tests/fixtures/jobs-world.ts';
import { HttpClient } from '../../../tests/support/http-client.ts';

const w = useJobsWorld();

describe('Find Jobs', () => {
  let leeds: string;
  let manchester: string;
  let unplaced: string;
  beforeAll(async () => {
    manchester = await w.postProject({
      title: 'Manchester bathroom',
      location: 'Manchester M1',
      requiredTrades: ['Plumber'],
      projectType: 'renovation',
    });
    leeds = await w.postProject({
      title: 'Leeds boiler swap',
      location: 'Leeds LS6 3AA',
      requiredTrades: ['Plumber', 'Electrician'],
      isMultiTrade: true,
      projectType: 'residential',
      budget: '£2,000',
    });
    unplaced = await w.postProject({ title: 'Somewhere leak', location: 'Yorkshire', requiredTrades: ['Plumber'] });
    await w.postProject({ title: 'Roof only', location: 'LS6', requiredTrades: ['Roofer'] });
  });

  it('lists open projects for my trades, nearest first, unplaced last, with distances', async () => {
    const page = findJobsResponseSchema.parse((await read(w.plumber2, '/api/jobs')).body);
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
      findJobsResponseSchema.parse((await read(w.plumber2, `/api/jobs?${q}`)).body).jobs.map((j) => j.title);
    expect(await titles('trade=Electrician')).toEqual(['Leeds boiler swap']);
    expect(await titles('projectType=renovation')).toEqual(['Manchester bathroom']);
    expect(await titles('maxDistance=10')).toEqual(['Leeds boiler swap']);
    expect(await titles('search=boil')).toEqual(['Leeds boiler swap']);
    expect(await titles('search=%C2%A32,000')).toEqual(['Leeds boiler swap']);
    expect(await titles('limit=1&offset=1')).toEqual(['Manchester bathroom']);
    const page = findJobsResponseSchema.parse((await read(w.plumber2, '/api/jobs?limit=1')).body);
    expect(page.total).toBe(3);
  });

  it('refuses bad filters with 400, clients with 403 and visitors with 401', async () => {
    expect((await read(w.plumber2, '/api/jobs?maxDistance=abc')).status).toBe(400);
    expect((await read(w.plumber2, '/api/jobs?trade=Astronaut')).status).toBe(400);
    expect((await read(w.client, '/api/jobs')).status).toBe(403);
    expect((await new HttpClient(w.server.url).get('/api/jobs')).status).toBe(401);
  });

  it('shows the job page with my quote on it, and counts applicants', async () => {
    expect((await w.apply(w.plumber, leeds)).status).toBe(201);
    // Read-your-writes waits at most 2 s; on a loaded machine the projection may take longer.
    await expect
      .poll(async () => jobDetailSchema.parse((await read(w.plumber, `/api/jobs/${leeds}`)).body).applicantCount, { timeout: 15_000 })
      .toBe(1);
    const job = jobDetailSchema.parse((await read(w.plumber, `/api/jobs/${leeds}`)).body);
    expect(job.myApplication).toMatchObject({ status: 'pending', proposedCost: '1250.50', trades: ['Plumber'] });
    // The trades the page lets me quote for: my profile's (plumbing), not every trade of the project.
    expect(job.myTrades).toEqual(['Plumber']);
    expect(jobDetailSchema.parse((await read(w.plumber2, `/api/jobs/${leeds}`)).body).myApplication).toBeNull();
    expect((await read(w.plumber2, '/api/jobs/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('Get Quote', () => {
  it('invites a tradesman, who sees the job as invited in Find Jobs', async () => {
    const id = await w.postProject({ title: 'Invite only roofing', requiredTrades: ['Roofer'] });
    const profile = (await read(w.plumber, '/api/tradesmen/profile/me')).body.id as string;
    const path = `/api/tradesmen/${profile}/quote-requests`;
    expect((await send(w.otherClient, 'POST', path, { projectId: id })).status).toBe(403);
    expect((await send(w.plumber2, 'POST', path, { projectId: id })).status).toBe(403);
    expect((await send(w.client, 'POST', path, { projectId: 'nope' })).status).toBe(400);
    expect((await send(w.client, 'POST', path, { projectId: id })).status).toBe(201);
    w.sync();
    expect((await send(w.client, 'POST', path, { projectId: id })).status).toBe(409);
    const jobs = findJobsResponseSchema.parse((await read(w.plumber, '/api/jobs?limit=50')).body).jobs;
    expect(jobs.find((j) => j.id === id)).toMatchObject({ invited: true, title: 'Invite only roofing' });
    expect(jobs.filter((j) => j.id !== id).every((j) => !j.invited)).toBe(true);
  });
});
