import { Type, type Static, type TInteger, type TLiteral, type TUnion } from '@sinclair/typebox';
import { ADMIN, ADMIN_OR_BUSINESS, apiFeature, contract, IdParams } from '../shared/contract';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { OFFER_STAGES, type OfferStage } from '../offers/offer-events';
import { StatsFilter, StatsSeriesSchema } from './analytics-contracts';
import { CONVERSION_CHANNELS, CONVERSION_STEPS } from './conversion';
import { PLAYER_CLASSES } from '../companies/company-events';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'reports';

const literalUnion = <const T extends readonly string[]>(values: T) =>
  Type.Union(values.map((value) => Type.Literal(value))) as TUnion<Array<TLiteral<T[number]>>>;

const AsOf = StatsFilter.as_of;
const AsOfAnswer = Type.Union([Timestamp, Type.Null()], { description: 'The moment the answer stands at; null for now.' });
const Day = Type.String({ format: 'date' });
const Euros = Type.Number({ description: 'Euros.' });
const Rate = Type.Number({ description: 'Percent, one decimal.' });

export const CampaignStatsSchema = Type.Object({
  campaign_id: Uuid,
  company_id: Uuid,
  name: Type.String(),
  status: Type.String(),
  offers_sent: Type.Integer(),
  visible: Type.Integer(),
  accepted: Type.Integer(),
  rejected: Type.Integer(),
  unlocks: Type.Integer(),
  hires: Type.Integer(),
  profile_visits: Type.Integer(),
  /** Offers by the stage they stood in at the moment. */
  stages: Type.Object(Object.fromEntries(OFFER_STAGES.map((stage) => [stage, Type.Integer()])) as Record<OfferStage, TInteger>),
  spent: Euros,
  budget: Euros,
  cost_per_unlock: Euros,
  unlock_rate: Rate,
  hire_rate: Rate,
  as_of: AsOfAnswer,
});
export type CampaignStats = Static<typeof CampaignStatsSchema>;

export const ConversionReportSchema = Type.Object({
  channel: literalUnion(CONVERSION_CHANNELS),
  company_id: Nullable(Uuid),
  campaign_id: Nullable(Uuid),
  from: Nullable(Day),
  till: Nullable(Day),
  as_of: AsOfAnswer,
  data: Type.Array(
    Type.Object({
      step: literalUnion(CONVERSION_STEPS),
      count: Type.Integer({ description: 'Offers that reached the step (each once).' }),
      rate: Rate,
      parent: Nullable(literalUnion(CONVERSION_STEPS)),
      step_rate: Rate,
    }),
  ),
});
export type ConversionReport = Static<typeof ConversionReportSchema>;

const ConversionQuery = Type.Object({
  company_id: Type.Optional(Uuid),
  campaign_id: Type.Optional(Uuid),
  from: Type.Optional(Day),
  till: Type.Optional(Day),
  as_of: AsOf,
});

const conversion = <const Id extends string, const Path extends string>(operationId: Id, path: Path, which: string) =>
  contract({
    operationId,
    feature: FEATURE,
    method: 'GET',
    path,
    access: ADMIN,
    summary: `Conversion of offers${which}`,
    description: `Offers sent between \`from\` and \`till\` (German calendar days, both optional) of a company or campaign, and how many of them reached each step of the funnel (sent, clicked from SMS or mail, visible, accept and reject modals opened and closed, accepted, rejected), each offer once: count, rate of the offers sent, rate of the step it follows from.${which ? ' Beyond the click, only offers the candidate opened from this channel count.' : ''} \`till\` before \`from\` is 422.`,
    query: ConversionQuery,
    response: ConversionReportSchema,
    errors: [422],
  });

