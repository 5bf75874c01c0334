import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWebAppPage, preferredEncoding, WEB_CACHE_CONTROL, webAppStaticOptions } from './web-app';

const PAGE = '<!doctype html><html lang="de"><body><div id="root"></div><script src="/assets/app-1a2b3c.js"></script></body></html>';
const SCRIPT = `console.log(${JSON.stringify('app '.repeat(200))})`;

/** A built web app as `vite build` leaves it: hashed files under assets/, each text file with .br and .gz twins. */
async function writeBuiltWebApp(): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'rm-web-app-'));
  await mkdir(path.join(dist, 'assets'));
  for (const [file, text] of [
    ['index.html', PAGE],
    ['assets/app-1a2b3c.js', SCRIPT],
    ['favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ] as const) {
    await writeFile(path.join(dist, file), text);
    await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(text));
    await writeFile(path.join(dist, `${file}.gz`), gzipSync(text));
  }
  return dist;
}

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = await writeBuiltWebApp();
  const page = loadWebAppPage(dist);
  app = Fastify();
  await app.register(fastifyStatic, webAppStaticOptions(dist));
  app.setNotFoundHandler((request, reply) =>
    page && (request.headers.accept ?? '').includes('text/html') ? page.send(request, reply) : reply.code(404).send(),
  );
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html,*/*', ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
  });

describe('the web app as served', () => {
  it('sends hashed files compressed as asked (brotli first, then gzip), cached for a year', async () => {
    for (const [asked, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const answer = await get('/assets/app-1a2b3c.js', asked);
      expect(answer.statusCode, asked).toBe(200);
      expect(answer.headers['content-encoding'], asked).toBe(encoding);
      expect(answer.headers['content-type'], asked).toMatch(/javascript/);
      expect(answer.headers['cache-control'], asked).toBe(WEB_CACHE_CONTROL.hashedAsset);
      expect(answer.headers.vary, asked).toMatch(/accept-encoding/i);
      expect(answer.rawPayload.length, asked).toBeLessThan(encoding ? SCRIPT.length / 5 : SCRIPT.length + 1);
    }
  });

  it('revalidates everything else: the page (at / and for every browser route) and the favicon', async () => {
    for (const url of ['/', '/index.html', '/login', '/pipeline']) {
      const answer = await get(url, 'gzip, br');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers['cache-control'], url).toBe(WEB_CACHE_CONTROL.other);
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
    }
    const favicon = await get('/favicon.svg', 'gzip');
    expect(favicon.headers['cache-control']).toBe(WEB_CACHE_CONTROL.other);
    expect(favicon.headers['content-encoding']).toBe('gzip');
  });

  it('never offers the twins as files of their own', async () => {
    const answer = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js.br', headers: { accept: '*/*' } });
    expect(answer.statusCode).toBe(404);
  });

  it('chooses the encoding by the weights the browser gives', () => {
    const both = ['br', 'gzip', 'identity'] as const;
    expect(preferredEncoding('gzip, deflate, br', both)).toBe('br');
    expect(preferredEncoding('br;q=0', both)).toBe('identity');
    expect(preferredEncoding('*', both)).toBe('br');
    expect(preferredEncoding('br', ['gzip', 'identity'])).toBe('identity');
    expect(preferredEncoding(undefined, both)).toBe('identity');
  });
});
