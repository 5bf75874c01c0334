import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi, type Handler } from '../../testing/render';
import { OfferLinkRoute } from './offer-link-route';
import { OtpModal } from './otp-modal';

const token = 'A'.repeat(54);
const offer = {
  id: '00000000-0000-4000-8000-0000000000f1',
  token,
  status: 'open',
  stage: 'new',
  created_at: '2026-11-02T09:30:00.000Z',
  accepted_at: null,
  rejected_at: null,
  popup_answered: false,
  campaign: { id: '00000000-0000-4000-8000-0000000000b1', name: 'Pflegefachkraft Kassel' },
  company: { id: '00000000-0000-4000-8000-0000000000a1', name: 'Pflege GmbH' },
  job: null as null | Record<string, unknown>,
};
/** The campaign's posting: what the candidate decides on. */
const job = {
  id: offer.campaign.id,
  title: 'Pflegefachkraft (m/w/d) Kassel',
  profession: 'care',
  zip_code: '34117',
  city: 'Kassel',
  distance_km: null,
  meta: {
    employment: 'part_time',
    holidays_count: 30,
    benefits: ['company_pension', 'fixed_rota'],
    salary: { salary_type: 'FIX_SALARY', amount_from: 3200, amount_till: 3600, salary_by_tariff: null },
  },
  employer: {
    id: offer.company.id,
    name: 'Pflege GmbH',
    slug: 'pflege-gmbh',
    logo_url: null,
    city: 'Kassel',
    average_ratings: 4.5,
    reviews_count: 2,
  },
  published_at: '2026-11-01T09:00:00.000Z',
  description: 'Feste Dienstpläne, 30 Stunden in der Woche.',
};

function routes(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  let verified = false;
  return {
    'GET /api/candidate-offers/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA': () => ({ status: 200, body: { data: offer } }),
    'GET /api/phone-verified': () => ({ status: 200, body: { status: verified } }),
    'GET /api/generateOTP': () => ({
      status: 200,
      body: { message: 'We have sent you a code by SMS.', retry_after: 60, expires_at: '2026-11-02T09:40:00.000Z' },
    }),
    'POST /api/verifyOTP': (request) => {
      if ((request.body as { otp: string }).otp !== '123456') {
        return { status: 422, body: { message: 'The code is not correct.', errors: { otp: ['The code is not correct.'] } } };
      }
      verified = true;
      return { status: 200, body: { message: 'Your phone number is verified.', data: { phone_confirmed_at: '2026-11-02T09:31:00.000Z' } } };
    },
    [`POST /offers/${token}/accept`]: () =>
      verified
        ? {
            status: 200,
            body: {
              message: 'Offer accepted.',
              contact: { created_at: '2026-01-01T00:00:00.000Z', user_info_screens: [] },
              show_first_accept_popup: true,
            },
          }
        : {
            status: 422,
            body: { message: 'Please verify your phone number first.', errors: { phone: ['Please verify your phone number first.'] } },
          },
    'POST /api/queued-events/store': () => ({ status: 200, body: { success: true } }),
    ...overrides,
  };
}

const renderOffer = (handlers: Record<string, Handler>) =>
  renderWithApi(
    <Routes>
      <Route path="/angebote/:token" element={<OfferLinkRoute />} />
    </Routes>,
    handlers,
    { path: `/angebote/${token}` },
  );

describe('the offer page', () => {
  it('asks for the phone code before accepting, then accepts and shows the first-accept popup', async () => {
    const { calls } = renderOffer(routes());
    expect((await screen.findByTestId('offer-campaign')).textContent).toContain('Pflegefachkraft Kassel');
    await waitFor(() => expect(calls.some((call) => call.url === '/api/phone-verified')).toBe(true));
    fireEvent.click(screen.getByTestId('offer-accept'));
    await screen.findByTestId('otp-input');
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/generateOTP')).toHaveLength(1));
    fireEvent.change(screen.getByTestId('otp-input'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('otp-submit'));
    await screen.findByTestId('first-accept-popup');
    expect(calls.filter((call) => call.url === `/offers/${token}/accept`)).toHaveLength(1);
    expect(screen.getByTestId('offer-answered')).toBeTruthy();
    fireEvent.click(screen.getByTestId('first-accept-close'));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/queued-events/store')?.body).toEqual({
        identifier: 'first_offer_accepted',
        variant: 'new_offer_popup_dismissed',
        id: offer.id,
      }),
    );
  });

  it('shows the first error of the token array when the link was used', async () => {
    renderOffer(
      routes({
        'GET /api/phone-verified': () => ({ status: 200, body: { status: true } }),
        [`POST /offers/${token}/accept`]: () => ({
          status: 422,
          body: { message: 'This offer link has already been used.', errors: { token: ['This offer link has already been used.'] } },
        }),
      }),
    );
    await screen.findByTestId('offer-campaign');
    await waitFor(() => expect(screen.queryByText(/we confirm your phone number/)).toBeNull());
    fireEvent.click(screen.getByTestId('offer-accept'));
    expect((await screen.findByTestId('offer-failure')).textContent).toContain('This offer link has already been used.');
  });
});

