import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithApi } from '../../testing/render';
import { currentUser } from '../../testing/users';
import { JobsRoute } from './jobs-route';
import { LandingRoute } from './landing-route';
import { ReviewFlow } from './review-flow';

const EMPLOYER = {
  id: '00000000-0000-4000-8000-00000000e001',
  name: 'Pflegedienst Sonnenschein GmbH',
  slug: 'pflegedienst-sonnenschein-gmbh',
  logo_url: null,
  city: 'Berlin',
  average_ratings: 4.3,
  reviews_count: 3,
};
const JOB = {
  id: '00000000-0000-4000-8000-00000000j001'.replace('j', 'a'),
  title: 'Altenpfleger (m/w/d)',
  profession: 'care',
  zip_code: '10115',
  city: 'Berlin',
  distance_km: 1.2,
  meta: {
    employment: 'full_time',
    holidays_count: 30,
    benefits: ['company_pension'],
    salary: { salary_type: 'TARIFF', amount_from: null, amount_till: null, salary_by_tariff: 'TVöD-P' },
  },
  employer: EMPLOYER,
  published_at: '2026-11-20T10:00:00.000Z',
};
const SECOND = {
  ...JOB,
  id: '00000000-0000-4000-8000-00000000a002',
  title: 'Pflegehilfskraft (m/w/d)',
  meta: { ...JOB.meta, salary: { salary_type: 'HOURLY', amount_from: 16, amount_till: null, salary_by_tariff: null } },
};
const SEARCH = {
  data: [JOB, SECOND],
  meta: {
    current_page: 1,
    last_page: 1,
    per_page: 10,
    total: 2,
    more: false,
    place: { zip_code: '10115', place: 'Berlin', lat: 52.53, lng: 13.38 },
    radius: 30,
    fuzzy: false,
  },
};

describe('the job search', () => {
  it('says what is missing for 5 s when neither a keyword nor a place is given', async () => {
    const { calls } = renderWithApi(
      <Routes>
        <Route path="/stellenangebote" element={<JobsRoute />} />
      </Routes>,
      {},
      { path: '/stellenangebote' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Find jobs' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please enter a keyword or choose a valid place.');
    expect(calls.filter((call) => call.url.startsWith('/api/public/jobs'))).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 6000 });
  }, 10_000);

  it('shows job cards with employment, holidays, salary by type and the employer rating; a card opens the offer in place of the list', async () => {
    const { calls } = renderWithApi(
      <Routes>
        <Route path="/stellenangebote" element={<JobsRoute />} />
      </Routes>,
      { 'GET /api/public/jobs': ok(SEARCH), [`GET /api/public/jobs/${JOB.id}`]: ok({ ...JOB, description: 'Feste Touren.' }) },
      { path: '/stellenangebote?location=10115' },
    );
    expect(await screen.findByText('2 jobs within 30 km of Berlin')).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith('/api/public/jobs'))?.url).toBe('/api/public/jobs?location=10115&page=1');
    expect(screen.getAllByText('Full time')).toHaveLength(2);
    expect(screen.getAllByText('30 days of holiday')).toHaveLength(2);
    expect(screen.getByText('By tariff (TVöD-P)')).toBeTruthy();
    expect(screen.getByText(/€16.00 per hour/)).toBeTruthy();
    expect(screen.getAllByText('4.3 of 5 stars (3 reviews)')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: JOB.title }));
    expect(await screen.findByRole('heading', { level: 2, name: JOB.title })).toBeTruthy();
    expect(await screen.findByText('Feste Touren.')).toBeTruthy();
    expect(screen.queryByText('2 jobs within 30 km of Berlin')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Back to the list/ }));
    expect(await screen.findByText('2 jobs within 30 km of Berlin')).toBeTruthy();
  });
});

