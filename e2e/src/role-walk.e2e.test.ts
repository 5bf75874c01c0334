import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from './app-server';
import { browserAvailable, germanContext, launchBrowser, signIn } from './browser';

const artifacts = fileURLToPath(new URL('../artifacts/role-walk', import.meta.url));
const run = browserAvailable();

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A code of the API shown as it is: `NOT_STARTED`, `in_talks`, or a catalogue key without a text (`superActions.confirm`). */
const RAW = [
  /(?<![\p{L}\p{N}_@.])[A-Z]+(?:_[A-Z]+)+(?![\p{L}\p{N}_])/u,
  // (`utm_campaign` is the name marketers know the parameter by.)
  /(?<![\p{L}\p{N}_@./-])(?!utm_)[a-z]+(?:_[a-z]+)+(?![\p{L}\p{N}_@./-])/u,
  /(?<![\p{L}\p{N}_.@])[a-z]+[A-Z][a-zA-Z]*\.[a-z][a-zA-Z]+(?![\p{L}\p{N}_.@])/u,
];

/**
 * The part of the DOM the page functions use (this workspace has no DOM types). Page functions, not strings:
 * a string is evaluated with `eval` in the page, which the app's Content Security Policy forbids.
 */
interface PageElement {
  cloneNode(deep: boolean): PageElement;
  querySelectorAll(selectors: string): Iterable<{ remove(): void }>;
  append(node: PageElement): void;
  remove(): void;
  style: { position: string };
  innerText: string;
}

/** What the page shows as text, less what it shows as a code on purpose (a reference item's key, a UTM value). */
function shownText(): string {
  const { body } = (globalThis as unknown as { document: { body: PageElement } }).document;
  const copy = body.cloneNode(true);
  for (const code of copy.querySelectorAll('code, kbd, script, style')) code.remove();
  copy.style.position = 'absolute';
  body.append(copy);
  const shown = copy.innerText;
  copy.remove();
  return shown;
}

/** Whether no loader shows any more (self-contained: it runs in the page). */
function settled(): boolean {
  return !(globalThis as unknown as { document: { querySelector(selectors: string): unknown } }).document.querySelector(
    '.mantine-Loader-root, .mantine-Skeleton-root',
  );
}

/** The addresses of the links found (the part of the DOM's `Element` used: this workspace has no DOM types). */
const HREFS = (links: Array<{ getAttribute(name: string): string | null }>): string[] =>
  links.map((link) => link.getAttribute('href') ?? '').filter(Boolean);

/** A bound on one role's walk (the admin's has about 50 screens). */
const MAX_SCREENS_PER_ROLE = 80;

/** A screen as the walk found it. */
interface Visit {
  path: string;
  title: string;
  problems: string[];
}

/** The same screen for another record: `/companies/5f3…` and `/companies/81a…` are one screen. */
const screenOf = (pathname: string): string =>
  pathname.replace(/\/[0-9a-f]{8}-[0-9a-f-]{27,}/giu, '/:id').replace(/\/\d+(?=\/|$)/gu, '/:n');

/**
 * Everyone's screens, walked as each role meets them (issue: screens as users meet them): signed in, every
 * entry of the role's navigation and, from each, the first record of every detail screen it links to; on the
 * public site the header's and the footer's links and a posting. On each screen: a title, no JavaScript
 * error, no answer of the API at or above 500 and no refusal (a screen must not offer what the rules
 * forbid), and no raw code of the API or catalogue key in the German text. A screenshot of every screen on
 * a desktop, and of the role's home on a phone, lands in `e2e/artifacts/role-walk/`.
 */
