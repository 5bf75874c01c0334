import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyRoute } from '../features/companies/company-route';
import { ReferenceDataRoute } from '../features/reference-data/reference-data-route';
import { SuperActionsRoute } from '../features/super-actions/super-actions-route';
import { TasksPanel } from '../features/unlocked-contacts/tasks-panel';
import { UnlockedContactsRoute } from '../features/unlocks/unlocked-contacts-route';
import { catalogues, type Catalogue } from '../lib/i18n';
import { ok, renderWithApi, type Handler } from '../testing/render';
import { currentUser } from '../testing/users';
import { APP_MESSAGES } from './catalogues/all';

/**
 * A German user's walk through main screens (with the API stubbed as their own tests do): nothing on them is a
 * raw code of the API (`NOT_STARTED`, `hiring`, `in_talks`), a catalogue key that has no text (`superActions.x`)
 * or English that was never put in the catalogue ('Are you sure?'). What the user sees is what is checked:
 * the texts, the inputs' values and placeholders, the names read out, and a badge's text in capitals, as
 * Mantine's badge shows it.
 */

const GERMAN = catalogues(APP_MESSAGES).de;

/** Abbreviations written in capitals on purpose. */
const ACRONYMS = new Set(['PDF', 'CSV', 'SMS', 'URL', 'IBAN', 'UTM', 'ROI', 'DSGVO', 'XLSX', 'API', 'ID', 'SEPA']);

const textsOf = (catalogue: Catalogue): string[] =>
  Object.values(catalogue).flatMap((value) => (typeof value === 'string' ? [value] : textsOf(value)));
const wordsOf = (text: string): string[] => text.split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
/** The catalogue's top-level groups: `superActions.confirm` shown as it is is a key without a text. */
const NAMESPACES = new Set(Object.keys(GERMAN));
/** Words of German texts, in capitals: what a badge may show. */
const GERMAN_WORDS = new Set(
  textsOf(GERMAN)
    .flatMap(wordsOf)
    .map((word) => word.toUpperCase()),
);
/** English that German screens never show; every one of them has been seen hard-coded on a screen. */
const ENGLISH = /(?<![\p{L}\p{N}_])(the|you|your|are|what|this|sure|doing|delete|please)(?![\p{L}\p{N}_])/iu;
/** Words in capitals (a code such as `NOT_STARTED`), whole words only ('GEÖFFNET' is one word). */
const CAPITALS = /(?<![\p{L}\p{N}_])[A-Z][A-Z_]{3,}(?![\p{L}\p{N}_])/gu;
/** Snake-case codes (`in_talks`). */
const SNAKE = /(?<![\p{L}\p{N}_])[a-z0-9]+(?:_[a-z0-9]+)+(?![\p{L}\p{N}_])/gu;
/** Kebab-case codes (`offer-reminder`), not in a path. */
const KEBAB = /(?<![\p{L}\p{N}_/.-])[a-z]+(?:-[a-z]+)+(?![\p{L}\p{N}_/.-])/gu;
/** A key of the catalogue (`superActions.confirmFire`), found by its group. */
const KEY = /(?<![\p{L}\p{N}_.])([a-zA-Z]+)\.[a-zA-Z_][\w-]*(?:\.[\w-]+)*/gu;

interface Seen {
  text: string;
  /** Shown in capitals (a badge). */
  capitals: boolean;
}

/** What the user sees or hears on the page. */
function seen(root: HTMLElement): Seen[] {
  const found: Seen[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (!parent || !text || parent.closest('script, style')) continue;
    found.push({ text, capitals: parent.closest('.mantine-Badge-root') !== null });
  }
  for (const element of root.querySelectorAll<HTMLElement>('[aria-label], [title], [placeholder]')) {
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value) found.push({ text: value, capitals: false });
    }
  }
  // What a field shows (a select shows its choice as the input's value); not a radio's or a checkbox's value.
  const fields = 'input:not([type]), input[type=text], input[type=search], input[type=email], input[type=tel], textarea';
  for (const input of root.querySelectorAll<HTMLInputElement>(fields)) {
    if (input.value) found.push({ text: input.value, capitals: false });
  }
  return found;
}

interface Allowed {
  /** Machine keys the screen shows on purpose (the reference data's identifiers, which admins edit). */
  keys?: readonly string[];
  /** What the test data shows as it is (names people gave things). */
  data?: readonly string[];
}

