/**
 * E-mail preferences (issue 25): a tradesman sees the kinds that concern tradesmen (and everyone),
 * not a client's; choosing "In the daily digest" for job alerts is kept across a reload; a client
 * sees the client's kinds. Screenshots at 1280 and 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, signIn } from '../../tests/support/browser.ts';

let browser: Browser;
let tradesman: Page;
let client: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  tradesman = await (await newContext(browser)).newPage();
  client = await (await newContext(browser, { width: 390, height: 844 })).newPage();
  await signIn(tradesman, { email: 'prefs.tradesman@example.com', firstName: 'Tam', userType: 'tradesman' });
  await signIn(client, { email: 'prefs.client@example.com', firstName: 'Cleo', userType: 'client' });
});
afterAll(async () => {
  await browser?.close();
});

describe('the e-mail preferences section', () => {
  it('lets a tradesman send job alerts to the daily digest, kept across a reload', async () => {
    await tradesman.goto('/settings/notifications');
    const alerts = tradesman.getByLabel('New jobs in my area (job alerts)');
    await expect.poll(() => alerts.isVisible()).toBe(true);
    expect(await alerts.inputValue()).toBe('instant');
    expect(await tradesman.getByLabel('Invitations to quote').isVisible()).toBe(true);
    expect(await tradesman.getByLabel('Replies to my forum posts').isVisible()).toBe(true);
    expect(await tradesman.getByLabel('New quotes on my projects').count()).toBe(0);

    await alerts.selectOption('daily');
    await expect.poll(() => tradesman.getByText('E-mail preferences saved').isVisible()).toBe(true);
    await tradesman.getByLabel('Being shortlisted').selectOption('off');
    await expect
      .poll(async () => {
        const res = await tradesman.evaluate(async () => (await fetch('/api/me/notification-preferences')).json());
        const prefs = (res as { preferences: { kind: string; mode: string }[] }).preferences;
        return prefs.filter((p) => p.kind === 'job_alert' || p.kind === 'quote_shortlisted').map((p) => p.mode);
      })
      // In the kinds' order: shortlisted, then job alerts.
      .toEqual(['off', 'daily']);
    await tradesman.reload();
    await expect.poll(() => tradesman.getByLabel('New jobs in my area (job alerts)').inputValue()).toBe('daily');
    expect(await tradesman.getByLabel('Being shortlisted').inputValue()).toBe('off');
    await screenshot(tradesman, 'notification-preferences-tradesman-1280');
  });

  it('shows a client the kinds that concern clients', async () => {
    await client.goto('/settings/notifications');
    await expect.poll(() => client.getByLabel('New quotes on my projects').isVisible()).toBe(true);
    expect(await client.getByLabel('Project room messages').isVisible()).toBe(true);
    expect(await client.getByLabel('New jobs in my area (job alerts)').count()).toBe(0);
    await screenshot(client, 'notification-preferences-client-390');
  });
});
