import { readFileSync } from 'node:fs';
import { commandRoutes } from '@rm/command-api';
import { queryRoutes } from '@rm/query-api';
import { describe, expect, it } from 'vitest';
import { declaredRoutes } from './route-table';

/**
 * The nginx edge of docker-compose.yml routes by lists written into deploy/nginx.conf; these tests hold
 * them to the APIs' own route definitions, the way nginx evaluates a `map` (first matching regex wins).
 */
const conf = readFileSync(new URL('../../../deploy/nginx.conf', import.meta.url), 'utf8');

function mapNamed(variable: string): Array<{ pattern: RegExp; value: string }> {
  const block = new RegExp(`map [^{]*\\$${variable} \\{([^}]*)\\}`).exec(conf)?.[1];
  if (!block) throw new Error(`no map for $${variable} in deploy/nginx.conf`);
  return [...block.matchAll(/^\s*"~([^"]+)"\s+(\S+);/gm)].map(([, pattern = '', value = '']) => ({ pattern: new RegExp(pattern), value }));
}

const valueOf = (variable: string, input: string, fallback: string): string => mapNamed(variable).find(({ pattern }) => pattern.test(input))?.value ?? fallback;

/** A request path for a route: its parameters filled in. */
const sample = (url: string): string => url.replace(/:[^/]+/g, '3f1c8d0e-1111-4111-8111-111111111111');

describe('deploy/nginx.conf', () => {
  it('sends every command route to the command API', async () => {
    for (const route of await declaredRoutes(commandRoutes)) {
      if (route.method === 'HEAD') continue;
      expect(valueOf('service', `${route.method} ${sample(route.url)}`, 'query'), `${route.method} ${route.url}`).toBe('command');
    }
  });

  it('sends every query route to the query API, and never answers a navigation to one with the web app', async () => {
    for (const route of await declaredRoutes(queryRoutes)) {
      if (route.method === 'HEAD') continue;
      expect(valueOf('service', `${route.method} ${sample(route.url)}`, 'query'), route.url).toBe('query');
      expect(valueOf('api_path', sample(route.url), '0'), route.url).toBe('1');
    }
  });

  it('splits the API docs and leaves browser routes to the web app', () => {
    expect(valueOf('service', 'GET /docs/commands/json', 'query')).toBe('command');
    expect(valueOf('service', 'GET /docs/json', 'query')).toBe('query');
    expect(valueOf('service', 'GET /ws', 'query')).toBe('query');
    for (const page of ['/pipeline', '/contacts/3f1c8d0e-1111-4111-8111-111111111111', '/login', '/approvals']) expect(valueOf('api_path', page, '0'), page).toBe('0');
  });
});
