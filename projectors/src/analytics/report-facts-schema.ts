import { sql, type DatabaseTransactionConnection } from 'slonik';
import { runStatements, table, type Columns } from '../shared/sql-rows';

/** Schema of the reports read model (campaign stats, conversion, ROI, dashboards). */
export const REPORTS_SCHEMA = 'rm_reports';

/** Qualified table names for readers of the reports. */
export const reportsTables = {
  facts: `${REPORTS_SCHEMA}.facts`,
  offers: `${REPORTS_SCHEMA}.offers`,
  sources: `${REPORTS_SCHEMA}.sources`,
  campaignTotals: `${REPORTS_SCHEMA}.campaign_totals`,
  campaignDays: `${REPORTS_SCHEMA}.campaign_days`,
  contactTotals: `${REPORTS_SCHEMA}.contact_totals`,
  sourceTotals: `${REPORTS_SCHEMA}.source_totals`,
} as const;

/**
 * What a report fact counts: a conversion step of an offer (`sent` … `rejected`), an offer's stage change
 * (`stage`, the new stage in `label`), money (`unlock`, `hire_charge`, `unlock_deleted` with a negative
 * amount), a company's visit of an unlocked contact's profile, a replacement reason of an unqualified contact.
 */
export type ReportFactKind =
  | 'sent'
  | 'clicked_from_sms'
  | 'clicked_from_mail'
  | 'visible'
  | 'accept_modal_opened'
  | 'accept_modal_closed'
  | 'accepted'
  | 'reject_modal_opened'
  | 'reject_modal_closed'
  | 'rejected'
  | 'stage'
  | 'hired'
  | 'unlock'
  | 'hire_charge'
  | 'unlock_deleted'
  | 'profile_visit'
  | 'replacement';

/**
 * One fact with the offer, campaign, company and contact it belongs to (as far as known), the time it
 * happened (`occurred_at`) and the time it was recorded (`recorded_at`: a report as of a moment counts only
 * facts recorded by then). Ids, identifiers and amounts only: no personal data.
 */
export interface ReportFactRow {
  position: string;
  seq: number;
  kind: ReportFactKind;
  offer_id: string | null;
  campaign_id: string | null;
  company_id: string | null;
  contact_id: string | null;
  /** A rejection's or replacement's reason, the stage reached. */
  label: string | null;
  /** Cents; negative for money taken back. */
  amount: number | null;
  occurred_at: string;
  recorded_at: string;
  /**
   * The first fact of its kind for its offer within its campaign (the fact's own `campaign_id`, which for an
   * unlock or a rejection need not be the offer's): where a campaign counts each offer once per kind, it
   * counts the facts marked first.
   */
  first: boolean;
}

export const reportFactColumns: Columns<ReportFactRow> = {
  position: 'int8',
  seq: 'int4',
  kind: 'text',
  offer_id: 'uuid',
  campaign_id: 'uuid',
  company_id: 'uuid',
  contact_id: 'uuid',
  label: 'text',
  amount: 'int8',
  occurred_at: 'timestamptz',
  recorded_at: 'timestamptz',
  first: 'bool',
};

/**
 * The kinds of fact an offer's summary row marks as reached (each offer counts once per kind): the
 * conversion steps, its unlock (in whichever campaign) and its hire. A bit each in `steps`.
 */
export const OFFER_STEP_BITS = {
  sent: 1 << 0,
  clicked_from_sms: 1 << 1,
  clicked_from_mail: 1 << 2,
  visible: 1 << 3,
  accept_modal_opened: 1 << 4,
  accept_modal_closed: 1 << 5,
  accepted: 1 << 6,
  reject_modal_opened: 1 << 7,
  reject_modal_closed: 1 << 8,
  rejected: 1 << 9,
  unlock: 1 << 10,
  hired: 1 << 11,
} as const satisfies Partial<Record<ReportFactKind, number>>;
export type OfferStepKind = keyof typeof OFFER_STEP_BITS;

/**
 * What the handler needs to know of an offer or an unlock to place later events (a tracked step names its
 * offer only, a hire charge its unlock only), and the offer's current stage for the potential unlocks.
 * Offers are keyed by offer id, unlocks by unlock id (`kind` tells them apart). An offer's row is also its
 * summary for the reports of the present: when it was sent and which kinds of fact it has reached
 * (`steps`, see `OFFER_STEP_BITS`), so that a funnel counts rows instead of facts.
 */
