import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, createTestDatabase, loadConfig } from '@rm/platform';
import { startRuntime } from '@rm/server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { signIn } from '../server/http-client';

/**
 * How the web app meets a phone: the built app served by `npm start`'s server on a fresh database with
 * the demo data; every text asset fetched as a browser asks for it (brotli, gzip, none); Lighthouse's
 * mobile preset (simulated slow 4G and a 4× slower CPU, cold cache) on the sign-in page and on each
 * role's first screen, three runs each, the median reported. Writes `bench/WEB-RESULTS.md` (or `--out`).
 *
 *   npm run bench:web                 # 3 runs per page
 *   npm run bench:web -- --runs 1     # quicker, indicative
 *   npm run bench:web -- --only sign-in --reports .work/lighthouse --out .work/web.md
 *                                     # one page (name contains the text); every run's Lighthouse report kept as JSON
 *   npm run bench:web -- --no-build   # the build already in web/dist
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const runs = Number(option('runs') ?? 3);
const outFile = path.resolve(root, option('out') ?? 'bench/WEB-RESULTS.md');
/** Only the pages whose name contains this text (or one of these, comma-separated). */
const only = option('only');
/** A folder to keep each run's full Lighthouse report in (JSON), to read its opportunities and diagnostics. */
const reportsDir = option('reports') ? path.resolve(root, option('reports')!) : undefined;

interface PageToMeasure {
  name: string;
  /** Signed in as (password demo12345); none: signed out. */
  email?: string;
  /** Where to go; signed in, `/` lets the app choose the role's home. */
  path: string;
}

const PAGES: PageToMeasure[] = [
  { name: 'sign-in', path: '/login' },
  { name: 'employer home', email: 'employer@demo.test', path: '/' },
  { name: 'candidate home', email: 'candidate@demo.test', path: '/' },
  { name: 'admin board', email: 'admin@demo.test', path: '/' },
];

const TARGETS = { performance: 0.9, accessibility: 0.95, 'best-practices': 0.95 } as const;
/** The sign-in page's JavaScript, compressed, in bytes. */
const SIGN_IN_SCRIPT_BUDGET = 150_000;

interface RunResult {
  url: string;
  scores: Record<keyof typeof TARGETS, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptBytes: number;
  /** Lighthouse's measure of the machine's speed (higher is faster); the scores move with it, loosely. */
  benchmarkIndex: number;
  styleBytes: number;
  totalBytes: number;
  requests: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

/** Every built asset fetched as browsers ask for it: what goes over the wire and how it may be cached. */
async function assetTransfers(baseUrl: string): Promise<string[]> {
  const dist = path.join(root, 'web', 'dist');
  const files = ['index.html', ...readdirSync(path.join(dist, 'assets')).map((file) => `assets/${file}`)].filter((file) =>
    /\.(html|js|css|svg|json|ico)$/.test(file),
  );
  const rows = [
    '| file | identity | gzip | brotli | content-encoding (br asked) | cache-control |',
    '| --- | ---: | ---: | ---: | --- | --- |',
  ];
  let totals = [0, 0, 0];
  const sized = async (file: string, encoding: string): Promise<{ bytes: number; headers: Headers }> => {
    const response = await fetch(`${baseUrl}/${file === 'index.html' ? '' : file}`, {
      headers: { 'accept-encoding': encoding, accept: file === 'index.html' ? 'text/html' : '*/*' },
    });
    // fetch decodes bodies; the wire size is the content-length the server sent (or the raw body when chunked).
    const length = Number(response.headers.get('content-length') ?? Number.NaN);
    const body = await response.arrayBuffer();
    return { bytes: Number.isNaN(length) ? body.byteLength : length, headers: response.headers };
  };
  const measured: Array<{ file: string; identity: number; gzip: number; brotli: number; encoding: string; cache: string }> = [];
  for (const file of [...files, 'favicon.ico']) {
    const identity = await sized(file, 'identity');
    const gzip = await sized(file, 'gzip');
    const brotli = await sized(file, 'br, gzip');
    measured.push({
      file,
      identity: identity.bytes,
      gzip: gzip.bytes,
      brotli: brotli.bytes,
      encoding: brotli.headers.get('content-encoding') ?? 'none',
      cache: brotli.headers.get('cache-control') ?? 'none',
    });
  }
  measured.sort((a, b) => b.identity - a.identity);
  for (const row of measured) {
    totals = [totals[0]! + row.identity, totals[1]! + row.gzip, totals[2]! + row.brotli];
    rows.push(`| \`${row.file}\` | ${kB(row.identity)} | ${kB(row.gzip)} | ${kB(row.brotli)} | ${row.encoding} | ${row.cache} |`);
  }
  rows.push(`| all | ${kB(totals[0]!)} | ${kB(totals[1]!)} | ${kB(totals[2]!)} | | |`);
  return rows;
}

/** One Lighthouse run; a run whose trace came out broken (it happens on a loaded machine) is tried once more. */
async function lighthouseRun(port: number, url: string, reportFile?: string, attempt = 1): Promise<RunResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < 2) return lighthouseRun(port, url, reportFile, attempt + 1);
    throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  }
  if (reportFile) writeFileSync(reportFile, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (
    lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number; requestCount: number }> }
  )?.items;
  const ofType = (type: string) => summary?.find((item) => item.resourceType === type);
  return {
    url: lhr.finalDisplayedUrl,
    scores: {
      performance: lhr.categories.performance?.score ?? 0,
      accessibility: lhr.categories.accessibility?.score ?? 0,
      'best-practices': lhr.categories['best-practices']?.score ?? 0,
    },
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: ofType('script')?.transferSize ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    styleBytes: ofType('stylesheet')?.transferSize ?? 0,
    totalBytes: ofType('total')?.transferSize ?? 0,
    requests: ofType('total')?.requestCount ?? 0,
  };
}

