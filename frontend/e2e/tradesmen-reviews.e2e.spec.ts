import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newContext, SCREENSHOT_DIR, screenshot, signIn } from '../../tests/support/browser.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser)).newPage();
  await signIn(page, { email: 'e2e.reviewer@example.com', firstName: 'Rita', userType: 'client' });
});
afterAll(() => browser?.close());

/** '4.3 (6 reviews)' from the profile header. */
async function headerScore(p: Page): Promise<{ rating: string; count: number }> {
  const label = await p.locator('main header').first().locator('[aria-label^="Rated"]').getAttribute('aria-label');
  const [, rating = '', count = ''] = /^Rated ([\d.]+) out of 5 from (\d+) reviews?$/.exec(label ?? '') ?? [];
  return { rating, count: Number(count) };
}

async function openProfile(p: Page, name: string) {
  await p.goto(`/search?search=${encodeURIComponent(name)}`);
  await p.getByRole('link', { name }).click();
  await p.waitForURL(/\/tradesmen\//);
  await expect.poll(() => p.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
  await p.getByRole('tab', { name: /Reviews/ }).click();
}

/** A JSON call from inside the signed-in page, as the app makes them. */
async function api(p: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  return p.evaluate(
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

/** One part of the page at 1366 and at 390 px wide: below the sticky top bar, without the toasts over it. */
async function shots(p: Page, part: () => Locator, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const hideToasts = await p.addStyleTag({ content: '[role="region"][aria-label^="Notifications"] { display: none !important; }' });
  for (const width of [1366, 390]) {
    await p.setViewportSize({ width, height: 1800 });
    await part().evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 96));
    await part().screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`) });
  }
  await hideToasts.evaluate((el) => (el as Element).remove());
  await p.setViewportSize({ width: 1280, height: 900 });
}

const JAMES = { email: 'james.whitfield@example.co.uk', firstName: 'James', userType: 'tradesman' as const };
let james: Page;
let jamesProfile = '';

describe('a client reviewing a tradesman (issue 23)', () => {
  it('is not offered a drive-by review, and one sent anyway is refused with 403 and a message', async () => {
    await openProfile(page, 'Thistle Electrical');
    const hint = page.getByText(/^You can review Thistle Electrical once a job you hired them on is completed/);
    await expect.poll(() => hint.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Write a review' }).count()).toBe(0);
    const id = new URL(page.url()).pathname.split('/')[2];
    const refused = await api(page, 'POST', `/api/tradesmen/${id}/reviews`, { rating: 5, comment: 'Drive-by' });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('You can review a tradesman for a completed job you hired them on, or when they invite you to');
  });

  it('leaves a review through the tradesman’s invitation: labelled and not counted', async () => {
    james = await (await newContext(browser)).newPage();
    await signIn(james, JAMES);
    const invitations = james.getByRole('region', { name: 'Review invitations' });
    await expect.poll(() => invitations.getByLabel("Customer's e-mail address").isVisible()).toBe(true);
    await invitations.getByLabel("Customer's e-mail address").fill('E2E.Reviewer@example.com');
    await invitations.getByRole('button', { name: 'Send invitation' }).click();
    const sent = invitations.getByRole('list', { name: 'Sent review invitations' });
    await expect.poll(() => sent.getByText('e2e.reviewer@example.com').isVisible()).toBe(true);
    await shots(james, () => invitations, 'reviews-invitations-tradesman');

    await page.goto('/');
    const mine = page.getByRole('region', { name: 'Review invitations' });
    await expect.poll(() => mine.getByText('Whitfield Electrical').isVisible()).toBe(true);
    await shots(page, () => mine, 'reviews-invitation-customer');
    await mine.getByRole('link', { name: 'Leave a review' }).first().click();
    await page.waitForURL(/\/tradesmen\/.+\?invitation=/);
    jamesProfile = new URL(page.url()).pathname;
    await expect.poll(() => page.getByRole('heading', { name: 'Write a review' }).isVisible()).toBe(true);
    const before = await headerScore(page);
    await page.getByRole('radio', { name: '4 stars: Very good' }).check();
    await page.getByLabel('Your review').fill('James sorted our garden lights in an afternoon. Tidy and friendly.');
    await screenshot(page, 'tradesmen-review-form');
    await page.getByRole('button', { name: 'Submit review' }).click();

    await expect.poll(() => page.getByText('Thank you! Your review of Whitfield Electrical is now live.').isVisible()).toBe(true);
    const first = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first();
    await expect.poll(() => first.getByText('Rita').isVisible()).toBe(true);
    await expect.poll(() => first.getByText('Invited by the tradesman').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Write a review' }).count()).toBe(0);
    expect(await headerScore(page)).toEqual(before);
    await page.reload();
    await expect.poll(async () => (await headerScore(page)).count).toBe(before.count);
    await screenshot(page, 'tradesmen-review-posted');
  });

  it('shows the tradesman’s reply under the review', async () => {
    await james.goto(jamesProfile);
    await james.getByRole('tab', { name: /Reviews/ }).click();
    const review = james.getByRole('list', { name: 'Reviews' }).getByRole('listitem').filter({ hasText: 'Rita' }).first();
    await review.getByRole('button', { name: 'Reply' }).click();
    await review.getByLabel('Your reply').fill('Thank you, Rita! Enjoy the evenings in the garden.');
    await review.getByRole('button', { name: 'Post reply' }).click();
    await expect.poll(() => review.getByText('Response from Whitfield Electrical').isVisible()).toBe(true);
    await expect.poll(() => review.getByRole('button', { name: 'Edit reply' }).isVisible()).toBe(true);
    await shots(james, () => review, 'reviews-reply');

    await page.reload();
    const seen = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').filter({ hasText: 'Rita' }).first();
    await expect.poll(() => seen.getByText('Thank you, Rita! Enjoy the evenings in the garden.').isVisible()).toBe(true);
    expect(await seen.getByRole('button', { name: /reply/i }).count()).toBe(0);
  });

  it('counts a review for a completed job the client hired the tradesman on', async () => {
    const tradesmanId = jamesProfile.split('/')[2]!;
    await page.goto(jamesProfile);
    await page.getByRole('tab', { name: /Reviews/ }).click();
    const before = await headerScore(page);
    const job = await api(page, 'POST', '/api/client-projects', {
      title: 'Loft downlights',
      description: 'Six LED downlights in a converted loft.',
      requiredTrades: ['Electrician'],
    });
    expect(job.status).toBe(201);
    const quote = await api(james, 'POST', `/api/client-projects/${job.json.id}/applications`, {
      message: 'Happy to fit these next week.',
      proposedCost: '450.00',
      estimatedDuration: '1 day',
      trades: ['Electrician'],
    });
    expect(quote.status).toBe(201);
    await expect
      .poll(async () => (await api(page, 'POST', `/api/applications/${quote.json.id}/accept`, { start: 'now' })).status)
      .toBe(200);
    await expect
      .poll(async () => (await api(page, 'PUT', `/api/client-projects/${job.json.id}/status`, { status: 'completed' })).status)
      .toBe(200);
    const body = { rating: 5, comment: 'Verified: the loft is lovely and bright.', projectId: job.json.id };
    await expect.poll(async () => (await api(page, 'POST', `/api/tradesmen/${tradesmanId}/reviews`, body)).status).toBe(201);

    await page.reload();
    await expect.poll(async () => (await headerScore(page)).count).toBe(before.count + 1);
    await page.getByRole('tab', { name: /Reviews/ }).click();
    const first = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first();
    await expect.poll(() => first.getByText('Verified job').isVisible()).toBe(true);
    expect((await headerScore(page)).rating).not.toBe('');
  });
});

describe('other members on the reviews', () => {
  it('is not offered the form as a tradesman, who may endorse a skill instead', async () => {
    const other = await (await newContext(browser)).newPage();
    await signIn(other, { email: 'james.whitfield@example.co.uk', firstName: 'James', userType: 'tradesman' });
    await other.goto('/search?search=Thistle');
    await other.getByRole('link', { name: 'Thistle Electrical' }).click();
    await other.getByRole('tab', { name: /Endorsements/ }).click();
    await expect.poll(() => other.getByRole('heading', { name: 'Endorse a skill' }).isVisible()).toBe(true);
    await other.getByLabel('Skill', { exact: true }).selectOption('Heritage Restoration');
    await other.getByLabel('Comment').fill('Careful with cornicing, as promised.');
    await other.getByRole('button', { name: 'Endorse' }).click();
    await expect.poll(() => other.getByText('Whitfield Electrical endorsed Heritage Restoration').isVisible()).toBe(true);
    await other.getByRole('button', { name: 'Endorse' }).click();
    await expect.poll(() => other.getByText('You have already endorsed Heritage Restoration').isVisible()).toBe(true);
    await other.getByRole('tab', { name: /Reviews/ }).click();
    await expect.poll(() => other.getByRole('heading', { name: 'Write a review' }).count()).toBe(0);
  });

  it('shows the tradesman their real performance and the featured lists on the home page', async () => {
    const home = await (await newContext(browser)).newPage();
    await signIn(home, { email: 'james.whitfield@example.co.uk', firstName: 'James', userType: 'tradesman' });
    const performance = home.getByRole('region', { name: 'Your Performance' });
    await expect.poll(() => performance.getByText('Average rating').isVisible()).toBe(true);
    await expect.poll(() => performance.getByText(/^\d\.\d$/).count()).toBe(1);
    await expect.poll(() => performance.getByText('Yes', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => performance.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/profile/edit');
    await expect.poll(() => performance.getByRole('link', { name: 'Manage portfolio' }).getAttribute('href')).toBe('/portfolio');
    const featured = home.getByRole('region', { name: 'Featured Tradesmen' }).getByRole('link', { name: /^(?!Browse all)/ });
    await expect.poll(() => featured.count()).toBe(4);
    await expect.poll(() => featured.first().getAttribute('href')).toMatch(/^\/tradesmen\/[0-9a-f-]{36}$/);
    const showcases = home.getByRole('region', { name: 'Featured Project Showcases' }).getByRole('link');
    await expect.poll(() => showcases.count()).toBe(3);
    await expect.poll(() => showcases.first().getAttribute('href')).toMatch(/^\/projects\/[0-9a-f-]{36}$/);
    await screenshot(home, 'tradesmen-home-tradesman');
  });
});
