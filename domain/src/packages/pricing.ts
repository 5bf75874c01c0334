import { Type, type Static } from '@sinclair/typebox';

/** The key of the package a company has without paying (spec §9). */
export const FREE_PACKAGE_KEY = 'free_forever';
export const PAID_PACKAGE_KEY = 'professional';
export const PACKAGE_KEYS = [FREE_PACKAGE_KEY, PAID_PACKAGE_KEY] as const;
export type PackageKey = (typeof PACKAGE_KEYS)[number];
export const PackageKeySchema = Type.Union(PACKAGE_KEYS.map((key) => Type.Literal(key)));

/** What a package lets a company do (spec §3 Package features). */
export const PackageFeaturesSchema = Type.Object({
  can_customize_campaigns: Type.Boolean(),
  can_customize_message: Type.Boolean(),
  employer_profile: Type.Boolean(),
  /** How many job offers may be published at once. */
  job_offers: Type.Integer({ minimum: 0 }),
  /** Active-sourcing messages included per month. */
  active_sourcing_messages: Type.Integer({ minimum: 0 }),
  /** Job campaigns included. */
  job_campaigns: Type.Integer({ minimum: 0 }),
});
export type PackageFeatures = Static<typeof PackageFeaturesSchema>;

/** A package's prices in euros per month (spec §3 Package prices). */
export const PackagePricesSchema = Type.Object({
  base_price: Type.Number({ minimum: 0 }),
  price_per_message: Type.Number({ minimum: 0 }),
  price_per_campaign: Type.Number({ minimum: 0 }),
});
export type PackagePrices = Static<typeof PackagePricesSchema>;

export const PackageSchema = Type.Object({
  key: PackageKeySchema,
  prices: PackagePricesSchema,
  features: PackageFeaturesSchema,
});
export type Package = Static<typeof PackageSchema>;

export const DiscountSchema = Type.Object({ months: Type.Integer(), percentage: Type.Number() });
export type Discount = Static<typeof DiscountSchema>;

/** Messages are sold in blocks of 25 for 247.5 € a month (spec §9). */
export const MESSAGE_STEP = 25;
export const PRICE_PER_MESSAGE_STEP = 247.5;
/** Campaigns are added one at a time. */
export const CAMPAIGN_STEP = 1;
/** The slider's message positions (spec §9: 5, 50, 75, 100, more); above the last one sales makes an offer. */
export const MESSAGE_RANGES = [5, 25, 50, 75, 100] as const;
export const MAX_MESSAGES = 100;
export const MAX_CAMPAIGNS = 5;
/** Where the slider starts: 50 messages and 1 campaign (spec §9 "initial extras"). */
export const INITIAL_MESSAGES = 50;
export const INITIAL_CAMPAIGNS = 1;

/** Billing periods with their discount on the base price; 3 months is the default (spec §9). */
export const DISCOUNTS: readonly Discount[] = [
  { months: 3, percentage: 0 },
  { months: 6, percentage: 10 },
  { months: 12, percentage: 20 },
];
export const DEFAULT_BILLING_MONTHS = 3;
export const BILLING_MONTHS = [3, 6, 12] as const;
export type BillingMonths = (typeof BILLING_MONTHS)[number];
export const BillingMonthsSchema = Type.Union(BILLING_MONTHS.map((months) => Type.Literal(months)));

/** The packages: free forever (5 messages, no customising) and the paid one (25 messages and 1 campaign included). */
export const PACKAGES: readonly Package[] = [
  {
    key: FREE_PACKAGE_KEY,
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
    key: PAID_PACKAGE_KEY,
    prices: { base_price: 490, price_per_message: PRICE_PER_MESSAGE_STEP / MESSAGE_STEP, price_per_campaign: 290 },
    features: {
      can_customize_campaigns: true,
      can_customize_message: true,
      employer_profile: true,
      job_offers: 10,
      active_sourcing_messages: 25,
      job_campaigns: 1,
    },
  },
];

