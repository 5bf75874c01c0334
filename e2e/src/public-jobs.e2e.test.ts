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
 * The public site: a visitor (desktop and a 375 px phone) checks a postal code on the landing page,
 * searches jobs near it, opens one (the list gives way to the offer, the back control returns to the list;
 * on the phone a carousel counts "1 / N") and opens the offer page; axe-core finds nothing serious on `/`,
 * `/stellenangebote` and the offer page; no JavaScript error. Then candidate@demo.test reviews an
 * employer they had an offer from, public then private, and lands on the thank-you page.
 */
describe.skipIf(!run)('the public job list and a review', () => {
  let app: RunningApp;
  let browser: Browser;
  const errors: string[] = [];

  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
  const watched = async (context: BrowserContext): Promise<Page> => {
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    return page;
  };

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    app = await startApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('a visitor on a desktop searches jobs near a postal code and opens one', async () => {
    const context = await germanContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await watched(context);
    await page.goto(`${app.baseUrl}/`);
    await page.waitForSelector('h1:has-text("Finden Sie Ihren nächsten Job")');
    await page.waitForSelector('text=Neueste Stellenangebote');
    await page.fill('input[inputmode="numeric"]', '10115');
    await page.waitForSelector('a:has-text("Jobs rund um Berlin ansehen")');
    await expectAccessible(page, 'public landing (desktop)');
    await shot(page, 'public-landing-desktop');

    // Neither keyword nor place: the spec's message.
    await page.goto(`${app.baseUrl}/stellenangebote`);
    await page.click('button:has-text("Jobs finden")');
    await page.waitForSelector('[role="alert"]:has-text("Bitte geben Sie das Schlüsselwort ein")');
    await page.fill('input[placeholder="PLZ oder Ort"]', '10115');
    await page.click('button:has-text("Jobs finden")');
    await page.waitForURL(/radius=30/);
    await page.waitForSelector('#job-list h3');
    expect(await page.locator('text=im Umkreis von 30 km um Berlin').count()).toBe(1);
    await expectAccessible(page, 'job search (desktop)');
    await shot(page, 'public-jobs-desktop');

    const firstTitle = (await page.locator('#job-list h3').first().innerText()).trim();
    await page.locator('#job-list h3 button').first().click();
    await page.waitForSelector(`h2:has-text("${firstTitle}")`);
    expect(await page.locator('#job-list').count()).toBe(0);
    await page.click('button:has-text("Zurück zur Liste")');
    await page.waitForSelector('#job-list');

    const jobId = (await page.locator('#job-list [id^="job-"]').first().getAttribute('id'))?.replace('job-', '');
    await page.goto(`${app.baseUrl}/stellenangebote/${jobId}`);
    await page.waitForSelector(`h1:has-text("${firstTitle}")`);
    await page.waitForSelector('text=Urlaubstage');
    await expectAccessible(page, 'offer page (desktop)');
    await shot(page, 'public-offer-desktop');
    await context.close();
    expect(errors).toEqual([]);
  });

  it('on a 375 px phone the opened offer sits in a carousel that counts "1 / N"', async () => {
    const context = await germanContext(browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await watched(context);
    await page.goto(`${app.baseUrl}/`);
    await page.waitForSelector('text=Neueste Stellenangebote');
    await expectAccessible(page, 'public landing (phone)');
    await shot(page, 'public-landing-phone');
    await page.goto(`${app.baseUrl}/stellenangebote?location=10115&radius=50`);
    await page.waitForSelector('#job-list h3');
    const count = await page.locator('#job-list h3').count();
    await expectAccessible(page, 'job search (phone)');
    await shot(page, 'public-jobs-phone');
    await page.locator('#job-list h3 button').first().click();
    expect(await page.locator('[data-testid="carousel-counter"]').innerText()).toBe(`1 / ${count}`);
    if (count > 1) {
      await page.click('button[aria-label="Weiter"]');
      expect(await page.locator('[data-testid="carousel-counter"]').innerText()).toBe(`2 / ${count}`);
    }
    await expectAccessible(page, 'offer in the carousel (phone)');
    await shot(page, 'public-offer-phone');
    await context.close();
    expect(errors).toEqual([]);
  });

  it('candidate@demo.test reviews an employer they had an offer from: public, then private, then thanks', async () => {
    const result = await app.runtime.pool.query(sql.unsafe`
      select e.slug, e.company_id from rm_public_site.employers e
      where exists (
        select 1 from rm_offer_board.offers o join rm_contacts.contacts c on c.contact_id = o.contact_id
        join rm_users.users u on u.user_id = c.user_id
        where u.email = 'candidate@demo.test' and o.company_id = e.company_id)
      order by e.name limit 1`);
    const employer = result.rows[0] as { slug: string; company_id: string };
    const context = await germanContext(browser, { viewport: { width: 1280, height: 900 } });
    const page = await watched(context);
    await signIn(page, app.baseUrl, 'candidate@demo.test');
    await page.goto(`${app.baseUrl}/${employer.slug}/reviews`);
    await page.click('button:has-text("Arbeitgeber bewerten")');
    await page.waitForSelector('text=Öffentliche Bewertung absenden');
    // Ratings: the overall stars, then every question's (Mantine's Rating: one radio per star).
    const groups = page.locator('form .mantine-Rating-root');
    await groups.first().waitFor();
    for (let i = 0; i < (await groups.count()); i += 1) await groups.nth(i).locator('label').nth(3).click();
    await page.fill('textarea[required]', 'Sehr freundliches Team und ein schneller Bewerbungsprozess.');
    await shot(page, 'review-public-desktop');
    await page.click('button:has-text("Öffentliche Bewertung absenden")');
    await page.waitForSelector('text=Diese Angaben sieht nur unser Team');
    await page.locator('form .mantine-Rating-root').first().locator('label').nth(4).click();
    await page.getByLabel('Was könnte der Arbeitgeber verbessern?').fill('Mehr Parkplätze.');
    await page.click('button:has-text("Private Bewertung absenden")');
    await page.waitForURL(`**/review/thank-you?arbeitgeber=${employer.company_id}`);
    await page.waitForSelector('h1:has-text("Vielen Dank für Ihre Bewertung.")');
    await shot(page, 'review-thank-you-desktop');
    // The public list shows the review and the average; the private words stay private.
    await page.goto(`${app.baseUrl}/${employer.slug}/reviews`);
    await page.waitForSelector('text=Sehr freundliches Team und ein schneller Bewerbungsprozess.');
    expect(await page.locator('text=Mehr Parkplätze.').count()).toBe(0);
    await page.click('button:has-text("Arbeitgeber bewerten")');
    await page.waitForSelector('text=Sie haben diesen Arbeitgeber bereits bewertet.');
    await context.close();
    expect(errors).toEqual([]);
  });
});