const RoiFigures = {
  contacts: Type.Integer({ description: 'Contacts who came through the UTM campaign.' }),
  offers: Type.Integer(),
  unlocks: Type.Integer(),
  hires: Type.Integer(),
  revenue: Euros,
};
export const RoiReportSchema = Type.Object({
  utm_campaign: Type.String(),
  utm_content: Nullable(Type.String()),
  spend: Euros,
  ...RoiFigures,
  cost_per_contact: Nullable(Euros),
  cost_per_unlock: Nullable(Euros),
  cost_per_hire: Nullable(Euros),
  roi: Nullable(Type.Number({ description: '(revenue − spend) / spend in percent; null without spend.' })),
  by_content: Type.Array(Type.Object({ utm_content: Nullable(Type.String()), ...RoiFigures })),
  as_of: AsOfAnswer,
});
export type RoiReport = Static<typeof RoiReportSchema>;

export const REPORT_ORDER_BY = [
  'name',
  'created_at',
  'offers_sent',
  'visible',
  'accepted',
  'unlocks',
  'hires',
  'revenue',
  'conversion_rate',
] as const;

export const DashboardCampaignRowSchema = Type.Object({
  campaign_id: Uuid,
  name: Type.String(),
  company_id: Uuid,
  company_name: Nullable(Type.String()),
  status: Type.String(),
  created_at: Timestamp,
  offers_sent: Type.Integer(),
  visible: Type.Integer(),
  accepted: Type.Integer(),
  rejected: Type.Integer(),
  unlocks: Type.Integer(),
  hires: Type.Integer(),
  revenue: Euros,
  conversion_rate: Type.Number({ description: 'Unlocks per offer sent, percent.' }),
});
export type DashboardCampaignRow = Static<typeof DashboardCampaignRowSchema>;

export const PlayerRowSchema = Type.Object({
  company_id: Uuid,
  company_name: Nullable(Type.String()),
  player_class: literalUnion(PLAYER_CLASSES),
  /** The level an admin set by hand, to compare with the class computed. */
  customer_level: Nullable(literalUnion(PLAYER_CLASSES)),
  revenue_90_days: Euros,
  revenue_total: Euros,
  unlocks_90_days: Type.Integer(),
  last_unlock_at: Nullable(Timestamp),
});
export type PlayerRow = Static<typeof PlayerRowSchema>;

export const PotentialUnlocksSchema = Type.Object({
  campaign_id: Uuid,
  open_offers: Type.Integer(),
  affordable_unlocks: Type.Integer(),
  potential_unlocks: Type.Integer(),
  remaining_budget: Euros,
  cost_per_unlock: Euros,
});
export type PotentialUnlocks = Static<typeof PotentialUnlocksSchema>;

const PLAYER_RULE =
  'Player class of a company, from its revenue (unlocks and hire charges, deleted unlocks taken back) and its unlocks: A at least 1.000 € in the last 90 days and an unlock in the last 30 days; B any revenue in the last 90 days (not A); C revenue before, none in the last 90 days; X never any revenue.';

