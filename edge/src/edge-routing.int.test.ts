import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { WEB_CACHE_CONTROL } from '@rm/platform/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge, startUpstream, type FakeUpstream, type RunningEdge, type SeenRequest } from './test-upstreams';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const HTML = 'text/html,application/xhtml+xml';

let command: FakeUpstream;
let query: FakeUpstream;
let edge: RunningEdge;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'rm-edge-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log("app")');
  await writeFile(path.join(webDist, 'assets', 'app.js.br'), brotliCompressSync('console.log("app")'));
  await writeFile(path.join(webDist, 'index.html.gz'), gzipSync(INDEX));
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

const call = async (
  method: string,
  url: string,
  init: { body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; seen: SeenRequest }> => {
  const response = await fetch(`${edge.url}${url}`, { method, body: init.body, headers: init.headers });
  return { status: response.status, seen: (await response.json()) as SeenRequest };
};

describe('the edge routes', () => {
  it.each([
    ['POST', '/login'],
    ['PUT', '/api/offers/3f1c8d0e-1111-4111-8111-111111111111'],
    ['PATCH', '/api/anything'],
    ['DELETE', '/api/unlocked-contacts/3f1c8d0e-1111-4111-8111-111111111111'],
    ['GET', '/contacts/3f1c8d0e-1111-4111-8111-111111111111/verifyWithoutCode'],
    ['GET', '/docs/commands'],
    ['GET', '/docs/commands/json'],
  ])('%s %s to the command API', async (method, url) => {
    const { status, seen } = await call(
      method,
      url,
      method === 'GET' ? {} : { body: '{}', headers: { 'content-type': 'application/json' } },
    );
    expect(status).toBe(200);
    expect(seen).toMatchObject({ upstream: 'command', method, url });
  });

  it.each([
    ['GET', '/api/offers/new?page=2'],
    ['GET', '/api/user/current'],
    ['GET', '/campaign-approvals/pending'],
    ['GET', '/docs'],
    ['GET', '/docs/json'],
    ['GET', '/ws'],
    ['GET', '/something-unknown'],
    ['HEAD', '/api/offers/new'],
    ['OPTIONS', '/api/offers/new'],
  ])('%s %s to the query API', async (method, url) => {
    const response = await fetch(`${edge.url}${url}`, { method });
    expect(response.status).toBe(200);
    expect(query.seen.at(-1)).toMatchObject({ method, url });
  });

  it('forwards bodies byte for byte, with their content type', async () => {
    const body = JSON.stringify({ email: 'ä@example.test', password: 'x'.repeat(5000) });
    const { seen } = await call('POST', '/login', {
      body,
      headers: { 'content-type': 'application/json; charset=utf-8', 'x-xsrf-token': 't' },
    });
    expect(seen.body).toBe(body);
    expect(seen.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(seen.headers['x-xsrf-token']).toBe('t');
    const form = await call('POST', '/login', { body: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.seen.body).toBe('a=1&b=2');
    const bare = await call('DELETE', '/api/unlocked-contacts/1');
    expect(bare.seen.body).toBe('');
  });

  it('says who asked in X-Forwarded-For, -Proto and -Host, replacing what the client claimed', async () => {
    const { seen } = await call('GET', '/api/user/current', { headers: { 'x-forwarded-for': '203.0.113.9', cookie: 'rm_session=abc' } });
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-host']).toBe(new URL(edge.url).host);
    expect(seen.headers.cookie).toBe('rm_session=abc');
  });

  it('passes the upstream status through', async () => {
    expect((await fetch(`${edge.url}/missing`, { headers: { accept: 'application/json' } })).status).toBe(404);
  });
});

describe('the web app at the edge', () => {
  it('serves the built files', async () => {
    const asset = await fetch(`${edge.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log("app")');
    const root = await fetch(`${edge.url}/`);
    expect(await root.text()).toBe(INDEX);
  });

  it('sends them as the single-process server does: compressed as asked, hashed files cached for a year, the page revalidated', async () => {
    const asset = await fetch(`${edge.url}/assets/app.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe(WEB_CACHE_CONTROL.hashedAsset);
    expect(await asset.text()).toBe('console.log("app")');
    const page = await fetch(`${edge.url}/login`, { headers: { accept: HTML, 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('cache-control')).toBe(WEB_CACHE_CONTROL.other);
    expect(await page.text()).toBe(INDEX);
  });

  it("answers browser navigations to the app's own routes with its page", async () => {
    const before = query.seen.length;
    for (const route of ['/pipeline', '/contacts/3f1c8d0e-1111-4111-8111-111111111111', '/login', '/approvals?page=2']) {
      const page = await fetch(`${edge.url}${route}`, { headers: { accept: HTML } });
      expect(page.status, route).toBe(200);
      expect(await page.text(), route).toBe(INDEX);
    }
    expect(query.seen.length).toBe(before);
  });

  it('forwards navigations to API routes, and non-page requests, to the services', async () => {
    for (const route of ['/api/user/current', '/api/nothing-here', '/campaign-approvals/pending', '/docs/json']) {
      const response = await fetch(`${edge.url}${route}`, { headers: { accept: HTML } });
      expect(((await response.json()) as SeenRequest).upstream, route).toBe('query');
    }
    const verify = await fetch(`${edge.url}/contacts/3f1c8d0e-1111-4111-8111-111111111111/verifyWithoutCode`, {
      headers: { accept: HTML },
    });
    expect(((await verify.json()) as SeenRequest).upstream).toBe('command');
    const nonPage = await fetch(`${edge.url}/pipeline`, { headers: { accept: 'application/json' } });
    expect(((await nonPage.json()) as SeenRequest).upstream).toBe('query');
  });

  it('answers its own health check', async () => {
    const health = await fetch(`${edge.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', service: 'edge' });
  });
});
