import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, signIn } from '../../tests/support/browser.ts';
import { png } from '../../tests/support/png.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser)).newPage();
  await signIn(page, { email: 'e2e.newtrade@example.com', firstName: 'Nina', userType: 'tradesman' });
});
afterAll(() => browser?.close());

/** Tag inputs take one entry at a time: type it, press Enter. */
const addTag = async (id: string, text: string) => {
  await page.locator(`#${id}`).fill(text);
  await page.keyboard.press('Enter');
};

describe('a new tradesman', () => {
  it('completes their profile from the dashboard, after the form names what is missing', async () => {
    await expect.poll(() => page.getByRole('link', { name: 'Complete your profile' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Complete your profile' }).click();
    await page.waitForURL(/\/profile\/edit$/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Complete your profile' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Create Profile' }).click();
    await expect.poll(() => page.getByText('Business name is required').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Choose at least one trade category').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('businessName');

    await page.getByLabel('Business name').fill('Novak Ridge Roofing');
    await page.getByLabel('Roofer').check();
    await page
      .getByLabel('About your business')
      .fill('Slate and tile roofs, lead work and flat roofs across west Leeds. Photos of every repair.');
    await page.getByLabel('Years of experience').fill('9');
    await page.getByLabel('Hourly rate (£)').fill('41');
    await page.getByLabel('Area').fill('Kirkstall, Leeds');
    await page.getByLabel('Postcode').fill('ls5 3aa');
    await page.getByLabel('Phone').fill('0113 496 0777');
    await page.getByLabel('Website').fill('novak-roofing.example.co.uk');
    await page.getByLabel('Roofing', { exact: true }).check();
    await page.getByLabel('Insulation').check();
    await page.getByLabel('Availability', { exact: true }).selectOption('available');
    await page.getByLabel('Usual response time').selectOption('2hours');
    await addTag('certifications', 'NFRC member');
    await addTag('certifications', 'CSCS Gold Card');
    await addTag('equipment', 'Scaffold tower');
    await expect.poll(() => page.getByRole('button', { name: 'Remove CSCS Gold Card' }).isVisible()).toBe(true);
    await screenshot(page, 'tradesmen-profile-editor');

    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.waitForURL(/\/tradesmen\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText('Your business profile is live. Clients can now find you.').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Novak Ridge Roofing' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Kirkstall, Leeds').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('£41/hour').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Edit profile' }).isVisible()).toBe(true);
  });

  it('then finds themselves in search by trade and postcode', async () => {
    await page.goto('/search?location=LS6&category=roofer&maxDistance=10');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Novak Ridge Roofing' }) });
    await expect.poll(() => card.isVisible()).toBe(true);
    await expect.poll(() => card.getByText(/^\d+\.\d miles$/).textContent()).toMatch(/^[0-9]\.\d miles$/);
    await expect.poll(() => card.getByText('Roofing', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => card.getByText('£41/hour').isVisible()).toBe(true);
  });

  it('edits the profile and sees the change', async () => {
    await page.goto('/profile/edit');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Edit your profile' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Postcode').inputValue()).toBe('LS5 3AA');
    await page.getByLabel('Hourly rate (£)').fill('43.50');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(/\/tradesmen\//);
    await expect.poll(() => page.getByText('£43.50/hour').isVisible()).toBe(true);
  });

  it('adds a portfolio project with an uploaded photo, then deletes it after confirming', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Manage portfolio' }).click();
    await page.waitForURL(/\/portfolio$/);
    await expect.poll(() => page.getByText('No projects showcased yet').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Add project' }).click();
    await page.waitForURL(/\/portfolio\/new$/);

    await page.getByLabel('Project title').fill('Slate re-roof in Kirkstall');
    await page.getByLabel('Category').selectOption('roofer');
    await page.getByLabel('Project type').selectOption('renovation');
    await page.getByLabel('Budget range').fill('£9,000 – £11,000');
    await page.getByLabel('Timeline').fill('2 weeks');
    await page.getByLabel('Completed on').fill('2024-09-14');
    await page.locator('#afterImages').setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: png() });
    await expect.poll(() => page.getByText('Image uploaded successfully').isVisible()).toBe(true);
    // Re-encoded by sharp into WebP, named by its width (never upscaled: this 64 px PNG stays 64 px).
    await expect
      .poll(() => page.getByRole('img', { name: 'After photo 1' }).getAttribute('src'))
      .toMatch(/^\/uploads\/[0-9a-f-]+-\d+\.webp$/);
    await page
      .locator('#beforeImages')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await expect.poll(() => page.getByText(/^Failed to upload image: Only JPEG, PNG, WebP or GIF/).isVisible()).toBe(true);
    await page.getByLabel('The challenge').fill('Nail sick slates and a sagging valley.');
    await addTag('materials', 'Welsh slate');
    await addTag('materials', 'Code 4 lead');
    await screenshot(page, 'tradesmen-portfolio-editor');

    await page.getByRole('button', { name: 'Add Project' }).click();
    await page.waitForURL(/\/portfolio$/);
    const item = page.getByRole('listitem').filter({ hasText: 'Slate re-roof in Kirkstall' });
    await expect.poll(() => item.isVisible()).toBe(true);
    await expect.poll(() => item.getByText('Roofer').isVisible()).toBe(true);
    await screenshot(page, 'tradesmen-portfolio-list');

    await item.getByRole('button', { name: 'Delete Slate re-roof in Kirkstall' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this project?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Delete project' }).click();
    await expect.poll(() => page.getByText('No projects showcased yet').isVisible()).toBe(true);
  });
});
