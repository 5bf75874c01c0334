import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './app-server';
import { expectAccessible } from './axe';
import { browserAvailable, germanContext, launchBrowser, signIn as signInOn } from './browser';

const artifacts = fileURLToPath(new URL('../artifacts', import.meta.url));
const run = browserAvailable();

describe.skipIf(!run)(
  'contacts and audiences: an admin edits a contact, opens the pipe, gives an incentive; an employer filters an audience',
  () => {
    let app: RunningApp;
    let browser: Browser;
    let employer: Page;
    let admin: Page;

    const shot = async (page: Page, name: string): Promise<void> => {
      await page.screenshot({ path: path.join(artifacts, `contacts-audiences-${name}.png`), fullPage: true });
    };
    const meterCount = async (page: Page): Promise<string> =>
      (await page.locator('[data-testid="potential-meter"]').getAttribute('data-count')) ?? '';

    beforeAll(async () => {
      mkdirSync(artifacts, { recursive: true });
      app = await startApp();
      browser = await launchBrowser();
      employer = await (await germanContext(browser, { viewport: { width: 1400, height: 1000 } })).newPage();
      admin = await (await germanContext(browser, { viewport: { width: 1400, height: 1000 } })).newPage();
      for (const page of [employer, admin]) page.on('pageerror', (error) => console.error('page error:', error.message));
    });

    afterAll(async () => {
      await browser?.close();
      await app?.stop();
    });

    it('the admin edits a contact, opens the pipe and an offer of it, and gives an incentive', async () => {
      await signInOn(admin, app.baseUrl, 'admin@demo.test');
      // A contact with offers, so that the pipe has something to show.
      const list = (await (await admin.request.get(`${app.baseUrl}/api/contacts?page=1&is_active=true`)).json()) as {
        data: Array<{ id: string }>;
      };
      let contactId = '';
      for (const row of list.data) {
        const pipe = (await (await admin.request.get(`${app.baseUrl}/api/contacts/${row.id}/pipe`)).json()) as { data: unknown[] };
        if (pipe.data.length > 0) {
          contactId = row.id;
          break;
        }
      }
      expect(contactId).not.toBe('');

      await admin.goto(`${app.baseUrl}/contacts/${contactId}`);
      await admin.waitForSelector('[data-testid="contact-name"]');
      // The UTM parameters of the landing the candidate registered from, or 'Unbekannt' when there were none.
      const detail = (await (await admin.request.get(`${app.baseUrl}/api/contacts/${contactId}`)).json()) as {
        data: { meta: { utm: string | null } };
      };
      await admin.waitForSelector(`text=UTM: ${detail.data.meta.utm ?? 'Unbekannt'}`);
      await shot(admin, '01-contact');

      await admin.click('[data-testid="contact-edit-open"]');
      await admin.waitForURL(`**/contacts/${contactId}/edit`);
      await admin.fill('[data-testid="edit-last-name"]', 'Neumann-Probe');
      await admin.fill('[data-testid="edit-birth-year"]', '1988');
      await shot(admin, '02-contact-edit');
      await expectAccessible(admin, 'contact edit');
      await admin.click('[data-testid="edit-save"]');
      await admin.waitForSelector('text=Kontakt gespeichert.');
      await admin.waitForURL(`**/contacts/${contactId}`);
      await expect.poll(async () => admin.locator('[data-testid="contact-name"]').textContent()).toContain('Neumann-Probe');

      await admin.click('[data-testid="contact-pipe-open"]');
      await admin.waitForSelector('[data-testid="pipe-table"]');
      await shot(admin, '03-pipe');
      await admin.locator('[data-testid="pipe-open"]').first().click();
      await admin.waitForSelector('[data-testid="piped-contact"]');
      await shot(admin, '04-piped-offer');
      await admin.click('[data-testid="piped-back"]');
      await admin.keyboard.press('Escape');

      await admin.fill('[data-testid="incentive-amount"]', '150');
      await admin.fill('[data-testid="incentive-note"]', 'Erster Arbeitstag');
      await admin.click('[data-testid="incentive-give"]');
      await admin.waitForSelector('text=Prämie vergeben.');
      await admin.waitForSelector('[data-testid="incentives"] >> text=Erster Arbeitstag');
      await shot(admin, '05-incentive');
    });

    it('the employer edits an audience with meta filters and sees the potential count change', async () => {
      await signInOn(employer, app.baseUrl, 'employer@demo.test');
      await employer.goto(`${app.baseUrl}/audiences`);
      const row = employer.locator('[data-testid="audience-table"] tr', { hasText: 'Berlin' }).first();
      await row.locator('text=Bearbeiten').click();
      await employer.waitForURL('**/audiences/*/edit**');
      await expect.poll(() => meterCount(employer), { timeout: 15_000 }).not.toBe('');
      const before = Number(await meterCount(employer));
      expect(before).toBeGreaterThan(0);
      await shot(employer, '06-audience-before');

      await employer.click('[data-testid="audience-filters-toggle"]');
      await employer.click('[data-testid="filter-willingness-to-move"]');
      await employer.fill('[data-testid="filter-age-from"]', '25');
      await expect.poll(async () => Number(await meterCount(employer)), { timeout: 15_000 }).toBeLessThan(before);
      await shot(employer, '07-audience-filtered');
      await expectAccessible(employer, 'audience form with filters');

      await employer.click('[data-testid="audience-save"]');
      await employer.waitForSelector('text=Zielgruppe aktualisiert');
      await shot(employer, '08-audience-saved');
    });
  },
);
