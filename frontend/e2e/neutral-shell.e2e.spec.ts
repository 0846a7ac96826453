import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, newContext, screenshot, signIn } from '../../tests/support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Holds /api/auth/user back until `release()` is called, as a slow network would. */
async function holdAuth(page: Page) {
  const held: Route[] = [];
  let holding = true;
  const handler = (route: Route) => (holding ? void held.push(route) : route.continue());
  await page.route('**/api/auth/user', handler);
  return {
    waitHeld: () => expect.poll(() => held.length).toBeGreaterThan(0),
    release: async () => {
      holding = false;
      for (const r of held.splice(0)) await r.continue();
      await page.unroute('**/api/auth/user', handler);
    },
  };
}

const loginButtons = (page: Page) => page.getByRole('button', { name: /^(Login|Join as Tradesman)$/ }).count();

describe('neutral shell while the user is not yet known (issue 15)', () => {
  it('shows a top-bar skeleton, not the landing or Login / Join, to a signed-in member', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, { email: 'e2e.shell@example.com', firstName: 'Shelly', userType: 'client' });
    for (const path of ['/', '/search']) {
      const auth = await holdAuth(page);
      await page.goto(path);
      await auth.waitHeld();
      await expect.poll(() => page.getByTestId('top-bar-skeleton').isVisible()).toBe(true);
      expect(await loginButtons(page)).toBe(0);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(0);
      if (path === '/') await screenshot(page, 'neutral-shell-1280');
      await auth.release();
      await expect.poll(() => page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
      expect(await loginButtons(page)).toBe(0);
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await page.close();
  });

  it('shows a visitor the landing page once the answer is "logged out"', async () => {
    const page = await (await newContext(browser)).newPage();
    const auth = await holdAuth(page);
    await page.goto('/');
    await auth.waitHeld();
    await expect.poll(() => page.getByTestId('top-bar-skeleton').isVisible()).toBe(true);
    expect(await loginButtons(page)).toBe(0);
    await auth.release();
    await expect.poll(() => loginButtons(page)).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.close();
  });
});

describe('mobile menu keyboard use', () => {
  it('closes on Escape and gives focus back to the toggle', async () => {
    const page = await (await newContext(browser, { width: 375, height: 800 })).newPage();
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mobile-menu');
    await page.close();
  });
});
