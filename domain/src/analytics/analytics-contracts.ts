import { Type, type TLiteral, type TObject, type TUnion } from '@sinclair/typebox';
import { ADMIN, apiFeature, contract } from '../shared/contract';
import { Timestamp, Uuid } from '../shared/schema';
import { DEFAULT_STATS_PERIOD, STATS_FREQUENCIES, STATS_PERIODS } from './analytics-period';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'analytics';

const literals = <const T extends readonly string[]>(values: T, options: { default?: T[number]; description?: string } = {}) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  ) as TUnion<Array<TLiteral<T[number]>>>;

/** The activities the activity chart counts (the spec's four; those no event records yet count 0). */
export const STATS_ACTIVITIES = ['accepted-terms', 'comment-created', 'eligible-for-unlock', 'profile-meta-updated'] as const;
export type StatsActivity = (typeof STATS_ACTIVITIES)[number];

const AsOf = Type.Optional(
  Type.String({
    format: 'date-time',
    description: 'Answer from the events recorded up to this moment (what was known then); the period is then seen from that day.',
  }),
);

/** The activity filter panel (spec §9): period, daily or monthly, running totals, the period before for comparison. */
export const StatsFilter = {
  period: Type.Optional(literals(STATS_PERIODS, { default: DEFAULT_STATS_PERIOD })),
  frequency: Type.Optional(literals(STATS_FREQUENCIES, { default: 'daily' })),
  cumulative: Type.Optional(Type.Boolean({ default: false, description: 'Running totals from the first day of the period.' })),
  compare: Type.Optional(
    Type.Boolean({ default: false, description: 'Adds the period before as a second series (same buckets by position).' }),
  ),
  as_of: AsOf,
};
const FilterQuery = Type.Object(StatsFilter);
/** Charts by category (companies, reasons, sales owners): the period and `as_of`, no buckets. */
const PeriodQuery = Type.Object({ period: StatsFilter.period, as_of: AsOf });

export const StatsSeriesSchema = Type.Object({
  categories: Type.Array(Type.String(), { description: 'Days (YYYY-MM-DD), months (YYYY-MM) or names, along the x axis.' }),
  series: Type.Array(Type.Object({ name: Type.String(), data: Type.Array(Type.Number()) })),
  from: Type.String({ format: 'date', description: 'First day counted.' }),
  till: Type.String({ format: 'date', description: 'Last day counted.' }),
  as_of: Type.Union([Timestamp, Type.Null()], { description: 'The moment the answer stands at; null for now.' }),
});

const stats = <const Id extends string, const Path extends string, const Q extends TObject>(
  operationId: Id,
  path: Path,
  summary: string,
  description: string,
  query: Q,
) =>
  contract({
    operationId,
    feature: FEATURE,
    method: 'GET',
    path,
    access: ADMIN,
    summary,
    description,
    query,
    response: StatsSeriesSchema,
  });

