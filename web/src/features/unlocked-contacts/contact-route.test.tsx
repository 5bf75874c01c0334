import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, renderWithApi, type Handler } from '../../testing/render';
import { unlockedContact } from '../../testing/unlocked-contacts';
import { currentUser } from '../../testing/users';
import { UnlockedContactRoute } from './contact-route';

const companyId = '00000000-0000-4000-8000-00000000c001';
const id = '00000000-0000-4000-8000-00000000c002';
const reasonId = '00000000-0000-4000-8000-00000000c003';
const user = currentUser('business', companyId);

const contact = (changes: Record<string, unknown> = {}) => unlockedContact(id, changes);
const stats = { note: 0, email: 0, call: 0, sms: 0, meeting: 0, task: 0 };

const render = (extra: Record<string, Handler> = {}, current = contact(), viewer = user) =>
  renderWithApi(
    <Routes>
      <Route element={<Outlet context={{ user: viewer }} />}>
        <Route path="/unlocked-contacts/:id" element={<UnlockedContactRoute />} />
      </Route>
    </Routes>,
    {
      [`GET /api/unlocked-contacts/${id}`]: ok({ data: current }),
      'GET /api/options/contact-statuses': ok([
        { id: 1, name: 'Neu', status_id: null, is_default: true },
        { id: 4, name: 'Eingestellt', status_id: null, is_default: false },
        { id: 5, name: 'Unqualifiziert', status_id: null, is_default: false },
      ]),
      'GET /api/options/unqualified-status-reasons': ok([
        { id: reasonId, identifier: 'no_licence', name: 'Kein Führerschein', is_default: false, checked: false },
      ]),
      'GET /api/options/users': ok([{ id: user.id, full_name: 'Sam Tester' }]),
      [`GET /api/timeline/unlocked-contact/${id}`]: ok({
        overview: { stats, starred: [] },
        data: [],
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
      }),
      'GET /api/options/outcomes': ok([{ id: 'connected', name: 'Connected' }]),
      ...extra,
    },
    { path: `/unlocked-contacts/${id}` },
  );