/** Where the app takes a signed-in user who opens `path` (its home for `/`). */
async function landingUrl(browser: Browser, url: string): Promise<string> {
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle0' });
    return page.url();
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  if (args.includes('--no-build')) console.log('measuring the web app as built (web/dist)…');
  else {
    console.log('building the web app…');
    execSync('npm run build -w @rm/web', { cwd: root, stdio: 'ignore' });
  }
  const database = await createTestDatabase('bench_web');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rm-bench-web-'));
  const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  const runtime = await startRuntime(config, createLogger(config));
  const baseUrl = `http://127.0.0.1:${runtime.port}`;
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-extensions'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const lines: string[] = [];
  const failures: string[] = [];
  try {
    const transfers = await assetTransfers(baseUrl);
    const results: Array<{ page: PageToMeasure; url: string; runs: RunResult[] }> = [];
    if (reportsDir) mkdirSync(reportsDir, { recursive: true });
    for (const page of PAGES.filter((candidate) => !only || only.split(',').some((name) => candidate.name.includes(name)))) {
      await browser.deleteCookie(...(await browser.cookies()));
      if (page.email) {
        const session = await signIn(baseUrl, page.email, 'demo12345');
        for (const pair of session.cookie.split('; ')) {
          const at = pair.indexOf('=');
          await browser.setCookie({ name: pair.slice(0, at), value: pair.slice(at + 1), domain: '127.0.0.1', path: '/' });
        }
      }
      const url = page.email ? await landingUrl(browser, `${baseUrl}${page.path}`) : `${baseUrl}${page.path}`;
      const pageRuns: RunResult[] = [];
      for (let run = 0; run < runs; run += 1) {
        const reportFile = reportsDir ? path.join(reportsDir, `${page.name.replaceAll(' ', '-')}-${run + 1}.json`) : undefined;
        const measured = await lighthouseRun(chrome.port, url, reportFile);
        console.log(
          `${page.name} ${new URL(url).pathname} run ${run + 1}: performance ${measured.scores.performance}, accessibility ${measured.scores.accessibility}, best practices ${measured.scores['best-practices']}, FCP ${Math.round(measured.fcp)} ms, LCP ${Math.round(measured.lcp)} ms, TBT ${Math.round(measured.tbt)} ms, JS ${kB(measured.scriptBytes)}, machine index ${Math.round(measured.benchmarkIndex)}`,
        );
        pageRuns.push(measured);
      }
      results.push({ page, url, runs: pageRuns });
    }

    const commit = execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim();
    lines.push(
      '# The web app on a phone',
      '',
      `Generated by \`npm run bench:web\` on ${new Date().toISOString()} (commit ${commit}; ${runs} Lighthouse run(s) per page, the median shown; ${os.cpus().length} cores, Node.js ${process.version}, ${execSync(`${chromePath} --version`, { encoding: 'utf8' }).trim()}, Lighthouse ${lighthouseVersion()}).`,
      '',
      'The built app as `npm start` serves it, on a fresh database with the demo data. Lighthouse uses its mobile preset: a',
      'Moto G Power–sized screen, simulated slow 4G (150 ms round trip, 1.6 Mbit/s) and a 4× slower CPU, a cold cache each run.',
      "Signed-in pages are measured at the address the app lands the user on (`/` chooses each role's home).",
      "The simulated CPU is the machine's own, slowed 4×: Lighthouse's machine index (higher is faster) is shown: the scores",
      'move with it, loosely (on a shared 2-core machine it moves by a third between runs minutes apart).',
      '',
      '## Lighthouse, mobile preset (median)',
      '',
      '| page | address | performance | accessibility | best practices | FCP | LCP | TBT | CLS | JS (compressed) | CSS (compressed) | all bytes | requests | machine index (runs) |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    );
    for (const { page, url, runs: pageRuns } of results) {
      const m = (pick: (run: RunResult) => number): number => median(pageRuns.map(pick));
      const scores = {
        performance: m((r) => r.scores.performance),
        accessibility: m((r) => r.scores.accessibility),
        'best-practices': m((r) => r.scores['best-practices']),
      };
      lines.push(
        `| ${page.name} | \`${new URL(url).pathname}\` | ${scores.performance.toFixed(2)} | ${scores.accessibility.toFixed(2)} | ${scores['best-practices'].toFixed(2)} | ${(m((r) => r.fcp) / 1000).toFixed(1)} s | ${(m((r) => r.lcp) / 1000).toFixed(1)} s | ${Math.round(m((r) => r.tbt))} ms | ${m((r) => r.cls).toFixed(3)} | ${kB(m((r) => r.scriptBytes))} | ${kB(m((r) => r.styleBytes))} | ${kB(m((r) => r.totalBytes))} | ${m((r) => r.requests)} | ${pageRuns.map((r) => Math.round(r.benchmarkIndex)).join(', ')} |`,
      );
      if (page.name !== 'admin board')
        for (const [category, target] of Object.entries(TARGETS)) {
          const score = scores[category as keyof typeof TARGETS];
          if (score < target) failures.push(`${page.name}: ${category} ${score.toFixed(2)} < ${target}`);
        }
      if (page.name === 'sign-in' && m((r) => r.scriptBytes) > SIGN_IN_SCRIPT_BUDGET)
        failures.push(`sign-in: ${kB(m((r) => r.scriptBytes))} of JavaScript > ${kB(SIGN_IN_SCRIPT_BUDGET)}`);
    }
    lines.push(
      '',
      `Targets (sign-in page, employer and candidate home): performance ≥ ${TARGETS.performance}, accessibility ≥ ${TARGETS.accessibility}, best practices ≥ ${TARGETS['best-practices']}; the sign-in page loads ≤ ${kB(SIGN_IN_SCRIPT_BUDGET)} of JavaScript, compressed. The admin board is shown for comparison (a desktop screen).`,
      '',
      failures.length === 0 ? '**Every target met.**' : `**Missed:** ${failures.join('; ')}.`,
      '',
      '## Transfer sizes of the built files',
      '',
      'Each file fetched three times: asking for no compression, for gzip, and for brotli (`br, gzip`, as browsers ask).',
      '',
      ...transfers,
      '',
    );
    writeFileSync(outFile, lines.join('\n'));
    console.log(lines.join('\n'));
    console.log(`written to ${path.relative(root, outFile)}`);
  } finally {
    await browser.disconnect();
    chrome.kill();
    await runtime.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length > 0) process.exitCode = 1;
}

function lighthouseVersion(): string {
  try {
    return execSync('node -p "require(\'lighthouse/package.json\').version"', { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

await main();
