import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, signIn } from '../../tests/support/browser.ts';

// The administrator (ADMIN_EMAIL) watches the dashboard; a client posts from another browser context.
let browser: Browser;
let admin: Page;

const ADMIN = { email: 'admin@tradeguild.local', firstName: 'Ada', userType: 'client' } as const;
const CLIENT = { email: 'admin.e2e.client@example.com', firstName: 'Sarah', userType: 'client' } as const;
const visible = (locator: Locator) => () => locator.isVisible();
const settle = (page: Page) => page.waitForTimeout(300);

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await (await newContext(browser)).newPage();
  await signIn(admin, ADMIN);
});
afterAll(() => browser?.close());

describe('admin dashboard', () => {
  it('sends a non-admin home with the Access Denied toast', async () => {
    const page = await (await newContext(browser)).newPage();
    await signIn(page, CLIENT);
    await expect.poll(() => page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await page.goto('/admin');
    await expect.poll(visible(page.getByText("You don't have permission to access the admin dashboard.").first())).toBe(true);
    await settle(page);
    await screenshot(page, 'admin-denied');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
    await page.context().close();
  });

  it('shows the admin the stat cards, the charts and the recent activity', async () => {
    await admin.getByRole('link', { name: 'Admin' }).first().click();
    await expect.poll(visible(admin.getByRole('heading', { name: 'Admin Dashboard' }))).toBe(true);
    await expect.poll(() => admin.getByTestId('stat-card').count()).toBe(4);
    for (const label of ['Total Tradesmen', 'Active Projects', 'Total Messages', 'Total Users'])
      await expect.poll(() => admin.getByText(label, { exact: true }).isVisible()).toBe(true);
    await expect.poll(visible(admin.getByTestId('daily-chart').locator('svg').first())).toBe(true);
    await expect.poll(() => admin.getByTestId('activity-item').count()).toBeGreaterThan(0);
    await expect.poll(visible(admin.getByRole('row', { name: /admin/ }).first())).toBe(true);
    await settle(admin);
    await screenshot(admin, 'admin-overview-1280');
  });

  it('grows the feed live when someone else posts a project', async () => {
    const clientPage = await (await newContext(browser)).newPage();
    await signIn(clientPage, { ...CLIENT, email: 'admin.e2e.poster@example.com' });
    await clientPage.goto('/create-project');
    await clientPage.getByLabel('Project Title').fill('Loft conversion in Headingley');
    await clientPage.getByLabel('Detailed Description').fill('Dormer loft conversion with a new staircase and a shower room.');
    await clientPage.getByLabel('Carpenter').check();
    await clientPage.getByRole('button', { name: 'Post Project' }).click();
    await expect.poll(visible(clientPage.getByText('Your project has been posted successfully.').first())).toBe(true);

    const item = admin.getByTestId('activity-item').filter({ hasText: "posted 'Loft conversion in Headingley' (Carpenter)" });
    await expect.poll(visible(item), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => item.getByRole('link', { name: /History/ }).getAttribute('href')).toMatch(/^\/audit\/streams\/clientProject-/);
    await clientPage.context().close();
  });

  it('pauses and filters the feed', async () => {
    await admin.getByLabel('Activity type').selectOption('project');
    await expect
      .poll(async () =>
        (await admin.getByTestId('activity-item').evaluateAll((els) => els.map((e) => e.getAttribute('data-type')))).every(
          (t) => t === 'project',
        ),
      )
      .toBe(true);
    await admin.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => admin.getByRole('button', { name: /Resume/ }).isVisible()).toBe(true);
    await admin.getByRole('button', { name: /Resume/ }).click();
    await admin.getByLabel('Activity type').selectOption('');
  });

  it("toggles a tradesman's verification after a confirmation", async () => {
    await admin.getByRole('tab', { name: 'Tradesmen' }).click();
    await admin.getByRole('searchbox').fill('whitfield ELECTRICAL');
    const row = admin.getByTestId('tradesman-row').filter({ hasText: 'Whitfield Electrical' });
    await expect.poll(() => admin.getByTestId('tradesman-row').count()).toBe(1);
    await expect.poll(visible(row.getByText('Verified', { exact: true }))).toBe(true);
    await row.getByRole('button', { name: 'Remove verification of Whitfield Electrical' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Remove verification' }).click();
    await expect.poll(visible(row.getByText('Unverified', { exact: true }))).toBe(true);
    await screenshot(admin, 'admin-tradesmen-1280');
    await row.getByRole('button', { name: 'Verify Whitfield Electrical' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Verify' }).click();
    await expect.poll(visible(row.getByText('Verified', { exact: true }))).toBe(true);
  });

  it('opens a message from the Messages tab', async () => {
    await admin.goto('/admin?tab=messages');
    await expect
      .poll(async () => (await admin.getByTestId('message-row').count()) > 0 || (await admin.getByText('No messages found').isVisible()))
      .toBe(true);
    if ((await admin.getByTestId('message-row').count()) > 0) {
      await admin
        .getByTestId('message-row')
        .first()
        .getByRole('button', { name: /Open the message/ })
        .click();
      await expect.poll(async () => (await admin.getByTestId('message-content').textContent()) !== 'Loading message...').toBe(true);
      await screenshot(admin, 'admin-message-dialog');
      await admin.keyboard.press('Escape');
    }
  });

  it('fits a phone', async () => {
    const phone = await (await newContext(browser, { width: 375, height: 800 })).newPage();
    await signIn(phone, ADMIN);
    await phone.goto('/admin');
    await expect.poll(() => phone.getByTestId('stat-card').count()).toBe(4);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await settle(phone);
    await screenshot(phone, 'admin-overview-375');
    await phone.context().close();
  });
});
