import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'slonik';
import { fieldErrorsOf, startTestAppWithWorld, type Session, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;
let strangerCompanyId: string;
let otherCandidate: Session;

const publicReview = {
  reviewer_type: 'applicant',
  work_area: 'Altenpflege',
  review: 'Freundliches Team und ein fairer Bewerbungsprozess.',
  rating: 4,
  ratings: [
    { id: 'salary', rating: 3 },
    { id: 'process', rating: 5 },
  ],
};

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 1 }));
  const post = (path: string, body: unknown) => t.call('POST', path, w.sessions.admin, body);
  await post('/options', { group: 'review_questions.employer', key: 'salary', label: { de: 'Gehalt', en: 'Salary', pl: '' } });
  await post('/options', {
    group: 'review_questions.employer.applicant',
    key: 'process',
    label: { de: 'Bewerbungsprozess', en: '', pl: '' },
  });
  strangerCompanyId = await t.seedCompany('Fremde Pflege GmbH');
  const other = await t.createUser('contact');
  await t.seedContact({ firstName: 'Olga', userId: other.id });
  otherCandidate = await t.signIn(other);
  await t.caughtUp();
});
afterAll(() => t.close());

describe('reviews of employers', () => {
  it('takes the public review, then the private one, once per employer; the public list shows the average', async () => {
    const base = `/api/reviews/employer/${w.companyId}`;
    const before = await t.call('GET', `/api/reviews/is-already-rated/employer/${w.companyId}`, w.sessions.contact);
    expect(before.json()).toMatchObject({ rated: false, may_review: true, employer: { slug: 'pflege-test-gmbh' } });

    const questions = await t.call('GET', '/api/options/review-questions/employer/applicant', w.sessions.contact);
    expect(questions.json<{ data: Array<{ id: string }> }>().data.map((q) => q.id)).toEqual(['salary', 'process']);
    expect((await t.call('GET', '/api/options/review-questions/employer/alien', w.sessions.contact)).statusCode).toBe(422);
    // In the reader's language (German where a translation is empty); an unknown language is 422.
    const english = await t.call('GET', '/api/options/review-questions/employer/applicant?lang=en', w.sessions.contact);
    expect(english.json<{ data: Array<{ question: string }> }>().data.map((q) => q.question)).toEqual(['Salary', 'Bewerbungsprozess']);
    expect((await t.call('GET', '/api/options/review-questions/employer/applicant?lang=xx', w.sessions.contact)).statusCode).toBe(422);

    const missing = await t.call('POST', `${base}/public`, w.sessions.contact, { ...publicReview, ratings: [{ id: 'salary', rating: 3 }] });
    expect(fieldErrorsOf(missing)).toHaveProperty(['ratings.process']);
    expect(fieldErrorsOf(await t.call('POST', `${base}/public`, w.sessions.contact, { ...publicReview, rating: 6 }))).toHaveProperty(
      'rating',
    );
    expect(fieldErrorsOf(await t.call('POST', `${base}/private`, w.sessions.contact, { satisfaction: 2 }))).toHaveProperty('review');

    const created = await t.call('POST', `${base}/public`, w.sessions.contact, publicReview);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Thank you for your review.', private_done: false });
    const reviewId = created.json<{ review_id: string }>().review_id;

    const again = await t.call('POST', `${base}/public`, w.sessions.contact, publicReview);
    expect(again.statusCode).toBe(409);
    const privatePart = await t.call('POST', `${base}/private`, w.sessions.contact, {
      satisfaction: 5,
      meta_questions: { about_employer: 'Die Kolleginnen.', employer_improve: 'Mehr Parkplätze.' },
    });
    expect(privatePart.statusCode).toBe(200);
    expect((await t.call('POST', `${base}/private`, w.sessions.contact, { satisfaction: 1 })).statusCode).toBe(409);

    const status = (await t.call('GET', `/api/reviews/is-already-rated/employer/${w.companyId}`, w.sessions.contact)).json<unknown>();
    expect(status).toMatchObject({ rated: true, review_id: reviewId, public_done: true, private_done: true });
    // Satisfaction 5 stars is stored inverted.
    const stored: unknown = await t.pool.oneFirst(
      sql.unsafe`select satisfaction_inverted from rm_public_site.reviews where review_id = ${reviewId}`,
    );
    expect(stored).toBe(1);

    // A change rates the questions of the review's reviewer type, as the review did: no question left out, none made up.
    const dropped = await t.call('POST', `/api/reviews/${reviewId}`, w.sessions.contact, {
      ...publicReview,
      ratings: [{ id: 'salary', rating: 1 }],
    });
    expect(fieldErrorsOf(dropped)).toHaveProperty(['ratings.process']);
    const madeUp = await t.call('POST', `/api/reviews/${reviewId}`, w.sessions.contact, {
      ...publicReview,
      ratings: [...publicReview.ratings, { id: 'parking', rating: 1 }],
    });
    expect(fieldErrorsOf(madeUp)).toHaveProperty('ratings');
    const updated = await t.call('POST', `/api/reviews/${reviewId}`, w.sessions.contact, { ...publicReview, rating: 2 });
    expect(updated.json()).toMatchObject({ message: 'The review has been updated successfully.' });
    await t.caughtUp();
    const page = (await t.call('GET', '/api/public/employers/pflege-test-gmbh/reviews', await t.anonymous())).json<{
      employer: { average_ratings: number; reviews_count: number };
      data: Array<Record<string, unknown>>;
    }>();
    expect(page.employer).toMatchObject({ average_ratings: 2, reviews_count: 1 });
    expect(page.data[0]).toMatchObject({ review: publicReview.review, rating: 2 });
    // The modal edit starts from the review as it stands now: the candidate's own, never the private part.
    const changed = (await t.call('GET', `/api/reviews/is-already-rated/employer/${w.companyId}`, w.sessions.contact)).json<{
      own: Record<string, unknown>;
    }>();
    expect(changed.own).toEqual({
      reviewer_type: publicReview.reviewer_type,
      work_area: publicReview.work_area ?? null,
      review: publicReview.review,
      rating: 2,
      ratings: publicReview.ratings,
    });
    expect(JSON.stringify(page)).not.toContain('Parkplätze');
    expect((await t.call('GET', '/api/public/employers/unbekannt/reviews', await t.anonymous())).statusCode).toBe(404);

    // The employer sees the review in their company area; another company's users do not.
    const own = await t.call('GET', `/api/companies/${w.companyId}/reviews`, w.sessions.business);
    expect(own.json()).toMatchObject({ meta: { count: 1, average_rating: 2 } });
    expect((await t.call('GET', `/api/companies/${w.companyId}/reviews`, w.sessions.otherBusiness)).statusCode).toBe(403);
  });

  it('refuses who had no offer from the employer, another candidate, strangers and other roles', async () => {
    const base = `/api/reviews/employer/${strangerCompanyId}`;
    const refused = await t.call('POST', `${base}/public`, w.sessions.contact, publicReview);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Only candidates who had an offer from this employer can review it.' });
    expect((await t.call('POST', `/api/reviews/employer/${w.companyId}/public`, otherCandidate, publicReview)).statusCode).toBe(403);
    // Another candidate never sees the first one's review state, and cannot change it.
    const theirs = (await t.call('GET', `/api/reviews/is-already-rated/employer/${w.companyId}`, otherCandidate)).json<unknown>();
    expect(theirs).toMatchObject({ rated: false, review_id: null, private_done: false, may_review: false, own: null });
    const own = (await t.call('GET', `/api/reviews/is-already-rated/employer/${w.companyId}`, w.sessions.contact)).json<{
      review_id: string;
    }>();
    expect((await t.call('POST', `/api/reviews/${own.review_id}`, otherCandidate, publicReview)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/reviews/${w.companyId}`, w.sessions.contact, publicReview)).statusCode).toBe(404);
    expect((await t.call('POST', `${base}/public`, w.sessions.business, publicReview)).statusCode).toBe(403);
    expect((await t.call('POST', `${base}/public`, await t.anonymous(), publicReview)).statusCode).toBe(401);
    expect((await t.call('GET', `/api/reviews/is-already-rated/employer/${w.companyId}`, await t.anonymous())).statusCode).toBe(401);
    expect((await t.call('GET', `/api/reviews/is-already-rated/employer/${w.campaignId}`, w.sessions.contact)).statusCode).toBe(404);
    expect((await t.call('POST', `/api/reviews/company/${w.companyId}/public`, w.sessions.contact, publicReview)).statusCode).toBe(422);
  });
});