describe('the offer page shows the job offer card', () => {
  const withJob = (extra: Record<string, Handler> = {}) =>
    routes({
      [`GET /api/candidate-offers/${token}`]: () => ({ status: 200, body: { data: { ...offer, job } } }),
      ...extra,
    });

  it('with the job title, pay, hours, holidays, benefits, rating and description, and accept and reject on the card', async () => {
    renderOffer(withJob());
    const card = await screen.findByTestId('offer-job');
    expect(within(card).getByRole('heading', { name: 'Pflegefachkraft (m/w/d) Kassel' })).toBeTruthy();
    expect(within(card).getByText('Part time')).toBeTruthy();
    expect(within(card).getByText('30 days of holiday')).toBeTruthy();
    expect(within(card).getByTestId('job-salary').textContent?.replace(/\s/g, ' ')).toContain('€3,200.00 – €3,600.00 per month');
    expect(within(card).getByText('Benefits: Company pension, Fixed rotas')).toBeTruthy();
    expect(within(card).getByText('4.5 of 5 stars (2 reviews)')).toBeTruthy();
    expect(within(card).getByText('Feste Dienstpläne, 30 Stunden in der Woche.')).toBeTruthy();
    expect(within(card).getByTestId('offer-accept')).toBeTruthy();
    expect(within(card).getByTestId('offer-reject')).toBeTruthy();
  });

  it("goes on with the card's reject from the job list: the reason is asked, nothing is sent before", async () => {
    const { calls } = renderWithApi(
      <Routes>
        <Route path="/angebote/:token" element={<OfferLinkRoute />} />
      </Routes>,
      withJob(),
      { path: `/angebote/${token}?antwort=ablehnen` },
    );
    expect(await screen.findByTestId('reject-reason')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("goes on with the card's accept from the job list: the phone code first when the phone is not verified", async () => {
    const { calls } = renderWithApi(
      <Routes>
        <Route path="/angebote/:token" element={<OfferLinkRoute />} />
      </Routes>,
      withJob(),
      { path: `/angebote/${token}?antwort=annehmen` },
    );
    await screen.findByTestId('otp-input');
    expect(calls.filter((call) => call.url === `/offers/${token}/accept`)).toHaveLength(0);
  });
});

describe('the phone code modal', () => {
  it('requests a code on opening, locks a resend for 60 s, shows a wrong code at the field and goes on with the right one', async () => {
    const onVerified = vi.fn();
    const { calls } = renderWithApi(<OtpModal opened onClose={() => undefined} onVerified={onVerified} />, routes());
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/generateOTP')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('otp-resend').hasAttribute('disabled')).toBe(true));
    expect(screen.getByTestId('otp-resend').textContent).toMatch(/60 s/);
    expect((await screen.findByTestId('otp-notice')).textContent).toContain('We have sent you a code by SMS.');
    fireEvent.change(screen.getByTestId('otp-input'), { target: { value: '999999' } });
    fireEvent.click(screen.getByTestId('otp-submit'));
    expect(await screen.findByText('The code is not correct.')).toBeTruthy();
    expect(onVerified).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('otp-input'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('otp-submit'));
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
  });

  it('counts down from the wait a refused resend names', async () => {
    renderWithApi(
      <OtpModal opened onClose={() => undefined} onVerified={() => undefined} />,
      routes({
        'GET /api/generateOTP': () => ({ status: 429, body: { message: 'Please wait 42 seconds before requesting a new code.' } }),
      }),
    );
    await waitFor(() => expect(screen.getByTestId('otp-resend').textContent).toMatch(/4[12] s/));
    expect(screen.getByTestId('otp-notice').textContent).toContain('Please wait 42 seconds');
  });

  it('at the daily limit shows only the refusal and when to try again, no sent note and no countdown', async () => {
    renderWithApi(
      <OtpModal opened onClose={() => undefined} onVerified={() => undefined} />,
      routes({
        'GET /api/generateOTP': () => ({
          status: 429,
          body: { message: 'Too many codes were sent to this number today. Please try again tomorrow.' },
        }),
      }),
    );
    const refusal = await screen.findByTestId('otp-limit');
    expect(refusal.textContent).toBe('Too many codes were sent to this number today. Please try again tomorrow.');
    expect(screen.queryByText('We have sent you a 6-digit code by SMS. Please enter it.')).toBeNull();
    expect(screen.queryByTestId('otp-notice')).toBeNull();
    expect(screen.queryByTestId('otp-resend')).toBeNull();
    expect(screen.queryByTestId('otp-input')).toBeNull();
  });
});

describe('an offer link that no longer opens', () => {
  it('says so in an error state, with the way back to the offers', async () => {
    renderWithApi(
      <Routes>
        <Route path="/angebote/:token" element={<OfferLinkRoute />} />
      </Routes>,
      { [`GET /api/candidate-offers/${token}`]: () => ({ status: 404, body: { message: 'Not found.' } }) },
      { path: `/angebote/${token}` },
    );
    const error = await screen.findByTestId('offer-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(within(error).getByRole('heading').textContent).toBe('This offer cannot be opened');
    expect(within(error).getByRole('link', { name: 'To my offers' }).getAttribute('href')).toBe('/meine-angebote');
  });
});
