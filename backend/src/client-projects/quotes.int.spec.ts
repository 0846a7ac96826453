import { describe, expect, it } from 'vitest';
import { myApplicationListSchema } from '@tradeguild/contracts';
import { loginReady, profileInput, read, send } from '../../../tests/fixtures/tradesmen-seed.ts';
import { quote, useJobsWorld } from '../../../tests/fixtures/jobs-world.ts';
import { HttpClient } from '../../../tests/support/http-client.ts';

const w = useJobsWorld();

describe('quotes over HTTP', () => {
  it('validates a quote with the form messages and appends nothing', async () => {
    const id = await w.postProject({ title: 'Validation job', requiredTrades: ['Plumber'] });
    for (const [body, message] of [
      [quote({ proposedCost: '-5' }), 'Enter the cost in pounds, like 1250 or 1250.50'],
      [quote({ proposedCost: '0' }), 'Proposed cost must be more than £0'],
      [quote({ proposedCost: '12.345' }), 'Enter the cost in pounds, like 1250 or 1250.50'],
      [quote({ message: ' ' }), 'Message is required'],
      [quote({ trades: [] }), 'Select at least one trade'],
      [quote({ trades: ['Roofer'] }), 'This project does not need a Roofer'],
    ] as const) {
      const res = await w.apply(w.plumber, id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await w.applications(id)).toEqual([]);
  });

  it('lets only tradesmen with a profile apply, once while live', async () => {
    const id = await w.postProject({ title: 'One quote each', requiredTrades: ['Plumber'] });
    expect((await w.apply(w.client, id)).status).toBe(403);
    expect((await w.apply(new HttpClient(w.server.url), id)).status).toBe(401);
    expect((await w.apply(w.noProfile, id)).body.message).toBe('Create your business profile before sending a quote');
    expect((await w.apply(w.plumber, id)).status).toBe(201);
    const again = await w.apply(w.plumber, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have a quote on this project');
    const [mine] = await w.applications(id);
    expect((await w.step(w.plumber2, mine!.id, 'withdraw')).status).toBe(403);
    expect((await w.step(w.plumber, mine!.id, 'withdraw')).status).toBe(200);
    expect((await w.apply(w.plumber, id)).status).toBe(201);
    const my = myApplicationListSchema.parse((await read(w.plumber, '/api/applications/me')).body).filter((a) => a.projectId === id);
    expect(my.map((a) => a.status)).toEqual(['pending', 'withdrawn']);
    expect(my[0]).toMatchObject({ projectTitle: 'One quote each', projectStatus: 'open' });
  });

  it('only the project client sees and decides quotes; one hire per trade; the team starts the work', async () => {
    const id = await w.postProject({
      title: 'Two trades',
      location: 'LS6',
      requiredTrades: ['Plumber', 'Electrician'],
      isMultiTrade: true,
    });
    await w.apply(w.plumber, id);
    await w.apply(w.plumber2, id);
    await w.apply(w.sparky, id, quote({ trades: ['Electrician'], proposedCost: 800 }));
    expect((await read(w.otherClient, `/api/client-projects/${id}/applications`)).status).toBe(403);
    expect((await read(w.plumber, `/api/client-projects/${id}/applications`)).status).toBe(403);
    const quotes = await w.applications(id);
    expect(quotes).toHaveLength(3);
    const byName = (name: string) => quotes.find((q) => q.tradesman.businessName === name)!;
    expect(byName('Pip Pipes').tradesman).toMatchObject({ verified: false, rating: 0 });
    expect(byName('Pip Pipes').tradesman.distanceMiles).toBeLessThan(5);

    for (const who of [w.otherClient, w.plumber]) expect((await w.step(who, byName('Pat Pipes').id, 'accept')).status).toBe(403);
    expect((await w.step(w.client, byName('Pat Pipes').id, 'shortlist')).status).toBe(200);
    expect((await w.step(w.client, byName('Pat Pipes').id, 'accept')).status).toBe(200);
    // Hiring the plumber answered the other plumber's quote.
    const second = await w.step(w.client, byName('Pip Pipes').id, 'accept');
    expect([second.status, second.body.message]).toEqual([409, 'This quote is already rejected']);
    expect((await read(w.client, `/api/client-projects/${id}`)).body.status).toBe('open');
    // The last trade: the client says when the work starts.
    const noStart = await w.step(w.client, byName('Sam Sparks').id, 'accept');
    expect([noStart.status, noStart.body.message]).toEqual([400, 'Choose when the work starts: now or on a date']);
    expect((await w.step(w.client, byName('Sam Sparks').id, 'accept', { start: 'now' })).status).toBe(200);

    const after = await w.applications(id);
    expect(after.map((a) => [a.tradesman.businessName, a.status])).toEqual(
      expect.arrayContaining([
        ['Pat Pipes', 'accepted'],
        ['Sam Sparks', 'accepted'],
        ['Pip Pipes', 'rejected'],
      ]),
    );
    expect(after.find((a) => a.status === 'rejected')!.responseMessage).toBe('Not selected this time');
    expect((await read(w.client, `/api/client-projects/${id}`)).body.status).toBe('in_progress');
    // Hired tradesmen still see the project; the one declined sees its status on My Applications.
    expect((await read(w.plumber, `/api/client-projects/${id}`)).status).toBe(200);
    expect((await read(w.plumber2, `/api/client-projects/${id}`)).status).toBe(403);
    const declined = myApplicationListSchema.parse((await read(w.plumber2, '/api/applications/me')).body).find((a) => a.projectId === id);
    expect(declined).toMatchObject({ status: 'rejected', projectStatus: 'in_progress' });
  });

  it('caps the shortlist at 5', async () => {
    const id = await w.postProject({ title: 'Popular job', requiredTrades: ['Plumber'] });
    const crowd: HttpClient[] = [];
    for (let i = 0; i < 6; i++) {
      const t = await loginReady(w.server.url, { email: `jobs.crowd${i}@example.com`, firstName: `Crowd${i}`, userType: 'tradesman' });
      expect(
        (await send(t, 'POST', '/api/tradesmen/profile', profileInput({ businessName: `Crowd ${i}`, tradeCategories: ['plumber'] })))
          .status,
      ).toBe(201);
      w.client.sawPosition(t.lastPosition);
      t.sawPosition(w.client.lastPosition);
      expect((await send(t, 'POST', `/api/client-projects/${id}/applications`, quote())).status).toBe(201);
      w.client.sawPosition(t.lastPosition);
      crowd.push(t);
    }
    const quotes = await w.applications(id);
    for (const q of quotes.slice(0, 5)) expect((await w.step(w.client, q.id, 'shortlist')).status).toBe(200);
    const sixth = await w.step(w.client, quotes[5]!.id, 'shortlist');
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe('You can shortlist at most 5 quotes at once');
  });
});

describe('project status', () => {
  it('moves only by its client, with 409 for an illegal move', async () => {
    const id = await w.postProject({ title: 'Status job', requiredTrades: ['Plumber'] });
    const put = async (who: HttpClient, status: unknown) => {
      const res = await send(who, 'PUT', `/api/client-projects/${id}/status`, { status });
      w.sync();
      return res;
    };
    expect((await put(w.plumber, 'cancelled')).status).toBe(403);
    expect((await put(w.otherClient, 'cancelled')).status).toBe(403);
    expect((await put(w.client, 'flying')).status).toBe(400);
    const early = await put(w.client, 'in_progress');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Hire at least one tradesman before starting the work');
    expect((await put(w.client, 'completed')).status).toBe(409);
    expect((await put(w.client, 'cancelled')).status).toBe(200);
    expect((await w.apply(w.plumber, id)).status).toBe(409);
  });
});
