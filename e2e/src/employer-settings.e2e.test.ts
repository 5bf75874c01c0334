import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './app-server';
import { expectAccessible } from './axe';
import { browserAvailable, germanContext, launchBrowser, signIn } from './browser';

const artifacts = fileURLToPath(new URL('../artifacts', import.meta.url));
const run = browserAvailable();

/** The smallest PDF file-type recognises. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe.skipIf(!run)('employer settings, packages and active sourcing in a real browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let owner: Page;

  const shot = async (name: string): Promise<void> => {
    // From the top: a full-page shot of a scrolled page draws the sticky header in the middle.
    await owner.evaluate('window.scrollTo(0, 0)');
    await owner.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
  };
  const flash = (text: string) => owner.waitForSelector(`[data-testid="flash"]:has-text("${text}")`);
  const open = async (url: string, title: string): Promise<void> => {
    await owner.goto(`${app.baseUrl}${url}`);
    await owner.getByRole('heading', { level: 1, name: title }).waitFor();
  };

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    app = await startApp();
    browser = await launchBrowser();
    const context = await germanContext(browser, { viewport: { width: 1400, height: 1000 } });
    owner = await context.newPage();
    await signIn(owner, app.baseUrl, 'owner@demo.test');
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('settings: the approved SEPA account, a new account waiting for approval, a definition deleted with a reason', async () => {
    await open('/employer/settings', 'Einstellungen');
    await owner.waitForSelector('[data-testid="sepa-status"]:has-text("Freigegeben am")');
    await owner.waitForSelector('[data-testid="definitions"] >> text=Pflegefachkraft');
    await expectAccessible(owner, 'employer settings');
    await shot('40-employer-settings');

    await owner.fill('input[name="iban"]', 'DE02 1203 0000 0000 2020 51');
    await owner.fill('input[name="swift_bic"]', 'BYLADEM1001');
    await owner.click('[data-testid="sepa-accept"]');
    await owner.click('[data-testid="sepa-save"]');
    await flash('SEPA-Daten gespeichert.');
    await owner.waitForSelector('[data-testid="sepa-status"]:has-text("Wartet auf Freigabe")');

    await owner.fill('input[name="definition_name"]', 'Quereinsteiger');
    await owner.fill('textarea[name="definition_description"]', 'Ohne Ausbildung, mit Einarbeitung');
    await owner.click('[data-testid="definition-save"]');
    await flash('Definition erstellt!');
    const row = owner.locator('[data-testid="definitions"] tr', { hasText: 'Quereinsteiger' });
    await row.locator('[data-testid="definition-delete"]').click();
    await owner.fill('textarea[name="reason"]', 'abc');
    await owner.click('[data-testid="definition-delete-confirm"]');
    await owner.waitForSelector('text=Bitte geben Sie einen gültigen Grund für die Löschung ein.');
    await shot('41-employer-definition-delete-reason');
    await owner.fill('textarea[name="reason"]', 'Doppelt angelegt');
    await owner.click('[data-testid="definition-delete-confirm"]');
    await flash('Definition gelöscht.');
    await row.waitFor({ state: 'detached' });
  });

  it('packages: the slider prices the year, the owner chooses it, above the ranges sales is contacted', async () => {
    await open('/employer/packages', 'Pakete & Preise');
    await owner.waitForSelector('[data-testid="current-package"]:has-text("50 Nachrichten")');
    await owner.getByText('Jahr', { exact: true }).click();
    await owner.waitForSelector('[data-testid="monthly-price"]:has-text("639,50")');
    await expectAccessible(owner, 'employer packages');
    await shot('42-employer-packages');
    await owner.click('[data-testid="choose-package"]');
    await flash('Paket gewählt.');

    const thumb = owner.getByRole('slider').first();
    await thumb.focus();
    await owner.keyboard.press('End');
    await owner.waitForSelector('[data-testid="contact-sales-hint"]');
    await owner.click('[data-testid="pricing-contact-sales"]');
    await owner.fill('input[name="company_name"]', 'Pflegeheim Demo GmbH');
    await owner.fill('textarea[name="message"]', 'Wir brauchen rund 300 Nachrichten im Monat.');
    await expectAccessible(owner, 'contact sales');
    await owner.click('[data-testid="sales-send"]');
    await flash('Vielen Dank! Unser Vertrieb meldet sich in Kürze bei Ihnen.');
  });

  it('testimonials: the demo company’s two, and a new one', async () => {
    await open('/employer/testimonials', 'Referenzen');
    await expect.poll(() => owner.locator('[data-testid="testimonials"] article').count()).toBe(2);
    for (const [name, text] of [
      ['body_problem', 'Wir fanden keine Fahrer für die Tagespflege.'],
      ['body_collaboration', 'Unkompliziert und schnell.'],
      ['body_results', 'Zwei Einstellungen im ersten Monat.'],
      ['body_conclusion', 'Gerne wieder.'],
    ] as const)
      await owner.fill(`textarea[name="${name}"]`, text);
    await owner.click('[data-testid="testimonial-save"]');
    await flash('Referenz erstellt!');
    await expect.poll(() => owner.locator('[data-testid="testimonials"] article').count()).toBe(3);
    await expectAccessible(owner, 'employer testimonials');
    await shot('43-employer-testimonials');
  });

  it('active sourcing: the quota, a message from a template to an unlocked contact, a document for them', async () => {
    await open('/employer/active-sourcing', 'Active Sourcing');
    await owner.waitForSelector('[data-testid="quota"]:has-text("von 50 Nachrichten übrig")');
    await owner.waitForSelector('[data-testid="template"] >> text=Erstkontakt Pflege');
    // The demo company reached some of its contacts already: the first one not reached in 90 days takes the message.
    const reachedLately = owner.locator('[data-testid="flash"][data-level="danger"]', { hasText: 'vor weniger als 90 Tagen' });
    const sent = owner.locator('[data-testid="flash"]', { hasText: 'Nachricht gesendet.' });
    for (let option = 0; ; option++) {
      await owner.click('[data-testid="sourcing-contact"]');
      await owner.locator('[role="listbox"] [role="option"]').nth(option).click();
      await owner.waitForSelector('[data-testid="contact-information"]');
      await owner.click('[data-testid="sourcing-template"]');
      await owner.locator('[role="listbox"] [role="option"]', { hasText: 'Erstkontakt Pflege' }).click();
      await owner.click('[data-testid="sourcing-send"]');
      await sent.or(reachedLately).first().waitFor();
      if (await sent.count()) break;
      await reachedLately.first().locator('button').click();
      await reachedLately.waitFor({ state: 'detached' });
    }
    await owner.waitForSelector('[data-testid="quota"]:has-text("49 von 50 Nachrichten übrig")');

    await owner.locator('input[type="file"]').setInputFiles({ name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: PDF });
    await owner.click('[data-testid="document-upload"]');
    await flash('Dokumente erfolgreich hochgeladen');
    await owner.waitForSelector('[data-testid="documents"] >> text=Lebenslauf.pdf');
    await expectAccessible(owner, 'employer active sourcing');
    await shot('44-employer-active-sourcing');
  });
});
