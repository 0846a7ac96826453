import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, screenshot, signIn } from '../../tests/support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a tradesman', () => {
  it('joins as a tradesman and sees the tradesman dashboard', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Join as Tradesman' }).first().click();
    await page.waitForURL(/\/oidc\/interaction\//);
    await expect.poll(() => page.getByLabel('Tradesman').isChecked()).toBe(true);
    await signIn(page, { email: 'e2e.trade@example.com', firstName: 'Tom', userType: 'tradesman' }, page.url());
    await expect.poll(() => page.getByText('Welcome back, Tom!').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Manage your profile, showcase your work, and connect with clients.').isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/Complete your profile/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/^tradesman$/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await screenshot(page, 'dashboard-tradesman');
  });
});

describe('on a phone (375 px)', () => {
  it('opens the mobile menu with the same links and closes it on a click', async () => {
    const page = await (await newContext(browser, { width: 375, height: 812 })).newPage();
    await signIn(page, { email: 'e2e.phone@example.com', firstName: 'Pat', userType: 'client' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const name of ['Find Tradesmen', 'Post a Project', 'Community', 'Blog', 'Messages']) {
      await expect.poll(() => menu.getByRole('link', { name }).isVisible()).toBe(true);
    }
    await screenshot(page, 'mobile-menu-375');
    await menu.getByRole('link', { name: 'Post a Project' }).click();
    await page.waitForURL(/\/create-project$/);
    await expect.poll(() => menu.isVisible()).toBe(false);
  });
});
