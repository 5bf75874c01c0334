import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './app-server';
import { browserAvailable, launchBrowser, germanContext, auditRows, signIn } from './browser';

const artifacts = fileURLToPath(new URL('../artifacts', import.meta.url));
const run = browserAvailable();

describe.skipIf(!run)('back office in a real browser: a business registers, an admin takes it on', () => {
  let app: RunningApp;
  let browser: Browser;
  let owner: Page;
  let admin: Page;
  let companyId = '';
  const companyName = 'Pflegedienst Morgenrot GmbH';

  const shot = async (page: Page, name: string): Promise<void> => {
    await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
  };
  /** Mantine's switches and checkboxes keep their input visually hidden: click it as a user's click on the label would. */
  const toggle = async (page: Page, testId: string): Promise<void> => {
    await page.locator(`[data-testid="${testId}"]`).dispatchEvent('click');
  };

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    app = await startApp();
    browser = await launchBrowser();
    owner = await (await germanContext(browser, { viewport: { width: 1400, height: 1000 } })).newPage();
    admin = await (await germanContext(browser, { viewport: { width: 1600, height: 1100 } })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('a new business registers on /register/business and is signed in as its owner', async () => {
    await owner.goto(`${app.baseUrl}/register/business`);

    await owner.fill('input[name="company_name"]', companyName);
    await owner.fill('input[name="full_name"]', 'Miriam Morgenrot');
    await owner.fill('input[name="email"]', 'miriam@pflege-morgenrot.de');
    await owner.fill('input[name="mobile"]', '0151 55512345');
    await owner.fill('input[name="location"]', '20095');
    await owner.fill('input[name="password"]', 'Morgenrot2026');
    await owner.fill('input[name="password_confirmation"]', 'Morgenrot2026');
    // Without consent the form answers under the checkbox.
    await owner.click('[data-testid="register-submit"]');
    await owner.waitForSelector('text=Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.');
    await shot(owner, 'back-office-01-registration-consent-missing');
    await toggle(owner, 'accept-terms');
    await toggle(owner, 'accept-dpa');
    const registered = owner.waitForResponse((r) => r.url().endsWith('/register/business') && r.status() === 201);
    await owner.click('[data-testid="register-submit"]');
    companyId = ((await (await registered).json()) as { company_id: string }).company_id;
    await owner.waitForURL('**/company');
    await owner.waitForSelector(`h1:has-text("${companyName}")`);
    await owner.waitForSelector('[data-testid="my-company-users"] >> text=Miriam Morgenrot');
    await shot(owner, 'back-office-02-owner-signed-in');
  });

  it('an admin finds it, toggles partner and SEPA, approves SEPA', async () => {
    await signIn(admin, app.baseUrl, 'admin@demo.test');
    await admin.waitForURL('**/pipeline');
    await admin.goto(`${app.baseUrl}/companies`);
    await admin.fill('[data-testid="companies-search"]', 'Morgenrot');
    await admin.waitForSelector(`[data-testid="company-row"] >> text=${companyName}`);
    await expect.poll(() => admin.locator('[data-testid="company-row"]').count()).toBe(1);
    await shot(admin, 'back-office-03-companies-search');
    await admin.click(`text=${companyName}`);
    await admin.waitForURL(`**/companies/${companyId}`);
    await admin.waitForSelector('[data-testid="company-name"]');

    await toggle(admin, 'switch-is_partner');
    await expect.poll(() => admin.locator('[data-testid="switch-is_partner"]').isChecked()).toBe(true);
    await toggle(admin, 'switch-sepa_enabled');
    await expect.poll(() => admin.locator('[data-testid="switch-sepa_enabled"]').isChecked()).toBe(true);
    await admin.fill('[data-testid="sepa-signed-at"]', '2026-11-02');
    await admin.click('[data-testid="sepa-approve"]');
    await admin.waitForSelector('[data-testid="sepa-signed"]:has-text("02.11.2026")');
    await shot(admin, 'back-office-04-company-partner-sepa');
  });

  it('creates a campaign for it with cost per unlock and budget and sends it for approval', async () => {
    await admin.goto(`${app.baseUrl}/companies/${companyId}#campaigns`);
    await admin.click('[data-testid="new-campaign"]');
    await admin.fill('[data-testid="campaign-name"]', 'Pflegefachkräfte Hamburg');
    await admin.fill('[data-testid="campaign-zip"]', '20095');
    await admin.fill('[data-testid="campaign-cost"]', '49');
    await admin.fill('[data-testid="campaign-budget"]', '980');
    await shot(admin, 'back-office-05-new-campaign');
    await admin.click('[data-testid="campaign-create"]');
    await admin.waitForURL('**/campaigns/*');
    await admin.waitForSelector('[data-testid="campaign-status"]:has-text("Wartet auf Freigabe")');
    expect(await admin.locator('[data-testid="campaign-remaining"]').innerText()).toMatch(/980,00\s€ \/ 980,00\s€/);
    await shot(admin, 'back-office-06-campaign-pending');
    await admin.goto(`${app.baseUrl}/approvals`);
    await admin.waitForSelector('[data-testid="approval-row"] >> text=Pflegefachkräfte Hamburg');
    await shot(admin, 'back-office-07-approval-list');
  });

  it("the company's audit trail shows every step with its actor", async () => {
    await admin.goto(`${app.baseUrl}/companies/${companyId}#history`);
    const rowOf = (type: string, text?: string) =>
      admin
        .locator(auditRows(type))
        .filter(text ? { hasText: text } : {})
        .first();
    await rowOf('CampaignSubmittedForApproval').waitFor();
    for (const [type, text] of [
      ['CompanyFlagChanged', 'Partner'],
      ['CompanyFlagChanged', 'SEPA aktiviert'],
      ['CompanySepaApproved', undefined],
      ['CampaignCreated', undefined],
      ['CampaignSubmittedForApproval', undefined],
    ] as const) {
      expect(await rowOf(type, text).locator('[data-testid="audit-actor"]').innerText(), `${type} ${text ?? ''}`).toBe('Anna Admin');
    }
    expect(await rowOf('BusinessRegistered').locator('[data-testid="audit-actor"]').innerText()).toBe('Miriam Morgenrot');
    await shot(admin, 'back-office-08-company-audit-trail');
  });
});
