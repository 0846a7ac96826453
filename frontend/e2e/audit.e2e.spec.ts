import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { auditHistoryResponseSchema } from '@tradeguild/contracts';
import { launchBrowser, newContext, screenshot, signIn } from '../../tests/support/browser.ts';

// A tradesman edits a portfolio project twice; an auditor (AUDITOR_EMAILS, set by the test app)
// opens its history from the project page and looks at the moment between the two edits.
let browser: Browser;
let tradesman: Page;
let auditor: Page;
let projectId: string;
let tradesmanId: string;

const AUDITOR = { email: 'audit.e2e@example.com', firstName: 'Audrey', userType: 'client' } as const;
const TRADESMAN = { email: 'audit.e2e.trades@example.com', firstName: 'Theo', userType: 'tradesman' } as const;
const visible = (locator: Locator) => () => locator.isVisible();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const project = (title: string) => ({ title, description: 'Staircase in a Victorian hallway', category: 'carpenter', materials: ['Oak'] });

beforeAll(async () => {
  browser = await launchBrowser();
  tradesman = await (await newContext(browser)).newPage();
  await signIn(tradesman, TRADESMAN);
  const profile = await tradesman.request.post('/api/tradesmen/profile', {
    data: { businessName: 'Theo Joinery', tradeCategories: ['carpenter'] },
  });
  expect(profile.status()).toBe(201);
  tradesmanId = ((await profile.json()) as { id: string }).id;
  const created = await tradesman.request.post('/api/projects', { data: project('Oak staircase') });
  expect(created.status()).toBe(201);
  projectId = ((await created.json()) as { id: string }).id;
  // Whole seconds apart, so that the picker (to the second) can land between two edits.
  for (const title of ['Walnut staircase', 'Ash staircase']) {
    await sleep(2500);
    expect((await tradesman.request.put(`/api/projects/${projectId}`, { data: project(title) })).status()).toBe(200);
  }
  auditor = await (await newContext(browser)).newPage();
  await signIn(auditor, AUDITOR);
}, 120_000);
afterAll(() => browser?.close());

/** The browser's own local time for a datetime-local input, to the second. */
const localInput = (page: Page, ms: number) =>
  page.evaluate((t) => {
    const d = new Date(t);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  }, ms);

describe('audit', () => {
  it('refuses the audit area to a member who is not an auditor', async () => {
    await tradesman.goto('/audit');
    await expect.poll(visible(tradesman.getByText('Access Denied'))).toBe(true);
    await expect.poll(() => tradesman.getByRole('link', { name: 'Audit' }).count()).toBe(0);
  });

  it('shows the auditor the event log, newest first, and filters it', async () => {
    await auditor.goto('/audit');
    await expect.poll(visible(auditor.getByRole('heading', { name: 'Event log' }))).toBe(true);
    const events = auditor.getByRole('list', { name: 'Events' });
    await expect.poll(visible(events)).toBe(true);
    await auditor.getByLabel('Event type').fill('PortfolioProjectUpdated');
    await auditor.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(async () => (await events.getByRole('listitem').allTextContents()).length).toBeGreaterThanOrEqual(2);
    expect((await events.getByRole('listitem').allTextContents()).every((t) => t.includes('PortfolioProjectUpdated'))).toBe(true);
    await auditor.getByRole('button', { name: 'Verify tamper evidence' }).click();
    await expect.poll(visible(auditor.getByText(/every hash chain is intact/))).toBe(true);
    await screenshot(auditor, 'audit-log-1280');
  });

  it("opens a project's history from the project page and sees the earlier values at a moment between two edits", async () => {
    await auditor.goto(`/projects/${projectId}`);
    await auditor.getByRole('link', { name: 'Audit history' }).click();
    await auditor.waitForURL((u) => u.pathname === `/audit/streams/${encodeURIComponent(`tradesman-${tradesmanId}`)}`);
    const timeline = auditor.getByRole('list', { name: 'Events of this entity' });
    await expect.poll(visible(timeline.getByText('Walnut staircase').first())).toBe(true);

    const history = auditHistoryResponseSchema.parse(
      await (await auditor.request.get(`/api/audit/streams/${encodeURIComponent(`tradesman-${tradesmanId}`)}/events`)).json(),
    );
    const [walnut, ash] = history.events.filter((e) => e.type === 'PortfolioProjectUpdated').map((e) => Date.parse(e.recordedAt));
    const between = Math.ceil((walnut! + 1) / 1000) * 1000;
    expect(between).toBeLessThan(ash!);
    await auditor.getByLabel('Date and time').fill(await localInput(auditor, between));
    await auditor.getByRole('button', { name: 'Show state' }).click();
    const state = auditor.getByRole('region', { name: 'Folded state' });
    await expect.poll(visible(state.getByText('Walnut staircase', { exact: true }))).toBe(true);
    await expect.poll(() => state.getByText('Ash staircase').count()).toBe(0);
    await expect.poll(() => state.getByText(/version 3, folded from 3 events/).isVisible()).toBe(true);
    await screenshot(auditor, 'audit-history-1280');

    await auditor.setViewportSize({ width: 375, height: 800 });
    expect(await auditor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(auditor, 'audit-history-375');
    await auditor.setViewportSize({ width: 1280, height: 900 });
  });

  it("links a tradesman's profile to its history, for auditors only", async () => {
    await auditor.goto(`/tradesmen/${tradesmanId}`);
    const link = auditor.getByRole('link', { name: 'Audit history' });
    await expect.poll(visible(link)).toBe(true);
    await expect.poll(visible(auditor.getByRole('heading', { name: 'Theo Joinery' }).first())).toBe(true);
    await screenshot(auditor, 'audit-profile-link-1280');
    await link.click();
    await auditor.waitForURL((u) => u.pathname === `/audit/streams/${encodeURIComponent(`tradesman-${tradesmanId}`)}`);
    await tradesman.goto(`/tradesmen/${tradesmanId}`);
    await expect.poll(visible(tradesman.getByRole('heading', { name: 'Theo Joinery' }).first())).toBe(true);
    await expect.poll(() => tradesman.getByRole('link', { name: 'Audit history' }).count()).toBe(0);
  });

  it('says so when a stream has no history', async () => {
    await auditor.goto('/audit/streams/tradesman-00000000-0000-4000-8000-000000000000');
    await expect.poll(visible(auditor.getByText('Nothing has been recorded for this entity.'))).toBe(true);
  });
});
