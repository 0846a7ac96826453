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

const h1 = (p: Page) => p.getByRole('heading', { level: 1 }).textContent();

describe('trust pages (issue 15)', () => {
  it('opens every Support and Clients page from the landing footer', async () => {
    const pages: [string, string, RegExp][] = [
      ['Help Center', 'Help Centre', /\/help$/],
      ['Contact Us', 'Contact Us', /\/contact$/],
      ['Terms of Service', 'Terms of Service', /\/terms$/],
      ['Privacy Policy', 'Privacy Policy', /\/privacy$/],
      ['Dispute Resolution', 'Dispute Resolution', /\/disputes$/],
      ['Cookie Notice', 'Cookie Notice', /\/cookies$/],
      ['How It Works', 'How It Works', /\/how-it-works$/],
      ['Safety & Trust', 'Safety & Trust', /\/safety$/],
    ];
    for (const [link, title, url] of pages) {
      await page.goto('/');
      await page.locator('footer').last().getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL(url);
      await expect.poll(() => h1(page)).toBe(title);
    }
  });

  it('has real text: the privacy policy says what is kept, how long, and how to get a copy or have it erased', async () => {
    await page.goto('/privacy');
    await expect.poll(() => h1(page)).toBe('Privacy Policy');
    const text = (await page.locator('main').textContent()) ?? '';
    for (const phrase of [
      'UK GDPR',
      'What we store',
      'How long we keep it',
      'subject access request',
      'erased',
      'Information Commissioner',
    ])
      expect(text).toContain(phrase);
    await screenshot(page, 'trust-privacy-1280');
    await page.goto('/safety');
    await expect.poll(() => h1(page)).toBe('Safety & Trust');
    const safety = (await page.locator('main').textContent()) ?? '';
    for (const phrase of ['Gas Safe', 'NICEIC', 'public liability insurance']) expect(safety).toContain(phrase);
  });

  it('links Terms and Privacy from the sign-in dialog', async () => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Find Tradesmen' }).click();
    const dialog = page.getByRole('dialog', { name: 'You need to register or login' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await screenshot(page, 'trust-sign-in-dialog');
    await dialog.getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL(/\/terms$/);
    await expect.poll(() => h1(page)).toBe('Terms of Service');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Find Tradesmen' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(/\/privacy$/);
  });

  it('links every trust page from the app footer too', async () => {
    await page.goto('/terms');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    for (const name of [
      'How It Works',
      'Safety & Trust',
      'Help Centre',
      'Contact Us',
      'Dispute Resolution',
      'Terms of Service',
      'Privacy Policy',
      'Cookie Notice',
    ]) {
      await expect.poll(() => footer.getByRole('link', { name, exact: true }).getAttribute('href')).toMatch(/^\/[a-z-]+$/);
    }
    await footer.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(/\/contact$/);
    await expect
      .poll(() => page.getByRole('link', { name: 'support@tradeguild.co.uk' }).first().getAttribute('href'))
      .toBe('mailto:support@tradeguild.co.uk');
  });

  it('gives the landing buttons somewhere to go: visitors get the sign-in dialog, public pages open', async () => {
    await page.goto('/');
    for (const name of [/^View Profile/, /^View Full Project/, /^Advanced Filters/, /^Learn More about Professional Forum/]) {
      await page.getByRole('button', { name }).first().click();
      const dialog = page.getByRole('dialog', { name: 'You need to register or login' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
    }
    await page.getByRole('link', { name: 'Learn More about Training Resources' }).click();
    await page.waitForURL(/\/blog$/);
    await page.goto('/');
    await expect.poll(() => page.locator('footer a[href="#"]').count()).toBe(0);
  });

  it('reads well at 375 px', async () => {
    const small = await (await newContext(browser, { width: 375, height: 800 })).newPage();
    await small.goto('/how-it-works');
    await expect.poll(() => h1(small)).toBe('How It Works');
    const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(small, 'trust-how-it-works-375');
    await small.close();
  });

  it("shows 'Something went wrong' under the site's header when a page's code cannot be downloaded, and Reload page recovers", async () => {
    // As after a release, when an open tab asks for a page chunk the server no longer has.
    const tab = await (await newContext(browser)).newPage();
    await tab.route(/\/assets\/trust-[^/]+\.js$/, (route) => route.abort());
    await tab.goto('/help');
    await expect.poll(() => tab.getByRole('alert').filter({ hasText: 'Something went wrong' }).isVisible()).toBe(true);
    expect(await tab.getByRole('banner').isVisible()).toBe(true);
    await screenshot(tab, 'page-error');
    await tab.unroute(/\/assets\/trust-[^/]+\.js$/);
    await tab.getByRole('button', { name: 'Reload page' }).click();
    await expect.poll(() => h1(tab)).toBe('Help Centre');
    await tab.close();
  });
});
