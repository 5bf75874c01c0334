import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './app-server';
import { expectAccessible } from './axe';
import { browserAvailable, germanContext, launchBrowser } from './browser';

const artifacts = fileURLToPath(new URL('../artifacts', import.meta.url));
const run = browserAvailable();

const EMAIL = 'jana.neumann@kandidat.e2e.test';
const PASSWORD = 'Pflege2026';

describe.skipIf(!run)('a new candidate registers, fills the profile, deletes the account and can no longer sign in', () => {
  let app: RunningApp;
  let browser: Browser;
  let phone: Page;
  let desktop: Page;
  const pageErrors: string[] = [];

  const shot = async (page: Page, name: string): Promise<void> => {
    await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
  };
  const open = async (width: number, height: number): Promise<Page> => {
    const context = await germanContext(browser, { viewport: { width, height }, isMobile: width < 500, hasTouch: width < 500 });
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  };

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    app = await startApp();
    browser = await launchBrowser();
    phone = await open(375, 812);
    desktop = await open(1400, 1000);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('registers at /register on a phone and lands on the own profile', async () => {
    await phone.goto(`${app.baseUrl}/register`);
    await phone.fill('input[name="first_name"]', 'Jana');
    await phone.fill('input[name="last_name"]', 'Neumann');
    await phone.fill('input[name="email"]', EMAIL);
    await phone.fill('input[name="phone"]', '0151 98765432');
    await phone.fill('input[name="zip_code"]', '20095');
    await phone.fill('input[name="password"]', PASSWORD);
    await phone.fill('input[name="password_confirmation"]', PASSWORD);
    await expectAccessible(phone, 'candidate registration');
    await phone.click('[data-testid="candidate-register-submit"]');
    // Without the consent the form stays, with the field's message.
    await phone.waitForSelector('text=Bitte akzeptieren');
    await phone.check('[data-testid="candidate-accept-terms"]');
    await shot(phone, 'candidate-account-01-register-phone');
    await phone.click('[data-testid="candidate-register-submit"]');
    await phone.waitForURL('**/my-profile');
    await phone.waitForSelector('input[name="email"]');
    expect(await phone.inputValue('input[name="email"]')).toBe(EMAIL);
    expect(await phone.inputValue('input[name="phone"]')).toBe('+4915198765432');
    await expectAccessible(phone, 'candidate profile');
    await shot(phone, 'candidate-account-02-profile-phone');
  });

  it('changes the profile and uploads a profile image', async () => {
    await phone.fill('input[name="last_name"]', 'Neumann-Berg');
    await phone.fill('input[name="phone"]', '+48 601 234 567');
    await phone.click('[data-testid="profile-save"]');
    await phone.waitForSelector('text=Profil gespeichert.');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
      'base64',
    );
    const chooser = phone.waitForEvent('filechooser');
    await phone.click('[data-testid="profile-image-choose"]');
    await (await chooser).setFiles({ name: 'ich.png', mimeType: 'image/png', buffer: png });
    // The square cut comes first; only what it keeps is uploaded.
    await phone.click('[data-testid="profile-image-crop-save"]');
    await phone.waitForSelector('[data-testid="profile-avatar"] img');
    const rows = await app.runtime.pool.query(
      sql.unsafe`select last_name, phone, thumbnail_id from rm_candidate_profiles.profiles where email = ${EMAIL}`,
    );
    expect(rows.rows).toEqual([expect.objectContaining({ last_name: 'Neumann-Berg', phone: '+48601234567' })]);
  });

  it('fills the profile-meta wizard on the desktop: errors mark their sections, then it saves', async () => {
    await desktop.goto(`${app.baseUrl}/login`);
    await desktop.fill('input[name="email"]', EMAIL);
    await desktop.fill('input[name="password"]', PASSWORD);
    await desktop.click('button[type="submit"]');
    await desktop.waitForURL((url) => !url.pathname.startsWith('/login'));
    await desktop.click('nav a:has-text("Meine Angaben")');
    await desktop.waitForSelector('[data-testid="meta-section-person"]');
    await desktop.fill('[data-testid="meta-custom-experiences"]', 'Wundpflege\nwundpflege');
    await desktop.click('[data-testid="meta-save"]');
    await desktop.waitForSelector('[data-testid="meta-section-qualification"][data-invalid="true"]');
    await desktop.waitForSelector('[data-testid="meta-section-finish"][data-invalid="true"]');
    await desktop.waitForSelector('text=Option existiert bereits.');
    await shot(desktop, 'candidate-account-03-wizard-errors-desktop');
    await desktop.fill('[data-testid="meta-custom-experiences"]', 'Wundpflege');
    await desktop.fill('[data-testid="meta-address"]', 'Mönckebergstraße 7, 20095 Hamburg');
    await desktop.check('[data-testid="meta-gdpr"]');
    await desktop.click('[data-testid="meta-save"]');
    await desktop.waitForSelector('text=Ihre Angaben wurden gespeichert.');
    expect(await desktop.locator('[data-invalid="true"]').count()).toBe(0);
    await expectAccessible(desktop, 'candidate profile meta');
    await shot(desktop, 'candidate-account-04-wizard-saved-desktop');
  });

  it("deletes the account on the phone with the typed 'löschen', and is sent to / after 10 s", async () => {
    await phone.goto(`${app.baseUrl}/my-profile/delete`);
    await phone.click('[data-testid="delete-reason-other"]');
    await phone.fill('[data-testid="delete-text"]', 'Ich habe über Freunde eine Stelle in Hamburg gefunden.');
    await phone.fill('[data-testid="delete-key"]', 'löschen');
    await expectAccessible(phone, 'account deletion');
    await shot(phone, 'candidate-account-05-delete-phone');
    await phone.click('[data-testid="delete-account-submit"]');
    await phone.waitForSelector('[data-testid="delete-account-done"]');
    await shot(phone, 'candidate-account-06-deleted-phone');
    const leftAt = Date.now();
    await phone.waitForURL((url) => url.pathname !== '/my-profile/delete', { timeout: 20_000 });
    expect(Date.now() - leftAt).toBeGreaterThan(8_000);
  });

  it('can no longer sign in; nothing of the person is left readable', async () => {
    await desktop.goto(`${app.baseUrl}/login`);
    await desktop.fill('input[name="email"]', EMAIL);
    await desktop.fill('input[name="password"]', PASSWORD);
    await desktop.click('button[type="submit"]');
    await desktop.waitForSelector('text=E-Mail-Adresse oder Passwort sind falsch.');
    expect(new URL(desktop.url()).pathname).toBe('/login');
    await shot(desktop, 'candidate-account-07-sign-in-refused-desktop');
    const found = await app.runtime.pool.query(sql.unsafe`
      select (select count(*)::int from es_events where data::text like '%Neumann%' or data::text like ${`%${EMAIL}%`}) as events,
        (select count(*)::int from rm_users.users where email = ${EMAIL}) as users,
        (select count(*)::int from rm_contacts.contacts where email = ${EMAIL} or last_name = 'Neumann-Berg') as contacts,
        (select count(*)::int from rm_candidate_profiles.profiles where email = ${EMAIL}) as profiles`);
    expect(found.rows[0]).toEqual({ events: 0, users: 0, contacts: 0, profiles: 0 });
    expect(pageErrors).toEqual([]);
  });
});
