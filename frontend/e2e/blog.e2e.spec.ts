import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, signIn } from '../../tests/support/browser.ts';

// The blog manager (ADMIN_EMAIL by default) writes and publishes; a logged-out visitor finds and reads.
let browser: Browser;
let manager: Page;
let visitorContext: BrowserContext;
let visitor: Page;

const MANAGER = { email: 'admin@tradeguild.local', firstName: 'Ada', userType: 'client' } as const;
const READER = { email: 'blog.e2e.reader@example.com', firstName: 'Rita', userType: 'client' } as const;
const TITLE = 'Fixing a Dripping Tap: Washers, Cartridges and O-Rings';
const SLUG = 'fixing-a-dripping-tap-washers-cartridges-and-o-rings';
const REQUIRED = [
  'Title is required',
  'Slug is required',
  'Excerpt is required',
  'Content is required',
  'Category is required',
  'Tags are required',
];

const visible = (locator: Locator) => () => locator.isVisible();
const dialog = (page: Page) => page.getByRole('dialog');
const postCard = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
/** Lets a toast finish sliding in before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(300);

beforeAll(async () => {
  browser = await launchBrowser();
  manager = await (await newContext(browser)).newPage();
  manager.on('dialog', (d) => void d.accept());
  await signIn(manager, MANAGER);
  visitorContext = await newContext(browser);
  visitor = await visitorContext.newPage();
});
afterAll(() => browser?.close());

describe('blog management', () => {
  it('a non-manager sees Access Denied', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, READER);
    await page.goto('/admin/blog');
    await expect.poll(visible(page.getByText('Access Denied'))).toBe(true);
    await expect.poll(() => page.getByText("You don't have permission to access this page.").isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Create Post' }).count()).toBe(0);
    await page.context().close();
  });

  it('the manager sees the posts, and an empty form shows every message', async () => {
    await manager.goto('/admin/blog');
    await expect.poll(visible(manager.getByRole('heading', { name: 'Blog Management' }))).toBe(true);
    await expect.poll(visible(postCard(manager, 'How to Choose a Gas Safe Registered Engineer'))).toBe(true);
    await expect
      .poll(() => postCard(manager, 'Heat Pumps and the Boiler Upgrade Scheme').getByText('Not published').isVisible())
      .toBe(true);
    await screenshot(manager, 'blog-admin-1280');

    await manager.getByRole('button', { name: 'Create Post' }).click();
    await expect.poll(visible(dialog(manager).getByRole('heading', { name: 'Create Post' }))).toBe(true);
    await expect.poll(visible(dialog(manager).getByRole('toolbar', { name: 'Formatting' }))).toBe(true);
    await dialog(manager).getByRole('button', { name: 'Create Post' }).click();
    for (const message of REQUIRED) await expect.poll(visible(dialog(manager).getByText(message, { exact: true }))).toBe(true);
    await manager.screenshot({ path: 'artifacts/screenshots/blog-admin-create-errors.png' });
  });

  it('creates a draft with the slug filled in from the title', async () => {
    const d = dialog(manager);
    await d.getByLabel('Title', { exact: true }).fill(TITLE);
    await expect.poll(() => d.getByLabel('Slug').inputValue()).toBe(SLUG);
    await d.getByLabel('Excerpt').fill('Most dripping taps need a part costing less than a coffee. Here is how to tell which one.');
    const editor = d.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await editor.pressSequentially('Turn off the water at the isolation valve first. ');
    await d.getByRole('button', { name: 'Bold' }).click();
    await editor.pressSequentially('Never force a stiff valve.');
    await d.getByLabel('Category').selectOption('Plumbing');
    await d.getByLabel('Tags').fill(' taps, washers ,DIY ');
    await manager.screenshot({ path: 'artifacts/screenshots/blog-admin-create-filled.png' });
    await d.getByRole('button', { name: 'Create Post' }).click();
    await expect.poll(visible(manager.getByText('Blog post created successfully'))).toBe(true);
    await expect.poll(visible(postCard(manager, TITLE))).toBe(true);
    await expect.poll(() => postCard(manager, TITLE).getByText('Draft', { exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() =>
        postCard(manager, TITLE)
          .getByRole('link', { name: /in a new tab/ })
          .count(),
      )
      .toBe(0);
  });

  it('the draft is nowhere for a visitor', async () => {
    await visitor.goto('/blog?search=dripping');
    await expect.poll(visible(visitor.getByText('No articles found'))).toBe(true);
    await expect.poll(() => visitor.getByText('Try adjusting your search or filter criteria').isVisible()).toBe(true);
    await visitor.goto(`/blog/${SLUG}`);
    await expect.poll(visible(visitor.getByText('Article Not Found'))).toBe(true);
  });

  it('publishes it by editing its status', async () => {
    await postCard(manager, TITLE)
      .getByRole('button', { name: `Edit ${TITLE}` })
      .click();
    const d = dialog(manager);
    await expect.poll(visible(d.getByRole('heading', { name: 'Edit Blog Post' }))).toBe(true);
    await expect
      .poll(async () =>
        d
          .getByLabel('Tags')
          .inputValue()
          .catch(() => ''),
      )
      .toBe('taps, washers, DIY');
    // Editing never rewrites the slug.
    await d.getByLabel('Title', { exact: true }).fill(`${TITLE} `);
    await expect.poll(() => d.getByLabel('Slug').inputValue()).toBe(SLUG);
    await d.getByLabel('Status').selectOption('published');
    await d.getByRole('button', { name: 'Update Post' }).click();
    await expect.poll(visible(manager.getByText('Blog post updated successfully'))).toBe(true);
    await expect.poll(visible(postCard(manager, TITLE).getByText('Published', { exact: true }))).toBe(true);
    await expect
      .poll(() =>
        postCard(manager, TITLE)
          .getByRole('link', { name: `Open ${TITLE} in a new tab` })
          .getAttribute('href'),
      )
      .toBe(`/blog/${SLUG}`);
  });
});

describe('a logged-out visitor', () => {
  const editorChunks: string[] = [];

  it('finds the article by search', async () => {
    visitor.on('request', (r) => /\/assets\/(editor|rich-text-editor)-/.test(r.url()) && editorChunks.push(r.url()));
    await visitor.goto('/blog');
    await expect.poll(visible(visitor.getByRole('heading', { name: 'TradeGuild Blog' }))).toBe(true);
    await expect.poll(visible(visitor.getByText('Featured article'))).toBe(true);
    await screenshot(visitor, 'blog-list-1280');
    await visitor.getByPlaceholder('Search articles...').fill('dripping');
    await expect.poll(() => new URL(visitor.url()).searchParams.get('search')).toBe('dripping');
    await expect.poll(visible(visitor.getByRole('heading', { name: TITLE, level: 3 }))).toBe(true);
    await expect.poll(() => visitor.getByText('1 article', { exact: true }).isVisible()).toBe(true);
  });

  it('finds it by category, among the other plumbing guides', async () => {
    await visitor.getByPlaceholder('Search articles...').fill('');
    await visitor.getByLabel('Category').selectOption('Plumbing');
    await expect.poll(() => new URL(visitor.url()).search).toBe('?category=Plumbing');
    await expect
      .poll(visible(visitor.getByRole('heading', { name: 'Stopcocks, Isolation Valves and What to Do About a Leak', level: 3 })))
      .toBe(true);
    await expect.poll(() => visitor.getByRole('heading', { name: TITLE, level: 3 }).isVisible()).toBe(true);
    await expect.poll(() => visitor.getByRole('heading', { name: 'How to Choose a Gas Safe Registered Engineer' }).count()).toBe(0);
  });

  it('opens it and sees related articles, sharing and the call to action', async () => {
    await visitorContext.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visitor
      .getByRole('link', { name: `Read More: ${TITLE}` })
      .first()
      .click();
    await visitor.waitForURL((u) => u.pathname === `/blog/${SLUG}`);
    await expect.poll(visible(visitor.getByRole('heading', { name: TITLE, level: 1 }))).toBe(true);
    await expect.poll(() => visitor.locator('article strong', { hasText: 'Never force a stiff valve.' }).isVisible()).toBe(true);
    await expect.poll(() => visitor.getByText('1 min read').isVisible()).toBe(true);
    await expect.poll(visible(visitor.getByRole('heading', { name: 'Related Articles' }))).toBe(true);
    const related = visitor.getByRole('region', { name: 'Related Articles' }).getByRole('heading', { level: 3 });
    await expect
      .poll(() => related.allTextContents())
      .toEqual(expect.arrayContaining(['Stopcocks, Isolation Valves and What to Do About a Leak']));
    await expect.poll(() => related.allTextContents()).not.toContain(TITLE);
    await expect.poll(() => visitor.getByRole('heading', { name: 'Need Professional Help?' }).isVisible()).toBe(true);
    await expect.poll(() => visitor.getByRole('link', { name: 'Find Tradespeople' }).getAttribute('href')).toBe('/search');
    await expect.poll(() => visitor.getByRole('link', { name: 'Post a Project' }).last().getAttribute('href')).toBe('/create-project');
    await visitor.getByRole('button', { name: 'Share Article' }).click();
    await expect.poll(visible(visitor.getByText('Link copied!'))).toBe(true);
    expect(await visitor.evaluate(() => navigator.clipboard.readText())).toBe(visitor.url());
    expect(await visitor.title()).toBe(`${TITLE} | TradeGuild Blog`);
    await settle(visitor);
    await screenshot(visitor, 'blog-article-1280');
  });

  it('never downloads the editor', () => {
    expect(editorChunks).toEqual([]);
  });

  it('sees Article Not Found for an unknown article', async () => {
    await visitor.goto('/blog/no-such-article-here');
    await expect.poll(visible(visitor.getByText('Article Not Found'))).toBe(true);
    await expect.poll(() => visitor.getByText("The article you're looking for doesn't exist or has been removed.").isVisible()).toBe(true);
    await visitor.getByRole('link', { name: 'Back to Blog' }).click();
    await visitor.waitForURL((u) => u.pathname === '/blog');
  });
});

describe('on a phone, and the rest of management', () => {
  it('lays out the list, an article and management at 375 px', async () => {
    await visitor.setViewportSize({ width: 375, height: 812 });
    await visitor.goto('/blog');
    await expect.poll(visible(visitor.getByText('Featured article'))).toBe(true);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(visitor, 'blog-list-375');
    await visitor.goto('/blog/how-to-choose-a-gas-safe-registered-engineer');
    await expect.poll(visible(visitor.getByRole('heading', { name: 'How to Choose a Gas Safe Registered Engineer', level: 1 }))).toBe(true);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(visitor, 'blog-article-375');
    await manager.setViewportSize({ width: 375, height: 812 });
    await manager.goto('/admin/blog');
    await expect.poll(visible(postCard(manager, TITLE))).toBe(true);
    expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(manager, 'blog-admin-375');
    await manager.setViewportSize({ width: 1280, height: 900 });
  });

  it('filters the management list and deletes a post after confirmation', async () => {
    await manager.getByPlaceholder('Search posts...').fill('washers');
    await expect.poll(async () => manager.getByRole('article').count()).toBe(1);
    await manager.getByLabel('Status').selectOption('draft');
    await expect.poll(visible(manager.getByText('No blog posts found'))).toBe(true);
    await expect.poll(() => manager.getByText('Try adjusting your search criteria').isVisible()).toBe(true);
    await manager.getByLabel('Status').selectOption('');
    await postCard(manager, TITLE)
      .getByRole('button', { name: `Delete ${TITLE}` })
      .click();
    await expect.poll(visible(manager.getByText('Blog post deleted successfully'))).toBe(true);
    await expect.poll(async () => postCard(manager, TITLE).count()).toBe(0);
  });

  it('adds a category with Enter and deletes it', async () => {
    await manager.getByPlaceholder('Search posts...').fill('');
    await manager.getByRole('button', { name: 'Manage Categories' }).click();
    const d = dialog(manager);
    await expect.poll(visible(d.getByText('Tools & Equipment', { exact: true }))).toBe(true);
    expect(await d.getByRole('button', { name: 'Add' }).isDisabled()).toBe(true);
    await d.getByLabel('New category name').fill('E2E Garden Rooms');
    await d.getByLabel('New category name').press('Enter');
    await expect.poll(visible(manager.getByText('Category created successfully'))).toBe(true);
    await expect.poll(visible(d.getByText('E2E Garden Rooms', { exact: true }))).toBe(true);
    await manager.screenshot({ path: 'artifacts/screenshots/blog-admin-categories.png' });
    await d.getByRole('button', { name: 'Delete category E2E Garden Rooms' }).click();
    await expect.poll(visible(manager.getByText('Category deleted successfully'))).toBe(true);
    await expect.poll(async () => d.getByText('E2E Garden Rooms', { exact: true }).count()).toBe(0);
  });

  it('stores only safe HTML: an article full of XSS payloads runs nothing', async () => {
    const payload =
      '<p>Safe text</p><img src=x onerror="window.__xss=1"><svg onload="window.__xss=2"></svg>' +
      '<a href="javascript:window.__xss=3">click</a><iframe srcdoc="<script>parent.__xss=4</script>"></iframe><script>window.__xss=5</script>';
    const res = await manager.request.post('/api/blog/posts', {
      data: {
        title: 'Payload test',
        slug: 'e2e-payload-test',
        excerpt: 'x',
        content: payload,
        category: 'Technology',
        tags: ['test'],
        status: 'published',
      },
    });
    expect(res.status()).toBe(201);
    await visitor.goto('/blog/e2e-payload-test');
    await expect.poll(visible(visitor.getByText('Safe text'))).toBe(true);
    await visitor.getByText('click', { exact: true }).click();
    await visitor.waitForTimeout(300);
    expect(await visitor.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect.poll(() => visitor.locator('[data-article-body] :is(iframe, script, svg, img)').count()).toBe(0);
  });
});
