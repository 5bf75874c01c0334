import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './app-server';
import { expectAccessible } from './axe';
import { browserAvailable, germanContext, launchBrowser, signIn } from './browser';

const artifacts = fileURLToPath(new URL('../artifacts', import.meta.url));
const run = browserAvailable();

describe.skipIf(!run)('Berichte und Dashboards in a real browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: Page;

  const shot = async (name: string): Promise<void> => {
    await admin.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
  };
  /** A number of a report table's row (German format), by the row's heading. */
  const cell = async (testId: string, row: string, column = 0): Promise<number> => {
    const text = await admin
      .locator(`[data-testid="${testId}-table"] tbody tr`)
      .filter({ hasText: row })
      .first()
      .locator('td')
      .nth(column)
      .textContent();
    return Number((text ?? '').replaceAll('.', '').replace(',', '.'));
  };

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    app = await startApp();
    browser = await launchBrowser();
    const context = await germanContext(browser, { viewport: { width: 1600, height: 1000 }, acceptDownloads: true });
    admin = await context.newPage();
    await signIn(admin, app.baseUrl, 'admin@demo.test');
    await admin.waitForURL('**/pipeline');
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('opens the conversion report, sees smaller figures as of a past day and downloads it as CSV', async () => {
    await admin.getByRole('link', { name: 'Statistiken' }).click();
    await admin.waitForURL('**/stats');
    await admin.getByTestId('stats-tab-reports').click();
    await admin.waitForURL('**/stats/reports');
    await admin.getByRole('heading', { level: 1, name: 'Berichte' }).waitFor();
    await admin.getByTestId('report-conversion-table').waitFor();
    await expect.poll(() => cell('report-conversion', 'Gesendet'), { timeout: 10_000 }).toBeGreaterThan(0);
    const sent = await cell('report-conversion', 'Gesendet');
    const viewed = await cell('report-conversion', 'Angesehen');
    expect(viewed).toBeGreaterThan(0);
    expect(viewed).toBeLessThanOrEqual(sent);
    await admin.locator('[data-testid="chart-funnel"] svg').first().waitFor();
    await shot('reports-1-conversion');
    await expectAccessible(admin, 'reports');

    // Offers went out over the last four weeks of the demo history: ten days ago fewer had been sent.
    const past = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    await admin.getByTestId('reports-as-of').fill(past);
    await expect.poll(() => cell('report-conversion', 'Gesendet'), { timeout: 10_000 }).toBeLessThan(sent);
    await shot('reports-2-conversion-as-of-past');

    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByTestId('report-conversion-csv').click()]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv.startsWith('\uFEFFSchritt;Anzahl;Quote (%);Quote zum Vorschritt (%)\r\nGesendet;')).toBe(true);

    await admin.getByTestId('reports-as-of').fill('');
    await admin.getByText('SMS', { exact: true }).click();
    await expect
      .poll(() => admin.locator('[data-testid="report-conversion-table"] tbody tr').filter({ hasText: 'Aus E-Mail geklickt' }).count())
      .toBe(0);
    expect(await cell('report-conversion', 'Aus SMS geklickt')).toBeGreaterThan(0);
  });

  it('opens the ROI report of an advertising campaign', async () => {
    await admin.getByTestId('roi-utm-campaign').fill('pflege_herbst');
    await admin.getByTestId('roi-spend').fill('5000');
    await expect.poll(() => cell('report-roi', 'Kontakte'), { timeout: 10_000 }).toBeGreaterThan(0);
    await admin.getByTestId('report-roi-content-table').waitFor();
    await admin.getByTestId('report-roi').scrollIntoViewIfNeeded();
    await shot('reports-3-roi');
  });

  it('opens the dashboards of campaigns and players', async () => {
    await admin.getByTestId('stats-tab-dashboards').click();
    await admin.waitForURL('**/stats/dashboards');
    await admin.getByRole('heading', { level: 1, name: 'Dashboards' }).waitFor();
    await expect
      .poll(() => admin.locator('[data-testid="dashboard-campaigns-table"] tbody tr').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => admin.locator('[data-testid="dashboard-players-table"] tbody tr').count()).toBeGreaterThan(0);
    await admin.locator('[data-testid="chart-revenue-monthly"] svg').first().waitFor();
    await shot('reports-4-dashboards');
    await expectAccessible(admin, 'dashboards');
  });
});