/** Every raw code, catalogue key and English text on the page. */
function problemsIn(root: HTMLElement, allowed: Allowed = {}): string[] {
  const keys = new Set(allowed.keys ?? []);
  const dataWords = new Set((allowed.data ?? []).flatMap(wordsOf).map((word) => word.toUpperCase()));
  const problems: string[] = [];
  for (const { text, capitals } of seen(root)) {
    const shown = capitals ? text.toUpperCase() : text;
    for (const code of shown.match(CAPITALS) ?? []) {
      if (ACRONYMS.has(code) || (capitals && (GERMAN_WORDS.has(code) || dataWords.has(code)))) continue;
      if (keys.has(code.toLowerCase())) continue;
      problems.push(`raw code ${code} in “${shown}”`);
    }
    for (const code of text.match(SNAKE) ?? []) {
      if (!keys.has(code)) problems.push(`raw code ${code} in “${text}”`);
    }
    for (const code of text.match(KEBAB) ?? []) {
      if (!keys.has(code)) problems.push(`raw code ${code} in “${text}”`);
    }
    for (const match of text.matchAll(KEY)) {
      if (NAMESPACES.has(match[1] ?? '')) problems.push(`catalogue key ${match[0]}`);
    }
    if (ENGLISH.test(text)) problems.push(`English “${text}”`);
  }
  return [...new Set(problems)];
}

/** The screen's Select and MultiSelect inputs. */
const selectInputs = (): HTMLInputElement[] => [
  ...document.querySelectorAll<HTMLInputElement>('input.mantine-Select-input, input.mantine-MultiSelect-inputField'),
];

/** Every select and multi-select on the screen says what to do while empty ('Auswählen', or the screen's own words). */
function expectSelectsToSayWhatToDo(): void {
  for (const input of selectInputs()) expect(input.getAttribute('placeholder') ?? '', input.outerHTML).not.toBe('');
}

const page = (data: unknown[]) => ({ data, meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length } });
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const companyId = uuid(0xc001);
const at = '2026-11-20T09:00:00.000Z';

const inRoutes = (path: string, element: ReactElement, user = currentUser('admin')) => (
  <Routes>
    <Route element={<Outlet context={{ user }} />}>
      <Route path={path} element={element} />
    </Route>
  </Routes>
);

