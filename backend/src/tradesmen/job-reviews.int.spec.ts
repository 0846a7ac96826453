/** Verified reviews for a job: the client's own, completed, with the tradesman hired on it (review-eligibility.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { read, send } from '../../../tests/fixtures/tradesmen-seed.ts';
import { startJobsWorld, type JobsWorld } from '../../../tests/fixtures/jobs-world.ts';
import type { HttpClient } from '../../../tests/support/http-client.ts';
import type { TestServer } from '../../../tests/support/test-server.ts';

let w: JobsWorld;
let server: TestServer;
let client: HttpClient;
let otherClient: HttpClient;
let plumber: HttpClient;
let plumber2: HttpClient;
beforeAll(async () => {
  w = await startJobsWorld();
  ({ server, client, otherClient, plumber, plumber2 } = w);
}, 120_000);
afterAll(() => server?.stop());

const sync = () => w.sync();
const postProject = (body: Record<string, unknown>) => w.postProject(body);
const apply = (who: HttpClient, projectId: string, body?: unknown) => w.apply(who, projectId, body);
const step = (who: HttpClient, id: string, path: string, body?: unknown) => w.step(who, id, path, body);
const applications = (projectId: string) => w.applications(projectId);

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
