/**
 * A page per client project (issue 23, item 7): the client compares two plumbers' quotes side by
 * side and messages one about this project; edits the project with a photo; sees a withdrawn quote
 * lose its Accept button live; hires, and talks in the project room's own page (Enter sends,
 * Shift+Enter adds a line) with the hired tradesman.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, signIn } from '../../tests/support/browser.ts';
import { png } from '../../tests/support/png.ts';

const TITLE = 'Replace the kitchen sink and fit new lights';
let browser: Browser;
let client: Page;
let pete: Page;
let pip: Page;
let projectId = '';
let pipQuote = '';
let peteUserId = '';

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
  pete = await (await newContext(browser)).newPage();
  pip = await (await newContext(browser)).newPage();
  await signIn(client, { email: 'project.page.client@example.com', firstName: 'Carla', userType: 'client' });
  await signIn(pete, { email: 'project.page.pete@example.com', firstName: 'Pete', userType: 'tradesman' });
  await signIn(pip, { email: 'project.page.pip@example.com', firstName: 'Pip', userType: 'tradesman' });
  for (const [page, businessName, postcode] of [
    [pete, 'Pete the Plumber', 'LS6 2AB'],
    [pip, 'Pip Pipes', 'LS1 1AA'],
  ] as const) {
    const res = await api(page, 'POST', '/api/tradesmen/profile', {
      businessName,
      postcode,
      location: 'Leeds',
      tradeCategories: ['plumber'],
    });
    expect(res.status).toBe(201);
  }
  peteUserId = String((await api(pete, 'GET', '/api/auth/user')).json.id);
  const posted = await api(client, 'POST', '/api/client-projects', {
    title: TITLE,
    description: 'The sink leaks under the worktop; we would also like four downlights over it.',
    location: 'Headingley LS6 3AA',
    budget: '£800 - £1,200',
    timeline: 'Within a month',
    requiredTrades: ['Plumber', 'Electrician'],
    isMultiTrade: true,
  });
  expect(posted.status).toBe(201);
  projectId = String(posted.json.id);
  const peteQuote = {
    message: 'New sink, waste and taps; a morning.',
    proposedCost: '420',
    estimatedDuration: '1 day',
    trades: ['Plumber'],
  };
  expect((await api(pete, 'POST', `/api/client-projects/${projectId}/applications`, peteQuote)).status).toBe(201);
  const pips = { message: 'I can fit the sink this week.', proposedCost: '385.50', estimatedDuration: '2 days', trades: ['Plumber'] };
  const sent = await api(pip, 'POST', `/api/client-projects/${projectId}/applications`, pips);
  expect(sent.status).toBe(201);
  pipQuote = String(sent.json.id);
}, 120_000);
afterAll(() => browser?.close());

const quoteOf = (name: string) => client.getByRole('listitem', { name: `Quote from ${name}` });

describe('a page per client project', () => {
  it('a client compares two quotes for one trade and messages one from the quote', async () => {
    await client.goto('/my-projects');
    await client.getByRole('link', { name: TITLE }).click();
    await client.waitForURL((u) => u.pathname === `/my-projects/${projectId}`);
    await expect.poll(() => client.getByRole('heading', { name: TITLE, level: 1 }).isVisible()).toBe(true);
    const plumbers = client.getByRole('list', { name: 'Quotes for Plumber' });
    await expect.poll(() => plumbers.getByRole('listitem').count()).toBe(2);
    await expect.poll(() => client.getByRole('heading', { name: 'Electrician' }).isVisible()).toBe(true);
    // Side by side: the two columns share a row, with the same facts.
    const [a, b] = [(await quoteOf('Pete the Plumber').boundingBox())!, (await quoteOf('Pip Pipes').boundingBox())!];
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(a.x).not.toBe(b.x);
    for (const fact of ['Duration', 'Rating', 'Verified jobs', 'Distance', 'Response time'])
      expect(await quoteOf('Pete the Plumber').getByText(fact, { exact: true }).isVisible()).toBe(true);
    expect(await quoteOf('Pip Pipes').getByText('Lowest price').isVisible()).toBe(true);
    expect(await quoteOf('Pete the Plumber').getByText('£420.00').isVisible()).toBe(true);
    await screenshot(client, 'project-page-1366');

    await quoteOf('Pete the Plumber').getByRole('link', { name: 'Message Pete the Plumber' }).click();
    await client.waitForURL((u) => u.pathname === '/messages' && u.searchParams.get('partner') === peteUserId);
    expect(new URL(client.url()).searchParams.get('project')).toBe(projectId);
    await expect.poll(() => client.getByRole('heading', { name: 'Pete the Plumber' }).isVisible()).toBe(true);
    // The conversation is about this project: its title, linking back to its page.
    const about = client.getByRole('link', { name: TITLE });
    await expect.poll(() => about.first().isVisible()).toBe(true);
    expect(await about.first().getAttribute('href')).toBe(`/my-projects/${projectId}`);
    await client.getByPlaceholder('Type your message...').fill('Could you start on Monday?');
    await client.keyboard.press('Enter');
    await expect.poll(() => client.getByRole('log').getByText('Could you start on Monday?').isVisible()).toBe(true);
    await expect.poll(() => client.getByRole('log').getByText(`Re: ${TITLE}`).isVisible()).toBe(true);
    // Pete sees who wrote, and about which job.
    await pete.goto(`/messages?partner=${encodeURIComponent(String((await api(client, 'GET', '/api/auth/user')).json.id))}`);
    await expect.poll(() => pete.getByRole('log').getByText(`Re: ${TITLE}`).isVisible()).toBe(true);
  });

  it('edits the open project, with a photo through the checked upload', async () => {
    await client.goto(`/my-projects/${projectId}`);
    await client.getByRole('button', { name: 'Edit project' }).click();
    const dialog = client.getByRole('dialog', { name: 'Edit project' });
    await dialog.getByLabel('Project Title').fill('');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => dialog.getByText('Title is required').isVisible()).toBe(true);
    await dialog.getByLabel('Project Title').fill(`${TITLE} (urgent)`);
    await dialog.getByLabel('Budget').fill('£1,000');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'sink.png', mimeType: 'image/png', buffer: png() });
    await expect.poll(() => dialog.getByRole('img', { name: 'Project photo 1' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => client.getByRole('heading', { name: `${TITLE} (urgent)`, level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => client.getByText('£1,000', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => client.getByRole('list', { name: 'Photos' }).getByRole('img').count()).toBe(1);
  });

  it('a withdrawn quote loses its Accept button without a reload', async () => {
    await expect.poll(() => quoteOf('Pip Pipes').getByRole('button', { name: 'Accept' }).isVisible()).toBe(true);
    let navigations = 0;
    client.on('framenavigated', () => (navigations += 1));
    expect((await api(pip, 'POST', `/api/applications/${pipQuote}/withdraw`)).status).toBe(200);
    await expect.poll(() => quoteOf('Pip Pipes').getByRole('button', { name: 'Accept' }).count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => quoteOf('Pip Pipes').getByText('Withdrawn').isVisible()).toBe(true);
    expect(navigations).toBe(0);
  });

  it('hires, then the room has its own page where Enter sends and Shift+Enter adds a line', async () => {
    await quoteOf('Pete the Plumber').getByRole('button', { name: 'Accept' }).click();
    await client.getByRole('button', { name: 'Confirm hire' }).click();
    await expect.poll(() => quoteOf('Pete the Plumber').getByText('Hired').isVisible()).toBe(true);
    await client.getByRole('link', { name: 'Open project room' }).click();
    await client.waitForURL((u) => u.pathname === `/my-projects/${projectId}/room`);
    await pete.goto(`/my-projects/${projectId}/room`);
    const box = client.getByLabel('Message the team');
    await box.fill('Keys are under the mat.');
    await box.press('Shift+Enter');
    await box.pressSequentially('The gate code is 1234.');
    expect(await box.inputValue()).toBe('Keys are under the mat.\nThe gate code is 1234.');
    await box.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('');
    const sent = client
      .getByTestId('project-room')
      .getByRole('list', { name: 'Messages' })
      .getByText('Keys are under the mat.', { exact: false });
    await expect.poll(() => sent.isVisible()).toBe(true);
    // Live in Pete's room page, as one message of two lines.
    const petes = pete
      .getByTestId('project-room')
      .getByRole('list', { name: 'Messages' })
      .getByText('The gate code is 1234.', { exact: false });
    await expect.poll(() => petes.isVisible(), { timeout: 30_000 }).toBe(true);
    await screenshot(client, 'project-room-1366');
    await client.setViewportSize({ width: 390, height: 844 });
    await screenshot(client, 'project-room-390');
    expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await client.goto(`/my-projects/${projectId}`);
    await expect.poll(() => quoteOf('Pete the Plumber').isVisible()).toBe(true);
    expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(client, 'project-page-390');
  });

  it('closes the project after a confirmation', async () => {
    await client.setViewportSize({ width: 1366, height: 900 });
    await client.getByRole('button', { name: 'Close project' }).click();
    await client.getByRole('button', { name: 'Yes, close project' }).click();
    await expect.poll(() => client.getByText('Cancelled', { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => client.getByRole('button', { name: 'Edit project' }).count()).toBe(0);
  });
});