describe('the job offer card on the job list', () => {
  const token = 'A'.repeat(54);
  const offerFor = (status: 'open' | 'accepted') => ({
    id: '00000000-0000-4000-8000-0000000000f1',
    token: status === 'open' ? token : null,
    status,
    stage: 'new',
    created_at: '2026-11-02T09:30:00.000Z',
    accepted_at: status === 'accepted' ? '2026-11-03T09:30:00.000Z' : null,
    rejected_at: null,
    popup_answered: true,
    campaign: { id: JOB.id, name: 'Kampagne Berlin' },
    company: { id: EMPLOYER.id, name: EMPLOYER.name },
    job: { ...JOB, description: 'Feste Touren.' },
  });
  const signedInCandidate = () =>
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(currentUser('contact')), { status: 200 })));
  afterEach(() => vi.unstubAllGlobals());

  it('offers a signed-in candidate accept and reject on the card of the posting they were offered, and nothing on the others', async () => {
    signedInCandidate();
    renderWithApi(
      <Routes>
        <Route path="/stellenangebote" element={<JobsRoute />} />
      </Routes>,
      { 'GET /api/public/jobs': ok(SEARCH), 'GET /api/candidate-offers': ok({ data: [offerFor('open')] }) },
      { path: '/stellenangebote?location=10115' },
    );
    const accept = await screen.findByTestId('job-offer-accept');
    expect(accept.getAttribute('href')).toBe(`/angebote/${token}?antwort=annehmen`);
    expect(accept.closest(`#job-${JOB.id}`)).toBeTruthy();
    expect(screen.getByTestId('job-offer-reject').getAttribute('href')).toBe(`/angebote/${token}?antwort=ablehnen`);
    expect(screen.getAllByTestId('job-offer-accept')).toHaveLength(1);
    expect(screen.queryByTestId('job-sign-in-apply')).toBeNull();
  });

  it('shows an answered offer as answered, and lets visitors who are not signed in apply or register from the card', async () => {
    signedInCandidate();
    const { unmount } = renderWithApi(
      <Routes>
        <Route path="/stellenangebote" element={<JobsRoute />} />
      </Routes>,
      { 'GET /api/public/jobs': ok(SEARCH), 'GET /api/candidate-offers': ok({ data: [offerFor('accepted')] }) },
      { path: '/stellenangebote?location=10115' },
    );
    expect((await screen.findByTestId('job-offer-answered')).textContent).toBe('Offer accepted');
    expect(screen.queryByTestId('job-offer-accept')).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    renderWithApi(
      <Routes>
        <Route path="/stellenangebote" element={<JobsRoute />} />
      </Routes>,
      { 'GET /api/public/jobs': ok(SEARCH) },
      { path: '/stellenangebote?location=10115' },
    );
    expect(await screen.findAllByTestId('job-sign-in-apply')).toHaveLength(2);
    expect(screen.getAllByTestId('job-register-apply')[0]?.getAttribute('href')).toBe(
      `/register?next=${encodeURIComponent(`/stellenangebote/${JOB.id}`)}`,
    );
  });
});

