import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How the built web app is served, the same by the single-process server, the Node edge and nginx
 * (`deploy/nginx.conf` carries the same values; a unit test compares):
 *
 * - files under `/assets/` have a content hash in their names, so they never change: cached for a year
 *   and `immutable` (no revalidation on reload);
 * - everything else (the app's page, the favicon) is revalidated on every use (`no-cache`, ETag/304), so
 *   that a new build reaches the browser at once;
 * - text files are sent compressed as the browser asks (brotli, else gzip), from the `.br`/`.gz` twins the
 *   build writes beside them (`web/vite.config.ts`), never compressed per request.
 */
export const WEB_CACHE_CONTROL = {
  hashedAsset: 'public, max-age=31536000, immutable',
  other: 'no-cache',
} as const;

/** The folder of hashed build output (Vite's `assets/`). */
export const HASHED_ASSETS_DIR = 'assets';

const cacheControlFor = (root: string, file: string): string =>
  path.relative(root, file).split(path.sep)[0] === HASHED_ASSETS_DIR ? WEB_CACHE_CONTROL.hashedAsset : WEB_CACHE_CONTROL.other;

/** @fastify/static's options for the built web app in `root`: precompressed twins, the cache rules above. */
export function webAppStaticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    wildcard: false,
    preCompressed: true,
    // The twins are found through the original's name, never routes of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (response, file) => {
      response.setHeader('cache-control', cacheControlFor(root, file));
      response.setHeader('vary', 'accept-encoding');
    },
  };
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the request accepts of those we have (brotli over gzip; `q=0` refuses). */
export function preferredEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: Encoding): number => accepted.get(encoding) ?? (encoding === 'identity' ? 1 : (accepted.get('*') ?? 0));
  return (['br', 'gzip'] as const).find((encoding) => available.includes(encoding) && weight(encoding) > 0) ?? 'identity';
}

/** The app's page (`index.html`), answered for every browser route of the single-page app. */
export interface WebAppPage {
  /** The page as text (tests compare it). */
  html: string;
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/** The page of the built app in `root`, with its precompressed twins; null when there is no build there. */
export function loadWebAppPage(root: string): WebAppPage | null {
  const file = path.join(root, 'index.html');
  if (!existsSync(file)) return null;
  const bodies = new Map<Encoding, Buffer>([['identity', readFileSync(file)]]);
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const)
    if (existsSync(file + suffix)) bodies.set(encoding, readFileSync(file + suffix));
  const available = [...bodies.keys()];
  return {
    html: bodies.get('identity')?.toString('utf8') ?? '',
    send(request, reply) {
      const encoding = preferredEncoding(request.headers['accept-encoding'], available);
      void reply.type('text/html; charset=utf-8').header('cache-control', WEB_CACHE_CONTROL.other).header('vary', 'accept-encoding');
      if (encoding !== 'identity') void reply.header('content-encoding', encoding);
      return reply.send(bodies.get(encoding));
    },
  };
}