describe.skipIf(!run)('every role walks its screens in Chromium', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    app = await startApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** A page that notes what goes wrong on it; `take()` hands over what was noted since the last call. */
  async function watchedPage(context: BrowserContext) {
    const page = await context.newPage();
    let noted: string[] = [];
    page.on('pageerror', (error) => noted.push(`JavaScript error: ${error.message}`));
    page.on('response', (response: Response) => {
      const url = new URL(response.url());
      if (url.origin !== app.baseUrl) return;
      if (response.status() >= 500) noted.push(`${response.status()} from ${response.request().method()} ${url.pathname}`);
      if (response.status() === 403) noted.push(`refused: ${response.request().method()} ${url.pathname}`);
    });
    return {
      page,
      take: () => {
        const taken = noted;
        noted = [];
        return taken;
      },
    };
  }

  /** Settles a screen: its queries answered, its loaders gone. */
  async function settle(page: Page): Promise<void> {
    await page
      .locator('h1')
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    await page.waitForFunction(settled, undefined, { timeout: 10_000 }).catch(() => undefined);
  }

  async function visit(watched: Awaited<ReturnType<typeof watchedPage>>, target: string, shot: string): Promise<Visit> {
    const { page } = watched;
    await page.goto(`${app.baseUrl}${target}`);
    await settle(page);
    const problems = watched.take();
    const title =
      (
        await page
          .locator('h1')
          .first()
          .textContent({ timeout: 8000 })
          .catch(() => null)
      )?.trim() ?? '';
    if (!title) problems.push('no title (h1)');
    const text = await page.evaluate(shownText);
    for (const pattern of RAW) {
      const found = pattern.exec(text);
      if (found) problems.push(`raw code or key in the text: "${found[0]}"`);
    }
    await page.screenshot({ path: path.join(artifacts, `${shot}.png`) });
    return { path: target, title, problems };
  }

  /** The screens a screen links to in its content (not the legal pages, which the visitor walks; no downloads). */
  async function linksOf(page: Page): Promise<string[]> {
    const hrefs = await page.locator('main a[href^="/"]').evaluateAll(HREFS);
    return hrefs
      .map((href) => href.split(/[?#]/u)[0] ?? '')
      .filter((href) => href && !href.startsWith('/legal') && !href.startsWith('/api/'));
  }

  async function walkSignedIn(role: string, email: string, reachedByButtons: readonly string[] = []): Promise<Visit[]> {
    const context = await germanContext(browser, { viewport: DESKTOP });
    const watched = await watchedPage(context);
    const { page } = watched;
    await signIn(page, app.baseUrl, email);
    await settle(page);
    const home = new URL(page.url()).pathname;
    watched.take();

    const navigation = await page.locator('nav a[href^="/"]').evaluateAll(HREFS);
    // The legal pages are the visitor's walk; every signed-in role has the same ones.
    const screens = [...new Set([home, ...navigation, ...reachedByButtons])].filter((target) => !target.startsWith('/legal'));
    const seen = new Set<string>();
    const visits: Visit[] = [];
    let n = 0;
    const shotName = (target: string) =>
      `${role}-${String(++n).padStart(2, '0')}${target.replace(/[^a-z0-9]+/giu, '-')}`.replace(/-+$/u, '');

    // Breadth first: the navigation, then the screens those link to, then theirs (a campaign from a company),
    // each screen once, whichever record it is opened for.
    const queue = [...screens];
    const queued = new Set(queue.map(screenOf));
    while (queue.length > 0 && visits.length < MAX_SCREENS_PER_ROLE) {
      const screen = queue.shift() ?? '';
      if (seen.has(screenOf(screen))) continue;
      seen.add(screenOf(screen));
      visits.push(await visit(watched, screen, shotName(screenOf(screen))));
      for (const link of await linksOf(page)) {
        if (queued.has(screenOf(link))) continue;
        queued.add(screenOf(link));
        queue.push(link);
      }
    }

    await page.setViewportSize(PHONE);
    await page.goto(`${app.baseUrl}${home}`);
    await settle(page);
    await page.screenshot({ path: path.join(artifacts, `${role}-home-phone.png`), fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.goto(`${app.baseUrl}${home}`);
    await settle(page);
    await page.screenshot({ path: path.join(artifacts, `${role}-home-desktop.png`) });
    await context.close();
    return visits;
  }

  /** The admin's screens that a button opens rather than a link (a campaign from its row, a contact's edit and chat). */
  async function adminScreensBehindButtons(): Promise<string[]> {
    const campaign = await app.runtime.pool.query(
      sql.unsafe`select campaign_id from rm_campaigns.campaigns where audience_id is not null order by campaign_id limit 1`,
    );
    const contact = await app.runtime.pool.query(
      sql.unsafe`select contact_id from rm_unlocks.unlocked_contacts order by contact_id limit 1`,
    );
    const campaignId = (campaign.rows[0] as { campaign_id: string } | undefined)?.campaign_id;
    const contactId = (contact.rows[0] as { contact_id: string } | undefined)?.contact_id;
    expect(campaignId && contactId).toBeTruthy();
    return [`/campaigns/${campaignId}`, `/campaigns/${campaignId}/map`, `/contacts/${contactId}/edit`, `/chat/${contactId}`];
  }

  const problemsOf = (visits: Visit[]) => visits.filter((v) => v.problems.length > 0).map((v) => `${v.path}: ${v.problems.join('; ')}`);

  it('a visitor walks the public site: landing page, jobs, a posting, registration, sign-in and the legal pages', async () => {
    const context = await germanContext(browser, { viewport: DESKTOP });
    const watched = await watchedPage(context);
    const { page } = watched;
    const visits: Visit[] = [];
    visits.push(await visit(watched, '/', 'visitor-01-landing'));
    const links = await page.locator('header a[href^="/"], footer a[href^="/"]').evaluateAll(HREFS);
    const targets = [...new Set(links.filter((href) => href !== '/'))];
    expect(targets).toEqual(expect.arrayContaining(['/stellenangebote', '/login', '/register']));
    let n = 1;
    for (const target of targets)
      visits.push(await visit(watched, target, `visitor-${String(++n).padStart(2, '0')}${target.replace(/[^a-z0-9]+/giu, '-')}`));

    await page.goto(`${app.baseUrl}/`);
    await settle(page);
    const posting = await page.locator('main a[href^="/stellenangebote/"]').first().getAttribute('href');
    expect(posting).toBeTruthy();
    visits.push(await visit(watched, posting!, `visitor-${String(++n).padStart(2, '0')}-posting`));
    const reviews = await page
      .locator('a[href$="/reviews"]')
      .first()
      .getAttribute('href', { timeout: 5000 })
      .catch(() => null);
    if (reviews) visits.push(await visit(watched, reviews, `visitor-${String(++n).padStart(2, '0')}-employer-reviews`));
    visits.push(await visit(watched, '/register/business', `visitor-${String(++n).padStart(2, '0')}-register-business`));

    await page.setViewportSize(PHONE);
    await page.goto(`${app.baseUrl}/`);
    await settle(page);
    await page.screenshot({ path: path.join(artifacts, 'visitor-home-phone.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.goto(`${app.baseUrl}/`);
    await settle(page);
    await page.screenshot({ path: path.join(artifacts, 'visitor-home-desktop.png') });
    await context.close();

    expect(visits.length).toBeGreaterThanOrEqual(6);
    expect(problemsOf(visits)).toEqual([]);
  });

  // The sales team works with the admins' screens (sales@demo.test is an admin): the admin's walk is theirs.
  it.each([
    ['candidate', 'candidate@demo.test', 4],
    ['employer', 'employer@demo.test', 8],
    ['owner', 'owner@demo.test', 8],
    ['admin', 'admin@demo.test', 25],
  ] as const)('%s walks every screen of their navigation and the detail screens it links to', async (role, email, atLeast) => {
    const visits = await walkSignedIn(role, email, role === 'admin' ? await adminScreensBehindButtons() : []);
    expect(visits.length).toBeGreaterThanOrEqual(atLeast);
    expect(problemsOf(visits)).toEqual([]);
  });
});
