import { act, screen, waitFor, within } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, renderWithApi } from '../../testing/render';
import { unlockedContact } from '../../testing/unlocked-contacts';
import { currentUser } from '../../testing/users';
import { DashboardRoute } from './dashboard-route';

const companyId = '00000000-0000-4000-8000-00000000d001';
const user = currentUser('business', companyId);

/** The charts' places, as the browser would tell when they near the screen (jsdom has no IntersectionObserver). */
const watched: Array<{ callback: IntersectionObserverCallback; element?: Element }> = [];
class WatchingObserver {
  private readonly entry: { callback: IntersectionObserverCallback; element?: Element };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback };
    watched.push(this.entry);
  }
  observe(element: Element) {
    this.entry.element = element;
  }
  disconnect() {
    this.entry.element = undefined;
  }
}
const nearScreen = () =>
  act(() => {
    for (const { callback, element } of watched)
      if (element)
        callback([{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
  });

beforeEach(() => {
  watched.length = 0;
  globalThis.IntersectionObserver = WatchingObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const contact = (id: string, fullName: string, open: number) =>
  unlockedContact(id, {
    driver: { id: `${id.slice(0, -1)}f`, full_name: fullName, phone: '+49 151 1111111', email: 'kim@example.test' },
    checklist: { owner_chosen: false, contacted: false, status_updated: false, open_count: open },
  });

/** The charts' data is never answered here: the test is about when it is asked for, and jsdom cannot draw. */
const pending = () => new Promise<never>(() => undefined);

const render = () =>
  renderWithApi(
    <Routes>
      <Route element={<Outlet context={{ user }} />}>
        <Route path="/app" element={<DashboardRoute />} />
      </Route>
    </Routes>,
    {
      'GET /api/dashboard': ok({
        open_todos: 5,
        contacts_with_open_todos: 2,
        campaigns: [{ id: '00000000-0000-4000-8000-00000000d002', name: 'Pflege Berlin', budget: 1000, remaining_budget: 250 }],
      }),
      'GET /api/unlocked-contacts': ok({
        data: [
          contact('00000000-0000-4000-8000-00000000d003', 'Kim Muster', 3),
          contact('00000000-0000-4000-8000-00000000d004', 'Alex Beispiel', 2),
        ],
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 2 },
      }),
      [`GET /api/timeline/company/${companyId}`]: ok({
        overview: { stats: { note: 0, email: 0, call: 0, sms: 0, meeting: 0, task: 0 }, starred: [] },
        data: [],
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
      }),
      'GET /api/options/outcomes': ok([]),
      'GET /api/stats/unlocked-contacts-all-time': pending,
      'GET /api/stats/unlocked-contacts-compare-recent/1': pending,
    },
    { path: '/app' },
  );

describe('the employer dashboard', () => {
  it('shows the open to-dos and the campaigns with what remains of their budget', async () => {
    render();
    const todos = await screen.findByTestId('dashboard-todos');
    await waitFor(() =>
      expect(
        within(todos)
          .getAllByTestId('dashboard-todo')
          .map((link) => link.textContent),
      ).toEqual(['Kim Muster', 'Alex Beispiel']),
    );
    expect(within(todos).getByTestId('dashboard-todo-count').textContent).toBe('5 open to-dos on 2 contacts');
    expect(screen.getByText('Pflege Berlin')).toBeTruthy();
    expect(screen.getByText('250,00 € of 1.000,00 € left')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Pflege Berlin' }).getAttribute('aria-valuenow')).toBe('25');
  });

  it("asks for the charts' data only once their places near the screen", async () => {
    const { calls } = render();
    await screen.findByText('Pflege Berlin');
    const asked = (path: string) => calls.some((call) => call.url.startsWith(path));
    expect(asked('/api/dashboard')).toBe(true);
    expect(asked('/api/stats/unlocked-contacts-all-time')).toBe(false);
    expect(asked('/api/stats/unlocked-contacts-compare-recent')).toBe(false);
    nearScreen();
    await waitFor(() => expect(asked('/api/stats/unlocked-contacts-all-time')).toBe(true));
    await waitFor(() => expect(asked('/api/stats/unlocked-contacts-compare-recent/1')).toBe(true));
  });
});
