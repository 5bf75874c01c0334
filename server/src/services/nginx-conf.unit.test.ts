import { readFileSync } from 'node:fs';
import { commandRoutes } from '@rm/command-api';
import { CONTENT_SECURITY_POLICY, WEB_CACHE_CONTROL } from '@rm/platform/http';
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
  return [...block.matchAll(/^\s*"~([^"]+)"\s+("[^"]*"|\S+);/gm)].map(([, pattern = '', value = '']) => ({
    pattern: new RegExp(pattern),
    value: value.replace(/^"|"$/g, ''),
  }));
}

const valueOf = (variable: string, input: string, fallback: string): string =>
  mapNamed(variable).find(({ pattern }) => pattern.test(input))?.value ?? fallback;

/** Each `location … { … }` block of the conf: its name (`/`, `= /health`, `@command_api`) and its text, nested blocks included. */
function locations(): Array<{ name: string; body: string }> {
  return [...conf.matchAll(/location\s+([^{]+?)\s*\{/g)].map((match) => {
    const start = (match.index ?? 0) + match[0].length;
    let depth = 1;
    let end = start;
    while (depth > 0 && end < conf.length) {
      if (conf[end] === '{') depth += 1;
      if (conf[end] === '}') depth -= 1;
      end += 1;
    }
    return { name: match[1] ?? '', body: conf.slice(start, end - 1) };
  });
}

/** The `add_header` lines of a location: header name to value (quotes removed), and whether `always`. */
const addedHeaders = (body: string): Array<{ name: string; value: string; always: boolean }> =>
  [...body.matchAll(/^\s*add_header\s+(\S+)\s+("[^"]*"|\S+?)(\s+always)?;/gm)].map(([, name = '', value = '', always]) => ({
    name: name.toLowerCase(),
    value: value.replace(/^"|"$/g, ''),
    always: Boolean(always),
  }));

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
    for (const page of ['/pipeline', '/contacts/3f1c8d0e-1111-4111-8111-111111111111', '/login', '/approvals'])
      expect(valueOf('api_path', page, '0'), page).toBe('0');
  });

  it("sets the platform's security headers on what nginx answers itself, and leaves the APIs' answers their own", () => {
    const all = locations();
    const proxied = all.filter((location) => /^\s*proxy_pass\s/m.test(location.body));
    const own = all.filter((location) => !proxied.includes(location));
    expect(proxied.map((location) => location.name).sort()).toEqual(['= /ws', '@command_api', '@query_api_or_page'].sort());
    expect(own.map((location) => location.name).sort()).toEqual(['/', '= /health', '@unavailable', '@web_app_page'].sort());
    for (const location of own) {
      expect(
        addedHeaders(location.body).filter((header) => header.name !== 'cache-control'),
        location.name,
      ).toEqual([
        { name: 'content-security-policy', value: CONTENT_SECURITY_POLICY, always: true },
        { name: 'x-content-type-options', value: 'nosniff', always: true },
        { name: 'x-frame-options', value: 'DENY', always: true },
        { name: 'referrer-policy', value: 'strict-origin-when-cross-origin', always: true },
      ]);
    }
    // Nothing inherited from the server or http level (it would reach the proxied locations, doubling the APIs' headers).
    for (const location of proxied) expect(addedHeaders(location.body), location.name).toEqual([]);
    const outsideLocations = all.reduce((text, location) => text.replace(location.body, ''), conf);
    expect(addedHeaders(outsideLocations)).toEqual([]);
  });

  it('serves the web app as the Node server and edge do: hashed files for a year, the rest revalidated, text precompressed', () => {
    const cacheControl = (uri: string): string =>
      mapNamed('web_cache_control').find(({ pattern }) => pattern.test(uri))?.value ??
      /map \$uri \$web_cache_control \{\s*default\s+"([^"]+)";/.exec(conf)?.[1] ??
      'none';
    expect(cacheControl('/assets/index-DaTNgP9N.js')).toBe(WEB_CACHE_CONTROL.hashedAsset);
    for (const uri of ['/index.html', '/favicon.ico', '/favicon.svg', '/login'])
      expect(cacheControl(uri), uri).toBe(WEB_CACHE_CONTROL.other);
    // On the files and on the app's page, nowhere else.
    const withCaching = locations().filter((location) =>
      addedHeaders(location.body).some(
        (header) => header.name === 'cache-control' && header.value === '$web_cache_control' && header.always,
      ),
    );
    expect(withCaching.map((location) => location.name).sort()).toEqual(['/', '@web_app_page']);
    expect(conf).toMatch(/^\s*gzip_static on;/m);
    expect(conf).toMatch(/^\s*gzip_vary on;/m);
  });
});
