import { contactsChanged, ERASED_EMAIL, ERASED_SUBJECT_TOKEN } from '@rm/domain';
import type { OfferStage } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection, type FragmentSqlToken } from 'slonik';
import type { Notice, Projection, ProjectionContext } from '../runner/projection';
import { erasedFullName, erasedSql } from '../shared/erased';
import { fullName, loadRows, rowsRelation, table, upsertStatement, writeLast, type Columns } from '../shared/sql-rows';
import {
  CONTACTS_SCHEMA,
  contactColumns,
  createContactsTables,
  createContactsReaderIndexes,
  incentiveColumns,
  offerStageColumns,
  type ContactIncentiveRow,
  type ContactOfferStageRow,
  type ContactRow,
} from './contacts-schema';

/** Subject of the contacts read model's change notices; message {contactId}. */
export const CONTACTS_CHANGED = contactsChanged.subject;

const contactChanges: ReadonlySet<string> = new Set([
  'ContactCallStatusChanged',
  'ContactActivated',
  'ContactDeactivated',
  'ContactDisabledForUnlock',
  'ContactEnabledForUnlock',
  'ContactPhoneVerified',
  'ContactPhoneChanged',
  'ContactRecruitmentInterestSet',
  'CandidateProfileChanged',
  'ContactEdited',
  'IncentiveGiven',
]);

type OfferCount = 'open_offers_count' | 'accepted_offers_count' | 'rejected_offers_count';

/** Which of a contact's offer counts an offer in `stage` adds to. */
export function offerCountOf(stage: OfferStage): OfferCount {
  switch (stage) {
    case 'new':
    case 'in_process':
      return 'open_offers_count';
    case 'unqualified':
      return 'rejected_offers_count';
    case 'unlocked':
    case 'in_company_process':
    case 'gets_hired':
    case 'hired':
      return 'accepted_offers_count';
    default: {
      const unknown: never = stage;
      return unknown;
    }
  }
}

type Counts = Record<OfferCount, number>;
const zeroCounts = (): Counts => ({ open_offers_count: 0, accepted_offers_count: 0, rejected_offers_count: 0 });

/** Offers of earlier batches, per contact, counted by kind: the starting counts of a contact registered now. */
async function countOffersOf(
  connection: DatabaseTransactionConnection,
  schema: string,
  contactIds: readonly string[],
): Promise<Map<string, Counts>> {
  const counts = new Map<string, Counts>();
  if (contactIds.length === 0) return counts;
  const result = await connection.query(sql.unsafe`
    select contact_id, stage, count(*)::int as count from ${table(schema, 'offer_stages')}
    where contact_id = any(${sql.array([...contactIds], 'uuid')}) group by contact_id, stage`);
  for (const row of result.rows as ReadonlyArray<{ contact_id: string; stage: OfferStage; count: number }>) {
    const entry = counts.get(row.contact_id) ?? zeroCounts();
    entry[offerCountOf(row.stage)] += row.count;
    counts.set(row.contact_id, entry);
  }
  return counts;
}

type CountDelta = Counts & { contact_id: string };
const countDeltaColumns: Columns<CountDelta> = {
  contact_id: 'uuid',
  open_offers_count: 'int4',
  accepted_offers_count: 'int4',
  rejected_offers_count: 'int4',
};

/** Moves the offer counts of contacts of earlier batches by deltas. */
function addOfferCountsStatement(schema: string, deltas: readonly CountDelta[]): FragmentSqlToken | null {
  if (deltas.length === 0) return null;
  return sql.fragment`
    update ${table(schema, 'contacts')} c set
      open_offers_count = c.open_offers_count + u.open_offers_count,
      accepted_offers_count = c.accepted_offers_count + u.accepted_offers_count,
      rejected_offers_count = c.rejected_offers_count + u.rejected_offers_count
    from ${rowsRelation(countDeltaColumns, deltas)}
    where c.contact_id = u.contact_id`;
}

