/**
 * Payloads in every user-writable text field, then every page that shows them, in Chromium with a
 * dialog listener: nothing may run. Each field gets a different payload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { XSS_PAYLOADS, payload } from '../../tests/support/xss-payloads.ts';
import { launchBrowser, newContext, signIn } from '../../tests/support/browser.ts';

let browser: Browser;
let tradesman: Page;
let client: Page;
const dialogs: string[] = [];
const ids: {
  profile?: string;
  project?: string;
  clientUser?: string;
  tradesmanUser?: string;
  forumPost?: string;
  clientProject?: string;
  roomProject?: string;
} = {};

/** A JSON call from inside the signed-in page, as the app makes them. */
async function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

const watch = (page: Page) => page.on('dialog', (d) => void (dialogs.push(`${page.url()}: ${d.message()}`), d.dismiss()));

beforeAll(async () => {
  browser = await launchBrowser();
  tradesman = await (await newContext(browser)).newPage();
  client = await (await newContext(browser)).newPage();
  watch(tradesman);
  watch(client);
  await signIn(tradesman, { email: 'xss.trades@example.com', firstName: payload(0, 80), userType: 'tradesman' });
  await signIn(client, { email: 'xss.client@example.com', firstName: payload(1, 80), userType: 'client' });
  const profile = await api(tradesman, 'POST', '/api/tradesmen/profile', {
    businessName: payload(2, 120),
    description: payload(3),
    location: payload(4, 120),
    tradeCategories: ['plumber'],
    certifications: [payload(5, 120)],
    equipment: [payload(6, 120)],
  });
  expect(profile.status).toBe(201);
  ids.profile = String(profile.json.id);
  const project = await api(tradesman, 'POST', '/api/projects', {
    title: payload(7, 120),
    description: payload(8),
    challenge: payload(9),
    solution: payload(10),
    materials: [payload(11, 80)],
    techniques: [payload(12, 80)],
    budgetRange: payload(13, 80),
    timeline: payload(14, 80),
    clientTestimonial: payload(0),
  });
  expect(project.status).toBe(201);
  ids.project = String(project.json.id);
  ids.clientUser = String((await api(client, 'GET', '/api/auth/user')).json.id);
  ids.tradesmanUser = String((await api(tradesman, 'GET', '/api/auth/user')).json.id);
  // A review without a job comes through the tradesman's invitation (issue 23); the reply is the tradesman's words.
  const invitation = await api(tradesman, 'POST', '/api/tradesmen/me/review-invitations', {
    email: 'xss.client@example.com',
    portfolioProjectId: ids.project,
  });
  expect(invitation.status).toBe(201);
  const review = await api(client, 'POST', `/api/tradesmen/${ids.profile}/reviews`, {
    rating: 4,
    comment: payload(1),
    invitationId: invitation.json.id,
  });
  expect(review.status).toBe(201);
  // The reply finds the review in the read model: retried until it is there.
  let replied = 0;
  for (let i = 0; i < 50 && replied !== 200; i++) {
    replied = (await api(tradesman, 'PUT', `/api/reviews/${review.json.id}/reply`, { text: payload(2) })).status;
    if (replied !== 200) await new Promise((r) => setTimeout(r, 100));
  }
  expect(replied).toBe(200);
  const clientProject = await api(client, 'POST', '/api/client-projects', {
    title: payload(2, 120),
    description: payload(3),
    location: payload(4, 120),
    budget: payload(5, 80),
    timeline: payload(6, 80),
    requiredTrades: ['Plumber'],
  });
  expect(clientProject.status).toBe(201);
  ids.clientProject = String(clientProject.json.id);
  // A quote (message, duration) and the client's rejection note, shown to the other side.
  const quote = await api(tradesman, 'POST', `/api/client-projects/${ids.clientProject}/applications`, {
    message: payload(8),
    proposedCost: '100',
    estimatedDuration: payload(9, 90),
    trades: ['Plumber'],
  });
  expect(quote.status).toBe(201);
  let rejected = 0;
  // The quote reaches the read model the reject route looks it up in a moment later: retry until then.
  for (let i = 0; i < 100 && rejected !== 200; i++) {
    rejected = (await api(client, 'POST', `/api/applications/${String(quote.json.id)}/reject`, { message: payload(10) })).status;
    if (rejected !== 200) await new Promise((r) => setTimeout(r, 100));
  }
  expect(rejected).toBe(200);
  expect((await api(client, 'POST', '/api/messages', { receiverId: ids.tradesmanUser, content: payload(7) })).status).toBe(201);
  const forumPost = await api(tradesman, 'POST', '/api/forum/posts', {
    title: payload(8, 200),
    content: `${payload(9)}\nhttps://example.com/"><script>alert(16)</script>`,
    category: 'general',
    tags: [payload(10, 30)],
  });
  expect(forumPost.status).toBe(201);
  ids.forumPost = String(forumPost.json.id);
  expect((await api(client, 'POST', `/api/forum/posts/${ids.forumPost}/replies`, { content: payload(11) })).status).toBe(201);
  // A project room: a hire, then a message from each side.
  const roomProject = await api(client, 'POST', '/api/client-projects', {
    title: 'Room project',
    description: 'Room',
    requiredTrades: ['Plumber'],
  });
  ids.roomProject = String(roomProject.json.id);
  const hireQuote = await api(tradesman, 'POST', `/api/client-projects/${ids.roomProject}/applications`, {
    message: 'Room quote',
    proposedCost: '100',
    estimatedDuration: '1 day',
    trades: ['Plumber'],
  });
  expect(hireQuote.status).toBe(201);
  let hired = 0;
  for (let i = 0; i < 100 && hired !== 200; i++) {
    hired = (await api(client, 'POST', `/api/applications/${String(hireQuote.json.id)}/accept`, { start: 'now' })).status;
    if (hired !== 200) await new Promise((r) => setTimeout(r, 100));
  }
  expect(hired).toBe(200);
  expect((await api(client, 'POST', `/api/client-projects/${ids.roomProject}/room/messages`, { content: payload(12) })).status).toBe(201);
  expect((await api(tradesman, 'POST', `/api/client-projects/${ids.roomProject}/room/messages`, { content: payload(13) })).status).toBe(
    201,
  );
}, 120_000);
afterAll(() => browser?.close());

