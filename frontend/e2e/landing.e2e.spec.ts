import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from '../../tests/support/browser.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser)).newPage();
});
afterAll(() => browser?.close());

describe('landing page (logged out)', () => {
  it('shows every section in order with the spec texts', async () => {
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    // textContent, not innerText: headings may be upper-cased by CSS.
    const text = (await page.locator('body').textContent()) ?? '';
    const order = [
      'Skills Showcase',
      'Multi-Trade Collaboration',
      'Verified Quality',
      'View All Tradesmen',
      'View Full Project',
      'Search Tradesmen',
      'Create Your Profile',
      'For Tradesmen',
    ];
    const positions = order.map((t) => text.indexOf(t));
    expect(Object.fromEntries(order.map((t, i) => [t, positions[i]! >= 0]))).toEqual(Object.fromEntries(order.map((t) => [t, true])));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const figure of ['2,500+', '15,000+', '4.8/5', '4.9/5', '95%']) expect(text).toContain(figure);
    for (const link of [
      'Create Profile',
      'Portfolio Tools',
      'Community Forum',
      'Training Resources',
      'Pricing',
      'Find Tradesmen',
      'Post Project',
      'How It Works',
      'Safety & Trust',
      'Get Quote',
      'Help Center',
      'Contact Us',
      'Terms of Service',
      'Privacy Policy',
      'Dispute Resolution',
    ]) {
      expect(text).toContain(link);
    }
    await screenshot(page, 'landing-1280');
  });

  it('offers the spec options in the search panel', async () => {
    const options = await page.locator('select option').allTextContents();
    const joined = options.join('|').toLowerCase();
    for (const o of ['electrician', 'plumber', 'carpenter', 'tiler', 'painter', 'emergency', '4.5', '25']) expect(joined).toContain(o);
  });

  it('sends Login and the hero buttons to the sign-in page', async () => {
    for (const name of ['Find Expert Tradesmen', 'Join as Professional', 'Search Tradesmen']) {
      await page.goto('/');
      await page.getByRole('button', { name }).first().click();
      await page.waitForURL(/\/oidc\/interaction\//);
      await expect.poll(() => page.getByRole('heading', { name: 'Sign in or create your account' }).isVisible()).toBe(true);
    }
  });

  it('links Blog to /blog', async () => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(/\/blog$/);
  });

  it('keeps logged-out visitors off logged-in routes', async () => {
    await page.goto('/search');
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto('/messages');
    await expect.poll(() => page.getByText('Please log in to view messages').isVisible()).toBe(true);
    await page.goto('/create-project');
    await expect.poll(() => page.getByText('Please log in to post a project').isVisible()).toBe(true);
  });

  it("shows 'Page Not Found' for unknown paths, answered with HTTP 404", async () => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByText('Page Not Found').first().isVisible()).toBe(true);
    await screenshot(page, 'not-found');
  });
});
