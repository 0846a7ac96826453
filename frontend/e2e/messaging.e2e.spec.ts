import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { fillSignIn, launchBrowser, newContext, screenshot, signIn } from '../../tests/support/browser.ts';

// A client and the seeded tradesman James talk in two browsers; every update arrives by socket.
let browser: Browser;
let client: Page;
let james: Page;
let jamesUserId: string;
let jamesProfileId: string;

const JAMES = { email: 'james.whitfield@example.co.uk', firstName: 'James', userType: 'tradesman' } as const;
const CLIENT = { email: 'e2e.messages@example.com', firstName: 'Olivia', userType: 'client' } as const;

const composer = (page: Page) => page.getByPlaceholder('Type your message...');
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' });
const conversationLog = (page: Page) => page.getByRole('log');
/** The badge beside Messages in the desktop top bar. */
const topBarBadge = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByTestId('messages-unread-badge');
const visible = (locator: Locator) => () => locator.isVisible();
/** Lets a toast finish sliding in before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(300);

beforeAll(async () => {
  browser = await launchBrowser();
  james = await (await newContext(browser)).newPage();
  client = await (await newContext(browser)).newPage();
  await signIn(james, JAMES);
  const profile = (await (await james.request.get('/api/tradesmen/profile/me')).json()) as { id: string; userId: string };
  jamesProfileId = profile.id;
  jamesUserId = profile.userId;
  await signIn(client, CLIENT);
});
afterAll(() => browser?.close());

describe('messaging between a client and a tradesman', () => {
  it('shows the empty screen before anyone has written', async () => {
    await james.goto('/messages');
    await expect.poll(visible(james.getByText('No conversations yet'))).toBe(true);
    await expect.poll(() => james.getByText('Select a conversation').isVisible()).toBe(true);
    await screenshot(james, 'messages-empty');
    await james.goto('/'); // James waits on his dashboard
    await expect.poll(visible(james.getByText('Welcome back, James!'))).toBe(true);
  });

  it("opens a conversation from James's profile; blank text cannot be sent; Shift+Enter adds a line", async () => {
    await client.goto(`/tradesmen/${jamesProfileId}`);
    const main = client.getByRole('main');
    const message = main.getByRole('link', { name: 'Message', exact: true });
    await message.waitFor({ timeout: 15_000 });
    await message.click();
    await client.waitForURL((u) => u.pathname === '/messages' && u.searchParams.get('partner') === jamesUserId);

    await expect.poll(visible(client.getByText('No messages yet'))).toBe(true);
    // The business the client clicked on, not a bare user id.
    await expect.poll(visible(client.getByRole('heading', { name: 'Whitfield Electrical' }))).toBe(true);
    expect(await sendButton(client).isDisabled()).toBe(true);
    await composer(client).fill('   ');
    expect(await sendButton(client).isDisabled()).toBe(true);
    await composer(client).fill('Hello James, could you quote for a full rewire?');
    await expect.poll(() => sendButton(client).isEnabled()).toBe(true);
    await composer(client).press('Shift+Enter');
    await composer(client).pressSequentially('It is a three-bed semi in Leeds.');
    await expect
      .poll(() => composer(client).inputValue())
      .toBe('Hello James, could you quote for a full rewire?\nIt is a three-bed semi in Leeds.');
    await expect.poll(() => conversationLog(client).getByRole('listitem').count()).toBe(0);
    await screenshot(client, 'messages-new-conversation');
  });

  it('sends with Enter; James sees it live with an unread badge, opens it and the badge clears', async () => {
    await composer(client).press('Enter');
    await expect.poll(visible(client.getByText('Your message has been sent successfully.'))).toBe(true);
    await expect.poll(() => composer(client).inputValue()).toBe('');
    await expect.poll(visible(conversationLog(client).getByText('It is a three-bed semi in Leeds.'))).toBe(true);

    // No reload on James's side: the socket brings the count.
    await expect.poll(visible(topBarBadge(james))).toBe(true);
    await expect.poll(() => topBarBadge(james).textContent()).toBe('1');
    await expect.poll(() => james.getByRole('link', { name: /Messages\W*1 unread/ }).count()).toBeGreaterThan(0);
    await screenshot(james, 'messages-badge-dashboard');

    await james
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Messages/ })
      .click();
    const row = james.getByRole('link', { name: /Olivia/ });
    await expect.poll(visible(row)).toBe(true);
    await expect.poll(() => row.textContent()).toContain('1 unread');
    await screenshot(james, 'messages-list-unread');

    await row.click();
    await expect.poll(visible(conversationLog(james).getByText('Hello James, could you quote for a full rewire?'))).toBe(true);
    await expect.poll(visible(topBarBadge(james))).toBe(false);
    await expect.poll(() => james.getByRole('link', { name: /Olivia/ }).textContent()).not.toContain('unread');
  });

  it('James answers; the client sees it live, and sees James has read the message', async () => {
    await composer(james).fill('Hi Olivia, happy to help. I can visit on Thursday at 10am.');
    await sendButton(james).click();
    await expect.poll(visible(conversationLog(james).getByText('I can visit on Thursday at 10am.', { exact: false }))).toBe(true);
    await settle(james);
    await screenshot(james, 'messages-conversation-tradesman');

    await expect.poll(visible(conversationLog(client).getByText('I can visit on Thursday at 10am.', { exact: false }))).toBe(true);
    await expect.poll(() => conversationLog(client).getByRole('img', { name: 'Read' }).count()).toBeGreaterThan(0);
    // The client has the conversation open, so the answer is read at once: no badge.
    await expect.poll(visible(topBarBadge(client))).toBe(false);
    await settle(client);
    await screenshot(client, 'messages-conversation-client');
  });

  it('keeps the text and says so when sending fails, and a retry sends it once', async () => {
    await client.route('**/api/messages', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.fallback(),
    );
    await composer(client).fill('Thursday works. Will this arrive?');
    await composer(client).press('Enter');
    await expect.poll(visible(client.getByText('Failed to send message. Please try again.'))).toBe(true);
    await expect.poll(() => composer(client).inputValue()).toBe('Thursday works. Will this arrive?');
    await expect.poll(() => sendButton(client).isEnabled()).toBe(true);
    await expect.poll(() => conversationLog(client).getByText('Will this arrive?', { exact: false }).count()).toBe(0);
    await settle(client);
    await screenshot(client, 'messages-send-failed');

    await client.unroute('**/api/messages');
    await sendButton(client).click();
    await expect.poll(visible(conversationLog(client).getByText('Thursday works. Will this arrive?'))).toBe(true);
    await expect.poll(visible(conversationLog(james).getByText('Thursday works. Will this arrive?'))).toBe(true);
    await expect.poll(() => conversationLog(james).getByText('Thursday works. Will this arrive?').count()).toBe(1);
  });

  it('attaches the project a conversation was opened from', async () => {
    const projects = (await (await client.request.get(`/api/tradesmen/${jamesProfileId}/projects`)).json()) as {
      id: string;
      title: string;
    }[];
    const project = projects[0]!;
    await client.goto(`/messages?partner=${jamesUserId}&project=${project.id}`);
    await expect.poll(visible(client.getByRole('link', { name: project.title }))).toBe(true);
    await composer(client).fill('Could you do something like this project for us?');
    await composer(client).press('Enter');
    const tag = conversationLog(client).getByRole('link', { name: `Re: ${project.title}` });
    await expect.poll(visible(tag)).toBe(true);
    await expect.poll(() => tag.getAttribute('href')).toBe(`/projects/${project.id}`);
    await expect.poll(visible(conversationLog(james).getByRole('link', { name: `Re: ${project.title}` }))).toBe(true);
    await settle(client);
    await screenshot(client, 'messages-about-project');
  });

  it('searches conversations by name and by text', async () => {
    const search = james.getByPlaceholder('Search conversations...');
    await search.fill('OLIVIA');
    await expect.poll(() => james.getByRole('link', { name: /Olivia/ }).isVisible()).toBe(true);
    await search.fill('no such words');
    await expect.poll(visible(james.getByText('No conversations match your search'))).toBe(true);
    await search.fill('LIKE THIS PROJECT');
    await expect.poll(visible(james.getByRole('link', { name: /Olivia/ }))).toBe(true);
    await search.fill('');
  });

  it('on a phone shows the list, then the conversation full width with a back button', async () => {
    await james.setViewportSize({ width: 375, height: 812 });
    await james.goto('/messages');
    const row = james.getByRole('link', { name: /Olivia/ });
    await expect.poll(visible(row)).toBe(true);
    await expect.poll(() => composer(james).count()).toBe(0);
    await screenshot(james, 'messages-phone-list');
    await row.click();
    await expect.poll(visible(composer(james))).toBe(true);
    await expect.poll(() => row.isVisible()).toBe(false);
    await screenshot(james, 'messages-phone-conversation');
    await james.getByRole('button', { name: 'Back to conversations' }).click();
    await expect.poll(visible(row)).toBe(true);
  });

  it("asks logged-out visitors to log in, then opens the conversation an e-mail's link named", async () => {
    const page = await (await newContext(browser)).newPage();
    // The link of a direct-message e-mail: the conversation with the sender.
    await page.goto(`/messages?partner=${jamesUserId}`);
    await expect.poll(visible(page.getByText('Please log in to view messages'))).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).first().isVisible()).toBe(true);
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await fillSignIn(page, CLIENT);
    await page.waitForURL((u) => u.pathname === '/messages' && u.searchParams.get('partner') === jamesUserId);
    await expect.poll(visible(conversationLog(page).getByText('I can visit on Thursday at 10am.', { exact: false }))).toBe(true);
    await expect.poll(visible(composer(page))).toBe(true);
    await page.context().close();
  });
});
