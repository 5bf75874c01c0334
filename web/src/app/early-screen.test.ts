import { afterEach, describe, expect, it } from 'vitest';
import { browser } from '../lib/api';
import { setPrefetchDispatch } from '../lib/prefetch';
import { makeTestStore } from '../testing/render';
import { currentUser } from '../testing/users';
import { fit, routeFor } from './early-screen';
import { WEB_FEATURES } from './features';

const signedInRoutes = WEB_FEATURES.flatMap((feature) => feature.routes ?? []);
const publicRoutes = WEB_FEATURES.flatMap((feature) => feature.publicRoutes ?? []);

describe("the screen the page's first script starts loading", () => {
  it('fits paths as the router does: fixed words, parameters, optional parts and the rest', () => {
    expect(fit('/audiences/:id/edit', '/audiences/7/edit')).toBe(5);
    expect(fit('/audiences/new', '/audiences/new')).toBe(4);
    expect(fit('/audiences/:id/edit', '/audiences/7')).toBeNull();
    expect(fit('/audiences', '/audiences/7')).toBeNull();
    expect(fit('/reference-data/:kind?', '/reference-data')).toBe(2);
    expect(fit('/reference-data/:kind?', '/reference-data/professions')).toBe(3);
    expect(fit('/files/*', '/files/a/b')).toBe(2);
    expect(fit('/meine-angebote', '/Meine-Angebote/')).toBe(2);
  });

  it("finds each role's home among the features' screens", () => {
    expect(routeFor(signedInRoutes, '/meine-angebote')?.path).toBe('/meine-angebote');
    expect(routeFor(signedInRoutes, '/app')?.path).toBe('/app');
    expect(routeFor(signedInRoutes, '/pipeline')?.path).toBe('/pipeline');
  });

  it('prefers the fixed word to a parameter, as the router does', () => {
    expect(routeFor(signedInRoutes, '/audiences/new')?.path).toBe('/audiences/new');
    expect(routeFor(signedInRoutes, '/unlocked-contacts/42')?.path).toBe('/unlocked-contacts/:id');
  });

  it('finds nothing for an address no screen has', () => {
    expect(routeFor(signedInRoutes, '/no/such/screen')).toBeUndefined();
    expect(routeFor(publicRoutes, '/meine-angebote')).toBeUndefined();
  });

  it('keeps the list of features free of React, so that the first script can read it before React arrives', () => {
    const sources = import.meta.glob('../features/*/index.ts', { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(sources).length).toBe(WEB_FEATURES.length);
    for (const [file, source] of Object.entries(sources)) {
      expect(String(source), file).not.toMatch(/from 'react'|from 'react-dom'|from '@mantine|<[A-Z]\w* /);
    }
  });
});

describe("the data a screen asks for first, asked by the page's first script", () => {
  const realFetch = browser.fetch;
  afterEach(() => {
    browser.fetch = realFetch;
  });
  const users = [
    currentUser('admin'),
    currentUser('contact'),
    currentUser('business', '00000000-0000-4000-8000-00000000c0de'),
    { ...currentUser('business', '00000000-0000-4000-8000-00000000c0de'), permissions: ['timeline' as const] },
    currentUser('business-owner', '00000000-0000-4000-8000-00000000c0de'),
  ];
  const named = signedInRoutes.filter((route) => route.firstRequests);

  it("is named for the employer's and the candidate's home", () => {
    expect(named.map((route) => route.path).sort()).toEqual(['/app', '/meine-angebote']);
  });

  for (const route of named)
    it(`is what ${String(route.path)} asks for first, for each user it admits`, async () => {
      for (const user of users.filter((someone) => !route.allows || route.allows(someone))) {
        const asked: string[] = [];
        browser.fetch = (input) => {
          const url = new URL(input instanceof Request ? input.url : String(input));
          asked.push(url.pathname + url.search);
          return Promise.resolve(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
        };
        setPrefetchDispatch(makeTestStore().dispatch, () => Promise.resolve(user));
        const { loader } = (await (route.lazy as () => Promise<{ loader?: () => unknown }>)()) ?? {};
        loader?.();
        const expected = route.firstRequests?.(user) ?? [];
        await expect.poll(() => [...asked].sort()).toEqual([...expected].sort());
      }
    });
});
