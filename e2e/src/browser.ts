import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

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
