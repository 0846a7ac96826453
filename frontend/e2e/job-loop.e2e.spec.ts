/**
 * The job loop end to end (issue 23): two tradesmen quote for one trade, the client hires one and,
 * as that fills the team, says when the work starts (on a date); the losing bidder sees 'Not selected
 * this time' in My Applications and the bell; the project and the room's timeline show the start date.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, signIn } from '../../tests/support/browser.ts';

let browser: Browser;
let client: Page;
let winner: Page;
let loser: Page;
let loserPhone: Page;
let projectId = '';
const TITLE = 'Replace the leaking kitchen tap';
const START = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const START_SHOWN = new Date(`${START}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

async function api(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  client = await (await newContext(browser, { width: 1366, height: 900 })).newPage();
  winner = await (await newContext(browser, { width: 1366, height: 900 })).newPage();
  loser = await (await newContext(browser, { width: 1366, height: 900 })).newPage();
  loserPhone = await (await newContext(browser, { width: 390, height: 844 })).newPage();
  await signIn(client, { email: 'loop.e2e.client@example.com', firstName: 'Carla', userType: 'client' });
  await signIn(winner, { email: 'loop.e2e.winner@example.com', firstName: 'Wes', userType: 'tradesman' });
  await signIn(loser, { email: 'loop.e2e.loser@example.com', firstName: 'Lou', userType: 'tradesman' });
  await signIn(loserPhone, { email: 'loop.e2e.loser@example.com', firstName: 'Lou', userType: 'tradesman' });
  for (const [page, businessName, postcode] of [
    [winner, 'Wes Waterworks', 'LS6 2AB'],
    [loser, 'Lou Leaks', 'LS1 1AA'],
  ] as const) {
    const res = await api(page, 'POST', '/api/tradesmen/profile', {
      businessName,
      postcode,
      location: 'Leeds',
      tradeCategories: ['plumber'],
    });
    expect(res.status).toBe(201);
  }
  const posted = await api(client, 'POST', '/api/client-projects', {
    title: TITLE,
    description: 'The mixer tap drips constantly.',
    location: 'Headingley LS6 3AA',
    requiredTrades: ['Plumber'],
  });
  expect(posted.status).toBe(201);
  projectId = String(posted.json.id);
  for (const [page, cost] of [
    [winner, '160'],
    [loser, '175'],
  ] as const) {
    const quote = { message: 'Can do this week.', proposedCost: cost, estimatedDuration: '1 day', trades: ['Plumber'] };
    let status = 0;
    // The project may take a moment to reach the read model the route checks.
    for (let i = 0; i < 50 && status !== 201; i++) {
      status = (await api(page, 'POST', `/api/client-projects/${projectId}/applications`, quote)).status;
      if (status !== 201) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(201);
  }
}, 120_000);
afterAll(() => browser?.close());

describe('the job loop', () => {
  it('hiring the last trade asks start now or on a date; the project and the timeline show the start date', async () => {
    await client.goto(`/my-projects/${projectId}`);
    const wes = client.getByRole('listitem', { name: 'Quote from Wes Waterworks' });
    await expect.poll(() => wes.isVisible(), { timeout: 15_000 }).toBe(true);
    await wes.getByRole('button', { name: 'Accept' }).click();
    const dialog = client.getByRole('alertdialog');
    await expect.poll(() => dialog.getByText('When does the work start?').isVisible()).toBe(true);
    expect(await dialog.getByLabel('Start now').isChecked()).toBe(true);
    await dialog.getByLabel('On a date').check();
    // A date is needed once 'On a date' is chosen.
    await dialog.getByRole('button', { name: 'Hire and set the start date' }).click();
    await expect.poll(() => dialog.getByText('Choose the day the work starts').isVisible()).toBe(true);
    await dialog.getByLabel('Start date').fill(START);
    await screenshot(client, 'job-loop-hire-start-choice-1366');
    await client.setViewportSize({ width: 390, height: 844 });
    await screenshot(client, 'job-loop-hire-start-choice-390');
    await client.setViewportSize({ width: 1366, height: 900 });
    await dialog.getByRole('button', { name: 'Hire and set the start date' }).click();
    await expect.poll(() => wes.getByText('Hired').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => client.getByText(`Work starts ${START_SHOWN}`).isVisible()).toBe(true);
    const lou = client.getByRole('listitem', { name: 'Quote from Lou Leaks' });
    await expect.poll(() => lou.getByText('Not selected this time').isVisible()).toBe(true);
    await client.goto(`/my-projects/${projectId}/room`);
    const starts = client.locator('li[data-kind="in_progress"]');
    await expect.poll(() => starts.textContent()).toContain(`Work starts ${START_SHOWN}`);
    await screenshot(client, 'job-loop-client-start-date-1366');
  });

  it("the losing bidder sees 'Not selected this time' in My Applications and the bell", async () => {
    await loser.goto('/applications');
    await expect.poll(() => loser.getByText('Not selected this time').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => loser.getByText('Rejected', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => loser.getByTestId('notification-bell').getAttribute('aria-label')).toMatch(/unread/);
    await loser.getByTestId('notification-bell').click();
    const panel = loser.getByTestId('notification-panel');
    await expect.poll(() => panel.getByText(`Not selected this time: Carla hired someone else for '${TITLE}'`).isVisible()).toBe(true);
    await screenshot(loser, 'job-loop-loser-bell-1366');
    await loser.keyboard.press('Escape');
    await screenshot(loser, 'job-loop-my-applications-1366');

    await loserPhone.goto('/applications');
    await expect.poll(() => loserPhone.getByText('Not selected this time').isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(loserPhone, 'job-loop-my-applications-390');
    await loserPhone.getByTestId('notification-bell').click();
    await expect
      .poll(() =>
        loserPhone
          .getByTestId('notification-panel')
          .getByText(/Not selected this time/)
          .isVisible(),
      )
      .toBe(true);
    await screenshot(loserPhone, 'job-loop-loser-bell-390');
    // Find Jobs says the travel distance it searched within (a new project nearby, so the list is not empty).
    const next = { title: 'Bath taps', description: 'Two new taps.', location: 'Leeds LS2 7AA', requiredTrades: ['Plumber'] };
    expect((await api(client, 'POST', '/api/client-projects', next)).status).toBe(201);
    for (const [page, size] of [
      [loser, '1366'],
      [loserPhone, '390'],
    ] as const) {
      await page.goto('/jobs');
      await expect.poll(() => page.getByText('within your travel distance of 25 miles').isVisible(), { timeout: 15_000 }).toBe(true);
      await screenshot(page, `job-loop-find-jobs-${size}`);
    }
  });

  it('the winner sees the start date on the timeline, on a phone as well', async () => {
    await winner.goto(`/jobs/${projectId}?room=open`);
    const room = winner.getByTestId('project-room');
    await expect
      .poll(() => room.locator('li[data-kind="in_progress"]').textContent(), { timeout: 15_000 })
      .toContain(`Work starts ${START_SHOWN}`);
    await winner.setViewportSize({ width: 390, height: 844 });
    await screenshot(winner, 'job-loop-winner-timeline-390');
  });
});
