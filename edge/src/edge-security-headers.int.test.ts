import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY } from '@rm/platform/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEdgeSettings } from './edge-settings';
import { refusingUrl, startEdge, startUpstream, type FakeUpstream, type RunningEdge } from './test-upstreams';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const API_POLICY = "default-src 'none';frame-ancestors 'none'";

let command: FakeUpstream;
let query: FakeUpstream;
let edge: RunningEdge;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'rm-edge-headers-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  command = await startUpstream('command');
  query = await startUpstream('query');
  edge = await startEdge({ commandApiUrls: [command.url], queryApiUrls: [query.url], webDist });
});
afterAll(async () => {
  await edge.close();
  await command.close();
  await query.close();
  await rm(webDist, { recursive: true, force: true });
});

/** Every header line of an answer, as sent (fetch would join repeated headers into one). */
function headerLines(url: string, headers: Record<string, string> = {}): Promise<Array<[string, string]>> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      response.resume();
      const lines: Array<[string, string]> = [];
      for (let i = 0; i < response.rawHeaders.length; i += 2)
        lines.push([response.rawHeaders[i]?.toLowerCase() ?? '', response.rawHeaders[i + 1] ?? '']);
      response.on('end', () => resolve(lines));
    }).on('error', reject);
  });
}

const valuesOf = (lines: Array<[string, string]>, name: string): string[] =>
  lines.filter(([key]) => key === name).map(([, value]) => value);

const EDGE_HEADERS = {
  'content-security-policy': [CONTENT_SECURITY_POLICY],
  'x-content-type-options': ['nosniff'],
  'x-frame-options': ['DENY'],
  'referrer-policy': ['strict-origin-when-cross-origin'],
};
const securityHeaders = (lines: Array<[string, string]>): Record<string, string[]> =>
  Object.fromEntries(Object.keys(EDGE_HEADERS).map((name) => [name, valuesOf(lines, name)]));

describe('security headers at the edge', () => {
  it("sends the platform's headers with the web app it serves, without HSTS over http", async () => {
    for (const [url, accept] of [
      ['/', '*/*'],
      ['/pipeline', 'text/html'],
      ['/index.html', '*/*'],
      ['/health', '*/*'],
    ] as const) {
      const lines = await headerLines(`${edge.url}${url}`, { accept });
      expect(securityHeaders(lines), url).toEqual(EDGE_HEADERS);
      expect(valuesOf(lines, 'strict-transport-security'), url).toEqual([]);
    }
  });

  it("passes a forwarded answer with the API's headers only: exactly one policy, the API's", async () => {
    for (const [url, upstream] of [
      ['/api/user/current', query],
      ['/docs/commands', command],
    ] as const) {
      const lines = await headerLines(`${edge.url}${url}`, { 'x-test-csp': API_POLICY });
      expect(upstream.seen.at(-1)?.url).toBe(url);
      expect(valuesOf(lines, 'content-security-policy'), url).toEqual([API_POLICY]);
      // None of the edge's own: the answer is the API's as it sent it.
      expect(valuesOf(lines, 'x-frame-options'), url).toEqual([]);
    }
  });

  it('sends its headers with its own error answers', async () => {
    const lonely = await startEdge({ commandApiUrls: [await refusingUrl()], queryApiUrls: [await refusingUrl()] });
    try {
      const lines = await headerLines(`${lonely.url}/api/user/current`);
      expect(securityHeaders(lines)).toEqual(EDGE_HEADERS);
    } finally {
      await lonely.close();
    }
  });

  it('sends HSTS when the public origin is https', async () => {
    const settings = { COMMAND_API_URLS: command.url, QUERY_API_URLS: query.url };
    expect(loadEdgeSettings({ ...settings, PUBLIC_URL: 'https://jobs.example.de' }).hsts).toBe(true);
    expect(loadEdgeSettings({ ...settings, PUBLIC_URL: 'http://localhost:3000' }).hsts).toBe(false);
    expect(loadEdgeSettings(settings).hsts).toBe(false);
    const secure = await startEdge({ commandApiUrls: [command.url], queryApiUrls: [query.url], webDist, hsts: true });
    try {
      expect(valuesOf(await headerLines(`${secure.url}/`), 'strict-transport-security')).toEqual([STRICT_TRANSPORT_SECURITY]);
      expect(valuesOf(await headerLines(`${secure.url}/api/user/current`), 'strict-transport-security')).toEqual([]);
    } finally {
      await secure.close();
    }
  });
});
