import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, renderWithApi } from '../testing/render';
import { currentUser } from '../testing/users';
import { SignedInShell } from './app-shell';

const user = currentUser('business', '00000000-0000-4000-8000-00000000e001');
const phoneMatchMedia = window.matchMedia.bind(window);

/** The screen's width as the media queries answer it: wider than the navigation's breakpoint, or a phone's. */
const screenIs = (wide: boolean) => {
  window.matchMedia = (query: string): MediaQueryList => ({ ...phoneMatchMedia(query), matches: wide && query.includes('min-width') });
};
afterEach(() => {
  window.matchMedia = phoneMatchMedia;
});

const render = () =>
  renderWithApi(
    <Routes>
      <Route element={<SignedInShell />}>
        <Route path="/app" element={<p>home</p>} />
      </Route>
    </Routes>,
    { 'GET /api/user/current': ok(user), 'GET /api/notifications': ok({ data: [], meta: { unread: 0 } }) },
    { path: '/app' },
  );

describe('the signed-in layout', () => {
  it('shows the navigation beside the screen on a wide screen', async () => {
    screenIs(true);
    render();
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(navigation).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('builds the navigation on a phone only when the menu opens it', async () => {
    screenIs(false);
    render();
    const navigation = await screen.findByRole('navigation', { name: 'Main navigation', hidden: true });
    expect(within(navigation).queryAllByRole('link', { hidden: true })).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(navigation).getByRole('link', { name: 'Dashboard', hidden: true }).getAttribute('href')).toBe('/app');
  });
});