describe('the German screens show no raw codes, no catalogue keys, no English', () => {
  beforeAll(() => i18next.changeLanguage('de'));
  afterAll(() => i18next.changeLanguage('en'));

  it("the admin's unlocked contacts: every status by its German name", async () => {
    const statuses = [
      [1, 'unlocked'],
      [1, 'opened'],
      [2, 'contacted'],
      [3, 'in_talks'],
      [4, 'hiring'],
      [5, 'unqualified'],
      [4, 'hired'],
      [4, 'hire_rejected'],
    ] as const;
    const rows = statuses.map(([statusId, status], i) => ({
      id: uuid(0xa100 + i),
      status,
      status_id: statusId,
      price: 49,
      unlocked_at: at,
      driver: { id: uuid(0xd100 + i), full_name: `Kim Muster ${i + 1}`, phone: null, email: null },
      campaign: { id: uuid(0xe001), name: 'Pflege Hamburg' },
      employer: null,
    }));
    renderWithApi(
      inRoutes('/companies/:id/unlocked-contacts', <UnlockedContactsRoute />),
      {
        'GET /api/options/companies': ok([{ id: companyId, name: 'Pflegedienst Sonnenschein GmbH' }]),
        [`GET /api/companies/${companyId}/unlocked-contacts`]: ok(page(rows)),
      },
      { path: `/companies/${companyId}/unlocked-contacts` },
    );
    expect(await screen.findAllByTestId('unlocked-row')).toHaveLength(rows.length);
    expect(problemsIn(document.body, { data: ['Kim Muster', 'Pflege Hamburg'] })).toEqual([]);
    expectSelectsToSayWhatToDo();
    expect(screen.getByText('Einstellung gemeldet')).toBeTruthy();
  });

  it("an unlocked contact's tasks: the status by its name, not its identifier", async () => {
    const user = currentUser('business', companyId);
    const notStarted = { id: uuid(0xb001), identifier: 'not_started', name: 'Nicht begonnen', status_color: 'default', is_default: true };
    const done = { id: uuid(0xb002), identifier: 'done', name: 'Erledigt', status_color: 'success', is_default: false };
    const contactId = uuid(0xc002);
    renderWithApi(
      inRoutes('/unlocked-contacts/:id', <TasksPanel model="unlocked-contact" id={contactId} companyId={companyId} />, user),
      {
        'GET /api/options/task-statuses': ok([notStarted, done]),
        'GET /api/options/users': ok([{ id: user.id, full_name: 'Sam Tester' }]),
        [`GET /api/tasks/unlocked-contact/${contactId}`]: ok({
          data: [
            {
              id: uuid(0xf001),
              title: 'Rückruf vereinbaren',
              task: null,
              status_id: notStarted.id,
              status: { id: notStarted.id, name: notStarted.name, identifier: notStarted.identifier, status_color: 'default' },
              due_at: '2026-11-21',
              remind_on_due_at: true,
              assigner_id: user.id,
              assigner: { id: user.id, full_name: 'Sam Tester' },
              model: 'unlocked-contact',
              model_id: contactId,
              contact: null,
              reminded_at: null,
              created_at: at,
            },
          ],
        }),
      },
      { path: `/unlocked-contacts/${contactId}` },
    );
    expect(await screen.findByTestId('task-item')).toBeTruthy();
    expect(problemsIn(document.body, { data: ['Sam Tester', 'Nicht begonnen', 'Erledigt', 'Rückruf vereinbaren'] })).toEqual([]);
    expectSelectsToSayWhatToDo();
  });

  it('the super-actions: both questions and the outbox in German', async () => {
    const message = (n: number, channel: string, template: string) => ({
      id: uuid(0x9000 + n),
      channel,
      template,
      recipient: { type: 'contact', id: uuid(0xc100 + n) },
      data: {},
      created_at: at,
      sent_at: null,
    });
    renderWithApi(<SuperActionsRoute />, {
      'GET /super-actions/offer-reminders': ok({ open_offers: 12, open_offers_without_reminders: 7, open_offers_filtered: 4 }),
      'GET /super-actions/outbox': ok(
        page([message(1, 'sms', 'offer-reminder'), message(2, 'mail', 'inactivity-notice'), message(3, 'push', 'you-are-unlocked')]),
      ),
    });
    // The count, not its placeholder ('…') while the count is asked for.
    await waitFor(() => expect(screen.getByTestId('count-filtered').textContent).toBe('4'));
    await screen.findAllByTestId('outbox-content');
    fireEvent.click(screen.getByTestId('fire-filtered'));
    const fire = await screen.findByRole('dialog');
    expect(problemsIn(document.body)).toEqual([]);
    expectSelectsToSayWhatToDo();
    expect(within(fire).getByText('Bitte bestätigen Sie, was Sie tun!')).toBeTruthy();
    fireEvent.click(within(fire).getByText('Abbrechen'));
    fireEvent.change(screen.getByTestId('charge-id'), { target: { value: uuid(0xe001) } });
    fireEvent.click(screen.getByTestId('charge-submit'));
    const charge = await screen.findByRole('dialog');
    expect(problemsIn(document.body)).toEqual([]);
    expectSelectsToSayWhatToDo();
    expect(within(charge).getByText('Sind Sie sicher?')).toBeTruthy();
  });

  it("a company: the questions before deleting it and before 'no focus'", async () => {
    const company = {
      id: companyId,
      name: 'Pflegedienst Sonnenschein GmbH',
      country: 'DE',
      zip_code: '20095',
      city: 'Hamburg',
      is_active: true,
      is_partner: false,
      direct_pay: false,
      sepa_enabled: false,
      marked_as_verified: false,
      no_focus: false,
      customer_level: null,
      type: null,
      account_manager: null,
      created_at: at,
      admin_url: `/companies/${companyId}`,
      hubspot_object: null,
      suggestedHubSpotCompanies: [],
      duplicates: [],
      account_manager_id: null,
      sales_owner_id: null,
      auto_drivers_unlock: false,
      payment_method: 'other',
      has_payment_method: false,
      sepa_account: null,
      due_days: 14,
      goodwill_mode: false,
      configs: {},
      properties: {},
      phone: '+49401234567',
      registered_from: null,
      users_count: 1,
      version: 3,
    };
    const routes: Record<string, Handler> = {
      [`GET /api/companies/${companyId}`]: ok(company),
      [`GET /api/companies/${companyId}/campaigns`]: ok(page([])),
      [`GET /api/companies/${companyId}/employers`]: ok({ data: [] }),
      'GET /api/unclaimed-employers': ok({ data: [] }),
      'GET /api/options/account-manager-users': ok([]),
    };
    renderWithApi(inRoutes('/companies/:id', <CompanyRoute />), routes, { path: `/companies/${companyId}` });
    const data = { data: [company.name, company.city] };
    fireEvent.click(await screen.findByTestId('delete-company'));
    const remove = await screen.findByRole('dialog');
    expect(problemsIn(document.body, data)).toEqual([]);
    expectSelectsToSayWhatToDo();
    expect(within(remove).getByText('Sind Sie sicher, dass Sie dieses Unternehmen löschen möchten?')).toBeTruthy();
    fireEvent.click(within(remove).getByText('Abbrechen'));
    fireEvent.click(screen.getByTestId('switch-no_focus'));
    const noFocus = await screen.findByRole('dialog');
    expect(problemsIn(document.body, data)).toEqual([]);
    expectSelectsToSayWhatToDo();
    expect(within(noFocus).getByText('Wirklich?!')).toBeTruthy();
  });

  it("the options: each label in German as the admins stored it, the group and key as they are (the admins' keys)", async () => {
    const option = (n: number, group: string, key: string, label: Record<string, string>) => ({
      id: uuid(0x0d00 + n),
      group,
      key,
      label,
      created_at: at,
      updated_at: at,
    });
    const options = [
      option(2, 'contact_statuses', '2', { de: 'Kontaktiert', en: 'Contacted', pl: 'Skontaktowano' }),
      option(3, 'contact_statuses', '3', { de: 'Im Gespräch', en: 'In talks', pl: 'W rozmowach' }),
      option(4, 'contact_statuses', '4', { de: 'Eingestellt', en: 'Hired', pl: 'Zatrudniony' }),
      option(5, 'shifts', 'night', { de: 'Nachtdienst', en: '', pl: '' }),
    ];
    renderWithApi(
      inRoutes('/reference-data/:kind', <ReferenceDataRoute />),
      { 'GET /options': ok(page(options)) },
      { path: '/reference-data/options' },
    );
    expect(await screen.findAllByTestId('item-row')).toHaveLength(options.length);
    expect(problemsIn(document.body, { keys: ['contact_statuses'] })).toEqual([]);
    expectSelectsToSayWhatToDo();
    const table = screen.getByTestId('items-table').textContent ?? '';
    for (const english of ['Contacted', 'In talks', 'Hired']) expect(table).not.toContain(english);
    expect(table).toContain('Im Gespräch');
  });

  it('the task statuses: names and colours in German, the identifiers as the admins keep them', async () => {
    const status = (n: number, identifier: string, name: string, color: string) => ({
      id: uuid(0x0b00 + n),
      identifier,
      name,
      status_color: color,
      created_at: at,
      updated_at: at,
    });
    const statuses = [status(1, 'not_started', 'Nicht begonnen', 'default'), status(2, 'in_progress', 'In Bearbeitung', 'info')];
    renderWithApi(
      inRoutes('/reference-data/:kind', <ReferenceDataRoute />),
      { 'GET /task-statuses': ok(page(statuses)) },
      { path: '/reference-data/task-statuses' },
    );
    expect(await screen.findAllByTestId('item-row')).toHaveLength(statuses.length);
    expect(problemsIn(document.body, { keys: ['not_started', 'in_progress'], data: ['Nicht begonnen', 'In Bearbeitung'] })).toEqual([]);
    expectSelectsToSayWhatToDo();
  });
});

