/**
 * Notifications end to end: a tradesman quotes on a client's project in another browser and the
 * client's bell counts it live; the client opens the panel (by mouse and by keyboard), reads the
 * sentence, clicks it and the count drops. On a phone the panel fits the screen and 'Mark all as
 * read' clears the bell. Older notifications come a page at a time, with a retry when a page fails.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route, WebSocketRoute } from 'playwright-core';
import { launchBrowser, newContext, SCREENSHOT_DIR, signIn } from '../../tests/support/browser.ts';

let browser: Browser;
let client: Page;
let phone: Page;
let plumber: Page;
let roofer: Page;
let projectId = '';
const TITLE = 'Leaking kitchen tap and a new radiator';

async function api(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
    },
    { method, url, body },
  );
}

/** The panel as it looks on screen (the viewport, not the full page). */
async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`) });
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const bellLabel = (page: Page) => bell(page).getAttribute('aria-label');

beforeAll(async () => {
  browser = await launchBrowser();
  client = await (await newContext(browser)).newPage();
  plumber = await (await newContext(browser)).newPage();
  roofer = await (await newContext(browser)).newPage();
  phone = await (await newContext(browser, { width: 375, height: 812 })).newPage();
  await signIn(client, { email: 'notify.e2e.client@example.com', firstName: 'Clara', userType: 'client' });
  await signIn(plumber, { email: 'notify.e2e.plumber@example.com', firstName: 'Pete', userType: 'tradesman' });
  await signIn(roofer, { email: 'notify.e2e.roofer@example.com', firstName: 'Rita', userType: 'tradesman' });
  await signIn(phone, { email: 'notify.e2e.client@example.com', firstName: 'Clara', userType: 'client' });
  expect(
    (
      await api(plumber, 'POST', '/api/tradesmen/profile', {
        businessName: 'Pete the Plumber',
        postcode: 'LS6 2AB',
        location: 'Leeds',
        tradeCategories: ['plumber'],
      })
    ).status,
  ).toBe(201);
  expect(
    (
      await api(roofer, 'POST', '/api/tradesmen/profile', {
        businessName: 'Rita Heating',
        postcode: 'YO1 7HH',
        location: 'York',
        tradeCategories: ['heating'],
      })
    ).status,
  ).toBe(201);
  const posted = await api(client, 'POST', '/api/client-projects', {
    title: TITLE,
    description: 'The tap drips and the back bedroom needs a radiator.',
    location: 'Headingley LS6 3AA',
    requiredTrades: ['Plumber', 'Heating Engineer'],
    isMultiTrade: true,
  });
  expect(posted.status).toBe(201);
  projectId = String(posted.json.id);
}, 120_000);
afterAll(() => browser?.close());

describe('notifications', () => {
  it('shows an empty bell, with its empty panel, to someone with no notifications', async () => {
    await expect.poll(() => bellLabel(plumber)).toBe('Notifications');
    await bell(plumber).click();
    await expect.poll(() => plumber.getByText('No notifications yet').isVisible()).toBe(true);
    await plumber.keyboard.press('Escape');
    await expect.poll(() => plumber.getByTestId('notification-panel').count()).toBe(0);
  });

  it("counts a new quote on the client's bell live, and the panel says who quoted what", async () => {
    await client.goto('/');
    await expect.poll(() => bellLabel(client)).toBe('Notifications');

    await plumber.goto(`/jobs/${projectId}`);
    await plumber.getByLabel('Message to the client').fill('I can fix the tap on Tuesday.');
    await plumber.getByLabel('Estimated duration').fill('1 day');
    await plumber.getByLabel('Proposed cost (£)').fill('185');
    await plumber.getByLabel('Plumber', { exact: true }).check();
    await plumber.getByRole('button', { name: 'Send Quote' }).click();
    await expect.poll(() => plumber.getByText('Pending').first().isVisible()).toBe(true);

    // No reload: the push raises the count.
    await expect.poll(() => bellLabel(client), { timeout: 15_000 }).toBe('Notifications, 1 unread');
    await expect.poll(() => client.getByTestId('notification-count').textContent()).toBe('1');

    // By keyboard: focus the bell, open it, focus moves into the panel; Escape closes it and focus goes back.
    await bell(client).focus();
    await client.keyboard.press('Enter');
    const panel = client.getByTestId('notification-panel');
    await expect.poll(() => panel.getByRole('heading', { name: 'Notifications' }).evaluate((h) => h === document.activeElement)).toBe(true);
    const sentence = `Pete the Plumber quoted £185.00 for '${TITLE}'`;
    await expect.poll(() => panel.getByText(sentence).isVisible()).toBe(true);
    await shot(client, 'notifications-panel-1280');
    await client.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await bell(client).evaluate((b) => b === document.activeElement)).toBe(true);

    await bell(client).click();
    await client.getByTestId('notification-panel').getByText(sentence).click();
    await client.waitForURL((u) => u.pathname === `/my-projects/${projectId}`);
    await expect.poll(() => bellLabel(client)).toBe('Notifications');
    await expect.poll(() => client.getByRole('heading', { name: TITLE }).isVisible()).toBe(true);
    await bell(client).click();
    await expect.poll(() => client.getByTestId('notification-item').first().textContent()).not.toContain('(unread)');
  });

  it('fits a phone screen, and Mark all as read clears the bell', async () => {
    await phone.goto('/');
    const quote = { message: 'Happy to fit the radiator.', proposedCost: '420', estimatedDuration: '2 days', trades: ['Heating Engineer'] };
    expect((await api(roofer, 'POST', `/api/client-projects/${projectId}/applications`, quote)).status).toBe(201);
    await expect.poll(() => bellLabel(phone), { timeout: 15_000 }).toBe('Notifications, 1 unread');
    await bell(phone).click();
    const panel = phone.getByTestId('notification-panel');
    await expect.poll(() => panel.getByText(`Rita Heating quoted £420.00 for '${TITLE}'`).isVisible()).toBe(true);
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(phone, 'notifications-panel-375');
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => bellLabel(phone)).toBe('Notifications');
    await expect.poll(() => panel.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
    // The other tab of the same person follows.
    await expect.poll(() => bellLabel(client), { timeout: 15_000 }).toBe('Notifications');
  });

  it('does not lose a push sent while a freshly loaded page was still connecting its socket', async () => {
    // The page reads the bell, then the quote arrives before its socket is in Clara's rooms.
    const page = await client.context().newPage();
    // The socket is a WebSocket (no long-polling, for the fleet): it is held before it reaches the server.
    const held: WebSocketRoute[] = [];
    let holding = true;
    await page.routeWebSocket(/\/socket\.io\//, (ws) => (holding ? void held.push(ws) : ws.connectToServer()));
    await page.goto('/');
    await expect.poll(() => bellLabel(page)).toBe('Notifications');
    const second = await api(client, 'POST', '/api/client-projects', {
      title: 'Garden tap',
      description: 'An outside tap by the back door, please.',
      location: 'Headingley LS6 3AA',
      requiredTrades: ['Plumber'],
    });
    expect(second.status).toBe(201);
    const quote = { message: 'Outside tap, half a day.', proposedCost: '95', estimatedDuration: 'Half a day', trades: ['Plumber'] };
    expect((await api(plumber, 'POST', `/api/client-projects/${String(second.json.id)}/applications`, quote)).status).toBe(201);
    // The push has gone out: Clara's connected phone has it. The connecting page heard nothing.
    await expect.poll(() => bellLabel(phone), { timeout: 15_000 }).toBe('Notifications, 1 unread');
    expect(await bellLabel(page)).toBe('Notifications');

    holding = false;
    for (const ws of held) ws.connectToServer();
    await expect.poll(() => bellLabel(page), { timeout: 15_000 }).toBe('Notifications, 1 unread');
    await page.close();
  });

  it('shows older notifications a page at a time below the latest 20, and marks them read with the rest', async () => {
    // Clara has 3 notifications so far (1 unread); 20 more quotes make 23: a full first page and 3 older ones.
    for (let i = 1; i <= 20; i++) {
      const posted = await api(client, 'POST', '/api/client-projects', {
        title: `Odd job ${i}`,
        description: 'A small job around the house.',
        location: 'Headingley LS6 3AA',
        requiredTrades: ['Plumber'],
      });
      expect(posted.status).toBe(201);
      const quote = { message: `Can do job ${i}.`, proposedCost: String(50 + i), estimatedDuration: '1 day', trades: ['Plumber'] };
      expect((await api(plumber, 'POST', `/api/client-projects/${String(posted.json.id)}/applications`, quote)).status).toBe(201);
    }
    await client.goto('/');
    await expect.poll(() => bellLabel(client), { timeout: 15_000 }).toBe('Notifications, 21 unread'); // with the garden tap's, still unread
    await bell(client).click();
    const panel = client.getByTestId('notification-panel');
    const items = panel.getByTestId('notification-item');
    await expect.poll(() => items.count()).toBe(20);
    await expect.poll(() => items.first().textContent()).toContain("Pete the Plumber quoted £70.00 for 'Odd job 20'");

    // The first try fails: the panel says so and offers another; the second gets the page.
    const failOlder = (route: Route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' });
    await client.route('**/api/notifications?*offset=20*', failOlder);
    await panel.getByRole('button', { name: 'Show older notifications' }).click();
    const failure = panel.getByRole('alert');
    await expect.poll(() => failure.textContent()).toContain('Could not load older notifications');
    expect(await items.count()).toBe(20);
    await client.unroute('**/api/notifications?*offset=20*', failOlder);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => items.count()).toBe(23);
    expect(await panel.getByRole('alert').count()).toBe(0);
    await expect.poll(() => panel.getByText("That's everything").isVisible()).toBe(true);
    const texts = await items.allTextContents();
    expect(new Set(texts).size).toBe(23);
    expect(texts.at(-1)).toContain(`Pete the Plumber quoted £185.00 for '${TITLE}'`);
    await panel.getByText("That's everything").scrollIntoViewIfNeeded();
    await shot(client, 'notifications-panel-older-1280');

    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => bellLabel(client)).toBe('Notifications');
    await expect.poll(async () => (await items.allTextContents()).filter((t) => t.includes('(unread)')).length).toBe(0);
    await expect.poll(() => items.count()).toBe(23);
  });
});
