import { describe, expect, it } from 'vitest';
import { clientProjectSchema, type EditProjectRequest } from '@tradeguild/contracts';
import { read, send } from '../../../tests/fixtures/tradesmen-seed.ts';
import { useJobsWorld } from '../../../tests/fixtures/jobs-world.ts';
import { HttpClient } from '../../../tests/support/http-client.ts';

const w = useJobsWorld();
const photo = (n: number) => `/uploads/0000000${n % 10}-aaaa-4bbb-8ccc-${String(n).padStart(12, '0')}.jpg`;

const details = (extra: Partial<EditProjectRequest> = {}): EditProjectRequest => ({
  title: 'Leaking kitchen tap',
  description: 'Details to follow',
  location: 'Leeds LS6',
  budget: '',
  timeline: '',
  photos: [],
  ...extra,
});

/** Read through the store: the title and description are sealed in the stored payload (decision 0059). */
const edits = async (projectId: string) =>
  (await w.server.deps.store.readStream(`clientProject-${projectId}`)).events
    .filter((e) => e.type === 'ProjectDetailsEdited')
    .map((e) => (e.data as { changes: Record<string, unknown> }).changes);

const edit = async (who: HttpClient, projectId: string, body: unknown) => {
  const res = await send(who, 'PUT', `/api/client-projects/${projectId}`, body);
  w.sync();
  return res;
};

describe('editing a project over HTTP', () => {
  it('the client edits an open project: only the changed fields are recorded, and the project reads them', async () => {
    const id = await w.postProject({ title: 'Leaking kitchen tap', location: 'Leeds LS6', requiredTrades: ['Plumber'] });
    const res = await edit(w.client, id, details({ title: 'Leaking kitchen and bath taps', budget: '£150', photos: [photo(1), photo(2)] }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id });
    expect(await edits(id)).toEqual([{ title: 'Leaking kitchen and bath taps', budget: '£150', photos: [photo(1), photo(2)] }]);
    const project = clientProjectSchema.parse((await read(w.client, `/api/client-projects/${id}`)).body);
    expect(project).toMatchObject({
      title: 'Leaking kitchen and bath taps',
      budget: '£150',
      location: 'Leeds LS6',
      photos: [photo(1), photo(2)],
    });

    // Saving the same details again records nothing; clearing a field records it as null.
    expect(
      (await edit(w.client, id, details({ title: 'Leaking kitchen and bath taps', budget: '£150', photos: [photo(1), photo(2)] }))).status,
    ).toBe(200);
    expect(await edits(id)).toHaveLength(1);
    expect((await edit(w.client, id, details({ title: 'Leaking kitchen and bath taps', photos: [photo(2)] }))).status).toBe(200);
    expect((await edits(id)).at(-1)).toEqual({ budget: null, photos: [photo(2)] });
  });

  it('refuses bad details with the form messages and records nothing', async () => {
    const id = await w.postProject({ title: 'Validation edit', requiredTrades: ['Plumber'] });
    const eleven = Array.from({ length: 11 }, (_, i) => photo(i + 1));
    for (const [body, message] of [
      [details({ title: ' ' }), 'Title is required'],
      [details({ photos: eleven }), 'At most 10 photos'],
      [details({ photos: ['https://example.com/a.jpg'] }), 'Upload the photo first'],
      [details({ photos: ['/uploads/../../etc/passwd.jpg'] }), 'Upload the photo first'],
      [details({ photos: [photo(1), photo(1)] }), 'Each photo may be added once'],
    ] as const) {
      const res = await edit(w.client, id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await edits(id)).toEqual([]);
  });

  it('only the project’s client, only while it is open', async () => {
    const id = await w.postProject({ title: 'Who may edit', requiredTrades: ['Plumber'] });
    expect((await edit(new HttpClient(w.server.url), id, details())).status).toBe(401);
    expect((await edit(w.plumber, id, details({ title: 'Mine' }))).status).toBe(403);
    const other = await edit(w.otherClient, id, details({ title: 'Mine' }));
    expect(other.status).toBe(403);
    expect(other.body.message).toBe("Only the project's client can edit it");
    expect((await edit(w.client, '6f1d8c1e-0000-4000-8000-000000000000', details())).status).toBe(404);
    expect((await send(w.client, 'PUT', `/api/client-projects/${id}/status`, { status: 'cancelled' })).status).toBe(200);
    w.sync();
    const closed = await edit(w.client, id, details({ title: 'Too late' }));
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('Only an open project can be edited');
    expect(await edits(id)).toEqual([]);
  });

  it('gives each quote the facts to compare: response time, the tradesman’s user and verified jobs', async () => {
    const id = await w.postProject({ title: 'Compare quotes', location: 'Leeds LS6', requiredTrades: ['Plumber'] });
    expect((await w.apply(w.plumber, id)).status).toBe(201);
    const [q] = await w.applications(id);
    expect(q!.responseSeconds).toBeGreaterThanOrEqual(0);
    expect(q!.responseSeconds).toBeLessThan(600);
    expect(q!.tradesman).toMatchObject({ businessName: 'Pat Pipes', verifiedJobs: 0 });
    expect(q!.tradesman.userId).toMatch(/.+/);
  });
});
