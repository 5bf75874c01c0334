import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './app-server';
import { expectAccessible } from './axe';
import { browserAvailable, germanContext, launchBrowser, signIn } from './browser';

const artifacts = fileURLToPath(new URL('../artifacts', import.meta.url));
const run = browserAvailable();

/**
 * A candidate answers an offer by its link on a phone: `candidate@demo.test` opens the link, verifies the
 * phone with the code the SMS outbox holds, accepts; an admin's board, open on a desktop since before the
 * accept, shows the offer move from new to in_process without a reload.
 */
describe.skipIf(!run)('a candidate accepts an offer by its link', () => {
  let app: RunningApp;
  let browser: Browser;
  let phoneContext: BrowserContext;
  let desktopContext: BrowserContext;
  let candidate: Page;
  let admin: Page;
  let offer: { offerId: string; token: string };

  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
  const refusals = (page: Page): Promise<number> => page.locator('[data-testid="flash"][data-level="danger"]').count();

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    app = await startApp();
    browser = await launchBrowser();
    phoneContext = await germanContext(browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    desktopContext = await germanContext(browser, { viewport: { width: 1440, height: 900 } });
    candidate = await phoneContext.newPage();
    admin = await desktopContext.newPage();
    const row = (await app.runtime.pool.one(sql.unsafe`
      select offer_id, token from rm_candidate_offers.offers
      where token is not null and stage = 'new' and accepted_at is null and rejected_at is null
      order by created_at desc limit 1`)) as { offer_id: string; token: string };
    offer = { offerId: row.offer_id, token: row.token };
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("opens the admin's board first: the offer waits in new", async () => {
    await signIn(admin, app.baseUrl, 'admin@demo.test');
    await admin.waitForURL('**/pipeline');
    await admin.waitForSelector(`[data-testid="column-new"] [data-offer-id="${offer.offerId}"]`);
  });

  it('lands the candidate on their offers with the new-offers popup, and no admin screen or refusal', async () => {
    await signIn(candidate, app.baseUrl, 'candidate@demo.test');
    await candidate.waitForURL('**/meine-angebote');
    await candidate.waitForSelector('[data-testid="new-offers-later"]');
    await shot(candidate, 'candidate-offer-01-new-offers-popup-phone');
    await candidate.click('[data-testid="new-offers-later"]');
    await candidate.waitForSelector('[data-testid="new-offers-later"]', { state: 'hidden' });
    await candidate.waitForSelector('[data-testid="my-offer"]');
    expect(await candidate.locator('a[href="/pipeline"]').count()).toBe(0);
    await expectAccessible(candidate, 'candidate offers');
    await shot(candidate, 'candidate-offer-02-my-offers-phone');
    expect(await refusals(candidate)).toBe(0);
  });

  it('opens the link, verifies the phone with the code from the SMS outbox, and accepts', async () => {
    await candidate.goto(`${app.baseUrl}/angebote/${offer.token}`);
    await candidate.waitForSelector('[data-testid="offer-details"]');
    await expectAccessible(candidate, 'offer page');
    await shot(candidate, 'candidate-offer-03-offer-phone');
    await candidate.click('[data-testid="offer-accept"]');
    await candidate.waitForSelector('[data-testid="otp-input"]');
    // The countdown of the resend lock runs.
    await expect.poll(() => candidate.locator('[data-testid="otp-resend"]').innerText()).toMatch(/Neuer Code in \d+ s/);
    // The code is in the SMS outbox only (the API never answers it).
    let code = '';
    await expect
      .poll(async () => {
        const data: unknown = await app.runtime.pool.maybeOneFirst(sql.unsafe`
          select data->>'code' from ops.notification_outbox where template = 'phone-verification-code' order by created_at desc limit 1`);
        code = typeof data === 'string' ? data : '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    await expectAccessible(candidate, 'phone code modal');
    await shot(candidate, 'candidate-offer-04-otp-phone');
    await candidate.fill('[data-testid="otp-input"]', code);
    await candidate.click('[data-testid="otp-submit"]');
    await candidate.waitForSelector('[data-testid="first-accept-close"]');
    await shot(candidate, 'candidate-offer-05-first-accept-phone');
    await candidate.click('[data-testid="first-accept-close"]');
    await candidate.waitForSelector('[data-testid="offer-answered"]');
    expect(await refusals(candidate)).toBe(0);
  });

  it("moves the offer to in_process on the admin's board without a reload", async () => {
    await admin.waitForSelector(`[data-testid="column-in_process"] [data-offer-id="${offer.offerId}"]`, { timeout: 20_000 });
    expect(await admin.locator(`[data-testid="column-new"] [data-offer-id="${offer.offerId}"]`).count()).toBe(0);
    await shot(admin, 'candidate-offer-06-board-moved-desktop');
  });

  it('refuses the used link: the offer page shows it answered, the link no longer accepts', async () => {
    await candidate.goto(`${app.baseUrl}/angebote/${offer.token}`);
    await candidate.waitForSelector('[data-testid="offer-answered"]');
    expect(await candidate.locator('[data-testid="offer-accept"]').count()).toBe(0);
    await candidate.setViewportSize({ width: 1280, height: 800 });
    await shot(candidate, 'candidate-offer-07-answered-desktop');
  });
});