export interface ReportOfferRow {
  id: string;
  kind: 'offer' | 'unlock';
  offer_id: string | null;
  campaign_id: string | null;
  company_id: string;
  contact_id: string;
  stage: string | null;
  /** The unlock's price in cents (unlocks); whether the candidate rejected (offers). */
  price: number | null;
  rejected: boolean;
  /** When the offer was sent (its `sent` fact's time); null for unlocks. */
  sent_at: string | null;
  /** The kinds of fact the offer has reached, a bit each (`OFFER_STEP_BITS`); 0 for unlocks. */
  steps: number;
}

export const reportOfferColumns: Columns<ReportOfferRow> = {
  id: 'uuid',
  kind: 'text',
  offer_id: 'uuid',
  campaign_id: 'uuid',
  company_id: 'uuid',
  contact_id: 'uuid',
  stage: 'text',
  price: 'int8',
  rejected: 'bool',
  sent_at: 'timestamptz',
  steps: 'int4',
};

/**
 * A campaign's figures as they stand now, kept as its facts arrive (the facts' `campaign_id`): the
 * dashboard of campaigns and a campaign's figures read these instead of counting facts. Offers seen,
 * accepted, rejected and unlocked count each offer once (the facts marked `first`); unlocks are net of
 * deleted ones; `cents` is what the campaign earned (unlocks, hires, deleted unlocks taken back), `spent`
 * its unlocks net of deleted ones.
 */
export interface ReportCampaignTotalsRow {
  campaign_id: string;
  offers_sent: number;
  visible: number;
  accepted: number;
  rejected: number;
  /** Offers unlocked for this campaign, each once (unlocks without an offer not counted). */
  unlocked: number;
  unlocks: number;
  hires: number;
  cents: string;
  spent: string;
  profile_visits: number;
}

export const reportCampaignTotalsColumns: Columns<ReportCampaignTotalsRow> = {
  campaign_id: 'uuid',
  offers_sent: 'int4',
  visible: 'int4',
  accepted: 'int4',
  rejected: 'int4',
  unlocked: 'int4',
  unlocks: 'int4',
  hires: 'int4',
  cents: 'int8',
  spent: 'int8',
  profile_visits: 'int4',
};

/**
 * A campaign's figures as they stood at the end of a day (UTC) of the facts' recording, one row per day
 * on which they changed: a report as of a moment starts from the campaign's last row before the moment's
 * day and adds the few facts recorded since that day began, instead of folding every fact.
 */
export interface ReportCampaignDayRow extends ReportCampaignTotalsRow {
  /** YYYY-MM-DD (UTC). */
  day: string;
}

export const reportCampaignDayColumns: Columns<ReportCampaignDayRow> = { ...reportCampaignTotalsColumns, day: 'date' };

/** A contact's figures as they stand now (the facts' `contact_id`), for the ROI of the campaign they came from. */
export interface ReportContactTotalsRow {
  contact_id: string;
  offers: number;
  unlocks: number;
  hires: number;
  cents: string;
}

export const reportContactTotalsColumns: Columns<ReportContactTotalsRow> = {
  contact_id: 'uuid',
  offers: 'int4',
  unlocks: 'int4',
  hires: 'int4',
  cents: 'int8',
};

/** Where a contact came from (UTM parameters of their first landing). */
export interface ReportSourceRow {
  contact_id: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  landed_at: string;
  recorded_at: string;
}

export const reportSourceColumns: Columns<ReportSourceRow> = {
  contact_id: 'uuid',
  utm_source: 'text',
  utm_medium: 'text',
  utm_campaign: 'text',
  utm_content: 'text',
  landed_at: 'timestamptz',
  recorded_at: 'timestamptz',
};

/**
 * The figures of the contacts of one UTM campaign and ad content (`utm_content` '' for none) as they
 * stand now: how many contacts came through it and the sum of their `contact_totals`. The ROI reads these.
 */
export interface ReportSourceTotalsRow {
  utm_campaign: string;
  utm_content: string;
  contacts: number;
  offers: number;
  unlocks: number;
  hires: number;
  cents: string;
}

