import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appUrl, launchBrowser, newContext, signIn } from '../../tests/support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Everything the browser says about the Content Security Policy or uncaught errors. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

describe('the built app under its Content Security Policy', () => {
  it('runs every main page without a single violation', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watch(page);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    await signIn(page, { email: 'csp.client@example.com', firstName: 'Cass', userType: 'client' });
    for (const path of ['/search', '/messages', '/create-project', '/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('cannot be framed by another site', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watch(page);
    await page.setContent(`<iframe id="victim" src="${appUrl()}/messages" width="600" height="400"></iframe>`);
    await expect.poll(() => problems.some((p) => /frame-ancestors|Refused to (frame|display)/i.test(p))).toBe(true);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(
      await frame
        ?.locator('body')
        .innerText()
        .catch(() => ''),
    ).not.toContain('Messages');
    await context.close();
  });

  it('logs out with a POST from the menu, back to the landing page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, { email: 'csp.logout@example.com', firstName: 'Lou', userType: 'client' });
    await page.locator('button:visible', { hasText: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).first().isVisible()).toBe(true);
    const status = await page.evaluate(async () => (await fetch('/api/auth/user')).status);
    expect(status).toBe(401);
    await context.close();
  });
});
