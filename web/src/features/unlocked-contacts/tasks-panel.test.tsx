import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, renderWithApi, type Handler } from '../../testing/render';
import { TasksPanel } from './tasks-panel';

const companyId = '00000000-0000-4000-8000-00000000d001';
const contactId = '00000000-0000-4000-8000-00000000d002';
const userId = '00000000-0000-4000-8000-00000000d003';
interface Status {
  id: string;
  identifier: string;
  name: string;
  status_color: string;
  is_default: boolean;
}
const notStarted: Status = {
  id: '00000000-0000-4000-8000-00000000d0a1',
  identifier: 'not_started',
  name: 'Nicht begonnen',
  status_color: 'default',
  is_default: true,
};
const done: Status = {
  id: '00000000-0000-4000-8000-00000000d0a2',
  identifier: 'done',
  name: 'Erledigt',
  status_color: 'success',
  is_default: false,
};
const blocked: Status = {
  id: '00000000-0000-4000-8000-00000000d0a3',
  identifier: 'blocked',
  name: 'Blockiert',
  status_color: 'danger',
  is_default: false,
};
const statuses = [notStarted, done, blocked];

const task = (id: string, title: string, status: Status) => ({
  id,
  title,
  task: null,
  status_id: status.id,
  status: { id: status.id, name: status.name, identifier: status.identifier, status_color: status.status_color },
  due_at: '2026-12-05',
  remind_on_due_at: true,
  assigner_id: userId,
  assigner: { id: userId, full_name: 'Sam Tester' },
  model: 'unlocked-contact',
  model_id: contactId,
  contact: null,
  reminded_at: null,
  created_at: '2026-12-01T09:00:00.000Z',
});

const render = (extra: Record<string, Handler> = {}) =>
  renderWithApi(<TasksPanel model="unlocked-contact" id={contactId} companyId={companyId} />, {
    [`GET /api/tasks/unlocked-contact/${contactId}`]: ok({
      data: [
        task('00000000-0000-4000-8000-00000000d0b1', 'Anrufen', done),
        task('00000000-0000-4000-8000-00000000d0b2', 'Unterlagen prüfen', blocked),
        task('00000000-0000-4000-8000-00000000d0b3', 'Termin finden', notStarted),
      ],
    }),
    'GET /api/options/task-statuses': ok(statuses),
    'GET /api/options/users': ok([{ id: userId, full_name: 'Sam Tester' }]),
    ...extra,
  });

/** The Mantine colour a badge is drawn in, from its style (`--badge-bg: var(--mantine-color-green-light)`). */
const badgeColour = (badge: HTMLElement): string | undefined =>
  /var\(--mantine-color-([a-z]+)-/.exec(badge.getAttribute('style') ?? '')?.[1];

describe('tasks panel', () => {
  beforeAll(() => i18next.changeLanguage('de'));
  afterAll(() => i18next.changeLanguage('en'));

  it("draws each status in the Mantine colour of the spec's colour name (success green, danger red, default grey)", async () => {
    render();
    await screen.findByText('Anrufen');
    const badges = screen.getAllByTestId('task-status');
    expect(badges.map((badge) => [badge.textContent, badgeColour(badge)])).toEqual([
      ['Erledigt', 'green'],
      ['Blockiert', 'red'],
      ['Nicht begonnen', 'gray'],
    ]);
  });

  it('shows a refused save in German, without the missing default status’s code', async () => {
    const { calls } = render({
      [`POST /api/tasks/unlocked-contact/${contactId}`]: () => ({
        status: 422,
        body: {
          message: 'There is no task status not_started; choose a status.',
          errors: { status_id: ['There is no task status not_started; choose a status.'] },
        },
      }),
    });
    await screen.findByText('Anrufen');
    const form = screen.getByTestId('task-form');
    fireEvent.change(within(form).getByTestId('task-title'), { target: { value: 'Rückruf' } });
    fireEvent.click(within(form).getByTestId('task-save'));
    expect(await screen.findByText('Es ist kein Standardstatus für Aufgaben angelegt; bitte wählen Sie einen Status.')).toBeTruthy();
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(form.textContent).not.toContain('not_started');
  });
});