describe('the way to register', () => {
  it('links the registration from the header and the landing page', async () => {
    renderWithApi(
      <Routes>
        <Route path="/" element={<LandingRoute />} />
      </Routes>,
      { 'GET /api/public/highlights': ok({ latest: [JOB], employers: [EMPLOYER], open_jobs: 1 }) },
    );
    expect((await screen.findByTestId('landing-register')).getAttribute('href')).toBe('/register');
    expect(screen.getByTestId('nav-register').getAttribute('href')).toBe('/register');
    expect(screen.getByTestId('nav-register').textContent).toBe('Register');
  });

  it('offers registration beside "Sign in and apply", and both keep the posting to come back to', async () => {
    renderWithApi(
      <Routes>
        <Route path="/stellenangebote" element={<JobsRoute />} />
      </Routes>,
      { 'GET /api/public/jobs': ok(SEARCH), [`GET /api/public/jobs/${JOB.id}`]: ok({ ...JOB, description: 'Feste Touren.' }) },
      { path: '/stellenangebote?location=10115' },
    );
    fireEvent.click(await screen.findByRole('button', { name: JOB.title }));
    const signIn = await screen.findByRole('link', { name: 'Sign in and apply' });
    expect(signIn.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(`/stellenangebote/${JOB.id}`)}`);
    expect(screen.getByRole('link', { name: 'Register and apply' }).getAttribute('href')).toBe(
      `/register?next=${encodeURIComponent(`/stellenangebote/${JOB.id}`)}`,
    );
    // The header's registration returns to the search the visitor was on.
    expect(screen.getByTestId('nav-register').getAttribute('href')).toBe(
      `/register?next=${encodeURIComponent('/stellenangebote?location=10115')}`,
    );
  });
});

describe('the review flow', () => {
  const status = {
    rated: false,
    review_id: null,
    public_done: false,
    private_done: false,
    may_review: true,
    employer: { id: EMPLOYER.id, name: EMPLOYER.name, slug: EMPLOYER.slug },
    own: null,
  };
  const questions = { data: [{ id: 'salary', question: 'Gehalt und Zuschläge', reviewer_type: null }], meta_questions: [] };

  it('takes the public review, keeps the draft in session storage, then offers the private one or skipping to the thank-you page', async () => {
    window.sessionStorage.clear();
    let rated = false;
    const { calls } = renderWithApi(
      <Routes>
        <Route path="/" element={<ReviewFlow employerId={EMPLOYER.id} />} />
        <Route path="/review/thank-you" element={<p>thanks</p>} />
      </Routes>,
      {
        [`GET /api/reviews/is-already-rated/employer/${EMPLOYER.id}`]: () => ({
          status: 200,
          body: rated ? { ...status, rated: true, review_id: EMPLOYER.id, public_done: true } : status,
        }),
        'GET /api/options/review-questions/employer/applicant': ok(questions),
        [`POST /api/reviews/employer/${EMPLOYER.id}/public`]: () => {
          rated = true;
          return { status: 201, body: { message: 'Thank you for your review.', review_id: EMPLOYER.id, private_done: false } };
        },
      },
    );
    expect(await screen.findByText('Gehalt und Zuschläge')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Your experience/), { target: { value: 'Ein faires Team, gerne wieder.' } });
    await waitFor(() => expect(window.sessionStorage.getItem(`review-draft:${EMPLOYER.id}:public`)).toContain('Ein faires Team'));

    // Without stars the form says so and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Send the public review' }));
    expect(await screen.findByText('Please give stars.')).toBeTruthy();
    for (const group of document.querySelectorAll('form .mantine-Rating-root')) {
      const stars = group.querySelectorAll('label');
      fireEvent.click(stars[3] as Element);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Send the public review' }));
    expect(await screen.findByText('Only our team sees this, not the employer.')).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toMatchObject({
      reviewer_type: 'applicant',
      review: 'Ein faires Team, gerne wieder.',
      rating: 3,
      ratings: [{ id: 'salary', rating: 3 }],
    });
    expect(JSON.parse(window.localStorage.getItem('reviewed-employers') ?? '[]')).toContain(EMPLOYER.id);

    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('thanks')).toBeTruthy();
    expect(window.sessionStorage.getItem(`review-draft:${EMPLOYER.id}:public`)).toBeNull();
  });
  it("edits the candidate's own review in a modal that starts from the review as it stands", async () => {
    const reviewId = '00000000-0000-4000-8000-00000000b001';
    const own = {
      reviewer_type: 'employee',
      work_area: 'Pflege',
      review: 'Gute Einarbeitung.',
      rating: 4,
      ratings: [{ id: 'salary', rating: 3 }],
    };
    const { calls } = renderWithApi(<ReviewFlow employerId={EMPLOYER.id} />, {
      [`GET /api/reviews/is-already-rated/employer/${EMPLOYER.id}`]: ok({
        ...status,
        rated: true,
        review_id: reviewId,
        public_done: true,
        private_done: true,
        own,
      }),
      'GET /api/options/review-questions/employer/employee': ok(questions),
      [`POST /api/reviews/${reviewId}`]: ok({
        message: 'The review has been updated successfully.',
        review_id: reviewId,
        private_done: true,
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit review' }));
    const text = await screen.findByLabelText<HTMLTextAreaElement>(/Your experience/);
    expect(text.value).toBe('Gute Einarbeitung.');
    expect(screen.getByLabelText<HTMLInputElement>(/Work area/).value).toBe('Pflege');
    fireEvent.change(text, { target: { value: 'Gute Einarbeitung, die Dienstpläne kommen inzwischen pünktlich.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your review has been updated.')).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.url).toContain(`/api/reviews/${reviewId}`);
    expect(sent?.body).toEqual({
      work_area: 'Pflege',
      review: 'Gute Einarbeitung, die Dienstpläne kommen inzwischen pünktlich.',
      rating: 4,
      ratings: [{ id: 'salary', rating: 3 }],
    });
  });

  it('says what is missing in the edit and sends nothing', async () => {
    const reviewId = '00000000-0000-4000-8000-00000000b002';
    const own = { reviewer_type: 'employee', work_area: null, review: 'Gut.', rating: 4, ratings: [{ id: 'salary', rating: 3 }] };
    const { calls } = renderWithApi(<ReviewFlow employerId={EMPLOYER.id} />, {
      [`GET /api/reviews/is-already-rated/employer/${EMPLOYER.id}`]: ok({
        ...status,
        rated: true,
        review_id: reviewId,
        public_done: true,
        private_done: true,
        own,
      }),
      'GET /api/options/review-questions/employer/employee': ok(questions),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit review' }));
    fireEvent.change(await screen.findByLabelText(/Your experience/), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please write a few words.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
