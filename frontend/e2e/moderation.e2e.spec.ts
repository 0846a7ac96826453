/**
 * Reports and moderation (issue 23 item 3): a member reports a forum reply through the report
 * dialog, the admin hides it with a reason in the Moderation tab, the reply is gone for a third
 * person but still there for its author and the admin, and the reporter is told the outcome.
 * Screenshots of the report dialog and the Moderation tab at 1366 and 390 px.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { appUrl, launchBrowser, newContext, screenshot, signIn } from '../../tests/support/browser.ts';

let browser: Browser;
let author: Page; // Bob: wrote the reply
let poster: Page; // Alice: wrote the post (the third person)
let reporter: Page; // Carol
let admin: Page;
let postId: string;

const WIDE = { width: 1366, height: 900 };
const NARROW = { width: 390, height: 844 };
const TITLE = 'Best way to seal a shower tray?';
const REPLY = 'Cheap sealant at sealant-deals.example, use code SPAM20';
const REASON = 'Advertising another business';

const visible = (locator: Locator) => () => locator.isVisible();
const settle = (page: Page) => page.waitForTimeout(300);

/** A write from inside the signed-in page (same origin, its session cookie). */
async function post(page: Page, path: string, body: unknown): Promise<{ id: string }> {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p as string, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });
      if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: string };
    },
    [path, body] as const,
  );
}

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's serious and critical violations on the page as it stands (axe from node_modules). */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<Result> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id} @ ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
}

const replyOf = (page: Page) => page.getByTestId('forum-reply').filter({ hasText: REPLY });

beforeAll(async () => {
  browser = await launchBrowser();
  author = await (await newContext(browser, WIDE)).newPage();
  poster = await (await newContext(browser, WIDE)).newPage();
  // bypassCSP (the reporter and the admin, whose screens axe checks): addScriptTag injects axe inline.
  const checked = () => browser.newContext({ baseURL: appUrl(), viewport: WIDE, locale: 'en-GB', bypassCSP: true });
  reporter = await (await checked()).newPage();
  admin = await (await checked()).newPage();
  await signIn(poster, { email: 'mod.e2e.alice@example.com', firstName: 'Alice', userType: 'tradesman' });
  await signIn(author, { email: 'mod.e2e.bob@example.com', firstName: 'Bob', userType: 'tradesman' });
  await signIn(reporter, { email: 'mod.e2e.carol@example.com', firstName: 'Carol', userType: 'client' });
  await signIn(admin, { email: 'admin@tradeguild.local', firstName: 'Ada', userType: 'client' });
  postId = (await post(poster, '/api/forum/posts', { title: TITLE, content: 'Acrylic tray, tiled walls.', category: 'tips', tags: [] })).id;
  await author.goto('/community');
  await post(author, `/api/forum/posts/${postId}/replies`, { content: REPLY });
});
afterAll(() => browser?.close());

describe('a report hides a forum reply through the Moderation tab', () => {
  it('a member reports the reply through the report dialog', async () => {
    await reporter.goto(`/community/posts/${postId}`);
    await expect.poll(visible(replyOf(reporter)), { timeout: 15_000 }).toBe(true);
    await replyOf(reporter).getByRole('button', { name: 'Report' }).click();
    const dialog = reporter.getByRole('dialog', { name: 'Report this forum reply' });
    await expect.poll(visible(dialog)).toBe(true);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect.poll(visible(dialog.getByText('Choose a reason', { exact: true }))).toBe(true);
    await dialog.getByRole('radio', { name: 'Spam or advertising' }).click();
    await dialog.getByLabel('Details').fill('Selling sealant in every thread.');
    await settle(reporter);
    expect(await seriousViolations(reporter)).toEqual([]);
    await reporter.screenshot({ path: 'artifacts/screenshots/report-dialog-1366.png' });
    await reporter.setViewportSize(NARROW);
    await settle(reporter);
    await reporter.screenshot({ path: 'artifacts/screenshots/report-dialog-390.png' });
    await reporter.setViewportSize(WIDE);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect.poll(visible(reporter.getByText('Report sent'))).toBe(true);
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('the author cannot report their own reply', async () => {
    await author.goto(`/community/posts/${postId}`);
    await expect.poll(visible(replyOf(author))).toBe(true);
    expect(await replyOf(author).getByRole('button', { name: 'Report' }).count()).toBe(0);
  });

  it('the admin sees it in the Moderation tab and hides it with a reason', async () => {
    await admin.goto('/admin?tab=moderation');
    const card = admin.getByTestId('reported-subject').filter({ hasText: REPLY });
    await expect.poll(visible(card), { timeout: 15_000 }).toBe(true);
    await expect.poll(visible(card.getByRole('heading', { name: 'Forum reply by Bob' }))).toBe(true);
    await expect.poll(visible(card.getByText('1 report', { exact: true }))).toBe(true);
    await expect.poll(visible(card.getByText('Selling sealant in every thread.', { exact: false }))).toBe(true);
    await settle(admin);
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'moderation-tab-1366');
    await admin.setViewportSize(NARROW);
    await settle(admin);
    expect(await seriousViolations(admin)).toEqual([]);
    await screenshot(admin, 'moderation-tab-390');
    await admin.setViewportSize(WIDE);

    await card.getByRole('button', { name: 'Hide' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Hide this forum reply' });
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await expect.poll(visible(dialog.getByText('A reason is required', { exact: true }))).toBe(true);
    await dialog.getByLabel('Reason').fill(REASON);
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await expect.poll(visible(admin.getByText('No open reports')), { timeout: 15_000 }).toBe(true);
    await screenshot(admin, 'moderation-tab-empty-1366');
  });

  it('the reply is gone for a third person, still there for its author and the admin', async () => {
    await poster.goto(`/community/posts/${postId}`);
    await expect.poll(visible(poster.getByRole('heading', { name: TITLE }))).toBe(true);
    await expect.poll(() => replyOf(poster).count(), { timeout: 15_000 }).toBe(0);
    await author.goto(`/community/posts/${postId}`);
    await expect.poll(visible(replyOf(author))).toBe(true);
    await admin.goto(`/community/posts/${postId}`);
    await expect.poll(visible(replyOf(admin))).toBe(true);
  });

  it('the reporter is told the outcome', async () => {
    await reporter.goto('/');
    const bell = reporter.getByTestId('notification-bell');
    await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 15_000 }).toBe('Notifications, 1 unread');
    await bell.click();
    const panel = reporter.getByTestId('notification-panel');
    await expect.poll(visible(panel.getByText(`has been hidden: ${REASON}`, { exact: false }))).toBe(true);
    await settle(reporter);
    await reporter.screenshot({ path: 'artifacts/screenshots/report-outcome-notification-1366.png' });
  });
});