async function visit(page: Page, path: string, tabs: string[] = []) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  for (const tab of tabs) {
    await page.getByRole('tab', { name: new RegExp(tab) }).click();
    await page.waitForLoadState('networkidle');
  }
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}

describe(`${XSS_PAYLOADS.length} script payloads in every text field`, () => {
  it('run on no page that shows them', async () => {
    await visit(client, `/tradesmen/${ids.profile}`, ['Portfolio', 'Reviews', 'Endorsements', 'Equipment']);
    await visit(client, `/projects/${ids.project}`);
    await visit(client, `/search?search=XSS2`);
    await visit(client, '/');
    await visit(client, '/community');
    await visit(client, `/community/posts/${ids.forumPost}`);
    await expect.poll(() => client.getByText('XSS9', { exact: false }).first().isVisible()).toBe(true);
    await visit(client, '/my-projects');
    await visit(client, `/my-projects/${ids.clientProject}`);
    await expect.poll(() => client.getByText('XSS8', { exact: false }).first().isVisible()).toBe(true); // the quote, as text
    await visit(client, `/messages?partner=${ids.tradesmanUser}`);
    await visit(tradesman, `/messages?partner=${ids.clientUser}`);
    await visit(tradesman, '/');
    await visit(tradesman, '/jobs');
    await visit(tradesman, `/jobs/${ids.clientProject}`);
    await visit(tradesman, '/applications');
    await expect.poll(() => client.getByText('XSS7', { exact: false }).first().isVisible()).toBe(true); // the text is shown, as text
    await visit(tradesman, `/jobs/${ids.roomProject}?room=open`);
    await expect.poll(() => tradesman.getByText('XSS12', { exact: false }).first().isVisible()).toBe(true); // the room message, as text
    await visit(client, `/my-projects/${ids.roomProject}/room`);
    await expect.poll(() => client.getByText('XSS13', { exact: false }).first().isVisible()).toBe(true);
    expect(dialogs).toEqual([]);
  });
});
