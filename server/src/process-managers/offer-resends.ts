import { reissueOfferLinkForReset, type CommandStore } from '@rm/command-api';
import { conversionStepOf } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import type { Projection } from '@rm/projectors';
import { sql, type DatabaseTransactionConnection } from 'slonik';

/** The events the reactor follows: the campaigns' audiences, the offers, whether viewed or answered, and the resets. */
const OFFER_RESEND_EVENTS = [
  'CampaignCreated',
  'OfferCreated',
  'OfferStepTracked',
  'OfferRejected',
  'OfferAccepted',
  'AudienceOffersReset',
] as const;

/**
 * Sends the offers of an audience again when an admin resets them (`AudienceOffersReset`: all of them, or
 * those the candidates never viewed). Each open, unanswered offer of the audience's campaigns gets a new
 * link, which the offer-links reactor sends as an SMS; the link names the reset, and the offer takes one
 * link per reset, so a reset sends each offer once however often this runs (a restart in the middle of
 * a reset repeats nothing already sent).
 *
 * It keeps its own list of offers with their campaign and audience (an offer of a campaign of the audience
 * is the audience's; ids only, no personal data), built from the whole log so
 * that offers older than the reactor are sent again too; it acts only on resets recorded after it first
 * started (the table's `started_at`): resets before that are history, not to be sent now.
 */
export function offerResends(store: CommandStore): Projection {
  return {
    name: 'offer-resends',
    schema: 'pm_offer_resends',
    eventTypes: OFFER_RESEND_EVENTS,
    async createTables(connection, schema) {
      await connection.query(sql.unsafe`create table if not exists ${sql.identifier([schema, 'campaigns'])} (
        campaign_id uuid primary key,
        audience_id uuid not null
      )`);
      await connection.query(
        sql.unsafe`create index if not exists campaigns_audience on ${sql.identifier([schema, 'campaigns'])} (audience_id)`,
      );
      await connection.query(sql.unsafe`create table if not exists ${sql.identifier([schema, 'offers'])} (
        offer_id uuid primary key,
        campaign_id uuid not null,
        audience_id uuid,
        viewed boolean not null default false,
        answered boolean not null default false
      )`);
      await connection.query(
        sql.unsafe`create index if not exists offers_campaign on ${sql.identifier([schema, 'offers'])} (campaign_id) where not answered`,
      );
      await connection.query(
        sql.unsafe`create index if not exists offers_audience on ${sql.identifier([schema, 'offers'])} (audience_id) where not answered`,
      );
      await connection.query(sql.unsafe`create table if not exists ${sql.identifier([schema, 'started'])} (
        only_row boolean primary key default true check (only_row),
        started_at timestamptz not null default now()
      )`);
      await connection.query(sql.unsafe`insert into ${sql.identifier([schema, 'started'])} default values on conflict do nothing`);
    },
    // Offer and audience ids only: nothing of an erased person to forget.
    forget: () => Promise.resolve([]),
    async handle(batch, connection, { schema }) {
      const offers = sql.identifier([schema, 'offers']);
      let campaigns: Array<{ campaignId: string; audienceId: string }> = [];
      let created: Array<{ offerId: string; campaignId: string; audienceId: string | null }> = [];
      let viewed: string[] = [];
      let answered: string[] = [];
      // The batch's offer changes, written before a reset looks at the offers (and at the batch's end).
      const flush = async () => {
        const ids = (values: ReadonlyArray<string | null>) => sql.array([...values], 'uuid');
        if (campaigns.length > 0)
          await connection.query(sql.unsafe`insert into ${sql.identifier([schema, 'campaigns'])} (campaign_id, audience_id)
            select * from unnest(${ids(campaigns.map((row) => row.campaignId))}::uuid[], ${ids(campaigns.map((row) => row.audienceId))}::uuid[])
            on conflict (campaign_id) do nothing`);
        if (created.length > 0)
          await connection.query(sql.unsafe`insert into ${offers} (offer_id, campaign_id, audience_id)
            select * from unnest(${ids(created.map((row) => row.offerId))}::uuid[], ${ids(created.map((row) => row.campaignId))}::uuid[],
              ${ids(created.map((row) => row.audienceId))}::uuid[])
            on conflict (offer_id) do nothing`);
        if (viewed.length > 0)
          await connection.query(sql.unsafe`update ${offers} set viewed = true where offer_id = any(${sql.array(viewed, 'uuid')})`);
        if (answered.length > 0)
          await connection.query(sql.unsafe`update ${offers} set answered = true where offer_id = any(${sql.array(answered, 'uuid')})`);
        campaigns = [];
        created = [];
        viewed = [];
        answered = [];
      };
      for (const event of batch) {
        if (event.type === 'CampaignCreated') {
          campaigns.push({ campaignId: event.data.campaignId, audienceId: event.data.audienceId });
        } else if (event.type === 'OfferCreated') {
          const { offerId, campaignId, audienceId } = event.data;
          created.push({ offerId, campaignId, audienceId });
        } else if (event.type === 'OfferStepTracked') {
          if (conversionStepOf(event.data.step) === 'visible') viewed.push(event.data.offerId);
        } else if (event.type === 'OfferRejected' || event.type === 'OfferAccepted') {
          answered.push(event.data.offerId);
        } else if (event.type === 'AudienceOffersReset') {
          await flush();
          await resend(store, connection, schema, event);
        }
      }
      await flush();
      return [];
    },
  };
}

/** Sends the offers a reset names again, unless the reset is older than the reactor. */
async function resend(
  store: CommandStore,
  connection: DatabaseTransactionConnection,
  schema: string,
  event: Extract<RecordedEvent, { type: 'AudienceOffersReset' }>,
): Promise<void> {
  // A timestamptz comes back as epoch milliseconds.
  const started = (await connection.oneFirst(sql.unsafe`select started_at from ${sql.identifier([schema, 'started'])}`)) as number;
  if (Date.parse(event.metadata.occurredAt) < started) return;
  const which = event.data.which === 'all' ? sql.fragment`true` : sql.fragment`not viewed`;
  const { audienceId } = event.data;
  const offerIds = (await connection.anyFirst(sql.unsafe`
    select offer_id from ${sql.identifier([schema, 'offers'])}
    where (audience_id = ${audienceId}
      or campaign_id in (select campaign_id from ${sql.identifier([schema, 'campaigns'])} where audience_id = ${audienceId}))
      and not answered and ${which}
    order by offer_id`)) as readonly string[];
  for (const offerId of offerIds)
    await reissueOfferLinkForReset(store, offerId, event.id, {
      actorId: event.metadata.actorId,
      actorRole: event.metadata.actorRole,
      correlationId: event.metadata.correlationId,
      causationId: event.id,
    });
}
