import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const appUrl = () => inject('appUrl');
export const SCREENSHOT_DIR = path.resolve('artifacts/screenshots');

/** Debian's Chromium, headless; never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}

export async function newContext(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<BrowserContext> {
  return browser.newContext({ baseURL: appUrl(), viewport, locale: 'en-GB' });
}

/** A full-page shot from the top, so the sticky top bar is not painted halfway down the page. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Signs in through the real local OpenID provider's page, as a person would. */
export async function signIn(
  page: Page,
  who: { email: string; firstName: string; userType: 'client' | 'tradesman' },
  start = '/api/login',
) {
  await page.goto(start);
  await fillSignIn(page, who);
  await page.waitForURL((u) => u.pathname === '/');
}

/** Fills and sends the local provider's sign-in form, on which the page stands. */
export async function fillSignIn(page: Page, who: { email: string; firstName: string; userType: 'client' | 'tradesman' }) {
  await page.getByLabel('E-mail address').fill(who.email);
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel(who.userType === 'client' ? 'Client' : 'Tradesman').check();
  await page.getByRole('button', { name: 'Continue' }).click();
}
