import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { appUrl, launchBrowser, newContext, screenshot, signIn } from '../../tests/support/browser.ts';

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

  it('shows a visitor the landing page once the answer is "logged out" (a members-only path, from the shell)', async () => {
    const page = await (await newContext(browser)).newPage();
    const auth = await holdAuth(page);
    await page.goto('/search');
    await auth.waitHeld();
    await expect.poll(() => page.getByTestId('top-bar-skeleton').isVisible()).toBe(true);
    expect(await loginButtons(page)).toBe(0);
    await auth.release();
    await expect.poll(() => loginButtons(page)).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });
});

describe("the visitor's landing arrives as HTML (issue 22)", () => {
  it('is there before any JavaScript runs, and asks nobody who the user is', async () => {
    const context = await browser.newContext({ baseURL: appUrl(), viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Skilled UK tradespeople, proven by their work.');
    expect(await page.getByRole('button', { name: 'Find Expert Tradesmen' }).isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: /renovated Victorian terrace/ }).isVisible()).toBe(true);
    await context.close();
  });

  it('hydrates without an error, a request for the user, or a jump, and then works', async () => {
    const page = await (await newContext(browser, { width: 390, height: 844 })).newPage();
    const errors: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
    page.on('pageerror', (e) => errors.push(e.message));
    const userRequests: string[] = [];
    page.on('request', (r) => void (r.url().includes('/api/auth/user') && userRequests.push(r.url())));
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((l) => {
        for (const e of l.getEntries() as (PerformanceEntry & { value: number })[]) w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // The parsed HTML, before the deferred (module) scripts run: marked, to be found again after hydration.
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') document.querySelector('h1')?.setAttribute('data-from-html', '1');
      });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const heading = page.getByRole('heading', { level: 1 });
    // The same element as the HTML's: React took the page over, it did not build it again.
    expect(await heading.getAttribute('data-from-html')).toBe('1');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
    expect(errors).toEqual([]);
    expect(userRequests).toEqual([]);
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
