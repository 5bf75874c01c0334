import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Download, Page } from 'playwright-core';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './app-server';
import { browserAvailable, launchBrowser, signIn as signInOn } from './browser';

const artifacts = fileURLToPath(new URL('../artifacts', import.meta.url));
const run = browserAvailable();

describe.skipIf(!run)('data protection in a real browser: a candidate exports their data, an admin exports and erases it', () => {
  let app: RunningApp;
  let browser: Browser;
  let candidate: Page;
  let admin: Page;
  let contactId: string;

  const shot = async (page: Page, name: string): Promise<void> => {
    await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
  };
  const signIn = async (email: string): Promise<Page> => {
    const context = await browser.newContext({
      viewport: { width: 1400, height: 1000 },
      acceptDownloads: true,
      reducedMotion: 'reduce',
      locale: 'de-DE',
    });
    const page = await context.newPage();
    await signInOn(page, app.baseUrl, email);
    // Each role lands on its own home.
    await page.waitForURL((url) => url.pathname !== '/login');
    return page;
  };
  /** The two files of an export (JSON and the German summary), as saved. */
  const downloadsOf = async (page: Page, start: () => Promise<void>): Promise<Map<string, string>> => {
    const files: Download[] = [];
    const both = new Promise<void>((resolve) => {
      page.on('download', (download) => {
        files.push(download);
        if (files.length === 2) resolve();
      });
    });
    await start();
    await both;
    const contents = new Map<string, string>();
    for (const file of files) contents.set(path.extname(file.suggestedFilename()), readFileSync(await file.path(), 'utf8'));
    return contents;
  };

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    app = await startApp();
    browser = await launchBrowser();
    const result = await app.runtime.pool.query(sql.unsafe`
      select c.contact_id from rm_contacts.contacts c join rm_users.users u on u.user_id = c.user_id where u.email = 'candidate@demo.test'`);
    contactId = (result.rows[0] as { contact_id: string }).contact_id;
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the candidate sees their consents, agrees to the talent pool and downloads everything held about them', async () => {
    candidate = await signIn('candidate@demo.test');
    // The candidate's home greets them with their new offers first: later.
    await candidate.click('[data-testid="new-offers-later"]');
    await candidate.waitForSelector('[data-testid="new-offers-later"]', { state: 'hidden' });
    await candidate.click('a:has-text("Meine Daten")');
    await candidate.waitForSelector('[data-testid="consent-terms"]:has-text("erteilt")');
    await candidate.click('[data-testid="consent-give"]');
    await candidate.waitForSelector('[data-testid="consent-talent_pool"]:has-text("erteilt")');
    await shot(candidate, 'privacy-01-candidate-consents');
    const files = await downloadsOf(candidate, () => candidate.click('[data-testid="export-run"]'));
    expect(files.get('.json')).toContain('Clara');
    expect(files.get('.html')).toContain('Auskunft nach Art. 15 DSGVO');
    await candidate.waitForSelector('[data-testid="export-done"]');
    await shot(candidate, 'privacy-02-candidate-export');
  });

  it('the admin sees the consents on the contact detail, exports with a reason and erases with a reason', async () => {
    admin = await signIn('admin@demo.test');
    await admin.goto(`${app.baseUrl}/contacts/${contactId}`);
    await admin.waitForSelector('[data-testid="contact-name"]:has-text("Clara Kandidat")');
    await admin.waitForSelector('[data-testid="consent-summary"]:has-text("Talentpool (2026-01")');
    await shot(admin, 'privacy-03-contact-detail-consents');
    await admin.click('[data-testid="privacy-link"]');
    await admin.waitForSelector('[data-testid="access-log"]:has-text("Auskunft")');
    await admin.fill('[data-testid="export-reason"]', 'Auskunftsersuchen per Brief vom 20.11.');
    const files = await downloadsOf(admin, () => admin.click('[data-testid="export-run"]'));
    expect(files.get('.json')).toContain('+49 151 2345678');
    await shot(admin, 'privacy-04-admin-export');

    await admin.fill('[data-testid="erase-reason"]', 'Antrag nach Art. 17 DSGVO vom 24.11.');
    await admin.click('[data-testid="erase-ask"]');
    await admin.click('[data-testid="erase-confirm"]');
    await admin.waitForSelector('[data-testid="erased"]');
    await shot(admin, 'privacy-05-erased');
    await admin.goto(`${app.baseUrl}/contacts/${contactId}`);
    await admin.waitForSelector('[data-testid="contact-name"]:has-text("Gelöschte Person")');
    await shot(admin, 'privacy-06-contact-erased');
  });

  it('leaves the name, e-mail and phone nowhere in the event log, and the candidate signed out', async () => {
    const result = await app.runtime.pool.query(sql.unsafe`
      select count(*)::int as count from es_events
      where data::text like '%"Kandidat"%' or data::text like '%Clara Kandidat%' or data::text like '%candidate@demo.test%' or data::text like '%+49 151 2345678%' or stream_id like '%candidate@%'`);
    expect((result.rows[0] as { count: number }).count).toBe(0);
    await candidate.reload();
    await candidate.waitForURL('**/login');
  });
});
