import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './app-server';
import { browserAvailable, germanContext, launchBrowser, signIn } from './browser';

const artifacts = fileURLToPath(new URL('../artifacts', import.meta.url));
const run = browserAvailable();

describe.skipIf(!run)("the chat in two browsers: the back office and the employer with one contact's thread open", () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: Page;
  let employer: Page;
  let contactId = '';
  let unlockId = '';
  const stamp = Date.now();

  const shot = async (page: Page, name: string): Promise<void> => {
    await page.screenshot({ path: path.join(artifacts, `chat-${name}.png`), fullPage: true });
  };
  const write = async (page: Page, text: string): Promise<void> => {
    await page.click('[data-testid="chat-input"]');
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
  };

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    app = await startApp();
    browser = await launchBrowser();
    admin = await (await germanContext(browser, { viewport: { width: 1500, height: 1000 } })).newPage();
    await signIn(admin, app.baseUrl, 'admin@demo.test');
    employer = await (await germanContext(browser, { viewport: { width: 1500, height: 1000 } })).newPage();
    await signIn(employer, app.baseUrl, 'owner@demo.test');
    await employer.waitForURL('**/app');
    // A contact the company is chatting with (demo data), and its unlocked contact's page.
    [contactId, unlockId] = await employer.evaluate(async () => {
      const contacts = (await (await fetch('/api/messages/contacts')).json()) as { data: Array<{ id: string }> };
      const first = contacts.data[0]?.id ?? '';
      for (let page = 1; page <= 10; page += 1) {
        const list = (await (await fetch(`/api/unlocked-contacts?page=${page}`)).json()) as {
          data: Array<{ id: string; driver: { id: string } }>;
        };
        const found = list.data.find((row) => row.driver.id === first);
        if (found) return [first, found.id];
        if (list.data.length === 0) break;
      }
      return [first, ''];
    });
    expect(contactId).not.toBe('');
    expect(unlockId).not.toBe('');
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("the admin opens the chat screen with the contact's thread; the employer opens the chat on the unlocked contact", async () => {
    await admin.click('a[href="/chat"]');
    await admin.waitForSelector('[data-testid="chat-contact"]');
    await admin.goto(`${app.baseUrl}/chat/${contactId}`);
    await admin.waitForSelector('[data-testid="chat-message"]');
    await employer.goto(`${app.baseUrl}/unlocked-contacts/${unlockId}`);
    await employer.click('[data-testid="chat-open"]');
    await employer.waitForSelector('[data-testid="chat-message"]');
    await shot(admin, '01-admin-thread');
    await shot(employer, '02-employer-widget');
  });

  it("each sees the other's message live (Enter sends, Shift+Enter a new line)", async () => {
    const fromEmployer = `Gern, wir melden uns morgen (${stamp})`;
    await write(employer, fromEmployer);
    await admin.waitForSelector(`[data-testid="chat-message"]:has-text("${fromEmployer}")`, { timeout: 10_000 });

    const fromAdmin = `Das Backoffice hilft gern weiter (${stamp})`;
    await admin.click('[data-testid="chat-input"]');
    await admin.keyboard.type('Zeile eins');
    await admin.keyboard.press('Shift+Enter');
    expect(await admin.inputValue('[data-testid="chat-input"]')).toBe('Zeile eins\n');
    await admin.fill('[data-testid="chat-input"]', '');
    await write(admin, fromAdmin);
    await employer.waitForSelector(`[data-testid="chat-message"]:has-text("${fromAdmin}")`, { timeout: 10_000 });
    // The input empties once the server has taken the message, which may be after the push reached the employer.
    await expect.poll(() => admin.inputValue('[data-testid="chat-input"]'), { timeout: 10_000 }).toBe('');
    await shot(admin, '03-admin-live');
    await shot(employer, '04-employer-live');
  });

  it('shows a text longer than one SMS in red, and sends it', async () => {
    await employer.click('[data-testid="chat-input"]');
    await employer.keyboard.type('x'.repeat(161));
    await employer.waitForSelector('[data-testid="chat-length"]');
    const color = String(await employer.evaluate(`getComputedStyle(document.querySelector('[data-testid="chat-input"]')).color`));
    expect(color).toMatch(/rgb\((2\d\d), \d{1,2}, \d{1,2}\)/);
    await employer.keyboard.press('Enter');
    await admin.waitForSelector('[data-testid="chat-message"] [data-long="true"]', { timeout: 10_000 });
    await shot(employer, '05-long-message');
  });
});
