/**
 * Jobs end to end: a client posts a two-trade project; two tradesmen (two browsers) find it in
 * Find Jobs and quote; the client hires both from 'View All Projects'; everyone sees the new status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, signIn } from '../../tests/support/browser.ts';

let browser: Browser;
let client: Page;
let plumber: Page;
let sparky: Page;
let projectId = '';

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
  client = await (await newContext(browser)).newPage();
  plumber = await (await newContext(browser)).newPage();
  sparky = await (await newContext(browser, { width: 375, height: 812 })).newPage();
  await signIn(client, { email: 'jobs.e2e.client@example.com', firstName: 'Carla', userType: 'client' });
  await signIn(plumber, { email: 'jobs.e2e.plumber@example.com', firstName: 'Pete', userType: 'tradesman' });
  await signIn(sparky, { email: 'jobs.e2e.sparky@example.com', firstName: 'Suzy', userType: 'tradesman' });
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
      await api(sparky, 'POST', '/api/tradesmen/profile', {
        businessName: 'Suzy Sparks',
        postcode: 'LS1 1AA',
        location: 'Leeds',
        tradeCategories: ['electrician'],
      })
    ).status,
  ).toBe(201);
  const posted = await api(client, 'POST', '/api/client-projects', {
    title: 'Bathroom refit with new lighting',
    description: 'Replace the suite and fit downlights.',
    location: 'Headingley LS6 3AA',
    budget: '£6,000 - £8,000',
    timeline: 'Within 2 months',
    projectType: 'renovation',
    requiredTrades: ['Plumber', 'Electrician'],
    isMultiTrade: true,
  });
  expect(posted.status).toBe(201);
  projectId = String(posted.json.id);
}, 120_000);
afterAll(() => browser?.close());

async function quote(page: Page, cost: string, name: string, trade: string) {
  await page.getByRole('link', { name: 'Bathroom refit with new lighting' }).click();
  await page.waitForURL(new RegExp(`/jobs/${projectId}$`));
  await page.getByLabel('Message to the client').fill(`${name}: I can start next week and will leave it spotless.`);
  await page.getByLabel('Estimated duration').fill('5 days');
  await page.getByLabel('Proposed cost (£)').fill(cost);
  await page.getByLabel(trade, { exact: true }).check();
  await page.getByRole('button', { name: 'Send Quote' }).click();
}

describe('jobs', () => {
  it('tradesmen see Find Jobs instead of Post a Project, find the job and quote', async () => {
    const nav = plumber.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('link', { name: 'Find Jobs' }).isVisible()).toBe(true);
    await expect.poll(() => nav.getByRole('link', { name: 'Post a Project' }).count()).toBe(0);
    await nav.getByRole('link', { name: 'Find Jobs' }).click();
    await plumber.waitForURL(/\/jobs$/);
    await expect.poll(() => plumber.getByText('Bathroom refit with new lighting').isVisible()).toBe(true);
    await expect
      .poll(() =>
        plumber
          .getByText(/miles away/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await screenshot(plumber, 'jobs-find-jobs');

    await quote(plumber, '0', 'Pete', 'Plumber');
    await expect.poll(() => plumber.getByText('Proposed cost must be more than £0').isVisible()).toBe(true);
    await plumber.getByLabel('Plumber', { exact: true }).uncheck();
    await plumber.getByRole('button', { name: 'Send Quote' }).click();
    await expect.poll(() => plumber.getByText('Select at least one trade').isVisible()).toBe(true);
    await plumber.getByLabel('Plumber', { exact: true }).check();
    await screenshot(plumber, 'jobs-apply-validation');
    await plumber.getByLabel('Proposed cost (£)').fill('4250.50');
    await plumber.getByRole('button', { name: 'Send Quote' }).click();
    await expect.poll(() => plumber.getByText('£4,250.50', { exact: false }).isVisible()).toBe(true);
    await expect.poll(() => plumber.getByText('Pending').first().isVisible()).toBe(true);
    await screenshot(plumber, 'jobs-quote-sent');

    await sparky.goto('/jobs');
    await expect.poll(() => sparky.getByText('Bathroom refit with new lighting').isVisible()).toBe(true);
    await quote(sparky, '1800', 'Suzy', 'Electrician');
    await expect.poll(() => sparky.getByText('£1,800.00', { exact: false }).isVisible()).toBe(true);
    await screenshot(sparky, 'jobs-quote-sent-375');
  });

  it('the client hires one per trade from View All Projects, and everyone sees the new status', async () => {
    await client.goto('/');
    await client.getByRole('link', { name: 'View All Projects' }).click();
    await client.waitForURL(/\/my-projects$/);
    // My Projects lists the projects; each has its own page with its quotes compared by trade.
    await client.getByRole('link', { name: 'Bathroom refit with new lighting' }).click();
    await client.waitForURL((u) => u.pathname === `/my-projects/${projectId}`);
    const pete = client.getByRole('listitem', { name: 'Quote from Pete the Plumber' });
    await expect.poll(() => pete.isVisible()).toBe(true);
    await expect.poll(() => pete.getByText(/miles away/).isVisible()).toBe(true);
    await screenshot(client, 'jobs-client-quotes');
    await pete.getByRole('button', { name: 'Shortlist' }).click();
    await expect.poll(() => pete.getByText('Shortlisted').isVisible()).toBe(true);
    await pete.getByRole('button', { name: 'Accept' }).click();
    await client.getByRole('button', { name: 'Confirm hire' }).click();
    await expect.poll(() => pete.getByText('Hired').isVisible()).toBe(true);
    const suzy = client.getByRole('listitem', { name: 'Quote from Suzy Sparks' });
    await suzy.getByRole('button', { name: 'Accept' }).click();
    await client.getByRole('button', { name: 'Hire and start now' }).click();
    await expect.poll(() => suzy.getByText('Hired').isVisible()).toBe(true);
    await expect.poll(() => client.getByText('In progress').first().isVisible()).toBe(true);
    await screenshot(client, 'jobs-client-hired');

    await plumber.goto('/applications');
    await expect.poll(() => plumber.getByText('Accepted', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => plumber.getByText('Project: In progress').isVisible()).toBe(true);
    await screenshot(plumber, 'jobs-my-applications');

    // The project room: the client and the hired tradesmen share one live thread. Suzy has not opened it
    // and watches her applications: her unread count there grows live, and clears once she opens the room.
    await plumber.goto(`/jobs/${projectId}`);
    await sparky.goto('/applications');
    let plumberReads = 0;
    plumber.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/room/read')) plumberReads += 1;
    });
    const plumberRoom = plumber.getByTestId('project-room');
    const clientRoom = client.getByTestId('project-room');
    await plumberRoom.getByRole('button', { name: 'Open room' }).click();
    // The client's room is a page of its own, linked from the project's page.
    await client.getByRole('link', { name: 'Open project room' }).click();
    await client.waitForURL((u) => u.pathname === `/my-projects/${projectId}/room`);
    await expect.poll(() => plumberRoom.getByText('Hired Pete the Plumber', { exact: false }).isVisible()).toBe(true);
    await expect.poll(() => sparky.getByRole('link', { name: 'Project room' }).isVisible()).toBe(true);
    await clientRoom.getByLabel('Message the team').fill('Welcome both, keys are under the mat');
    await clientRoom.getByRole('button', { name: 'Send to the team' }).click();
    // Live: nobody reloads.
    await expect.poll(() => plumberRoom.getByText('Welcome both, keys are under the mat').isVisible()).toBe(true);
    await expect.poll(() => sparky.getByTestId('room-unread').textContent()).toContain('1 new');
    await plumberRoom.getByLabel('Message the team').fill('Water off at 9 on Monday');
    await plumberRoom.getByRole('button', { name: 'Send to the team' }).click();
    await expect.poll(() => clientRoom.getByText('Water off at 9 on Monday').isVisible()).toBe(true);
    await expect.poll(() => sparky.getByTestId('room-unread').textContent()).toContain('2 new');
    // Open rooms read what arrives: neither the client nor Pete has anything unread.
    await expect.poll(() => plumber.getByTestId('room-unread').count()).toBe(0);
    await expect.poll(() => client.getByTestId('room-unread').count()).toBe(0);
    await screenshot(sparky, 'jobs-room-unread-375');

    await sparky.getByRole('link', { name: 'Project room' }).click();
    await sparky.waitForURL((u) => u.pathname === `/my-projects/${projectId}/room`);
    const sparkyRoom = sparky.getByTestId('project-room');
    await expect.poll(() => sparkyRoom.getByText('Water off at 9 on Monday').isVisible()).toBe(true);
    await expect.poll(() => sparky.getByTestId('room-unread').count()).toBe(0);
    await sparky.goto('/applications');
    await expect.poll(() => sparky.getByRole('link', { name: 'Project room' }).isVisible()).toBe(true);
    await sparky.waitForLoadState('networkidle');
    await expect.poll(() => sparky.getByTestId('room-unread').count()).toBe(0); // read, as recorded: not just hidden
    await sparky.goto(`/jobs/${projectId}?room=open`);

    // Pete marks his part done; the client's open room shows it on the timeline, live.
    await plumberRoom.getByRole('button', { name: 'Mark Plumber done' }).click();
    await plumber.getByRole('button', { name: 'Mark as done' }).click();
    await expect.poll(() => clientRoom.getByText('Pete the Plumber marked Plumber done').isVisible()).toBe(true);
    await expect.poll(() => clientRoom.getByText('Done · Pete the Plumber').isVisible()).toBe(true);
    await expect.poll(() => sparkyRoom.getByText('Pete the Plumber marked Plumber done').isVisible()).toBe(true);
    await expect.poll(() => plumberRoom.getByRole('button', { name: 'Mark Plumber done' }).count()).toBe(0);
    await expect.poll(() => sparkyRoom.getByRole('button', { name: 'Mark Electrician done' }).isVisible()).toBe(true);
    await screenshot(plumber, 'jobs-project-room-tradesman');
    // An open room reads what arrives once per refetch, never in a loop.
    expect(plumberReads).toBeGreaterThanOrEqual(1);
    expect(plumberReads).toBeLessThanOrEqual(4);
    await clientRoom.scrollIntoViewIfNeeded();
    await screenshot(client, 'jobs-project-room-client-1280');
    await sparkyRoom.scrollIntoViewIfNeeded();
    await screenshot(sparky, 'jobs-project-room-375');
    expect(await sparky.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await client.goto(`/my-projects/${projectId}`);
    await client.getByRole('button', { name: 'Mark completed' }).click();
    await client.getByRole('button', { name: 'Yes, mark completed' }).click();
    await expect.poll(() => client.getByText('Completed', { exact: true }).first().isVisible()).toBe(true);
    await pete.getByRole('button', { name: 'Leave a review' }).click();
    await client.getByRole('radio', { name: /Excellent/ }).check({ force: true });
    await client.getByLabel('Comment').fill('Spotless work, on time.');
    await client.getByRole('button', { name: 'Post Review' }).click();
    await expect.poll(() => pete.getByText('Reviewed', { exact: true }).isVisible()).toBe(true);
    await pete.getByRole('link', { name: 'Pete the Plumber', exact: true }).click();
    await client.getByRole('tab', { name: /Reviews/ }).click();
    await expect.poll(() => client.getByText('Verified job').isVisible()).toBe(true);
    await screenshot(client, 'jobs-verified-review');

    await client.setViewportSize({ width: 375, height: 812 });
    // A link to the room itself (as a notification gives it) opens the room's page.
    await client.goto(`/my-projects#room-${projectId}`);
    await client.waitForURL((u) => u.pathname === `/my-projects/${projectId}/room`);
    await expect.poll(() => client.getByText('Pete the Plumber').first().isVisible()).toBe(true);
    await expect.poll(() => client.getByTestId('project-room').getByText('Water off at 9 on Monday').isVisible()).toBe(true);
    expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(client, 'jobs-client-projects-375');
  });

  it('a client asks for a quote from a profile; the tradesman sees the invitation', async () => {
    const posted = await api(client, 'POST', '/api/client-projects', {
      title: 'Garden tap',
      description: 'Outdoor tap by the back door.',
      requiredTrades: ['Plumber'],
    });
    expect(posted.status).toBe(201);
    const profileId = String((await api(plumber, 'GET', '/api/tradesmen/profile/me')).json.id);
    await client.goto(`/tradesmen/${profileId}`);
    await client.getByRole('button', { name: 'Get Quote' }).click();
    await client.getByRole('button', { name: 'Request Quote' }).click();
    await expect.poll(() => client.getByText('Choose one of your open projects').last().isVisible()).toBe(true);
    await client.getByLabel('Project').selectOption({ label: 'Garden tap' });
    await screenshot(client, 'jobs-get-quote-dialog');
    await client.getByRole('button', { name: 'Request Quote' }).click();
    await expect.poll(() => client.getByText('Quote requested').isVisible()).toBe(true);
    await plumber.goto('/jobs');
    const card = plumber.getByRole('listitem').filter({ hasText: 'Garden tap' });
    await expect.poll(() => card.getByText('Invited to quote').isVisible()).toBe(true);
  });
});