export const reportSourceTotalsColumns: Columns<ReportSourceTotalsRow> = {
  utm_campaign: 'text',
  utm_content: 'text',
  contacts: 'int4',
  offers: 'int4',
  unlocks: 'int4',
  hires: 'int4',
  cents: 'int8',
};

export async function createReportTables(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  await runStatements(connection, [
    sql.fragment`create table if not exists ${table(schema, 'facts')} (
      position bigint not null,
      seq int not null,
      kind text not null,
      offer_id uuid,
      campaign_id uuid,
      company_id uuid,
      contact_id uuid,
      label text,
      amount bigint,
      occurred_at timestamptz not null,
      recorded_at timestamptz not null,
      first boolean not null default false,
      primary key (position, seq)
    )`,
    // The handler asks which offers already have a fact of a kind in a campaign (and readers an offer's facts).
    sql.fragment`create index if not exists facts_offer on ${table(schema, 'facts')} (offer_id, kind) include (campaign_id, recorded_at)`,
    sql.fragment`create table if not exists ${table(schema, 'offers')} (
      id uuid primary key,
      kind text not null,
      offer_id uuid,
      campaign_id uuid,
      company_id uuid not null,
      contact_id uuid not null,
      stage text,
      price bigint,
      rejected boolean not null default false,
      sent_at timestamptz,
      steps int not null default 0
    )`,
    sql.fragment`create table if not exists ${table(schema, 'campaign_totals')} (
      campaign_id uuid primary key,
      offers_sent int not null,
      visible int not null,
      accepted int not null,
      rejected int not null,
      unlocked int not null,
      unlocks int not null,
      hires int not null,
      cents bigint not null,
      spent bigint not null,
      profile_visits int not null
    )`,
    sql.fragment`create table if not exists ${table(schema, 'campaign_days')} (
      campaign_id uuid not null,
      day date not null,
      offers_sent int not null,
      visible int not null,
      accepted int not null,
      rejected int not null,
      unlocked int not null,
      unlocks int not null,
      hires int not null,
      cents bigint not null,
      spent bigint not null,
      profile_visits int not null,
      primary key (campaign_id, day)
    )`,
    sql.fragment`create table if not exists ${table(schema, 'contact_totals')} (
      contact_id uuid primary key,
      offers int not null,
      unlocks int not null,
      hires int not null,
      cents bigint not null
    )`,
    sql.fragment`create table if not exists ${table(schema, 'source_totals')} (
      utm_campaign text not null,
      utm_content text not null,
      contacts int not null,
      offers int not null,
      unlocks int not null,
      hires int not null,
      cents bigint not null,
      primary key (utm_campaign, utm_content)
    )`,
    sql.fragment`create table if not exists ${table(schema, 'sources')} (
      contact_id uuid primary key,
      utm_source text,
      utm_medium text,
      utm_campaign text,
      utm_content text,
      landed_at timestamptz not null,
      recorded_at timestamptz not null
    )`,
  ]);
}

/** Reports read a campaign's facts, a kind over days, an offer's steps, a contact's money. */
export async function createReportReaderIndexes(connection: DatabaseTransactionConnection, schema: string): Promise<void> {
  const facts = table(schema, 'facts');
  await runStatements(connection, [
    sql.fragment`create index if not exists facts_campaign on ${facts} (campaign_id, kind) include (offer_id, occurred_at, recorded_at, amount, label)`,
    sql.fragment`create index if not exists facts_kind_occurred on ${facts} (kind, occurred_at) include (recorded_at, company_id, campaign_id, offer_id, amount, label)`,
    sql.fragment`create index if not exists facts_contact on ${facts} (contact_id, recorded_at) include (kind, amount)`,
    sql.fragment`create index if not exists facts_campaign_recorded on ${facts} (campaign_id, recorded_at) include (kind, amount, first) where campaign_id is not null`,
    sql.fragment`create index if not exists facts_company on ${facts} (company_id, kind) include (occurred_at, recorded_at, amount)`,
    sql.fragment`create index if not exists offers_campaign on ${table(schema, 'offers')} (campaign_id, sent_at) include (steps, stage, rejected) where kind = 'offer'`,
    sql.fragment`create index if not exists offers_company on ${table(schema, 'offers')} (company_id, sent_at) include (steps) where kind = 'offer'`,
    sql.fragment`create index if not exists sources_campaign on ${table(schema, 'sources')} (utm_campaign, utm_content)`,
  ]);
}
