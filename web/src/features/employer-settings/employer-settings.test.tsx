import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApi, type Handler } from '../../testing/render';
import { currentUser } from '../../testing/users';
import { EmployerSettingsRoute } from './employer-settings-route';
import { ActiveSourcingRoute } from './active-sourcing-route';
import { PackagesRoute } from './packages-route';

/** An element's text with its spaces as plain spaces (prices are written with a non-breaking one). */
const textOf = (element: HTMLElement): string => (element.textContent ?? '').replace(/\s/g, ' ');

const COMPANY = '00000000-0000-4000-8000-00000000c001';

/** A screen inside the signed-in layout's outlet, with its user. */
function asUser(role: 'business' | 'business-owner', screenElement: ReactElement, routes: Record<string, Handler>) {
  return renderWithApi(
    <Routes>
      <Route element={<Outlet context={{ user: currentUser(role, COMPANY) }} />}>
        <Route path="/" element={screenElement} />
      </Route>
    </Routes>,
    routes,
  );
}

const PACKAGES = {
  data: [
    {
      key: 'free_forever',
      prices: { base_price: 0, price_per_message: 0, price_per_campaign: 0 },
      features: {
        can_customize_campaigns: false,
        can_customize_message: false,
        employer_profile: true,
        job_offers: 1,
        active_sourcing_messages: 5,
        job_campaigns: 0,
      },
    },
    {
      key: 'professional',
      prices: { base_price: 490, price_per_message: 9.9, price_per_campaign: 290 },
      features: {
        can_customize_campaigns: true,
        can_customize_message: true,
        employer_profile: true,
        job_offers: 10,
        active_sourcing_messages: 25,
        job_campaigns: 1,
      },
    },
  ],
  discounts: [
    { months: 3, percentage: 0 },
    { months: 6, percentage: 10 },
    { months: 12, percentage: 20 },
  ],
  current: null,
};

