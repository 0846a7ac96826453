/** Issue 23 over HTTP: quotes that fit, every bidder answered, nothing starts silently, Find Jobs within the travel radius. */
import { describe, expect, it } from 'vitest';
import { findJobsResponseSchema, myApplicationListSchema, projectRoomSchema } from '@tradeguild/contracts';
import { read, send } from '../../../tests/fixtures/tradesmen-seed.ts';
import { quote, useJobsWorld } from '../../../tests/fixtures/jobs-world.ts';

const w = useJobsWorld();
const mine = async (who: typeof w.plumber, projectId: string) =>
  myApplicationListSchema.parse((await read(who, '/api/applications/me')).body).find((a) => a.projectId === projectId);
const notifications = async (who: typeof w.plumber) =>
  (await read(who, '/api/notifications?limit=50')).body as unknown as { kind: string; text: string }[];

describe('quotes that fit', () => {
  it("refuses a trade the tradesman's profile does not offer, with a 400 that says so", async () => {
    const id = await w.postProject({ title: 'Bathroom and lights', requiredTrades: ['Plumber', 'Electrician'], isMultiTrade: true });
    const res = await w.apply(w.plumber, id, quote({ trades: ['Plumber', 'Electrician'] }));
    expect([res.status, res.body.message]).toEqual([400, 'You can only quote for your own trades: add Electrician to your profile first']);
    expect(await w.applications(id)).toEqual([]);
    expect((await w.apply(w.plumber, id, quote({ trades: ['Plumber'] }))).status).toBe(201);
  });
});

describe('every bidder answered', () => {
  it("hiring declines the other quote for the trade ('Not selected this time') and tells its tradesman", async () => {
    const id = await w.postProject({ title: 'Leaky kitchen tap', location: 'Leeds LS6', requiredTrades: ['Plumber'] });
    await w.apply(w.plumber, id);
    await w.apply(w.plumber2, id);
    const quotes = await w.applications(id);
    const pat = quotes.find((q) => q.tradesman.businessName === 'Pat Pipes')!;
    const pip = quotes.find((q) => q.tradesman.businessName === 'Pip Pipes')!;
    expect((await w.step(w.client, pip.id, 'shortlist')).status).toBe(200);
    expect((await w.step(w.client, pat.id, 'accept', { start: 'now' })).status).toBe(200);
    expect(await mine(w.plumber2, id)).toMatchObject({ status: 'rejected', responseMessage: 'Not selected this time' });
    await expect
      .poll(async () => (await notifications(w.plumber2)).map((n) => n.text), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          "Clara shortlisted your quote for 'Leaky kitchen tap'",
          "Not selected this time: Clara hired someone else for 'Leaky kitchen tap'",
        ]),
      );
  });

  it('completing or cancelling closes every pending quote', async () => {
    const id = await w.postProject({ title: 'Garden wall', requiredTrades: ['Plumber'] });
    await w.apply(w.plumber, id);
    expect((await w.step(w.client, (await w.applications(id))[0]!.id, 'reject', {})).status).toBe(200);
    await w.apply(w.plumber2, id);
    expect((await send(w.client, 'PUT', `/api/client-projects/${id}/status`, { status: 'cancelled' })).status).toBe(200);
    w.sync();
    expect(await mine(w.plumber2, id)).toMatchObject({ status: 'rejected', responseMessage: 'This project is no longer hiring' });
    const statuses = (await w.applications(id)).map((a) => a.status);
    expect(statuses).not.toContain('pending');
  });
});

describe('nothing starts silently', () => {
  it('hiring the last trade needs a start; a start date is kept and shown on the timeline', async () => {
    const id = await w.postProject({ title: 'New boiler', location: 'Leeds LS6', requiredTrades: ['Plumber'] });
    await w.apply(w.plumber2, id);
    const [q] = await w.applications(id);
    for (const [body, message] of [
      [{}, 'Choose when the work starts: now or on a date'],
      [{ start: 'later' }, "Choose when the work starts: 'now' or a date"],
      [{ start: { date: '2026-02-30' } }, 'Enter the start date as a date, like 2026-12-01'],
      [{ start: { date: '2000-01-01' } }, 'The start date cannot be in the past'],
    ] as const) {
      const res = await w.step(w.client, q!.id, 'accept', body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, message]);
    }
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    expect((await w.step(w.client, q!.id, 'accept', { start: { date: day } })).status).toBe(200);
    const project = (await read(w.client, `/api/client-projects/${id}`)).body;
    expect(project).toMatchObject({ status: 'in_progress', startDate: day });
    const room = projectRoomSchema.parse((await read(w.client, `/api/client-projects/${id}/room`)).body);
    expect(room.timeline.find((t) => t.kind === 'in_progress')!.at.slice(0, 10)).toBe(day);
  });
});

describe('Find Jobs within the travel radius', () => {
  it('shows projects within my radius (unplaced ones last) and hides those whose trades of mine are hired', async () => {
    const near = await w.postProject({ title: 'Salford sink', location: 'Salford M3', requiredTrades: ['Plumber'] });
    const far = await w.postProject({ title: 'Leeds radiator', location: 'Leeds LS6', requiredTrades: ['Plumber'] });
    const hired = await w.postProject({
      title: 'Hired already',
      location: 'Manchester M1',
      requiredTrades: ['Plumber', 'Electrician'],
      isMultiTrade: true,
    });
    await w.apply(w.plumber2, hired);
    expect((await w.step(w.client, (await w.applications(hired))[0]!.id, 'accept')).status).toBe(200);
    // Pat (Manchester M1, the default 25 miles) sees Salford, not Leeds (about 36 miles), nor a project whose plumber is hired.
    const page = findJobsResponseSchema.parse((await read(w.plumber, '/api/jobs?limit=50')).body);
    expect(page.radiusMiles).toBe(25);
    const ids = page.jobs.map((j) => j.id);
    expect(ids).toContain(near);
    expect(ids).not.toContain(far);
    expect(ids).not.toContain(hired);
    // Pip travels 100 miles from Leeds: both.
    const pips = findJobsResponseSchema.parse((await read(w.plumber2, '/api/jobs?limit=50')).body).jobs.map((j) => j.id);
    expect(pips).toEqual(expect.arrayContaining([near, far]));
  });
});
