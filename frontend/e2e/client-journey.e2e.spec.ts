import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, signIn } from '../../tests/support/browser.ts';
import { png } from '../../tests/support/png.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser)).newPage();
});
afterAll(() => browser?.close());

describe('a client', () => {
  it('logs in through the real sign-in page and sees the client dashboard', async () => {
    await signIn(page, { email: 'e2e.client@example.com', firstName: 'Emma', userType: 'client' });
    await expect.poll(() => page.getByText('Welcome back, Emma!').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Find skilled tradesmen for your projects and manage your requests.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText("You haven't posted any projects yet").isVisible()).toBe(true);
    await screenshot(page, 'dashboard-client-empty');
  });

  it('must pick a trade, then posts a project and sees it on the dashboard', async () => {
    await page.goto('/create-project');
    await page.getByLabel('Project Title').fill('Rewire a 1930s semi');
    await page
      .getByLabel('Detailed Description')
      .fill('Full rewire of a three-bed semi in Leeds, new consumer unit and extra sockets in the kitchen.');
    await page.getByRole('button', { name: 'Post Project' }).click();
    await expect.poll(() => page.getByText('Select at least one trade').isVisible()).toBe(true);
    await screenshot(page, 'create-project-validation');

    await page.getByLabel('Electrician').check();
    // A photo of the job, through the checked upload, goes with the project.
    await page.locator('#project-photos').setInputFiles({ name: 'fusebox.png', mimeType: 'image/png', buffer: png() });
    await expect.poll(() => page.getByRole('img', { name: 'Project photo 1' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'Post Project' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => page.getByText('Your project has been posted successfully.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Rewire a 1930s semi').isVisible()).toBe(true);
    await screenshot(page, 'dashboard-client-with-project');
    await page.goto('/my-projects');
    await page.getByRole('link', { name: 'Rewire a 1930s semi' }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Photos' }).getByRole('img').count(), { timeout: 15_000 }).toBe(1);
  });

  it('gets the Unauthorized toast and is sent to login when the session ends during a mutation', async () => {
    await page.goto('/create-project');
    await page.getByLabel('Project Title').fill('Fix a dripping tap');
    await page.getByLabel('Detailed Description').fill('Kitchen mixer tap drips constantly.');
    await page.getByLabel('Plumber').check();
    // The session ends behind the page's back (signed out in another tab, or expired): it is destroyed
    // on the server. Clearing the browser's cookie instead raced with the page's own polling: a poll
    // answered after the clear carried the rolling session cookie back, and the post then succeeded.
    const origin = new URL(page.url()).origin;
    const ended = await page.request.post('/api/logout', { headers: { origin }, maxRedirects: 0 });
    expect(ended.status()).toBe(303);
    // The page goes to login 500 ms after the toast (the spec's delay), and a full-page navigation
    // takes the toast with it: hold the login request until the toast has been seen, so a loaded
    // machine cannot make the check miss that window.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let loginRequested = false;
    await page.route('**/api/login', async (route) => {
      loginRequested = true;
      await held;
      await route.continue();
    });
    // What the page did, named if the toast never shows.
    const seen: string[] = [];
    page.on(
      'response',
      (r) => r.url().includes('/api/') && seen.push(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`),
    );
    page.on('console', (m) => m.type() === 'error' && seen.push(`console: ${m.text()}`));
    page.on('pageerror', (e) => seen.push(`page error: ${e.message}`));
    await page.getByRole('button', { name: 'Post Project' }).click();
    // In the toast area itself: for its first second Radix also keeps a screen-reader copy of the text.
    const toastArea = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect
      .poll(() => toastArea.getByText('You are logged out. Logging in again...').isVisible(), {
        message: `the Unauthorized toast; the page saw: ${JSON.stringify(seen)}`,
      })
      .toBe(true);
    await expect.poll(() => loginRequested).toBe(true);
    release();
    await page.waitForURL(/\/oidc\/interaction\//);
    await page.unroute('**/api/login');
  });
});
