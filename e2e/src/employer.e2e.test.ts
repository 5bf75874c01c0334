import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './app-server';
import { expectAccessible } from './axe';
import { browserAvailable, germanContext, launchBrowser, signIn as signInOn } from './browser';

const artifacts = fileURLToPath(new URL('../artifacts', import.meta.url));
const run = browserAvailable();

describe.skipIf(!run)('the employer workspace in a real browser: dashboard, a contact worked on, a colleague watching', () => {
  let app: RunningApp;
  let browser: Browser;
  let employer: Page;
  let colleague: Page;
  let contactId = '';
  const note = `Erstgespräch geführt (${Date.now()})`;

  const shot = async (page: Page, name: string): Promise<void> => {
    await page.screenshot({ path: path.join(artifacts, `employer-${name}.png`), fullPage: true });
  };
  const signIn = async (context: BrowserContext, email: string): Promise<Page> => {
    const page = await context.newPage();
    await signInOn(page, app.baseUrl, email);
    await page.waitForURL('**/app');
    return page;
  };
  const pick = async (page: Page, testId: string, option: string): Promise<void> => {
    await page.click(`[data-testid="${testId}"]`);
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    app = await startApp();
    browser = await launchBrowser();
    employer = await signIn(await germanContext(browser, { viewport: { width: 1500, height: 1100 } }), 'employer@demo.test');
    colleague = await signIn(await germanContext(browser, { viewport: { width: 1500, height: 1100 } }), 'owner@demo.test');
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('lands on the dashboard with charts, open to-dos, campaigns and recent activity', async () => {
    await employer.waitForSelector('h1:has-text("Dashboard")');
    await employer.waitForSelector('[data-testid="dashboard-todo"]');
    // Both charts drawn (on a canvas each), each named for screen readers, in the height kept for it before its script arrived.
    await expect.poll(() => employer.locator('.echarts-for-react canvas').count()).toBe(2);
    await expect.poll(() => employer.locator('.echarts-for-react[aria-label]').count()).toBe(2);
    await expectAccessible(employer, 'employer dashboard');
    await shot(employer, '01-dashboard');
  });

  it('lists the unlocked contacts and opens one that was not contacted yet', async () => {
    await employer.click('a[href="/unlocked-contacts"]');
    await employer.waitForSelector('[data-testid="contact-row"]');
    await expectAccessible(employer, 'unlocked contacts');
    await shot(employer, '02-contacts');
    contactId = await employer.evaluate(async () => {
      const answer = (await (await fetch('/api/unlocked-contacts?type=open_todos')).json()) as {
        data: Array<{ id: string; checklist: { contacted: boolean } }>;
      };
      return answer.data.find((contact) => !contact.checklist.contacted)?.id ?? '';
    });
    expect(contactId).not.toBe('');
    await employer.goto(`${app.baseUrl}/unlocked-contacts/${contactId}`);
    await employer.waitForSelector('[data-testid="checklist"]');
    expect(await employer.getAttribute('[data-testid="todo-contacted"]', 'data-done')).toBe('false');
    await employer.waitForSelector('text=Dieser Kontakt wurde noch nicht kontaktiert!');
    await expectAccessible(employer, 'unlocked contact');
    // The colleague looks at the same contact's timeline.
    await colleague.goto(`${app.baseUrl}/unlocked-contacts/${contactId}`);
    await colleague.waitForSelector('[data-testid="checklist"]');
  });

  it('logs a call: the checklist ticks, and the colleague sees the entry without reloading', async () => {
    await employer.click('[data-testid="timeline-tab-call"]');
    await employer.fill('[data-testid="entry-description"]', note);
    await pick(employer, 'entry-outcome', 'Erreicht');
    await employer.click('[data-testid="entry-save-call"]');
    await employer.waitForSelector(`[data-testid="timeline-entry"]:has-text("${note}")`);
    await employer.waitForSelector('[data-testid="todo-contacted"][data-done="true"]');
    await shot(employer, '03-call-logged');
    await colleague.waitForSelector(`[data-testid="timeline-entry"]:has-text("${note}")`, { timeout: 5000 });
    await colleague.waitForSelector('[data-testid="todo-contacted"][data-done="true"]');
    await shot(colleague, '04-colleague-sees-call');
  });

  it('sets the status to unqualified after choosing the reasons', async () => {
    await pick(employer, 'contact-status', 'Unqualifiziert');
    const dialog = employer.getByRole('dialog');
    await dialog.waitFor();
    await dialog.locator('input[type="checkbox"]').first().dispatchEvent('click');
    await shot(employer, '05-unqualified-reasons');
    await employer.click('[data-testid="unqualified-save"]');
    await employer.waitForSelector('[data-testid="todo-status"][data-done="true"]');
    // The screen reloads the contact 500 ms after the change (employer spec §4): its status follows.
    await expect.poll(() => employer.inputValue('[data-testid="contact-status"]')).toBe('Unqualifiziert');
  });

  it('creates a task', async () => {
    await employer.click('[data-testid="timeline-tab-task"]');
    await employer.fill('[data-testid="task-title"]', 'Absage schicken');
    await employer.click('[data-testid="task-save"]');
    await employer.waitForSelector('[data-testid="task-item"]:has-text("Absage schicken")');
    await expectAccessible(employer, 'tasks');
    await shot(employer, '06-task-created');
  });
});
