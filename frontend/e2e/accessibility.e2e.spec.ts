import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appUrl, launchBrowser, screenshot, SCREENSHOT_DIR, signIn } from '../../tests/support/browser.ts';

/**
 * axe-core on every route, as a visitor, a client, a tradesman and the admin, at 1280 and 375 px:
 * no serious or critical violation (issue 15). axe is injected from node_modules, never fetched.
 */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type Who = 'visitor' | 'client' | 'tradesman' | 'admin';
const PEOPLE = {
  client: { email: 'e2e.a11y.client@example.com', firstName: 'Ali', userType: 'client' },
  tradesman: { email: 'james.whitfield@example.co.uk', firstName: 'James', userType: 'tradesman' },
  admin: { email: 'admin@tradeguild.local', firstName: 'Ada', userType: 'client' },
} as const;

const INFO_PAGES = ['/terms', '/privacy', '/cookies', '/how-it-works', '/safety', '/disputes', '/contact', '/help'];

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[]; any: { data?: unknown }[] }[] };

async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, data: JSON.stringify(n.any[0]?.data ?? null) })),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} @ ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(' ')} ${n.data}`)
          .join(' | ')}`,
    );
}

/** The page has rendered its own content: a heading, no loading skeleton left. */
async function settled(page: Page) {
  await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 15_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** Axe reads colours as painted: wait until the open dialog (and its backdrop) has finished fading in. */
async function dialogShown(page: Page) {
  await page.waitForFunction(() => {
    const dialog = document.querySelector('[role="dialog"]');
    return dialog !== null && (dialog.parentElement ?? dialog).getAnimations({ subtree: true }).every((a) => a.playState === 'finished');
  });
}

let browser: Browser;
const pages = new Map<string, Page>();
let tradesmanProfile = '';
let portfolioProject = '';
let blogSlug = '';
let forumPost = '';
let job = '';

async function pageFor(who: Who, width: number): Promise<Page> {
  const key = `${who}-${width}`;
  const existing = pages.get(key);
  if (existing) return existing;
  // bypassCSP: the app's CSP rightly refuses inline scripts, and addScriptTag injects axe as one.
  const context = await browser.newContext({
    baseURL: appUrl(),
    viewport: { width, height: width < 500 ? 800 : 900 },
    locale: 'en-GB',
    bypassCSP: true,
  });
  const page = await context.newPage();
  if (who !== 'visitor') await signIn(page, PEOPLE[who]);
  pages.set(key, page);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const james = await pageFor('tradesman', 1280);
  const profile = (await (await james.request.get('/api/tradesmen/profile/me')).json()) as { id: string };
  tradesmanProfile = profile.id;
  const projects = (await (await james.request.get(`/api/tradesmen/${profile.id}/projects`)).json()) as { id: string }[];
  portfolioProject = projects[0]?.id ?? '';
  const posts = (await (await james.request.get('/api/blog/posts')).json().catch(() => [])) as
    { slug: string }[] | { posts?: { slug: string }[] };
  blogSlug = (Array.isArray(posts) ? posts : (posts.posts ?? []))[0]?.slug ?? '';
  const threads = (await (await james.request.get('/api/forum/posts?limit=1')).json()) as { id: string }[];
  forumPost = threads[0]?.id ?? '';
  const jobs = (await (await james.request.get('/api/jobs?limit=1')).json()) as { jobs: { id: string }[] };
  job = jobs.jobs[0]?.id ?? '';
});
afterAll(() => browser?.close());

const routes = (): [Who, string][] => [
  ['visitor', '/'],
  ['visitor', '/blog'],
  ...(blogSlug ? [['visitor', `/blog/${blogSlug}`] as [Who, string]] : []),
  ...INFO_PAGES.map((p) => ['visitor', p] as [Who, string]),
  ['visitor', '/create-project'],
  ['visitor', '/messages'],
  ['visitor', '/no-such-page'],
  ['client', '/'],
  ['client', '/search'],
  ['client', `/search?location=${encodeURIComponent('LS6 3HN')}`],
  ['client', `/tradesmen/${tradesmanProfile}`],
  ...(portfolioProject ? [['client', `/projects/${portfolioProject}`] as [Who, string]] : []),
  ['client', '/create-project'],
  ['client', '/messages'],
  ['client', '/community'],
  ...(forumPost ? [['client', `/community/posts/${forumPost}`] as [Who, string]] : []),
  ['client', '/my-projects'],
  ['tradesman', '/'],
  ['tradesman', '/profile/edit'],
  ['tradesman', '/portfolio'],
  ['tradesman', '/portfolio/new'],
  ['tradesman', '/jobs'],
  ...(job ? [['tradesman', `/jobs/${job}`] as [Who, string]] : []),
  ['tradesman', '/applications'],
  ['admin', '/admin'],
  ['admin', '/admin/blog'],
  ['admin', '/audit'],
  ['admin', `/audit/streams/${encodeURIComponent(`tradesman-${tradesmanProfile}`)}`],
];

describe.each([1280, 375])('axe-core at %i px', (width) => {
  it('finds no serious or critical violation on any route', async () => {
    const failures: string[] = [];
    for (const [who, path] of routes()) {
      const page = await pageFor(who, width);
      await page.goto(path);
      await settled(page);
      for (const v of await seriousViolations(page)) failures.push(`${who} ${path}: ${v}`);
    }
    const home = await pageFor('visitor', width);
    await home.goto('/');
    await settled(home);
    await screenshot(home, `a11y-landing-${width}`);
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('axe-core on open menus and dialogs', () => {
  it.each([1280, 375])('finds nothing serious in the open notifications panel at %i px', async (width) => {
    // The demo tradesman has the seeded invitation to quote: the panel lists it.
    const page = await pageFor('tradesman', width);
    await page.goto('/');
    await settled(page);
    await page.getByTestId('notification-bell').click();
    await expect.poll(() => page.getByTestId('notification-item').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('finds nothing serious in the sign-in dialog or the mobile menu', async () => {
    const page = await pageFor('visitor', 375);
    await page.goto('/');
    await settled(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(true);
    const inMenu = await seriousViolations(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Find Tradesmen' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await dialogShown(page);
    expect([...inMenu, ...(await seriousViolations(page))]).toEqual([]);
  });

  it('finds nothing serious on the seeded project page and its room page, on a phone', async () => {
    const context = await browser.newContext({
      baseURL: appUrl(),
      viewport: { width: 375, height: 800 },
      locale: 'en-GB',
      bypassCSP: true,
    });
    const page = await context.newPage();
    await signIn(page, { email: 'sarah.thompson@example.co.uk', firstName: 'Sarah', userType: 'client' });
    // Her project with a room: its page (quotes compared by trade, the hires) and the room's own page.
    const rooms = (await (await page.request.get('/api/client-projects/rooms/unread')).json()) as { projectId: string }[];
    let projectId = rooms[0]!.projectId;
    for (const { projectId: id } of rooms) {
      const room = (await (await page.request.get(`/api/client-projects/${id}/room`)).json()) as { messages: { content: string }[] };
      if (room.messages.some((m) => m.content === 'Looking brilliant, thank you both.')) projectId = id;
    }
    await page.goto(`/my-projects/${projectId}`);
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/my-projects/${projectId}/room`);
    await settled(page);
    const room = page.getByTestId('project-room');
    await expect.poll(() => room.getByText('Looking brilliant, thank you both.').isVisible()).toBe(true);
    await expect.poll(() => room.getByText('marked Plumber done', { exact: false }).isVisible()).toBe(true);
    await room.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/a11y-seeded-project-room-375.png` });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
