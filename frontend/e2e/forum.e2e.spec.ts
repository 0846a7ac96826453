/**
 * The community forum as two tradespeople use it: Alice posts (after seeing the form's messages),
 * Bob finds it by search, replies and likes it from his own browser, and Alice sees the reply
 * arrive in her open thread without reloading. Screenshots at 1280 and 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, signIn } from '../../tests/support/browser.ts';

let browser: Browser;
let alice: Page;
let bob: Page;

const ALICE = { email: 'forum.e2e.alice@example.com', firstName: 'Alice', userType: 'tradesman' } as const;
const BOB = { email: 'forum.e2e.bob@example.com', firstName: 'Bob', userType: 'tradesman' } as const;
const TITLE = 'Which RCBO for an outdoor socket circuit?';
const CONTENT = 'Adding a garden socket on its own circuit.\nType A or Type AC RCBO?\nGuidance: https://www.electricalsafetyfirst.org.uk/';
const REPLY = 'Type A is the safer choice now; AC is being phased out.';

const visible = (locator: Locator) => () => locator.isVisible();
const dialog = (page: Page) => page.getByRole('dialog');
const settle = (page: Page) => page.waitForTimeout(300);

beforeAll(async () => {
  browser = await launchBrowser();
  alice = await (await newContext(browser)).newPage();
  bob = await (await newContext(browser)).newPage();
  await signIn(alice, ALICE);
  await signIn(bob, BOB);
});
afterAll(() => browser?.close());

describe('community forum', () => {
  it('asks a logged-out visitor to log in', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/community');
    await expect.poll(visible(page.getByRole('heading', { name: 'Please log in to access the community' }))).toBe(true);
    await page.context().close();
  });

  it('shows the forum with its categories and stats', async () => {
    await alice.goto('/community');
    await expect.poll(visible(alice.getByRole('heading', { name: 'Community Forum' }))).toBe(true);
    for (const label of ['All Categories', 'General Discussion', 'Technical', 'Tips', 'Tools', 'Business', 'Regulations']) {
      await expect.poll(() => alice.getByRole('button', { name: new RegExp(`^${label}`) }).isVisible()).toBe(true);
    }
    for (const figure of ['2,500+', '850+']) await expect.poll(() => alice.getByText(figure, { exact: true }).isVisible()).toBe(true);
    await alice.getByRole('button', { name: 'Filters' }).click();
    await expect.poll(visible(alice.getByLabel('Sort by'))).toBe(true);
    await screenshot(alice, 'forum-list-1280');
    await alice.screenshot({ path: 'artifacts/screenshots/forum-list-1280-top.png' });
  });

  it('validates the new post form: the three messages, then the tag limit', async () => {
    await alice.getByRole('button', { name: 'Create Post' }).first().click();
    const d = dialog(alice);
    await expect.poll(visible(d.getByRole('heading', { name: 'Create New Post' }))).toBe(true);
    await d.getByRole('button', { name: 'Create Post' }).click();
    for (const message of ['Title is required', 'Content is required', 'Category is required']) {
      await expect.poll(visible(d.getByText(message, { exact: true }))).toBe(true);
    }
    await alice.screenshot({ path: 'artifacts/screenshots/forum-create-errors.png' });

    await d.getByLabel('Title').fill(TITLE);
    await d.getByLabel('Category').selectOption('technical');
    await d.getByLabel('Content').fill(CONTENT);
    const tags = d.getByLabel('Tags', { exact: true });
    for (const tag of ['rcbo', ' ', 'RCBO', 'outdoor', 'garden', 'sockets', 'regs', 'one-too-many']) {
      await tags.fill(tag);
      await tags.press('Enter');
    }
    await expect.poll(visible(d.getByText('Maximum 5 tags allowed', { exact: true }))).toBe(true);
    await expect.poll(() => d.getByRole('button', { name: /^Remove / }).count()).toBe(5);
    await alice.screenshot({ path: 'artifacts/screenshots/forum-create-tags.png' });
    await d.getByRole('button', { name: 'Remove regs' }).click();
    await expect.poll(() => d.getByRole('button', { name: /^Remove / }).count()).toBe(4);

    await d.getByRole('button', { name: 'Create Post' }).click();
    await expect.poll(visible(alice.getByText('Your post has been created successfully.'))).toBe(true);
    await expect.poll(visible(alice.getByRole('link', { name: TITLE }))).toBe(true);
  });

  it('another member finds it by full-text search', async () => {
    await bob.goto('/community');
    await bob.getByLabel('Search posts').fill('outdoor sockets');
    await expect.poll(visible(bob.getByRole('link', { name: TITLE }))).toBe(true);
    await bob.getByLabel('Search posts').fill('zzqx nothing like this');
    await expect.poll(visible(bob.getByText('No posts found'))).toBe(true);
    await expect.poll(() => bob.getByRole('button', { name: 'Create First Post' }).isVisible()).toBe(true);
  });

  it('a reply from another browser appears live in the open thread; likes count', async () => {
    await alice.getByRole('link', { name: TITLE }).click();
    await expect.poll(visible(alice.getByRole('heading', { name: TITLE }))).toBe(true);
    await expect
      .poll(() => alice.getByRole('link', { name: 'https://www.electricalsafetyfirst.org.uk/' }).getAttribute('rel'))
      .toContain('noopener');
    await expect.poll(visible(alice.getByText('No replies yet. Be the first to help.'))).toBe(true);
    const threadUrl = alice.url();

    await bob.goto(threadUrl);
    await expect.poll(visible(bob.getByRole('heading', { name: TITLE }))).toBe(true);
    await bob.getByRole('button', { name: 'Post Reply' }).click();
    await expect.poll(visible(bob.getByText('Content is required', { exact: true }))).toBe(true);
    await bob.getByLabel('Your reply').fill(REPLY);
    await bob.getByRole('button', { name: 'Post Reply' }).click();
    await bob.getByRole('button', { name: /^Like this post/ }).click();
    await expect.poll(() => bob.getByRole('button', { name: /^Unlike this post \(1 like\)/ }).count()).toBe(1);

    // No reload on Alice's side: the socket push brings the reply and the like.
    await expect.poll(visible(alice.getByText(REPLY))).toBe(true);
    await expect.poll(() => alice.getByRole('button', { name: /^Like this post \(1 like\)/ }).count()).toBe(1);
    await expect.poll(() => alice.getByRole('button', { name: 'Edit' }).count()).toBe(1); // her post, not Bob's reply

    await alice.getByRole('button', { name: 'Mark as solution' }).click();
    await expect.poll(visible(alice.getByText('Solution', { exact: true }))).toBe(true);
    await settle(alice);
    await screenshot(alice, 'forum-thread-1280');
  });

  it('the list shows the real reply count and the solved marker, at 375 px too', async () => {
    const phone = await (await newContext(browser, { width: 375, height: 812 })).newPage();
    await signIn(phone, BOB);
    await phone.goto('/community');
    const card = phone.getByTestId('forum-post-card').filter({ has: phone.getByRole('link', { name: TITLE }) });
    await expect.poll(visible(card)).toBe(true);
    await expect.poll(() => card.getByText('Solved').isVisible()).toBe(true);
    await expect.poll(() => card.getByText('1 reply', { exact: true }).count()).toBe(1);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(phone, 'forum-list-375');
    await phone.screenshot({ path: 'artifacts/screenshots/forum-list-375-top.png' });
    await phone.getByRole('link', { name: TITLE }).click();
    await expect.poll(visible(phone.getByText(REPLY))).toBe(true);
    await screenshot(phone, 'forum-thread-375');
    await phone.context().close();
  });

  it('a new post by someone else shows as "1 new post" on an open list', async () => {
    await alice.goto('/community');
    await expect.poll(visible(alice.getByRole('link', { name: TITLE }))).toBe(true);
    const res = await bob.evaluate(async () => {
      const r = await fetch('/api/forum/posts', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Best van racking for a sparky?', content: 'Looking at options.', category: 'tools', tags: [] }),
      });
      return r.status;
    });
    expect(res).toBe(201);
    await expect.poll(visible(alice.getByRole('button', { name: '1 new post' }))).toBe(true);
    await alice.getByRole('button', { name: '1 new post' }).click();
    await expect.poll(visible(alice.getByRole('link', { name: 'Best van racking for a sparky?' }))).toBe(true);
  });
});