describe('packages and pricing', () => {
  it('prices the slider’s start (50 messages, 1 campaign, quarterly) and the year with its discount, and the owner chooses it', async () => {
    const { calls } = asUser('business-owner', <PackagesRoute />, {
      'GET /api/packages': () => ({ status: 200, body: PACKAGES }),
      'POST /api/packages/choose': () => ({
        status: 200,
        body: {
          message: 'Package chosen.',
          data: {
            package_key: 'professional',
            messages: 50,
            campaigns: 1,
            months: 12,
            monthly_price: 639.5,
            period_price: 7674,
            chosen_at: '2026-01-01T00:00:00.000Z',
          },
        },
      }),
    });
    expect((await screen.findByTestId('current-package')).textContent).toContain('You use the free package.');
    expect(textOf(screen.getByTestId('monthly-price'))).toContain('737,50 €');
    expect(textOf(screen.getByTestId('period-price'))).toContain('2.212,50 €');
    fireEvent.click(within(screen.getByTestId('billing-months')).getByText('Year'));
    expect(textOf(screen.getByTestId('monthly-price'))).toContain('639,50 €');
    expect(screen.getByText(/20 % discount/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('choose-package'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      package_key: 'professional',
      messages: 50,
      campaigns: 1,
      months: 12,
    });
  });

  it('counts the messages: moving the messages slider from 50 to 100 raises the price by two blocks of 25', async () => {
    asUser('business-owner', <PackagesRoute />, { 'GET /api/packages': () => ({ status: 200, body: PACKAGES }) });
    await screen.findByTestId('current-package');
    expect(textOf(screen.getByTestId('monthly-price'))).toContain('737,50 €');
    const thumb = screen.getAllByRole('slider')[0];
    if (!thumb) throw new Error('no slider');
    thumb.focus();
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    await waitFor(() => expect(document.getElementById('messages-label')?.textContent).toMatch(/: 100$/));
    expect(textOf(screen.getByTestId('monthly-price'))).toContain('1.232,50 €');
    expect(textOf(screen.getByTestId('period-price'))).toContain('3.697,50 €');
  });

  it('offers contact sales above the ranges, and leaves the choice to the owner', async () => {
    asUser('business', <PackagesRoute />, { 'GET /api/packages': () => ({ status: 200, body: PACKAGES }) });
    await screen.findByTestId('current-package');
    expect(screen.getByTestId<HTMLButtonElement>('choose-package').disabled).toBe(true);
    expect(screen.getByText('Only the owner of the company can choose a package.')).toBeTruthy();
    const thumb = screen.getAllByRole('slider')[0];
    if (!thumb) throw new Error('no slider');
    thumb.focus();
    fireEvent.keyDown(thumb, { key: 'End' });
    expect(await screen.findByTestId('contact-sales-hint')).toBeTruthy();
    fireEvent.click(screen.getByTestId('pricing-contact-sales'));
    expect(await screen.findByTestId('sales-send')).toBeTruthy();
  });
});

describe('employer settings', () => {
  const routes = (extra: Record<string, Handler> = {}): Record<string, Handler> => ({
    'GET /settings/payment-method-sepa': () => ({
      status: 200,
      body: {
        data: {
          bank_account_owner: 'Pflege GmbH',
          iban: 'DE89370400440532013000',
          swift_bic: 'COBADEFFXXX',
          signer_name: 'Eva Muster',
          accepted_terms_at: '2026-01-01T00:00:00.000Z',
          approved_at: '2026-01-15T00:00:00.000Z',
        },
      },
    }),
    'GET /api/definitions': () => ({
      status: 200,
      body: { data: [{ id: '00000000-0000-4000-8000-00000000d001', name: 'Fachkraft', description: 'Examiniert' }] },
    }),
    ...extra,
  });

  it('shows the approved SEPA account and sends the form with the mandate; field errors appear under their fields', async () => {
    const { calls } = asUser(
      'business',
      <EmployerSettingsRoute />,
      routes({
        'PUT /settings/payment-method-sepa': () => ({
          status: 422,
          body: { message: 'The given data was invalid.', errors: { iban: ['The IBAN is not valid.'] } },
        }),
      }),
    );
    expect((await screen.findByTestId('sepa-status')).textContent).toContain('Approved on 15.01.2026');
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('input[name="iban"]')?.value).toBe('DE89370400440532013000'));
    fireEvent.click(screen.getByTestId('sepa-accept'));
    fireEvent.click(screen.getByTestId('sepa-save'));
    expect(await screen.findByText('The IBAN is not valid.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ iban: 'DE89370400440532013000', accept_terms: true });
  });

  it('asks for a reason of at least 5 characters before deleting a definition', async () => {
    const { calls } = asUser(
      'business',
      <EmployerSettingsRoute />,
      routes({
        'POST /api/definitions/00000000-0000-4000-8000-00000000d001/delete': () => ({
          status: 200,
          body: { success: true, message: 'Definition deleted.' },
        }),
      }),
    );
    fireEvent.click(await screen.findByTestId('definition-delete'));
    const reason = await screen.findByLabelText(/Reason for the deletion/);
    fireEvent.change(reason, { target: { value: '  abc ' } });
    fireEvent.click(screen.getByTestId('definition-delete-confirm'));
    expect(await screen.findByText('Please enter a valid reason for the deletion.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(reason, { target: { value: 'Nicht mehr verwendet' } });
    fireEvent.click(screen.getByTestId('definition-delete-confirm'));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Nicht mehr verwendet' }));
  });
});

describe('active sourcing', () => {
  const CONTACT = '00000000-0000-4000-8000-00000000a001';
  const STANDARD = 'Guten Tag, Standardtext.';

  it('shows the quota, and with the free package sends the standard message only (no templates)', async () => {
    const { calls } = asUser('business', <ActiveSourcingRoute />, {
      'GET /api/active-sourcing': () => ({
        status: 200,
        body: {
          has_unlimited_access: false,
          contact_same_user_after_days: 90,
          total_messages: 5,
          sent_messages: 2,
          remaining_messages: 3,
          can_customize_message: false,
          standard_message: STANDARD,
        },
      }),
      'GET /api/active-sourcing/templates': () => ({ status: 200, body: { data: [] } }),
      [`GET /api/companies/${COMPANY}/unlocked-contacts`]: () => ({
        status: 200,
        body: {
          data: [
            {
              id: '00000000-0000-4000-8000-00000000b001',
              status: 'initial',
              status_id: 1,
              price: 50,
              unlocked_at: '2026-01-01T00:00:00.000Z',
              driver: { id: CONTACT, full_name: 'Kim Berger', phone: null, email: null },
              campaign: null,
              employer: null,
            },
          ],
          meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
        },
      }),
      [`GET /api/contact-information/${CONTACT}`]: () => ({
        status: 200,
        body: {
          id: CONTACT,
          full_name: 'Kim Berger',
          email: 'kim@example.de',
          phone: '+4915112345678',
          unlocked_at: '2026-01-01T00:00:00.000Z',
        },
      }),
      [`GET /contacts/${CONTACT}/documents`]: () => ({ status: 200, body: { documents: [] } }),
      'POST /company/active-sourcing-request-reached': () => ({
        status: 201,
        body: {
          message: 'Message sent.',
          quota: {
            has_unlimited_access: false,
            contact_same_user_after_days: 90,
            total_messages: 5,
            sent_messages: 3,
            remaining_messages: 2,
            can_customize_message: false,
            standard_message: STANDARD,
          },
        },
      }),
    });
    expect((await screen.findByTestId('quota')).textContent).toContain('3 of 5 messages left');
    expect(screen.getAllByText(/Your package sends the standard message/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('sourcing-contact'));
    fireEvent.click(await screen.findByText('Kim Berger'));
    expect((await screen.findByTestId('contact-information')).textContent).toContain('kim@example.de');
    expect(document.querySelector<HTMLTextAreaElement>('textarea[name="message"]')?.readOnly).toBe(true);
    fireEvent.click(screen.getByTestId('sourcing-send'));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ user_id: CONTACT, template_id: null, message: STANDARD }),
    );
  });
});
