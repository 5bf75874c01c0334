import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether the browser tests can run here; in CI a missing browser is a failure, not a skip. */
export function browserAvailable(): boolean {
  const available = existsSync(chromiumPath);
  if (!available && process.env.CI) throw new Error(`Chromium not found at ${chromiumPath}; CI requires the browser tests.`);
  if (!available) console.log(`Browser tests skipped: no Chromium at ${chromiumPath} (install Debian's chromium or set CHROMIUM_PATH)`);
  return available;
}

/** Headless system Chromium; the flags keep it from reaching out to the network on its own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * A browser as the product's users mostly have it: German, with transitions off (no drawer measured
 * half faded in); the viewport and the rest as given.
 */
export function germanContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ locale: 'de-DE', reducedMotion: 'reduce', ...options });
}

/** The audit rows of one event type (rows carry their type; the text is in the user's language). */
export const auditRows = (type: string): string => `[data-testid="audit-row"][data-event-type="${type}"]`;

/** The demo users' password (`server/src/demo-data`). */
export const DEMO_PASSWORD = 'demo12345';

/** Signs in on the login page and waits until the app has left it for the user's home. */
export async function signIn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('button[type="submit"]');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
