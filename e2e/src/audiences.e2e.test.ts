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

describe.skipIf(!run)('audiences in a real browser: an employer builds one around a postal code, an admin maps it', () => {
  let app: RunningApp;
  let browser: Browser;
  let employer: Page;
  let admin: Page;
  const audienceName = 'Fahrer Berlin-Mitte';

  const shot = async (page: Page, name: string): Promise<void> => {
    await page.screenshot({ path: path.join(artifacts, `audiences-${name}.png`), fullPage: true });
  };
  const signIn = async (page: Page, email: string): Promise<void> => {
    await signInOn(page, app.baseUrl, email);
  };
  const meterCount = async (page: Page): Promise<string> =>
    (await page.locator('[data-testid="potential-meter"]').getAttribute('data-count')) ?? '';

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    app = await startApp();
    browser = await launchBrowser();
    employer = await (await germanContext(browser, { viewport: { width: 1400, height: 1000 } })).newPage();
    admin = await (await germanContext(browser, { viewport: { width: 1600, height: 1100 } })).newPage();
    for (const page of [employer, admin]) page.on('pageerror', (error) => console.error('page error:', error.message));
    // Seeding the demo world (contacts over all of Germany) outlasts the default on a loaded machine.
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('the employer creates an audience, watching the meter move as the radius changes', async () => {
    await signIn(employer, 'employer@demo.test');
    await employer.goto(`${app.baseUrl}/audiences`);
    await employer.waitForSelector('[data-testid="audience-table"] >> text=Berlin 20 km');
    await shot(employer, '01-list');
    await employer.click('[data-testid="audience-new"]');
    await employer.waitForURL('**/audiences/new');
    await employer.fill('[data-testid="audience-name"]', audienceName);
    await employer.fill('[data-testid="audience-zip"]', '10115');
    await employer.waitForSelector('text=Berlin, Berlin');
    // Counted once the criteria rest for 3 s, with the default radius of 40 km.
    await expect.poll(() => meterCount(employer), { timeout: 15_000 }).not.toBe('');
    const at40 = Number(await meterCount(employer));
    expect(at40).toBeGreaterThan(0);
    await expect.poll(() => employer.locator('[data-testid="map"]').getAttribute('data-total')).toBe(String(at40));
    await shot(employer, '02-meter-40km');
    await expectAccessible(employer, 'audience form');

    await employer.fill('[data-testid="audience-range"]', '5');
    await expect.poll(async () => Number(await meterCount(employer)), { timeout: 15_000 }).toBeLessThan(at40);
    await shot(employer, '03-meter-5km');
    await employer.fill('[data-testid="audience-range"]', '150');
    await expect.poll(async () => Number(await meterCount(employer)), { timeout: 15_000 }).toBeGreaterThan(at40);
    expect(await employer.locator('[data-testid="potential-meter"]').getAttribute('data-band')).not.toBe('');
    await shot(employer, '04-meter-150km');

    await employer.click('[data-testid="audience-save"]');
    await employer.waitForSelector('text=Zielgruppe erstellt!');
    await employer.waitForSelector(`[data-testid="audience-table"] >> text=${audienceName}`);
    await shot(employer, '05-saved');
  });

  it('an admin opens its map: a date range is required, then its contacts show', async () => {
    await signIn(admin, 'admin@demo.test');
    await admin.goto(`${app.baseUrl}/audience-map`);
    await admin.waitForSelector('[data-testid="map"]');
    await admin.click('text=Alle Zielgruppen');
    await admin.click('[data-testid="map-audience"]');
    await admin.keyboard.type(audienceName);
    await admin.click(`[role="option"]:has-text("${audienceName}")`);
    await admin.click('[data-testid="map-show"]');
    await admin.waitForSelector('[data-testid="map-date-error"] >> text=Bitte einen Zeitraum wählen!');
    await shot(admin, '06-map-needs-dates');
    const today = new Date();
    const yearAgo = new Date(today.getTime() - 365 * 86_400_000);
    await admin.fill('[data-testid="map-from"]', yearAgo.toISOString().slice(0, 10));
    await admin.fill('[data-testid="map-till"]', today.toISOString().slice(0, 10));
    await admin.click('[data-testid="map-show"]');
    await expect
      .poll(async () => Number(await admin.locator('[data-testid="map"]').getAttribute('data-total')), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await shot(admin, '07-map-audience-contacts');
    await expectAccessible(admin, 'audience map');
  });

  it("an admin opens the audience's contacts modal: growth, the contacts by tab, the target audience", async () => {
    const companyId = ((await (await employer.request.get(`${app.baseUrl}/api/user/current`)).json()) as { company_id: string }).company_id;
    await admin.goto(`${app.baseUrl}/audiences?company_id=${companyId}`);
    const row = admin.locator('[data-testid="audience-table"] tr', { hasText: audienceName });
    await row.locator('[data-testid="audience-contacts-open"]').click();
    await admin.waitForSelector(`text=Kontakte der Zielgruppe ${audienceName}`);
    const growthTotal = admin.locator('[data-testid="audience-growth-total"]');
    await growthTotal.waitFor();
    const activeTotal = Number(await growthTotal.getAttribute('data-total'));
    expect(activeTotal).toBeGreaterThan(0);
    await admin.waitForSelector('[data-testid="growth-28"] >> text=Letzte 28 Tage');
    await shot(admin, '08-contacts-growth');
    await expectAccessible(admin, 'audience contacts modal: growth');

    await admin.click('[data-testid="audience-tab-potential"]');
    const potential = admin.locator('[data-testid="audience-contacts-potential"] [data-testid="audience-contacts-total"]');
    await potential.waitFor();
    // Potential counts inactive contacts too; growth counts the active ones.
    expect(Number(await potential.getAttribute('data-total'))).toBeGreaterThanOrEqual(activeTotal);
    await admin.waitForSelector('[data-testid="audience-contacts-potential"] table a');
    await shot(admin, '09-contacts-potential');
    await expectAccessible(admin, 'audience contacts modal: potential');

    await admin.click('[data-testid="audience-tab-eligible"]');
    await admin.waitForSelector('[data-testid="audience-contacts-eligible"] [data-testid="audience-contacts-total"]');
    await admin.click('[data-testid="audience-tab-target"]');
    await admin.waitForSelector('[data-testid="audience-target"] >> text=10115 Berlin');
    await admin.waitForSelector('[data-testid="audience-target"] >> text=150 km');
    await shot(admin, '10-contacts-target');
    await expectAccessible(admin, 'audience contacts modal: target audience');
  });
});
