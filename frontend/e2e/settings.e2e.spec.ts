import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, signIn } from '../../tests/support/browser.ts';

// Settings (decision 0061): a copy of your data becomes ready; closing signs you out; signing in
// again within the grace period offers to reopen.
let browser: Browser;
let page: Page;
const PERSON = { email: 'e2e.settings@example.com', firstName: 'Sienna', userType: 'client' } as const;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser)).newPage();
  await signIn(page, PERSON);
});
afterAll(() => browser?.close());

describe('Settings', () => {
  it('is reached from the user menu; a requested copy of your data becomes ready to download', async () => {
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await page.waitForURL((u) => u.pathname === '/settings');
    await page.getByRole('button', { name: 'Request a copy of your data' }).click();
    await expect.poll(() => page.getByTestId('export-state').textContent(), { timeout: 60_000 }).toMatch(/Ready/);
    const link = page.getByRole('link', { name: /Download your data/ });
    expect(await link.isVisible()).toBe(true);
    const res = await page.request.get((await link.getAttribute('href'))!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/zip');
    await screenshot(page, 'settings-export-ready');
  });

  it('closes the account after the e-mail is typed, and signs out', async () => {
    const close = page.getByRole('button', { name: 'Close my account' });
    expect(await close.isDisabled()).toBe(true);
    await page.getByLabel(/Type your e-mail address/).fill(PERSON.email);
    await close.click();
    await page.waitForURL((u) => u.pathname === '/' && u.search.includes('closed'));
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  it('signing in again within the grace period offers to reopen, and reopening restores the account', async () => {
    await page.goto('/api/login');
    await page.getByLabel('E-mail address').fill(PERSON.email);
    await page.getByLabel('First name').fill(PERSON.firstName);
    await page.getByLabel('Client').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((u) => u.pathname === '/settings', { timeout: 30_000 });
    await expect.poll(() => page.getByText('Your account is closed').first().isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'settings-reopen');
    await page.getByRole('button', { name: 'Reopen my account' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => page.getByText('Welcome back, Sienna!').isVisible(), { timeout: 15_000 }).toBe(true);
  });
});
