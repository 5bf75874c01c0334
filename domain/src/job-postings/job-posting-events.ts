import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Timestamp, Uuid } from '../shared/schema';

/** How a job is employed (the job card's "employment"). */
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'full_or_part_time', 'mini_job'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EmploymentTypeSchema = Type.Union(EMPLOYMENT_TYPES.map((type) => Type.Literal(type)));

/** How the salary is stated (employer spec §3, salary meta). */
export const SALARY_TYPES = ['TARIFF', 'FIX_SALARY', 'NEGOTIABLE', 'HOURLY'] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];
export const SalaryTypeSchema = Type.Union(SALARY_TYPES.map((type) => Type.Literal(type)));

/** What an employer offers besides the salary (the job card's benefits). */
export const JOB_BENEFITS = [
  'company_car',
  'bonus',
  'company_pension',
  'further_training',
  'flexible_hours',
  'childcare',
  'bike_leasing',
  'health_offers',
  'fixed_rota',
  'public_transport_ticket',
] as const;
export type JobBenefit = (typeof JOB_BENEFITS)[number];
export const JobBenefitSchema = Type.Union(JOB_BENEFITS.map((benefit) => Type.Literal(benefit)));

/** Salary meta: amounts in euros (hourly for HOURLY, monthly gross otherwise), the tariff's name for TARIFF. */
export const SalarySchema = Type.Object({
  salaryType: SalaryTypeSchema,
  amountFrom: Nullable(Type.Number({ minimum: 0, maximum: 1_000_000 })),
  amountTill: Nullable(Type.Number({ minimum: 0, maximum: 1_000_000 })),
  salaryByTariff: Nullable(Type.String({ maxLength: 200 })),
});
export type Salary = Static<typeof SalarySchema>;

/**
 * The public job posting of a campaign: what the campaign offers candidates (title, text, place, the
 * job card's meta). A campaign's posting is public while the campaign is approved, not blocked and not
 * deleted; publishing again replaces it. Stream `job-posting-<campaignId>`.
 */
export const JobPostingPublishedSchema = Type.Object({
  type: Type.Literal('JobPostingPublished'),
  data: Type.Object({
    campaignId: Uuid,
    companyId: Uuid,
    title: Type.String({ minLength: 1, maxLength: 200 }),
    description: Type.String({ maxLength: 10_000 }),
    /** The audience's profession (driver, care, nursing…). */
    profession: Type.String({ maxLength: 64 }),
    employment: EmploymentTypeSchema,
    holidaysCount: Nullable(Type.Integer({ minimum: 0, maximum: 60 })),
    benefits: Type.Array(JobBenefitSchema),
    salary: SalarySchema,
    zipCode: Type.String({ pattern: '^[0-9]{5}$' }),
    publishedAt: Timestamp,
  }),
});
/** The posting was taken off the public list (the campaign stays). */
export const JobPostingWithdrawnSchema = Type.Object({
  type: Type.Literal('JobPostingWithdrawn'),
  data: Type.Object({ campaignId: Uuid, companyId: Uuid }),
});

export type JobPostingPublished = Static<typeof JobPostingPublishedSchema>;
export type JobPostingWithdrawn = Static<typeof JobPostingWithdrawnSchema>;
export type JobPostingEvent = JobPostingPublished | JobPostingWithdrawn;
export const JobPostingEventSchemas = [JobPostingPublishedSchema, JobPostingWithdrawnSchema] as const;

export const jobPostingStreamId = (campaignId: string): string => `job-posting-${campaignId}`;