/** The back office's statistics: series over the event log, each answerable as of any past moment. */
export const analyticsFeature = apiFeature({
  name: FEATURE,
  description: 'Statistics for the back office: series of activity, companies, unlocks, hires, rejections and revenue, as of any moment',
  ...API_CATALOGUE.analytics,
  queries: {
    statsActivities: contract({
      operationId: 'statsActivities',
      feature: FEATURE,
      method: 'GET',
      path: '/api/stats/activities/{activity}',
      access: ADMIN,
      summary: 'Activity over time',
      description:
        'How often an activity happened per day or month: accepted-terms (a contact consented to the terms), eligible-for-unlock (a contact was enabled for unlock); comment-created and profile-meta-updated are recorded by no event yet and count 0.',
      params: Type.Object({ activity: literals(STATS_ACTIVITIES) }),
      query: FilterQuery,
      response: StatsSeriesSchema,
    }),
    statsPartners: contract({
      operationId: 'statsPartners',
      feature: FEATURE,
      method: 'GET',
      path: '/api/stats/partners',
      access: ADMIN,
      summary: 'Unlocks of partner companies',
      description: 'Unlocks per day or month, one series for partner companies and one for the others.',
      query: FilterQuery,
      response: StatsSeriesSchema,
    }),
    statsCompaniesCompareRecent: contract({
      operationId: 'statsCompaniesCompareRecent',
      feature: FEATURE,
      method: 'GET',
      path: '/api/stats/companies-compare-recent/{cumulative}',
      access: ADMIN,
      summary: 'New companies, this period against the one before',
      description:
        'Companies registered per day or month in the period and in the period before (always compared); `cumulative` 1 or true for running totals.',
      params: Type.Object({ cumulative: literals(['0', '1', 'true', 'false']) }),
      query: Type.Object({ period: StatsFilter.period, frequency: StatsFilter.frequency, as_of: AsOf }),
      response: StatsSeriesSchema,
    }),
    statsContactRejectionReasons: stats(
      'statsContactRejectionReasons',
      '/api/stats/contact-rejection-reasons',
      'Why contacts rejected offers',
      'Offers rejected in the period, by reason (identifier), most frequent first.',
      PeriodQuery,
    ),
    statsHiredContacts: contract({
      operationId: 'statsHiredContacts',
      feature: FEATURE,
      method: 'GET',
      path: '/api/stats/hired-contacts',
      access: ADMIN,
      summary: 'Hires over time',
      description: 'Offers moved to hired per day or month (by their hiring day).',
      query: FilterQuery,
      response: StatsSeriesSchema,
    }),
    statsHiredContactsByCompanies: stats(
      'statsHiredContactsByCompanies',
      '/api/stats/hired-contacts-by-companies',
      'Hires by company',
      'Offers moved to hired in the period, by company, most first (at most 20 companies).',
      PeriodQuery,
    ),
    statsUnlocksBySalesOwner: stats(
      'statsUnlocksBySalesOwner',
      '/api/stats/unlocks-by-sales-owner',
      'Unlocks by sales owner',
      "Unlocks in the period by the sales owner of the unlocking company (from its business registration); companies without one count under 'none'.",
      PeriodQuery,
    ),
    statsSaleCompareRecent: contract({
      operationId: 'statsSaleCompareRecent',
      feature: FEATURE,
      method: 'GET',
      path: '/api/stats/sale-compare-recent/{cumulative}',
      access: ADMIN,
      summary: 'Revenue, this period against the one before',
      description:
        'Euros charged per day or month (unlock prices and hire charges) in the period and in the period before (always compared); `cumulative` 1 or true for running totals.',
      params: Type.Object({ cumulative: literals(['0', '1', 'true', 'false']) }),
      query: Type.Object({ period: StatsFilter.period, frequency: StatsFilter.frequency, as_of: AsOf }),
      response: StatsSeriesSchema,
    }),
    statsSaleLeaderboardCompareRecent: stats(
      'statsSaleLeaderboardCompareRecent',
      '/api/stats/sale-leaderboard-compare-recent',
      'Revenue by sales owner, this period against the one before',
      "Euros charged in the period and in the period before, by the sales owner of the charged company ('none' without one): series revenue and revenue_previous.",
      PeriodQuery,
    ),
    statsSaleLeaderboardCompareRecentMonths: stats(
      'statsSaleLeaderboardCompareRecentMonths',
      '/api/stats/sale-leaderboard-compare-recent-months',
      'Revenue by sales owner in the last three months',
      "Euros charged by the sales owner of the charged company ('none' without one), one series per calendar month (named YYYY-MM): the month before last, last month, this month.",
      Type.Object({ as_of: AsOf }),
    ),
    statsSaleLeaderboardSalesCompanies: stats(
      'statsSaleLeaderboardSalesCompanies',
      '/api/stats/sale-leaderboard-sales-companies',
      'Revenue by company',
      'Euros charged in the period (unlock prices and hire charges), by company, most first (at most 20 companies).',
      PeriodQuery,
    ),
    statsUnlockedTimeWise: stats(
      'statsUnlockedTimeWise',
      '/api/stats/get-unlocked-time-wise',
      'Unlocks per day of a month or per month of a year',
      'Unlocks per day of `month` (1–12) in `year`, or per month of `year` without a month; the year defaults to the current one.',
      Type.Object({
        year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
        month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
        as_of: AsOf,
      }),
    ),
    statsContactProfileVisits: contract({
      operationId: 'statsContactProfileVisits',
      feature: FEATURE,
      method: 'GET',
      path: '/api/stats/contact-profile-visits/{companyId}',
      access: ADMIN,
      summary: "A company's visits of unlocked contacts' profiles",
      description:
        "How often the company's users opened the profile of a contact they unlocked, per day or month (series `visits`), and how many different contacts (`contacts`). An unknown company counts 0.",
      params: Type.Object({ companyId: Uuid }),
      query: FilterQuery,
      response: StatsSeriesSchema,
    }),
    statsContactReplacementReasons: stats(
      'statsContactReplacementReasons',
      '/api/stats/contact-replacement-reasons',
      'Why unlocked contacts were replaced',
      'Reasons companies gave for an unlocked contact being unqualified (the unqualified status reasons, by name), in the period, most frequent first: what a replacement was asked for.',
      PeriodQuery,
    ),
    statsTransactionRevenueMonthly: contract({
      operationId: 'statsTransactionRevenueMonthly',
      feature: FEATURE,
      method: 'GET',
      path: '/api/stats/transaction-revenue-monthly',
      access: ADMIN,
      summary: 'Revenue per month by kind of transaction',
      description:
        'Transactions per month of the period (default the last 365 days): series `unlocks` and `hires` and their `total`. `dataType` revenue sums euros, count counts transactions. `effective` takes deleted unlocks back in the month of their deletion (series `deleted_unlocks`, negative): what the company really owes.',
      query: Type.Object({
        period: Type.Optional(literals(STATS_PERIODS, { default: 'last_365_days' })),
        effective: Type.Optional(Type.Boolean({ default: false })),
        dataType: Type.Optional(literals(['revenue', 'count'] as const, { default: 'revenue' })),
        as_of: AsOf,
      }),
      response: StatsSeriesSchema,
    }),
  },
  commands: {},
});
