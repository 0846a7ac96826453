/** Verified reviews for a job: the client's own, completed, with the tradesman hired on it (review-eligibility.ts). */
import { describe, expect, it } from 'vitest';
import { read, send } from '../../../tests/fixtures/tradesmen-seed.ts';
import { useJobsWorld } from '../../../tests/fixtures/jobs-world.ts';
import type { HttpClient } from '../../../tests/support/http-client.ts';

const w = useJobsWorld();

describe('reviews tied to a job', () => {
  it('are verified for a completed job with the tradesman hired, once per job', async () => {
    const id = await w.postProject({ title: 'Review me', requiredTrades: ['Plumber'] });
    await w.apply(w.plumber, id);
    await w.apply(w.plumber2, id);
    const quotes = await w.applications(id);
    const pat = quotes.find((q) => q.tradesman.businessName === 'Pat Pipes')!;
    const pip = quotes.find((q) => q.tradesman.businessName === 'Pip Pipes')!;
    expect((await w.step(w.client, pat.id, 'accept', { start: 'now' })).status).toBe(200);
    const review = async (who: HttpClient, tradesmanId: string) => {
      const res = await send(who, 'POST', `/api/tradesmen/${tradesmanId}/reviews`, { rating: 5, comment: 'Great job', projectId: id });
      w.sync();
      return res;
    };
    const early = await review(w.client, pat.tradesmanId);
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('You can review a job once the project is completed');
    expect((await send(w.client, 'PUT', `/api/client-projects/${id}/status`, { status: 'completed' })).status).toBe(200);
    w.sync();
    expect((await review(w.otherClient, pat.tradesmanId)).status).toBe(403);
    expect((await review(w.client, pip.tradesmanId)).body.message).toBe('This tradesman was not hired on this job');
    expect((await review(w.client, pat.tradesmanId)).status).toBe(201);
    expect((await review(w.client, pat.tradesmanId)).body.message).toBe('You have already reviewed this tradesman for this job');
    const reviews = (await read(w.client, `/api/tradesmen/${pat.tradesmanId}/reviews`)).body as {
      projectId: string | null;
      isVerified: boolean;
    }[];
    expect(reviews).toEqual([expect.objectContaining({ projectId: id, isVerified: true, invitationId: null })]);
    // A verified job review counts in the rating (issue 23).
    expect((await read(w.client, `/api/tradesmen/${pat.tradesmanId}`)).body).toMatchObject({ rating: 5, totalReviews: 1 });
  });

  it('waits for the project to show as completed, however far behind its read model is', async () => {
    const id = await w.postProject({ title: 'Review me later', requiredTrades: ['Plumber'] });
    await w.apply(w.plumber, id);
    const pat = (await w.applications(id)).find((q) => q.tradesman.businessName === 'Pat Pipes')!;
    expect((await w.step(w.client, pat.id, 'accept', { start: 'now' })).status).toBe(200);
    await w.applications(id); // a read with the client's position: the read model has the hire
    // Hold the project read model back: its next checkpoint move waits for this row lock.
    const holder = await w.server.db.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query("SELECT 1 FROM projection_registry WHERE projection = 'client_projects' FOR UPDATE");
      expect((await send(w.client, 'PUT', `/api/client-projects/${id}/status`, { status: 'completed' })).status).toBe(200);
      w.sync();
      const started = performance.now();
      const review = send(w.client, 'POST', `/api/tradesmen/${pat.tradesmanId}/reviews`, {
        rating: 4,
        comment: 'Tidy work',
        projectId: id,
      });
      await new Promise((r) => setTimeout(r, 300));
      await holder.query('COMMIT');
      // Without the wait, the review would have been judged on the project as it was before: 403.
      expect((await review).status).toBe(201);
      // Woken when the read model moved, not by the 15 s bound.
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      holder.release();
    }
  });
});