describe('unlocked contact', () => {
  // The spec's checklist messages are German: the screen is checked in German.
  beforeAll(() => i18next.changeLanguage('de'));
  afterAll(() => i18next.changeLanguage('en'));

  it("shows the to-do checklist with the spec's German messages and the open count", async () => {
    render();
    expect(await screen.findByText('Bitte wählen Sie einen Verantwortlichen aus!')).toBeTruthy();
    expect(screen.getByText('Dieser Kontakt wurde noch nicht kontaktiert!')).toBeTruthy();
    expect(screen.getByText('Notieren Sie einen Anruf, eine E-Mail oder eine SMS.')).toBeTruthy();
    expect(screen.getByText('Bitte aktualisieren Sie den Status des Kontakt.')).toBeTruthy();
    expect(screen.getByTestId('checklist-open').textContent).toBe('3 offen');
  });

  it('ticks what is done', async () => {
    render({}, contact({ owner_id: user.id, last_contacted_at: '2026-11-21T09:00:00.000Z' }));
    await waitFor(() => expect(screen.getByTestId('todo-contacted').getAttribute('data-done')).toBe('true'));
    expect(screen.getByTestId('todo-owner').getAttribute('data-done')).toBe('true');
    expect(screen.getByTestId('todo-status').getAttribute('data-done')).toBe('false');
    expect(screen.getByTestId('checklist-open').textContent).toBe('1 offen');
  });

  it('asks for the unqualified reasons first, saves them, then the status', async () => {
    const { calls } = render({
      [`PUT /api/unlocked-contacts/${id}/unqualifiedStatusReasons`]: ok({ message: 'Reasons saved.', data: contact() }),
      [`PUT /api/unlocked-contacts/${id}/status`]: ok({ message: 'Contact status updated', status_id: 5, custom_status_id: null }),
    });
    fireEvent.click(await screen.findByTestId('contact-status'));
    fireEvent.click(await screen.findByRole('option', { name: 'Unqualifiziert' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Warum ist der Kontakt unqualifiziert?')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByLabelText('Kein Führerschein'));
    fireEvent.click(within(dialog).getByTestId('unqualified-save'));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.url)).toEqual([
        `/api/unlocked-contacts/${id}/unqualifiedStatusReasons`,
        `/api/unlocked-contacts/${id}/status`,
      ]),
    );
    expect(calls.find((call) => call.url.endsWith('/unqualifiedStatusReasons'))?.body).toEqual({ reasons: [reasonId] });
    expect(calls.find((call) => call.url.endsWith('/status'))?.body).toEqual({ status_id: 5, custom_status_id: null });
  });

  it('lets choose the owner where the rule allows it, else shows the owner disabled with why', async () => {
    render({}, contact({ can_change_owner: true }));
    expect((await screen.findByTestId<HTMLInputElement>('contact-owner')).disabled).toBe(false);
    expect(
      screen.queryByText('Den Verantwortlichen dieses Kontakts können nur Business-Owner und die Nutzer seiner Kampagne ändern.'),
    ).toBeNull();
  });

  it('does not offer an owner change the rule refuses', async () => {
    const { calls } = render({}, contact({ can_change_owner: false }));
    const owner = await screen.findByTestId<HTMLInputElement>('contact-owner');
    expect(owner.disabled).toBe(true);
    expect(
      screen.getByText('Den Verantwortlichen dieses Kontakts können nur Business-Owner und die Nutzer seiner Kampagne ändern.'),
    ).toBeTruthy();
    fireEvent.click(owner);
    expect(screen.queryByRole('option', { name: 'Sam Tester' })).toBeNull();
    expect(calls.some((call) => call.url.endsWith('/owner'))).toBe(false);
  });

  it("never offers 'Neu' again: the option is shown but cannot be chosen, and nothing is sent", async () => {
    const { calls } = render({}, contact({ status_id: 4 }));
    fireEvent.click(await screen.findByTestId('contact-status'));
    const neu = await screen.findByRole('option', { name: 'Neu' });
    expect(neu.getAttribute('data-combobox-disabled')).toBe('true');
    fireEvent.click(neu);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows neither timeline nor tasks to a user the company gave the unlocked contacts only, and asks for neither', async () => {
    const { calls } = render({}, contact(), { ...user, permissions: ['unlocked-contacts'] });
    expect(await screen.findByTestId('contact-status')).toBeTruthy();
    expect(screen.queryByText('Timeline')).toBeNull();
    expect(screen.queryByTestId('timeline-tab-task')).toBeNull();
    expect(calls.filter((call) => call.url.startsWith('/api/timeline') || call.url.startsWith('/api/tasks'))).toEqual([]);
  });

  it('shows the timeline without its tasks tab to a user without the tasks', async () => {
    render({}, contact(), { ...user, permissions: ['unlocked-contacts', 'timeline'] });
    expect(await screen.findByText('Timeline')).toBeTruthy();
    expect(screen.getByTestId('timeline-tab-call')).toBeTruthy();
    expect(screen.queryByTestId('timeline-tab-task')).toBeNull();
  });

  it('logs a call on the timeline', async () => {
    const { calls } = render({
      [`GET /api/timeline/call/unlocked-contact/${id}`]: ok({
        data: [],
        starred: [],
        count: 0,
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
      }),
      [`POST /api/timeline/call/unlocked-contact/${id}`]: () => ({ status: 201, body: { message: 'Entry saved.', data: {} } }),
    });
    fireEvent.click(await screen.findByTestId('timeline-tab-call'));
    fireEvent.change(await screen.findByTestId('entry-description'), { target: { value: 'Erstgespräch' } });
    fireEvent.click(screen.getByTestId('entry-outcome'));
    // The server names the outcomes in English; the screen shows them in the user's language.
    fireEvent.click(await screen.findByRole('option', { name: 'Erreicht' }));
    fireEvent.click(screen.getByTestId('entry-save-call'));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeTruthy());
    const posted = calls.find((call) => call.method === 'POST')?.body as { properties: unknown; performed_at: string };
    expect(posted.properties).toEqual({ description: 'Erstgespräch', outcome: 'connected' });
    expect(posted.performed_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
