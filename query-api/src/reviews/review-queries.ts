import { RATER_RELATIONSHIPS, type ReviewStatus } from '@rm/domain';
import { publicSiteTables } from '@rm/projectors';
import { sql, type CommonQueryMethods } from 'slonik';
import { reviewQuestionOptions } from '../options/reference-options';
import { employerById } from '../public-site/public-site-queries';
import { tables } from '../shared/tables';

const reviews = sql.identifier(publicSiteTables.reviews.split('.'));

/**
 * The rule of who may review an employer: a candidate who had an offer from it (an offer of any of its
 * campaigns, in any stage, rejected ones too). Read from the offer board.
 */
export async function hadOfferFrom(db: CommonQueryMethods, contactId: string | null, companyId: string): Promise<boolean> {
  if (!contactId) return false;
  return Boolean(
    await db.maybeOneFirst(
      sql.unsafe`select 1 from ${tables.offers} where contact_id = ${contactId} and company_id = ${companyId} limit 1`,
    ),
  );
}

/** The signed-in candidate's own review of the employer (by their user id: nobody else's), and whether they may write one. */
export async function reviewStatus(
  db: CommonQueryMethods,
  user: { id: string; contactId: string | null },
  companyId: string,
): Promise<ReviewStatus | null> {
  const employer = await employerById(db, companyId);
  if (!employer) return null;
  const row = (await db.maybeOne(sql.unsafe`
    select review_id, satisfaction_inverted is not null as private_done, reviewer_type, work_area, review, rating, ratings from ${reviews}
    where company_id = ${companyId} and user_id = ${user.id}`)) as {
    review_id: string;
    private_done: boolean;
    reviewer_type: string;
    work_area: string | null;
    review: string;
    rating: number;
    ratings: Array<{ id: string; rating: number }>;
  } | null;
  return {
    rated: row !== null,
    review_id: row?.review_id ?? null,
    public_done: row !== null,
    private_done: row?.private_done ?? false,
    may_review: await hadOfferFrom(db, user.contactId, companyId),
    employer: { id: employer.id, name: employer.name, slug: employer.slug },
    own: row
      ? { reviewer_type: row.reviewer_type, work_area: row.work_area, review: row.review, rating: row.rating, ratings: row.ratings }
      : null,
  };
}

/** A company's reviews for its company tab (public parts; the reviewer stays anonymous), with count and average. */
export async function companyReviewList(db: CommonQueryMethods, companyId: string) {
  const rows = (await db.any(sql.unsafe`
    select review_id, rating, work_area, review, created_at from ${reviews} where company_id = ${companyId}
    order by created_at desc, review_id`)) as ReadonlyArray<{
    review_id: string;
    rating: number;
    work_area: string | null;
    review: string;
    created_at: number;
  }>;
  const count = rows.length;
  const average = count ? Math.round((rows.reduce((sum, row) => sum + row.rating, 0) / count) * 10) / 10 : null;
  return {
    data: rows.map((row) => ({
      id: row.review_id,
      rating: row.rating,
      title: row.work_area,
      body: row.review,
      author_name: null,
      is_public: true,
      created_at: new Date(row.created_at).toISOString(),
    })),
    meta: { count, average_rating: average },
  };
}

/** Whether the employer is known to the public site (and not deleted). */
export async function publicEmployerExists(db: CommonQueryMethods, companyId: string): Promise<boolean> {
  return (await employerById(db, companyId)) !== null;
}

/** The ids of the questions a reviewer of this type rates: the model's common ones and the type's own. */
export async function reviewQuestionIds(db: CommonQueryMethods, model: string, reviewerType: string): Promise<string[]> {
  return (await reviewQuestionIdsByType(db, model))[reviewerType] ?? [];
}

/** The ids of the questions each reviewer type rates for the model (the common ones in every type's list). */
export async function reviewQuestionIdsByType(db: CommonQueryMethods, model: string): Promise<Record<string, string[]>> {
  const all = await reviewQuestionOptions(db, model, 'de');
  const common = all.data.filter((q) => q.reviewer_type === null).map((q) => q.id);
  return Object.fromEntries(
    RATER_RELATIONSHIPS.map((type) => [type.id, [...common, ...all.data.filter((q) => q.reviewer_type === type.id).map((q) => q.id)]]),
  );
}
