import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './app-server';
import { browserAvailable, germanContext, launchBrowser, signIn } from './browser';

const artifacts = fileURLToPath(new URL('../artifacts', import.meta.url));
const run = browserAvailable();

describe.skipIf(!run)('messaging in a real browser: comments on a contact, the notification list', () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: Page;
  let sales: Page;
  let contactId = '';

  const shot = async (page: Page, name: string): Promise<void> => {
    await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
  };

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    app = await startApp();
    browser = await launchBrowser();
    admin = await (await germanContext(browser, { viewport: { width: 1400, height: 1000 } })).newPage();
    sales = await (await germanContext(browser, { viewport: { width: 1400, height: 1000 } })).newPage();
    await signIn(admin, app.baseUrl, 'admin@demo.test');
    await signIn(sales, app.baseUrl, 'sales@demo.test');
    const found = await admin.request.get(`${app.baseUrl}/api/contacts?search=Kandidat`);
    contactId = ((await found.json()) as { data: Array<{ id: string }> }).data[0]?.id ?? '';
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('an admin comments on a contact (Enter sends) and replies; a colleague on the same contact sees both live', async () => {
    expect(contactId).not.toBe('');
    await sales.goto(`${app.baseUrl}/contacts/${contactId}`);
    await admin.goto(`${app.baseUrl}/contacts/${contactId}`);
    // The demo thread is there.
    await admin.locator('[data-testid="comment-body"]', { hasText: 'Führerschein Klasse B liegt vor.' }).waitFor();
    await sales.locator('[data-testid="comment-body"]', { hasText: 'Führerschein Klasse B liegt vor.' }).waitFor();

    await admin.locator('[data-testid="comment-input"]').fill('Hat Interesse an der Tagesklinik.');
    await admin.locator('[data-testid="comment-input"]').press('Enter');
    const thread = admin.locator('[data-testid="comment-thread"]', { hasText: 'Hat Interesse an der Tagesklinik.' });
    await thread.waitFor();
    await thread.locator('[data-testid="comment-reply"]').first().click();
    await thread.locator('[data-testid="comment-reply-input"]').fill('Vorstellungsgespräch am Montag.');
    await thread.locator('[data-testid="comment-reply-input"]').press('Enter');
    await thread.locator('[data-testid="comment-body"]', { hasText: 'Vorstellungsgespräch am Montag.' }).waitFor();
    await shot(admin, 'messaging-01-admin-comments-and-replies');

    // Live for the colleague looking at the same contact, without a reload.
    const seen = sales.locator('[data-testid="comment-thread"]', { hasText: 'Hat Interesse an der Tagesklinik.' });
    await seen.locator('[data-testid="comment-body"]', { hasText: 'Vorstellungsgespräch am Montag.' }).waitFor({ timeout: 10_000 });
    await shot(sales, 'messaging-02-colleague-sees-it-live');
  });

  it('the notification list shows a reply and toggles its read state', async () => {
    await sales.goto(`${app.baseUrl}/notifications`);
    const item = sales.locator('[data-testid="notification"]').first();
    await item.waitFor();
    expect(await item.getAttribute('data-read')).toBe('false');
    await shot(sales, 'messaging-03-notifications-unread');
    await item.locator('[data-testid="toggle-read"]').click();
    await sales.locator('[data-testid="notification"][data-read="true"]').first().waitFor();
    await shot(sales, 'messaging-04-notification-read');
    await sales.locator('[data-testid="notification"][data-read="true"] [data-testid="toggle-read"]').first().click();
    await expect.poll(() => sales.locator('[data-testid="notification"][data-read="true"]').count(), { timeout: 10_000 }).toBe(0);
  });

  it('the sender screen shows the demo job sent to its contacts', async () => {
    await admin.goto(`${app.baseUrl}/notification-sender`);
    // The worker sends the demo's verify-email job to its 20 contacts once the server runs.
    await admin.locator('[data-testid="sender-job-progress"]', { hasText: '20 von 20' }).first().waitFor({ timeout: 15_000 });
    await shot(admin, 'messaging-05-sender');
  });
});
