import { Type, type Static } from '@sinclair/typebox';
import { PageMetaSchema } from '../api/api-schemas';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { EmploymentTypeSchema, JobBenefitSchema, SalaryTypeSchema } from './job-posting-events';

/** Job search default radius in km (employer spec §9), and the radii the search bar offers. */
export const JOB_SEARCH_DEFAULT_RADIUS = 30;
export const JOB_SEARCH_RADII = [10, 20, 30, 50, 100] as const;
export const JOBS_PER_PAGE = 10;
/** Matches are counted up to this many: the search's pages end where the count does. */
export const JOB_SEARCH_COUNT_CAP = 1000;
/** A page of the job search, up to the last page the counted matches fill. */
export const JobSearchPage = Type.Integer({ minimum: 1, maximum: JOB_SEARCH_COUNT_CAP / JOBS_PER_PAGE, default: 1 });

/** The job search's refusal when neither a keyword nor a place was given (employer spec §5). */
export const JOB_SEARCH_NEEDS_INPUT = 'Bitte geben Sie das Schlüsselwort ein oder wählen Sie einen gültigen Ort aus.';

/** The employer as a job card and its page show it: name, page slug, logo and average rating. */
export const PublicEmployerSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  slug: Type.String(),
  logo_url: Nullable(Type.String()),
  city: Nullable(Type.String()),
  /** Average of the public reviews' ratings (1–5), null without reviews. */
  average_ratings: Nullable(Type.Number()),
  reviews_count: Type.Integer(),
});

export const JobSalarySchema = Type.Object({
  salary_type: SalaryTypeSchema,
  amount_from: Nullable(Type.Number()),
  amount_till: Nullable(Type.Number()),
  salary_by_tariff: Nullable(Type.String()),
});

/** A job card of the public list (employer spec §3 "Offer": campaign meta and employer). */
export const JobCardSchema = Type.Object({
  id: Uuid,
  title: Type.String(),
  profession: Type.String(),
  zip_code: Type.String(),
  city: Type.String(),
  /** Distance from the searched place, km; null without a place. */
  distance_km: Nullable(Type.Number()),
  meta: Type.Object({
    employment: EmploymentTypeSchema,
    holidays_count: Nullable(Type.Integer()),
    benefits: Type.Array(JobBenefitSchema),
    salary: JobSalarySchema,
  }),
  employer: PublicEmployerSchema,
  published_at: Timestamp,
});

export const JobDetailSchema = Type.Composite([JobCardSchema, Type.Object({ description: Type.String() })]);

export const JobSearchAnswerSchema = Type.Object({
  data: Type.Array(JobCardSchema),
  meta: Type.Composite([
    PageMetaSchema,
    Type.Object({
      /** The place searched around, once resolved, with the radius used (30 when none was given). */
      place: Nullable(Type.Object({ zip_code: Type.String(), place: Type.String(), lat: Type.Number(), lng: Type.Number() })),
      radius: Nullable(Type.Integer()),
      /** More matches than `total`: matches are counted up to 1,000. */
      more: Type.Boolean(),
      /** True when no word matched exactly and the hits are spelled alike (a typo). */
      fuzzy: Type.Boolean(),
    }),
  ]),
});

export const HighlightsSchema = Type.Object({
  latest: Type.Array(JobCardSchema),
  employers: Type.Array(PublicEmployerSchema),
  open_jobs: Type.Integer(),
});

export const PublicReviewSchema = Type.Object({
  id: Uuid,
  reviewer_type: Type.String(),
  work_area: Nullable(Type.String()),
  review: Type.String(),
  rating: Type.Number(),
  ratings: Type.Array(Type.Object({ id: Type.String(), rating: Type.Integer({ minimum: 1, maximum: 5 }) })),
  created_at: Timestamp,
});

export const EmployerReviewsAnswerSchema = Type.Object({
  employer: PublicEmployerSchema,
  data: Type.Array(PublicReviewSchema),
  meta: PageMetaSchema,
});

export const PlaceSuggestionSchema = Type.Object({ zip_code: Type.String(), place: Type.String(), state: Type.String() });

export type PublicEmployer = Static<typeof PublicEmployerSchema>;
export type JobCard = Static<typeof JobCardSchema>;
export type JobDetail = Static<typeof JobDetailSchema>;
export type JobSearchAnswer = Static<typeof JobSearchAnswerSchema>;
export type Highlights = Static<typeof HighlightsSchema>;
export type PublicReview = Static<typeof PublicReviewSchema>;
export type EmployerReviewsAnswer = Static<typeof EmployerReviewsAnswerSchema>;
export type PlaceSuggestion = Static<typeof PlaceSuggestionSchema>;
