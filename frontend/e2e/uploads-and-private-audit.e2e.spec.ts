import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { AUDIT_REDACTED, conversationStreamId } from '@tradeguild/contracts';
import { launchBrowser, newContext, screenshot, signIn } from '../../tests/support/browser.ts';

// Issue 24: a portfolio page offers an uploaded photo's sizes through srcset; an auditor reads a
// message's content in the audit only after giving a reason.
let browser: Browser;
let tradesman: Page;
let client: Page;
let auditor: Page;
const visible = (locator: Locator) => () => locator.isVisible();
const me = async (page: Page) => ((await (await page.request.get('/api/auth/user')).json()) as { id: string }).id;

beforeAll(async () => {
  browser = await launchBrowser();
  tradesman = await (await newContext(browser)).newPage();
  await signIn(tradesman, { email: 'uploads.e2e.trades@example.com', firstName: 'Una', userType: 'tradesman' });
  client = await (await newContext(browser)).newPage();
  await signIn(client, { email: 'uploads.e2e.client@example.com', firstName: 'Cy', userType: 'client' });
  auditor = await (await newContext(browser)).newPage();
  await signIn(auditor, { email: 'audit.e2e@example.com', firstName: 'Audrey', userType: 'client' });
}, 120_000);
afterAll(() => browser?.close());

describe('uploaded photos', () => {
  it('are offered in their responsive sizes on a portfolio page', async () => {
    expect(
      (
        await tradesman.request.post('/api/tradesmen/profile', { data: { businessName: 'Una Tiling', tradeCategories: ['tiler'] } })
      ).status(),
    ).toBe(201);
    const jpeg = await sharp({ create: { width: 2000, height: 1250, channels: 3, background: '#4a7a9c' } })
      .jpeg()
      .toBuffer();
    const uploaded = await tradesman.request.post('/api/upload/image', {
      multipart: { image: { name: 'bathroom.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
    });
    expect(uploaded.status()).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    expect(url).toMatch(/-1600\.webp$/);
    const created = await tradesman.request.post('/api/projects', {
      data: { title: 'Wet room retile', description: 'Floor to ceiling porcelain', category: 'tiler', afterImages: [url] },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await client.goto(`/projects/${id}`);
    const photo = client.locator(`img[src="${url}"]`).first();
    await expect.poll(visible(photo)).toBe(true);
    const srcset = await photo.getAttribute('srcset');
    expect(srcset).toContain('-400.webp 400w');
    expect(srcset).toContain('-800.webp 800w');
    expect(srcset).toContain('-1600.webp 1600w');
    expect(await photo.getAttribute('sizes')).toBeTruthy();
    // The browser loaded one of the sizes.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-(400|800|1600)\.webp$/);
    await screenshot(client, 'portfolio-srcset-1280');
  });
});

describe('private content in the audit', () => {
  it('shows a message redacted, and its content once the auditor gives a reason', async () => {
    const secret = 'The side gate code is 8812';
    const tradesmanId = await me(tradesman);
    expect((await client.request.post('/api/messages', { data: { receiverId: tradesmanId, content: secret } })).status()).toBe(201);
    const stream = conversationStreamId(await me(client), tradesmanId);
    await auditor.goto(`/audit/streams/${encodeURIComponent(stream)}`);
    const timeline = auditor.getByRole('list', { name: 'Events of this entity' });
    await expect.poll(visible(timeline.getByText(AUDIT_REDACTED).first())).toBe(true);
    expect(await auditor.getByText(secret).count()).toBe(0);

    const form = auditor.getByRole('form', { name: 'Read private content' }).first();
    await form.getByRole('button', { name: 'Read private content' }).click();
    await expect.poll(visible(form.getByText(/at least 10 characters/))).toBe(true);
    await form.getByLabel('Reason for reading it').fill('Complaint from the tradesman, ticket 4471');
    await form.getByRole('button', { name: 'Read private content' }).click();
    await expect.poll(visible(auditor.getByText(secret))).toBe(true);
    await expect.poll(visible(auditor.getByText(/This reading is recorded/))).toBe(true);
    await screenshot(auditor, 'audit-private-content-1280');

    // Recorded on the auditor's own stream, with the reason.
    const reads = (await (
      await auditor.request.get(`/api/audit/streams/${encodeURIComponent(`auditRead-${await me(auditor)}`)}/events`)
    ).json()) as {
      events: { type: string; data: { reason: string; streamId: string } }[];
    };
    expect(reads.events.at(-1)).toMatchObject({
      type: 'AuditPrivateContentRead',
      data: { reason: 'Complaint from the tradesman, ticket 4471', streamId: stream },
    });
  });
});
