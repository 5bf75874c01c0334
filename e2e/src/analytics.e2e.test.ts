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

describe.skipIf(!run)('Statistiken in a real browser', () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: Page;

  const shot = async (name: string): Promise<void> => {
    await admin.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
  };
  /** The sum of a chart's numbers, read from its table (German numbers). */
  const total = async (testId: string): Promise<number> => {
    const cells = await admin.locator(`[data-testid="${testId}-table"] tbody td`).allTextContents();
    return cells.reduce((sum, cell) => sum + Number(cell.replaceAll('.', '').replace(',', '.')), 0);
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

  it('shows the last 90 days, smaller figures as of a day in the past, and downloads a chart as CSV', async () => {
    await admin.getByRole('link', { name: 'Statistiken' }).click();
    await admin.waitForURL('**/stats');
    await admin.getByRole('heading', { level: 1, name: 'Statistiken' }).waitFor();

    await admin.getByTestId('stats-period').click();
    await admin.getByRole('option', { name: 'Letzte 90 Tage' }).click();
    await expect.poll(() => admin.locator('[data-testid="chart-activity-table"] tbody tr').count(), { timeout: 10_000 }).toBe(90);
    const terms = await total('chart-activity');
    const partners = await total('chart-partners');
    expect(terms).toBeGreaterThan(0);
    expect(partners).toBeGreaterThan(0);
    await admin.locator('[data-testid="chart-activity"] svg').first().waitFor();
    await shot('analytics-1-last-90-days');
    await expectAccessible(admin, 'statistics');

    // As of 40 days ago: the window ends then, and only what the log held by then counts.
    const past = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    await admin.getByTestId('stats-as-of').fill(past);
    await expect.poll(() => total('chart-partners'), { timeout: 10_000 }).toBeLessThan(partners);
    expect(await total('chart-activity')).toBeLessThan(terms);
    await shot('analytics-2-as-of-past');

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.locator('[data-testid="chart-activity"]').getByRole('button', { name: 'CSV herunterladen' }).click(),
    ]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv.startsWith('\uFEFFTag;AGB akzeptiert\r\n')).toBe(true);
    expect(csv).toMatch(/\r\n\d{2}\.\d{2}\.\d{4};\d+/);
  });
});
