import { describe, expect, it } from 'vitest';
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