/** Campaign analytics, conversion and ROI reports and the admin dashboards, each as of any past moment. */
export const reportsFeature = apiFeature({
  name: FEATURE,
  description: 'Campaign stats, conversion and ROI reports, dashboards of campaigns and players; each as of any moment',
  ...API_CATALOGUE.reports,
  queries: {
    campaignStats: contract({
      operationId: 'campaignStats',
      feature: FEATURE,
      method: 'GET',
      path: '/api/campaigns/{id}/stats',
      access: ADMIN_OR_BUSINESS,
      permission: 'campaigns',
      summary: "A campaign's figures",
      description:
        "Offers sent, seen, accepted, rejected, unlocks, hires and profile visits of the campaign, its offers by stage, the euros spent on unlocks (deleted ones taken back) and the rates. Admins any campaign, company users their company's (403 otherwise); unknown campaign 404.",
      params: IdParams,
      query: Type.Object({ as_of: AsOf }),
      response: CampaignStatsSchema,
      errors: [403, 404],
    }),
    campaignOffersGraph: contract({
      operationId: 'campaignOffersGraph',
      feature: FEATURE,
      method: 'GET',
      path: '/api/campaigns/{id}/offersGraph',
      access: ADMIN_OR_BUSINESS,
      permission: 'campaigns',
      summary: "A campaign's offers over time",
      description:
        'Offers sent, seen, accepted, unlocked and rejected per day or month of the period (default the last 90 days); the filter panel of the stats series. Access as the campaign stats.',
      params: IdParams,
      query: Type.Object({ period: StatsFilter.period, frequency: StatsFilter.frequency, cumulative: StatsFilter.cumulative, as_of: AsOf }),
      response: StatsSeriesSchema,
      errors: [403, 404],
    }),
    campaignRejectionReasons: contract({
      operationId: 'campaignRejectionReasons',
      feature: FEATURE,
      method: 'GET',
      path: '/api/analytics/campaigns/{id}/rejectionReasons',
      access: ADMIN_OR_BUSINESS,
      permission: 'campaigns',
      summary: "Why candidates rejected a campaign's offers",
      description: "The campaign's rejected offers by reason (identifier), most frequent first, ever. Access as the campaign stats.",
      params: IdParams,
      query: Type.Object({ as_of: AsOf }),
      response: StatsSeriesSchema,
      errors: [403, 404],
    }),
    conversionReport: conversion('conversionReport', '/reports/campaigns/conversion', ''),
    conversionReportSms: conversion('conversionReportSms', '/reports/campaigns/conversion/sms', ' opened from the SMS'),
    conversionReportMail: conversion('conversionReportMail', '/reports/campaigns/conversion/mail', ' opened from the e-mail'),
    campaignRoiReport: contract({
      operationId: 'campaignRoiReport',
      feature: FEATURE,
      method: 'GET',
      path: '/api/reports/campaign-roi',
      access: ADMIN,
      summary: 'Return on an advertising campaign',
      description:
        'The contacts who came through the UTM campaign (first touch; narrowed to one `utm_content` if given), their offers, unlocks and hires and the revenue they brought (unlocks and hire charges, deleted unlocks taken back), against `spend` (euros spent on the advertising): cost per contact, per unlock, per hire and the ROI; with one row per ad content.',
      query: Type.Object({
        utm_campaign: Type.String({ minLength: 1, maxLength: 200 }),
        utm_content: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
        spend: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000_000, default: 0 })),
        as_of: AsOf,
      }),
      response: RoiReportSchema,
    }),
    dashboardCampaigns: contract({
      operationId: 'dashboardCampaigns',
      feature: FEATURE,
      method: 'GET',
      path: '/api/dashboard/campaigns',
      access: ADMIN,
      summary: 'Dashboard of campaigns',
      description:
        'Every campaign (of one company with `company_id`) with its funnel, unlocks, hires, revenue and conversion rate, ordered by `orderBy`.',
      query: Type.Object({
        company_id: Type.Optional(Uuid),
        orderBy: Type.Optional(literalUnion(REPORT_ORDER_BY)),
        order: Type.Optional(literalUnion(['asc', 'desc'] as const)),
        as_of: AsOf,
      }),
      response: Type.Object({ data: Type.Array(DashboardCampaignRowSchema), as_of: AsOfAnswer }),
    }),
    dashboardPlayers: contract({
      operationId: 'dashboardPlayers',
      feature: FEATURE,
      method: 'GET',
      path: '/api/dashboard/players',
      access: ADMIN,
      summary: 'Dashboard of players',
      description: `${PLAYER_RULE} Companies A first, then by revenue of the last 90 days; \`counts\` per class.`,
      query: Type.Object({ as_of: AsOf }),
      response: Type.Object({
        data: Type.Array(PlayerRowSchema),
        counts: Type.Object({ A: Type.Integer(), B: Type.Integer(), C: Type.Integer(), X: Type.Integer() }),
        as_of: AsOfAnswer,
      }),
    }),
  },
  commands: {
    potentialUnlocks: contract({
      operationId: 'potentialUnlocks',
      feature: FEATURE,
      method: 'POST',
      path: '/api/potential-unlocks',
      access: ADMIN,
      summary: 'How many more contacts a campaign can unlock',
      description:
        "The campaign's open offers (not unlocked, not unqualified, not rejected by the candidate), how many unlocks its remaining budget pays for, and the smaller of the two: the unlocks still to come. Unknown campaign 404. Reads only.",
      body: Type.Object({ campaign_id: Uuid }),
      response: PotentialUnlocksSchema,
      errors: [404],
    }),
  },
});