export const packageOf = (key: PackageKey): Package => PACKAGES.find((item) => item.key === key) ?? PACKAGES[0]!;

export interface PriceRequest {
  packageKey: PackageKey;
  /** Active-sourcing messages a month. */
  messages: number;
  campaigns: number;
  months: number;
}

/** A price in euros (two decimals), or the answer that sales makes an offer. */
export type PriceQuote =
  | {
      kind: 'price';
      packageKey: PackageKey;
      months: number;
      discountPercentage: number;
      /** The base price after the discount, per month. */
      basePrice: number;
      extraMessages: number;
      extraMessagesPrice: number;
      extraCampaigns: number;
      extraCampaignsPrice: number;
      /** Per month, all included. */
      monthlyPrice: number;
      /** For the whole billing period. */
      periodPrice: number;
      /** What the company may send and run each month. */
      messages: number;
      campaigns: number;
    }
  | { kind: 'contact_sales'; reason: 'messages' | 'campaigns' };

const cents = (euros: number): number => Math.round(euros * 100);

/**
 * The price of a package for a number of messages and campaigns and a billing period: the base price
 * less the period's discount, plus the extras above what the package includes (messages in steps of 25
 * at 247.5 €, campaigns one at a time). Above the slider's ranges sales makes an offer. Pure: the pricing
 * slider and the server both compute with it. Counts are rounded up to whole steps; the period falls back
 * to the default when it has no discount.
 */
export function priceOf(request: PriceRequest): PriceQuote {
  const plan = packageOf(request.packageKey);
  const messages = Math.max(0, Math.ceil(request.messages));
  const campaigns = Math.max(0, Math.ceil(request.campaigns));
  if (messages > MAX_MESSAGES) return { kind: 'contact_sales', reason: 'messages' };
  if (campaigns > MAX_CAMPAIGNS) return { kind: 'contact_sales', reason: 'campaigns' };
  const discount =
    DISCOUNTS.find((item) => item.months === request.months) ?? DISCOUNTS.find((item) => item.months === DEFAULT_BILLING_MONTHS)!;
  if (plan.key === FREE_PACKAGE_KEY) {
    return {
      kind: 'price',
      packageKey: plan.key,
      months: discount.months,
      discountPercentage: 0,
      basePrice: 0,
      extraMessages: 0,
      extraMessagesPrice: 0,
      extraCampaigns: 0,
      extraCampaignsPrice: 0,
      monthlyPrice: 0,
      periodPrice: 0,
      messages: plan.features.active_sourcing_messages,
      campaigns: plan.features.job_campaigns,
    };
  }
  const included = plan.features.active_sourcing_messages;
  const extraSteps = Math.ceil(Math.max(0, messages - included) / MESSAGE_STEP);
  const extraCampaigns = Math.ceil(Math.max(0, campaigns - plan.features.job_campaigns) / CAMPAIGN_STEP) * CAMPAIGN_STEP;
  const baseCents = Math.round((cents(plan.prices.base_price) * (100 - discount.percentage)) / 100);
  const messageCents = extraSteps * cents(PRICE_PER_MESSAGE_STEP);
  const campaignCents = extraCampaigns * cents(plan.prices.price_per_campaign);
  const monthlyCents = baseCents + messageCents + campaignCents;
  return {
    kind: 'price',
    packageKey: plan.key,
    months: discount.months,
    discountPercentage: discount.percentage,
    basePrice: baseCents / 100,
    extraMessages: extraSteps * MESSAGE_STEP,
    extraMessagesPrice: messageCents / 100,
    extraCampaigns,
    extraCampaignsPrice: campaignCents / 100,
    monthlyPrice: monthlyCents / 100,
    periodPrice: (monthlyCents * discount.months) / 100,
    messages: included + extraSteps * MESSAGE_STEP,
    campaigns: Math.max(campaigns, plan.features.job_campaigns),
  };
}