async function handleContacts(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  context: ProjectionContext,
): Promise<Notice[]> {
  const { schema } = context;
  const registered = new Set<string>();
  const createdOffers = new Set<string>();
  const changedEarlier = new Set<string>();
  // Contacts whose own fields change are loaded; offer counts of the others move by a delta in SQL.
  const touched = new Set<string>();
  for (const event of batch) {
    if (event.type === 'ContactRegistered') registered.add(event.data.contactId);
    else if (event.type === 'OfferCreated') createdOffers.add(event.data.offerId);
    else if (event.type === 'OfferStageChanged') {
      if (!createdOffers.has(event.data.offerId)) changedEarlier.add(event.data.offerId);
    } else if (contactChanges.has(event.type) && 'contactId' in event.data && event.data.contactId) touched.add(event.data.contactId);
  }
  const offers = await loadRows(connection, schema, 'offer_stages', offerStageColumns, 'offer_id', changedEarlier);
  const contacts = await loadRows(
    connection,
    schema,
    'contacts',
    contactColumns,
    'contact_id',
    [...touched].filter((id) => !registered.has(id)),
  );
  const earlierOffersOfRegistered = await countOffersOf(connection, schema, [...registered]);

  const changedContacts = new Map<string, ContactRow>();
  const changedOffers = new Map<string, ContactOfferStageRow>();
  const incentives: ContactIncentiveRow[] = [];
  const deltas = new Map<string, Counts>();
  const count = (contactId: string, stage: OfferStage, by: number): void => {
    const delta = deltas.get(contactId) ?? zeroCounts();
    delta[offerCountOf(stage)] += by;
    deltas.set(contactId, delta);
  };
  const update = (contactId: string, change: (contact: ContactRow) => void): void => {
    const contact = contacts.get(contactId);
    if (!contact) return;
    change(contact);
    changedContacts.set(contactId, contact);
  };

  for (const event of batch) {
    switch (event.type) {
      case 'ContactRegistered': {
        const d = event.data;
        if (contacts.has(d.contactId)) break;
        const contact: ContactRow = {
          contact_id: d.contactId,
          user_id: d.userId,
          first_name: d.firstName,
          last_name: d.lastName,
          full_name: fullName(d.firstName, d.lastName),
          email: d.email,
          phone: d.phone,
          profession: d.profession,
          zip_code: d.zipCode,
          city: d.city,
          lat: d.lat,
          lng: d.lng,
          is_active: true,
          inactive_reason: null,
          disabled_for_unlock: false,
          call_made: false,
          phone_confirmed_at: null,
          recruitment_interest: null,
          created_at: d.registeredAt,
          gender: null,
          birth_year: null,
          languages: [],
          work_experience: null,
          employment_types: [],
          driver_licence: false,
          educations: [],
          experiences: [],
          profession_groups: [],
          shifts: [],
          willingness_to_move: false,
          ...(earlierOffersOfRegistered.get(d.contactId) ?? zeroCounts()),
        };
        contacts.set(d.contactId, contact);
        changedContacts.set(d.contactId, contact);
        break;
      }
      case 'ContactCallStatusChanged':
        update(event.data.contactId, (c) => (c.call_made = event.data.callMade));
        break;
      case 'ContactActivated':
        update(event.data.contactId, (c) => {
          c.is_active = true;
          c.inactive_reason = null;
        });
        break;
      case 'ContactDeactivated':
        update(event.data.contactId, (c) => {
          c.is_active = false;
          c.inactive_reason = event.data.reason;
        });
        break;
      case 'ContactDisabledForUnlock':
        update(event.data.contactId, (c) => (c.disabled_for_unlock = true));
        break;
      case 'ContactEnabledForUnlock':
        update(event.data.contactId, (c) => (c.disabled_for_unlock = false));
        break;
      case 'ContactPhoneVerified':
        update(event.data.contactId, (c) => (c.phone_confirmed_at ??= event.data.verifiedAt));
        break;
      case 'ContactPhoneChanged':
        // Another number: its verification is still to come.
        update(event.data.contactId, (c) => Object.assign(c, { phone: event.data.phone, phone_confirmed_at: null }));
        break;
      case 'ContactRecruitmentInterestSet':
        update(event.data.contactId, (c) => (c.recruitment_interest = event.data.interested));
        break;
      case 'CandidateProfileChanged': {
        // The candidate's own change of name, address and phone. Their erased address reads as nobody's, as
        // the registration's does: the row keeps what it had, so that a rebuild shows what `forget` left.
        const d = event.data;
        update(d.contactId, (c) => {
          Object.assign(c, { first_name: d.firstName, last_name: d.lastName, phone: d.phone });
          c.full_name = fullName(d.firstName, d.lastName);
          if (d.email !== ERASED_EMAIL.replace(ERASED_SUBJECT_TOKEN, d.userId)) c.email = d.email;
        });
        break;
      }
      case 'ContactEdited': {
        const d = event.data;
        update(d.contactId, (c) => {
          if (c.phone !== d.phone) c.phone_confirmed_at = null;
          Object.assign(c, {
            first_name: d.firstName,
            last_name: d.lastName,
            full_name: fullName(d.firstName, d.lastName),
            email: d.email,
            phone: d.phone,
            gender: d.gender,
            birth_year: d.birthYear,
            ...d.profile,
          });
        });
        break;
      }
      case 'IncentiveGiven': {
        const d = event.data;
        incentives.push({ incentive_id: d.incentiveId, contact_id: d.contactId, amount: d.amount, note: d.note, given_at: d.givenAt });
        break;
      }
      case 'OfferCreated': {
        const d = event.data;
        if (changedOffers.has(d.offerId)) break;
        changedOffers.set(d.offerId, { offer_id: d.offerId, contact_id: d.contactId, stage: 'new' });
        count(d.contactId, 'new', 1);
        break;
      }
      case 'OfferStageChanged': {
        const offer = changedOffers.get(event.data.offerId) ?? offers.get(event.data.offerId);
        if (!offer || offer.stage === event.data.to) break;
        count(offer.contact_id, offer.stage, -1);
        count(offer.contact_id, event.data.to, 1);
        offer.stage = event.data.to;
        changedOffers.set(offer.offer_id, offer);
        break;
      }
      default:
        break;
    }
  }

  const newContacts = [...registered].filter((id) => changedContacts.has(id)).length;
  const countDeltas: CountDelta[] = [];
  for (const [contactId, delta] of deltas) {
    if (delta.open_offers_count === 0 && delta.accepted_offers_count === 0 && delta.rejected_offers_count === 0) continue;
    if (contacts.has(contactId)) {
      update(contactId, (c) => {
        c.open_offers_count += delta.open_offers_count;
        c.accepted_offers_count += delta.accepted_offers_count;
        c.rejected_offers_count += delta.rejected_offers_count;
      });
    } else {
      countDeltas.push({ contact_id: contactId, ...delta });
    }
  }
  // One statement: the contacts written whole and those moved by a delta are different rows, and the
  // count update reads nothing the others write.
  await writeLast(connection, context, [
    upsertStatement(schema, 'contacts', contactColumns, [...changedContacts.values()], { key: ['contact_id'] }),
    upsertStatement(schema, 'offer_stages', offerStageColumns, [...changedOffers.values()], { key: ['offer_id'] }),
    addOfferCountsStatement(schema, countDeltas),
    upsertStatement(schema, 'incentives', incentiveColumns, incentives, { key: ['incentive_id'] }),
    newContacts === 0
      ? null
      : sql.fragment`insert into ${table(schema, 'totals')} as t (name, count) values ('contacts', ${newContacts})
          on conflict (name) do update set count = t.count + excluded.count`,
  ]);
  // Contacts moved by a delta are announced whether or not they are in the read model (offers name
  // registered contacts); a notice only asks whoever shows the contact to look again.
  const counted = countDeltas.map((delta) => delta.contact_id);
  return [...new Set([...changedContacts.keys(), ...counted])].map((contactId) => ({ subject: CONTACTS_CHANGED, message: { contactId } }));
}

