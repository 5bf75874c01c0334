import type { Contract } from '@rm/domain';
import { describe, expect, it, vi } from 'vitest';

/**
 * Every value the shared domain exports (contracts, change feeds, schemas, constants), as plain data: symbol
 * keys (TypeBox's kind and optional marks) written out, functions left out.
 */
function plain(value: unknown, seen = new Set<unknown>()): unknown {
  if (typeof value === 'function' || value === null || typeof value !== 'object') return typeof value === 'function' ? '[function]' : value;
  if (seen.has(value)) return '[cycle]';
  seen.add(value);
  const result = Array.isArray(value)
    ? value.map((item) => plain(item, seen))
    : Object.fromEntries(
        [...Object.keys(value), ...Object.getOwnPropertySymbols(value)]
          .map((key) => [String(key), plain((value as Record<string | symbol, unknown>)[key], seen)] as const)
          .sort(([a], [b]) => a.localeCompare(b)),
      );
  seen.delete(value);
  return result;
}

/** The domain's exports built with `@sinclair/typebox` as the module graph resolves it (in this project: the build's stand-in). */
async function domainExports(): Promise<Record<string, unknown>> {
  vi.resetModules();
  const domain = (await import('@rm/domain')) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(domain).map(([name, value]) => [name, plain(value)]));
}

describe('the schemas the web build makes without TypeBox', () => {
  it('are, for every contract, feed and schema the domain exports, what TypeBox makes', async () => {
    // As the build has them (the stand-in, by the project's alias) …
    const shapes = await domainExports();
    // … and as the server has them: TypeBox itself in the stand-in's place.
    vi.doMock('@sinclair/typebox', () => import('../../node_modules/@sinclair/typebox/build/esm/index.mjs'));
    const typebox = await domainExports();
    vi.doUnmock('@sinclair/typebox');

    expect(Object.keys(shapes).length).toBeGreaterThan(300);
    expect(Object.keys(shapes)).toEqual(Object.keys(typebox));
    for (const name of Object.keys(typebox)) expect({ [name]: shapes[name] }).toEqual({ [name]: typebox[name] });
  });

  it('splits a call into its query and its body by the schemas', async () => {
    const { API_FEATURES, operationsOf, requestOf } = await import('@rm/domain');
    const operations: Contract[] = API_FEATURES.flatMap((feature) => operationsOf(feature).map(([, operation]) => operation));
    expect(operations.length).toBeGreaterThan(200);
    const listing = operations.find((operation) => operation.method === 'GET' && operation.query && 'page' in operation.query.properties);
    const changing = operations.find((operation) => operation.body && Object.keys(operation.body.properties).length > 1);
    const [field = ''] = Object.keys(changing?.body?.properties ?? {});
    expect(listing && requestOf(listing, { page: 2, stray: 'x' }).url).toMatch(/\?page=2$/);
    expect(changing && requestOf(changing, { [field]: 'x', stray: 'y' }).body).toEqual({ [field]: 'x' });
  });
});