describe('the check itself: it finds what a German user must not see', () => {
  beforeAll(() => i18next.changeLanguage('de'));
  afterAll(() => i18next.changeLanguage('en'));

  it('finds raw codes (also in a badge, in capitals), catalogue keys and English', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<span class="mantine-Badge-root"><span>hiring</span></span><span class="mantine-Badge-root">Eingestellt</span>' +
      '<p>NOT_STARTED</p><p>in_talks</p><p>offer-reminder</p><p>superActions.nothing</p><p>Are you sure?</p><p>SMS, PDF und DSGVO</p>' +
      '<input placeholder="app.nothing">';
    expect(problemsIn(root)).toEqual([
      'raw code HIRING in “HIRING”',
      'raw code NOT_STARTED in “NOT_STARTED”',
      'raw code in_talks in “in_talks”',
      'raw code offer-reminder in “offer-reminder”',
      'catalogue key superActions.nothing',
      'English “Are you sure?”',
      'catalogue key app.nothing',
    ]);
  });
});

describe('every select and multi-select says what to do in German', () => {
  beforeAll(() => i18next.changeLanguage('de'));
  afterAll(() => i18next.changeLanguage('en'));

  it("the task form's selects say 'Auswählen'", async () => {
    const user = currentUser('business', companyId);
    const contactId = uuid(0xc003);
    renderWithApi(
      inRoutes('/unlocked-contacts/:id', <TasksPanel model="unlocked-contact" id={contactId} companyId={companyId} />, user),
      {
        'GET /api/options/task-statuses': ok([]),
        'GET /api/options/users': ok([]),
        [`GET /api/tasks/unlocked-contact/${contactId}`]: ok({ data: [] }),
      },
      { path: `/unlocked-contacts/${contactId}` },
    );
    await screen.findByTestId('task-form');
    const inputs = selectInputs();
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) expect(input.getAttribute('placeholder')).toBe('Auswählen');
  });

  it("the admin's choice of company on the unlocked contacts says 'Auswählen' too", async () => {
    renderWithApi(
      inRoutes('/companies/unlocked-contacts', <UnlockedContactsRoute />),
      { 'GET /api/options/companies': ok([{ id: companyId, name: 'Pflegedienst Sonnenschein GmbH' }]) },
      { path: '/companies/unlocked-contacts' },
    );
    expect((await screen.findByTestId('unlocks-company')).getAttribute('placeholder')).toBe('Auswählen');
  });
});
