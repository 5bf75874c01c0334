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

/** An instant some days ago as a `datetime-local` input takes it (local time, to the minute). */
const localDaysAgo = (days: number, hours = 0): string => {
  const at = new Date(Date.now() - days * 24 * 3_600_000 - hours * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

describe.skipIf(!run)('the data-protection register in a real browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: Page;

  const shot = async (name: string): Promise<void> => {
    await admin.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
  };
  const breachRow = (text: string) => admin.locator('[data-testid="breach-row"]', { hasText: text });
  const requestRow = (text: string) => admin.locator('[data-testid="request-row"]', { hasText: text });

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    app = await startApp();
    browser = await launchBrowser();
    const context = await germanContext(browser, { viewport: { width: 1600, height: 1000 } });
    admin = await context.newPage();
    await signIn(admin, app.baseUrl, 'admin@demo.test');
    await admin.waitForURL('**/pipeline');
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('shows the seeded breaches and requests with their deadlines, open requests first', async () => {
    await admin.getByRole('link', { name: 'Datenschutzregister' }).click();
    await admin.waitForURL('**/privacy-register');
    await admin.getByText('Art. 33 Abs. 5 DSGVO').first().waitFor();
    await breachRow('falschen Empfänger').waitFor();
    expect(await admin.locator('[data-testid="breach-row"]').count()).toBe(2);
    expect(await breachRow('falschen Empfänger').locator('[data-testid="status-notified"]').textContent()).toBe('Gemeldet');
    expect(await breachRow('Dienst-Smartphone').locator('[data-testid="status-noNotification"]').textContent()).toBe('Keine Meldung nötig');
    expect(await admin.locator('[data-testid="status-overdue"]').count()).toBe(0);
    await expectAccessible(admin, 'privacy register: breaches');
    await shot('privacy-register-01-breaches');

    await admin.click('[data-testid="tab-requests"]');
    await requestRow('DSA-2026-014').waitFor();
    const references = (await admin.locator('[data-testid="request-row"]').allInnerTexts()).map(
      (text) => /DSA-\d{4}-\d{3}/.exec(text)?.[0],
    );
    expect(references).toEqual(['DSA-2026-014', 'DSA-2026-011', 'DSA-2026-009']);
    expect(await requestRow('DSA-2026-014').locator('[data-testid="status-open"]').textContent()).toBe('Offen');
    expect(await requestRow('DSA-2026-011').locator('[data-testid="status-extended"]').textContent()).toBe('Verlängert');
    expect(await requestRow('DSA-2026-009').locator('[data-testid="status-done"]').textContent()).toBe('Erledigt');
    await expectAccessible(admin, 'privacy register: requests');
    await shot('privacy-register-02-requests');
  });

  it('records a breach: a notification date before the detection is refused on its field, then it is listed overdue', async () => {
    await admin.click('[data-testid="tab-breaches"]');
    await admin.click('[data-testid="breach-create"]');
    const form = admin.locator('[data-testid="breach-form"]');
    await form.waitFor();
    await admin.fill('[data-testid="field-detectedAt"]', localDaysAgo(4));
    await admin.fill(
      '[data-testid="field-description"]',
      'Unverschlüsselter USB-Stick mit Bewerbungsunterlagen im Besprechungsraum vergessen',
    );
    await admin.fill('[data-testid="field-dataCategories"]', 'Lebensläufe, Zeugnisse');
    await admin.fill('[data-testid="field-personsAffected"]', '7');
    await admin.click('[data-testid="field-risk"]');
    await admin.getByRole('option', { name: /Hohes Risiko/ }).click();
    await admin.fill('[data-testid="field-authorityNotifiedAt"]', localDaysAgo(5));
    await admin.click('[data-testid="breach-save"]');
    await form.getByText('Das Datum darf nicht vor der Feststellung liegen.').waitFor();
    await expectAccessible(admin, 'privacy register: breach form with a field error');
    await shot('privacy-register-03-breach-refused');

    await form.getByRole('button', { name: /Datum leeren: Aufsichtsbehörde benachrichtigt am/ }).click();
    await admin.click('[data-testid="breach-save"]');
    await admin.waitForSelector('[data-testid="flash"]:has-text("Datenpanne gespeichert.")');
    await form.waitFor({ state: 'detached' });
    const recorded = breachRow('USB-Stick');
    await recorded.waitFor();
    // The newest detection first; past its 72 hours with a risk and the authority not told.
    expect(await admin.locator('[data-testid="breach-row"]').count()).toBe(3);
    expect(await admin.locator('[data-testid="breach-row"]').first().innerText()).toContain('USB-Stick');
    expect(await recorded.locator('[data-testid="status-overdue"]').textContent()).toBe('Überfällig');
    expect(await recorded.innerText()).toContain('Hohes Risiko');
    await shot('privacy-register-04-breach-recorded');
  });
});
