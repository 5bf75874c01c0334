import { EVENT_SCHEMAS, privacyChanged, subjectFieldNames } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection, ProjectionContext } from '../runner/projection';
import { insertStatement, loadRows, table, upsertStatement, writeLast } from '../shared/sql-rows';
import {
  consentColumns,
  consentHistoryColumns,
  createPrivacyTables,
  personColumns,
  PRIVACY_SCHEMA,
  privacyOfferColumns,
  subjectStreamColumns,
  type ConsentHistoryRow,
  type ConsentRow,
  type PrivacyOfferRow,
  type PrivacyPersonRow,
  type SubjectStreamRow,
} from './privacy-schema';

/** Subject of the privacy read model's change notices; message {contactId}. */
export const PRIVACY_CHANGED = privacyChanged.subject;

/** The fields that name a person in any event: every declared subject. */
const SUBJECT_FIELDS = subjectFieldNames(EVENT_SCHEMAS);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function handlePrivacy(batch: readonly RecordedEvent[], connection: DatabaseTransactionConnection, context: ProjectionContext) {
  const { schema } = context;
  const wantedPersons = new Set<string>();
  const wantedOffers = new Set<string>();
  for (const event of batch) {
    if (event.type === 'PersonalDataErased') wantedPersons.add(event.data.contactId);
    if (event.type === 'OfferStageChanged') wantedOffers.add(event.data.offerId);
  }
  const persons = await loadRows(connection, schema, 'persons', personColumns, 'contact_id', wantedPersons);
  const offers = await loadRows(connection, schema, 'offers', privacyOfferColumns, 'offer_id', wantedOffers);
  const changed = {
    persons: new Map<string, PrivacyPersonRow>(),
    streams: new Map<string, SubjectStreamRow>(),
    consents: new Map<string, ConsentRow>(),
    history: [] as ConsentHistoryRow[],
    offers: new Map<string, PrivacyOfferRow>(),
  };
  const touched = new Set<string>();

  for (const event of batch) {
    const data = event.data as Record<string, unknown>;
    for (const field of SUBJECT_FIELDS) {
      const id = data[field];
      if (typeof id === 'string' && UUID.test(id))
        changed.streams.set(`${id}|${event.streamId}`, { subject_id: id, stream_id: event.streamId });
    }
    switch (event.type) {
      case 'ContactRegistered': {
        const person = {
          contact_id: event.data.contactId,
          user_id: event.data.userId,
          registered_at: event.data.registeredAt,
          erased_at: null,
          erasure_cause: null,
        };
        persons.set(person.contact_id, person);
        changed.persons.set(person.contact_id, person);
        touched.add(person.contact_id);
        break;
      }
      case 'PersonalDataErased': {
        const person = persons.get(event.data.contactId);
        if (!person) break;
        person.erased_at = event.data.erasedAt;
        person.erasure_cause = event.data.cause;
        changed.persons.set(person.contact_id, person);
        touched.add(person.contact_id);
        break;
      }
      case 'ConsentGiven':
      case 'ConsentWithdrawn': {
        const d = event.data;
        const given = event.type === 'ConsentGiven';
        const key = `${d.contactId}|${d.purpose}`;
        const at = event.type === 'ConsentGiven' ? event.data.givenAt : event.data.withdrawnAt;
        const textVersion = event.type === 'ConsentGiven' ? event.data.textVersion : (changed.consents.get(key)?.text_version ?? null);
        changed.consents.set(key, {
          contact_id: d.contactId,
          purpose: d.purpose,
          given,
          text_version: textVersion,
          channel: d.channel,
          at,
        });
        changed.history.push({
          position: event.position.toString(),
          contact_id: d.contactId,
          purpose: d.purpose,
          action: given ? 'given' : 'withdrawn',
          text_version: event.type === 'ConsentGiven' ? event.data.textVersion : null,
          channel: d.channel,
          at,
        });
        touched.add(d.contactId);
        break;
      }
      case 'PersonalDataExported':
        touched.add(event.data.contactId);
        break;
      case 'OfferCreated': {
        const offer = {
          offer_id: event.data.offerId,
          contact_id: event.data.contactId,
          stage: 'new' as const,
          stage_changed_at: event.data.createdAt,
        };
        offers.set(offer.offer_id, offer);
        changed.offers.set(offer.offer_id, offer);
        break;
      }
      case 'OfferStageChanged': {
        const offer = offers.get(event.data.offerId);
        if (!offer) break;
        offer.stage = event.data.to;
        offer.stage_changed_at = event.metadata.occurredAt;
        changed.offers.set(offer.offer_id, offer);
        touched.add(offer.contact_id);
        break;
      }
      default:
        break;
    }
  }
  // A withdrawal keeps the version that was in force: one read of the consents of earlier batches.
  const withdrawnEarlier = [...changed.consents.values()].filter((row) => !row.given && row.text_version === null);
  if (withdrawnEarlier.length > 0) {
    const keys = new Set(withdrawnEarlier.map((row) => row.contact_id));
    const earlier = await connection.query(
      sql.unsafe`select contact_id, purpose, text_version from ${table(schema, 'consents')} where contact_id = any(${sql.array([...keys], 'uuid')})`,
    );
    for (const row of earlier.rows as readonly ConsentRow[]) {
      const current = changed.consents.get(`${row.contact_id}|${row.purpose}`);
      if (current && !current.given && current.text_version === null) current.text_version = row.text_version;
    }
  }
  await writeLast(connection, context, [
    upsertStatement(schema, 'persons', personColumns, [...changed.persons.values()], { key: ['contact_id'] }),
    upsertStatement(schema, 'subject_streams', subjectStreamColumns, [...changed.streams.values()], {
      key: ['subject_id', 'stream_id'],
      update: 'none',
    }),
    upsertStatement(schema, 'consents', consentColumns, [...changed.consents.values()], { key: ['contact_id', 'purpose'] }),
    insertStatement(schema, 'consent_history', consentHistoryColumns, changed.history),
    upsertStatement(schema, 'offers', privacyOfferColumns, [...changed.offers.values()], { key: ['offer_id'] }),
  ]);
  return [...touched].map((contactId): Notice => ({ subject: PRIVACY_CHANGED, message: { contactId } }));
}

/**
 * Who a person is in the log (their ids and the streams that name them), their consents, their offers'
 * stages (for the retention rule) and their erasure. Ids, dates and versions only: nothing here needs
 * forgetting, an erasure only marks the person.
 */
export const privacyProjection: Projection = {
  name: 'privacy',
  schema: PRIVACY_SCHEMA,
  createTables: createPrivacyTables,
  handle: handlePrivacy,
  forget: () => Promise.resolve([]),
};