/** Erased contacts keep their row (offer counts, status) with every personal field as the log now reads it. */
async function forgetContacts(
  subjectIds: readonly string[],
  connection: DatabaseTransactionConnection,
  { schema }: ProjectionContext,
): Promise<Notice[]> {
  const id = sql.identifier(['contact_id']);
  const field = (name: string): FragmentSqlToken => erasedSql('ContactRegistered', name, id);
  const result = await connection.query(sql.unsafe`
    update ${table(schema, 'contacts')} set
      first_name = ${field('firstName')}, last_name = ${field('lastName')}, full_name = ${erasedFullName('ContactRegistered')},
      email = ${field('email')}, phone = ${field('phone')}, zip_code = ${field('zipCode')}, city = ${field('city')},
      lat = ${field('lat')}, lng = ${field('lng')},
      inactive_reason = case when inactive_reason is null then null else ${erasedSql('ContactDeactivated', 'reason', id)} end,
      gender = null, birth_year = null
    where contact_id = any(${sql.array([...subjectIds], 'uuid')})
    returning contact_id`);
  await connection.query(sql.unsafe`
    update ${table(schema, 'incentives')} set note = case when note is null then null else ${erasedSql('IncentiveGiven', 'note', id)} end
    where contact_id = any(${sql.array([...subjectIds], 'uuid')})`);
  return (result.rows as ReadonlyArray<{ contact_id: string }>).map((row) => ({
    subject: CONTACTS_CHANGED,
    message: { contactId: row.contact_id },
  }));
}

/** Contact details for the contact screens: call status, active, unlock availability, phone, offer counts. */
export const contactsProjection: Projection = {
  name: 'contacts',
  // What `handle` acts on (checked in server/src/product-projections.unit.test.ts); erasures reach `forget` whatever this says.
  eventTypes: ['OfferCreated', 'OfferStageChanged', 'ContactRegistered', ...contactChanges],
  schema: CONTACTS_SCHEMA,
  createTables: createContactsTables,
  createReaderIndexes: createContactsReaderIndexes,
  handle: handleContacts,
  forget: forgetContacts,
};
