import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, renderWithApi } from '../../testing/render';
import { EmployerReviewsRoute } from './employer-reviews-route';
import { JobsRoute } from './jobs-route';
import { LandingRoute } from './landing-route';

const EMPLOYER = {
  id: '00000000-0000-4000-8000-00000000e001',
  name: 'Pflegedienst Sonnenschein GmbH',
  slug: 'pflegedienst-sonnenschein-gmbh',
  logo_url: '/api/media/00000000-0000-4000-8000-0000000000d1/file',
  city: 'Berlin',
  average_ratings: null,
  reviews_count: 0,
};
const JOB = {
  id: '00000000-0000-4000-8000-00000000a001',
  title: 'Altenpfleger (m/w/d)',
  profession: 'care',
  zip_code: '10115',
  city: 'Berlin',
  distance_km: 1.2,
  meta: {
    employment: 'part_time',
    holidays_count: 30,
    benefits: [],
    salary: { salary_type: 'FIX_SALARY', amount_from: 3200, amount_till: 3600, salary_by_tariff: null },
  },
  employer: EMPLOYER,
  published_at: '2026-11-20T10:00:00.000Z',
};
const page = (data: unknown[], total: number) => ({
  data,
  meta: {
    current_page: 1,
    last_page: 1,
    per_page: 10,
    total,
    more: false,
    place: { zip_code: '10115', place: 'Berlin', lat: 52.53, lng: 13.38 },
    radius: 30,
    fuzzy: false,
  },
});
const jobsAt = (answer: { status: number; body?: unknown }) =>
  renderWithApi(
    <Routes>
      <Route path="/stellenangebote" element={<JobsRoute />} />
    </Routes>,
    { 'GET /api/public/jobs': () => answer },
    { path: '/stellenangebote?location=10115' },
  );

describe('a job card as a candidate scans it on a phone', () => {
  it('shows pay, hours and place first, and the logo the employer uploaded', async () => {
    jobsAt({ status: 200, body: page([JOB], 1) });
    const card = (await screen.findByRole('heading', { level: 3, name: JOB.title })).closest(`#job-${JOB.id}`) as HTMLElement;
    expect(within(card).getByTestId('job-salary').textContent?.replace(/\s/g, ' ')).toBe('€3,200.00 – €3,600.00 per month');
    expect(within(card).getByTestId('job-hours').textContent).toBe('Part time');
    expect(within(card).getByTestId('job-place').textContent).toBe(' 10115 Berlin · 1.2 km away');
    expect(within(card).getByTestId('job-employer-logo').querySelector('img')?.getAttribute('src')).toBe(EMPLOYER.logo_url);
    // The facts come before the employer, in the order read.
    const order = ['job-salary', 'job-hours', 'job-place'].map((id) => within(card).getByTestId(id));
    for (let i = 1; i < order.length; i += 1) {
      expect((order[i - 1] as Node).compareDocumentPosition(order[i] as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('shows no logo where the employer uploaded none', async () => {
    jobsAt({ status: 200, body: page([{ ...JOB, employer: { ...EMPLOYER, logo_url: null } }], 1) });
    await screen.findByRole('heading', { level: 3, name: JOB.title });
    expect(screen.queryByTestId('job-employer-logo')).toBeNull();
  });
});

describe('the friendly empty and error states of the public site', () => {
  it('says so with a hint when a search finds nothing', async () => {
    jobsAt({ status: 200, body: page([], 0) });
    const none = await screen.findByTestId('jobs-none');
    expect(none.getAttribute('role')).toBe('status');
    expect(within(none).getByRole('heading').textContent).toBe('No matching jobs found.');
    expect(none.textContent).toContain('Try a larger radius or another keyword.');
    expect(none.querySelector('[data-illustration="search"]')).not.toBeNull();
  });

  it('shows an error state when the search fails', async () => {
    jobsAt({ status: 500, body: { message: 'Server Error' } });
    const error = await screen.findByTestId('jobs-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(within(error).getByRole('heading').textContent).toBe('Sorry, that did not work');
  });

  it('shows the landing page an error state with a way to the search when the highlights fail', async () => {
    renderWithApi(
      <Routes>
        <Route path="/" element={<LandingRoute />} />
      </Routes>,
      { 'GET /api/public/highlights': () => ({ status: 500, body: { message: 'Server Error' } }) },
    );
    const error = await screen.findByTestId('landing-unavailable');
    expect(within(error).getByRole('heading').textContent).toBe('The jobs cannot be loaded right now.');
    expect(within(error).getByRole('link', { name: 'To the job search' }).getAttribute('href')).toBe('/stellenangebote');
    // The brand's logo leads home.
    expect(screen.getByTestId('brand-home').getAttribute('href')).toBe('/');
    expect(screen.getByTestId('brand-home').querySelector('svg')).not.toBeNull();
  });

  it('invites the first review where an employer has none', async () => {
    renderWithApi(
      <Routes>
        <Route path="/:employerSlug/reviews" element={<EmployerReviewsRoute />} />
      </Routes>,
      {
        [`GET /api/public/employers/${EMPLOYER.slug}/reviews`]: ok({
          employer: EMPLOYER,
          data: [],
          meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
        }),
      },
      { path: `/${EMPLOYER.slug}/reviews` },
    );
    const none = await screen.findByTestId('reviews-none');
    expect(within(none).getByRole('heading').textContent).toBe('No reviews yet.');
    expect(none.textContent).toContain('Your review helps others choose.');
  });
});

describe('the same screens in German', () => {
  beforeAll(() => i18next.changeLanguage('de'));
  afterAll(() => i18next.changeLanguage('en'));

  it('shows the card and the empty search in German', async () => {
    const { unmount } = jobsAt({ status: 200, body: page([JOB], 1) });
    const card = (await screen.findByRole('heading', { level: 3, name: JOB.title })).closest(`#job-${JOB.id}`) as HTMLElement;
    expect(within(card).getByTestId('job-salary').textContent?.replace(/\s/g, ' ')).toBe('3.200,00 € – 3.600,00 € im Monat');
    expect(within(card).getByTestId('job-hours').textContent).toBe('Teilzeit');
    unmount();
    jobsAt({ status: 200, body: page([], 0) });
    const none = await screen.findByTestId('jobs-none');
    expect(within(none).getByRole('heading').textContent).toBe('Keine passenden Stellenangebote gefunden.');
    expect(none.textContent).toContain('Versuchen Sie einen größeren Umkreis oder ein anderes Stichwort.');
  });
});
