import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, signIn } from '../../tests/support/browser.ts';

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

/** The average of the stars of every review listed, to one decimal. */
async function listedAverage(p: Page): Promise<string> {
  const labels = await p
    .getByRole('list', { name: 'Reviews' })
    .getByRole('img', { name: /^Rated \d out of 5$/ })
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  const stars = labels.map((l) => Number(/Rated (\d)/.exec(l)?.[1]));
  return (stars.reduce((a, b) => a + b, 0) / stars.length).toFixed(1);
}

async function openProfile(p: Page, name: string) {
  await p.goto(`/search?search=${encodeURIComponent(name)}`);
  await p.getByRole('link', { name }).click();
  await p.waitForURL(/\/tradesmen\//);
  await expect.poll(() => p.getByRole('heading', { level: 1, name }).isVisible()).toBe(true);
  await p.getByRole('tab', { name: /Reviews/ }).click();
  await expect.poll(() => p.getByRole('heading', { name: 'Write a review' }).isVisible()).toBe(true);
}

describe('a client reviewing a tradesman', () => {
  it('must choose a rating, then sees their review and the new rating and count', async () => {
    await openProfile(page, 'Thistle Electrical');
    const before = await headerScore(page);
    // A second tab, opened now, will not know about the review below.
    const stale = await page.context().newPage();
    await openProfile(stale, 'Thistle Electrical');

    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect.poll(() => page.getByText('Rating is required').isVisible()).toBe(true);

    await page.getByRole('radio', { name: '5 stars: Excellent' }).check();
    await expect.poll(() => page.getByText('Excellent', { exact: true }).isVisible()).toBe(true);
    await page.getByLabel('Your review').fill('Rewired our tenement flat without lifting a single original floorboard. Superb.');
    await screenshot(page, 'tradesmen-review-form');
    await page.getByRole('button', { name: 'Submit review' }).click();

    await expect.poll(() => page.getByText('Thank you! Your review of Thistle Electrical is now live.').isVisible()).toBe(true);
    await expect.poll(async () => (await headerScore(page)).count).toBe(before.count + 1);
    const first = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first();
    await expect.poll(() => first.getByText('Rita').isVisible()).toBe(true);
    await expect.poll(() => first.getByRole('img', { name: 'Rated 5 out of 5' }).isVisible()).toBe(true);
    expect((await headerScore(page)).rating).toBe(await listedAverage(page));
    await expect.poll(() => page.getByRole('tab', { name: /Reviews/ }).textContent()).toContain(String(before.count + 1));
    // The general review is done; what is left to review is a portfolio project, if any.
    await expect.poll(() => page.getByRole('option', { name: /Their work in general \(already reviewed\)/ }).count()).toBe(1);
    await screenshot(page, 'tradesmen-review-posted');

    // The stale tab still offers a general review: the server answers 409, shown beside the form.
    await stale.getByRole('radio', { name: '4 stars: Very good' }).check();
    await stale.getByRole('button', { name: 'Submit review' }).click();
    await expect
      .poll(() => stale.getByRole('alert').filter({ hasText: 'You have already reviewed this tradesman' }).isVisible())
      .toBe(true);
  });

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
