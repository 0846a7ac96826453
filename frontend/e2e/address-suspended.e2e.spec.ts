/**
 * The suspended-address banner (issue 25): an address the SMTP server refused for good five times
 * is suspended by the real delivery path (a server of its own, sending to a real SMTP server that
 * answers 550), and its owner then sees a banner on every page, linking to the e-mail settings;
 * another member and a visitor see none.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { forumPostStreamId, forumReplyStreamId } from '@tradeguild/contracts';
import { launchBrowser, screenshot, signIn } from '../../tests/support/browser.ts';
import { append, catcher, ev, iso, person, register, server, startMailWorld, stopMailWorld } from '../../tests/support/mail-world.ts';

const BOUNCING = { email: `bouncing.${randomUUID().slice(0, 6)}@example.com`, firstName: 'Bea', userType: 'client' } as const;
const FINE = { email: `fine.${randomUUID().slice(0, 6)}@example.com`, firstName: 'Finn', userType: 'tradesman' } as const;
const replier = person('replier');
let browser: Browser;
let bouncing: Page;
let fine: Page;

const banner = (page: Page) => page.getByTestId('address-suspended-banner');
const pageAs = async (viewport = { width: 1280, height: 900 }) =>
  (await browser.newContext({ baseURL: server.url, viewport, locale: 'en-GB' })).newPage();

/** Five forum replies to the person's thread: five mails to their address, each refused with a 550. */
async function bounceFiveMails(userId: string, email: string) {
  catcher.refuse(email, 550);
  const postId = randomUUID();
  const post = { postId, authorId: userId, title: 'Damp patch', content: 'Help', category: 'general', tags: [], createdAt: iso() };
  await append(forumPostStreamId(postId), ev('ForumPostCreated', post));
  for (let i = 0; i < 5; i++) {
    const replyId = randomUUID();
    await append(
      forumReplyStreamId(replyId),
      ev('ForumReplyPosted', { replyId, postId, authorId: replier.id, content: `Reply ${i}`, createdAt: iso() }),
    );
  }
  await expect
    .poll(
      async () =>
        (await server.deps.pool.query('SELECT suspended_at IS NOT NULL AS suspended FROM mail_addresses WHERE email = $1', [email])).rows,
      { timeout: 60_000, interval: 300 },
    )
    .toEqual([{ suspended: true }]);
}

beforeAll(async () => {
  await startMailWorld({ staticDir: path.resolve('frontend/dist') });
  await register(replier, 'Rex', 'tradesman');
  browser = await launchBrowser();
  bouncing = await pageAs();
  fine = await pageAs({ width: 390, height: 844 });
  await signIn(bouncing, BOUNCING);
  await signIn(fine, FINE);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await stopMailWorld();
});

describe('the suspended-address banner', () => {
  it('shows on every page of the person whose address was suspended, linking to the e-mail settings', async () => {
    const me = (await (await bouncing.request.get('/api/auth/user')).json()) as { id: string };
    await bounceFiveMails(me.id, BOUNCING.email);
    await bouncing.goto('/');
    await expect.poll(() => banner(bouncing).isVisible()).toBe(true);
    expect(await banner(bouncing).getAttribute('role')).toBe('status');
    expect(await banner(bouncing).textContent()).toContain('Please check your e-mail address');
    await screenshot(bouncing, 'address-suspended-banner-dashboard');

    await bouncing.goto('/community');
    await expect.poll(() => banner(bouncing).isVisible()).toBe(true);
    await banner(bouncing).getByRole('link', { name: 'Check your e-mail settings' }).click();
    await bouncing.waitForURL((u) => u.pathname === '/settings/notifications');
    // Already there: the banner stays, without a link to the page it is on.
    await expect.poll(() => bouncing.getByLabel('Replies to my forum posts').isVisible()).toBe(true);
    expect(await banner(bouncing).isVisible()).toBe(true);
    expect(await banner(bouncing).getByRole('link').count()).toBe(0);
  });

  it('does not show to another member, nor to a visitor', async () => {
    // The choices shown: the answer that would raise the banner has arrived.
    await fine.goto('/settings/notifications');
    await expect.poll(() => fine.getByLabel('New jobs in my area (job alerts)').isVisible()).toBe(true);
    expect(await banner(fine).count()).toBe(0);
    const answered = fine.waitForResponse((r) => new URL(r.url()).pathname === '/api/me/notification-preferences');
    await fine.goto('/');
    expect((await answered).status()).toBe(200);
    await expect.poll(() => fine.getByText('Welcome back, Finn!').isVisible()).toBe(true);
    expect(await banner(fine).count()).toBe(0);

    const visitor = await pageAs();
    await visitor.goto('/');
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await banner(visitor).count()).toBe(0);
    await visitor.context().close();
  });
});
