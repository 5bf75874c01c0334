import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { brotliCompressSync } from 'node:zlib';
import { WEB_CACHE_CONTROL } from '@rm/platform/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app';

let t: TestApp;
let webDist: string;
const INDEX = '<!doctype html><html><body><div id="root"></div><script src="/assets/app.js"></script></body></html>';

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'rm-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log("app")');
  await writeFile(path.join(webDist, 'assets', 'app.js.br'), brotliCompressSync('console.log("app")'));
  await writeFile(path.join(webDist, 'index.html.br'), brotliCompressSync(INDEX));
  t = await startTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

type Operation = {
  security?: unknown[];
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses: Record<string, unknown>;
  tags?: string[];
  summary?: string;
};

describe('OpenAPI at /docs', () => {
  it('serves the UI and the document without a session', async () => {
    const ui = await t.call('GET', '/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    const doc = await t.call('GET', '/docs/json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) as unknown, info: { title: 'Recruiting marketplace API' } });
  });

  it('documents every route from its schemas: parameters, body and each answer', async () => {
    const { paths } = (await t.call('GET', '/docs/json')).json<{ paths: Record<string, Record<string, Operation>> }>();
    const board = paths['/api/offers/{stage}']?.get;
    expect(board?.parameters?.map((p) => `${p.in}:${p.name}`).sort()).toEqual([
      'path:stage',
      'query:campaign_id',
      'query:company_id',
      'query:page',
      'query:user_id',
    ]);
    expect(Object.keys(board?.responses ?? {}).sort()).toEqual(['200', '401', '403', '422']);
    const move = paths['/api/offers/{id}']?.put;
    expect(move?.requestBody).toBeDefined();
    expect(Object.keys(move?.responses ?? {}).sort()).toEqual(['200', '401', '403', '404', '409', '419', '422']);
    expect(Object.keys(paths['/login']?.post?.responses ?? {}).sort()).toEqual(['200', '419', '422', '429']);
    expect(paths['/login']?.post?.security).toEqual([]);
    for (const [route, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (route === '/ws') continue;
        expect(operation.summary, `${method} ${route}`).toBeTruthy();
        expect(operation.tags?.length, `${method} ${route}`).toBe(1);
        expect(
          Object.keys(operation.responses).some((status) => status.startsWith('2')),
          `${method} ${route}`,
        ).toBe(true);
      }
    }
  });
});

describe('the web app', () => {
  it("serves the built files and answers browser routes with the app's page", async () => {
    const asset = await t.call('GET', '/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    for (const route of ['/', '/pipeline', `/contacts/${randomUUID()}`, '/login']) {
      const page = await t.call('GET', route, undefined, undefined, { accept: 'text/html,application/xhtml+xml' });
      expect(page.statusCode, route).toBe(200);
      expect(page.body, route).toBe(INDEX);
    }
  });

  it('sends its files compressed as the browser asks, hashed ones cached for a year and the page revalidated', async () => {
    const asset = await t.call('GET', '/assets/app.js', undefined, undefined, { 'accept-encoding': 'gzip, deflate, br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe(WEB_CACHE_CONTROL.hashedAsset);
    for (const route of ['/', '/login']) {
      const page = await t.call('GET', route, undefined, undefined, { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' });
      expect(page.headers['content-encoding'], route).toBe('br');
      expect(page.headers['cache-control'], route).toBe(WEB_CACHE_CONTROL.other);
    }
  });

  it('answers an honest 404 for unknown API paths and non-page requests', async () => {
    const api = await t.call('GET', '/api/nothing-here', undefined, undefined, { accept: 'text/html' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No route for GET /api/nothing-here.' });
    expect((await t.call('GET', '/pipeline', undefined, undefined, { accept: 'application/json' })).statusCode).toBe(404);
    expect((await t.call('POST', '/nothing-here', undefined, {})).statusCode).toBe(404);
  });
});
