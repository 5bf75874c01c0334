import { EVENT_SCHEMAS, exportPlans, type DomainEvent, type ExportPlan, type PersonalDataExport } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import type { AccessLogEntry } from './privacy-port';

const plans = exportPlans(EVENT_SCHEMAS);

type ExportEvent = RecordedEvent & DomainEvent;
type Data = Record<string, unknown>;

/** What a secret of the person's own events reads as in the export: that it is kept, never its value. */
export const SECRET_PLACEHOLDER = '(gespeichert, nicht einsehbar)';

const valueAt = (data: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((current, name) => (current && typeof current === 'object' ? (current as Data)[name] : undefined), data);

/** Changes `data` (a copy of the event's) at `path`: sets the value, or deletes the field without one. */
function changeAt(data: Data, path: readonly string[], value?: unknown): void {
  const parent = valueAt(data, path.slice(0, -1));
  const name = path.at(-1);
  if (!parent || typeof parent !== 'object' || name === undefined || !(name in parent)) return;
  if (value === undefined) delete (parent as Data)[name];
  else (parent as Data)[name] = value;
}

/** The ids of the persons an event is about, by its declarations. */
function subjectsOf(event: RecordedEvent, plan: ExportPlan): string[] {
  return plan.subjects.map((path) => valueAt(event.data, path)).filter((id): id is string => typeof id === 'string');
}

/**
 * The events about the person (one of `subjectIds`), by subject, not by stream: an event joins when its
 * declarations (a `Subject` field, the subject of a `Personal` field) name the person; an event declared
 * about its stream's person joins when every person its stream's other events are about is the person.
 * A stream shared with others (a company's `employer-<id>`) gives only the events about the person.
 */
export function eventsAbout<E extends RecordedEvent>(events: readonly E[], subjectIds: ReadonlySet<string>): E[] {
  const streamPersons = new Map<string, Set<string>>();
  for (const event of events) {
    const plan = plans.get(event.type);
    if (!plan || plan.aboutStreamSubject) continue;
    const persons = streamPersons.get(event.streamId) ?? new Set<string>();
    for (const id of subjectsOf(event, plan)) persons.add(id);
    streamPersons.set(event.streamId, persons);
  }
  return events.filter((event) => {
    const plan = plans.get(event.type);
    if (!plan) return false;
    if (!plan.aboutStreamSubject) return subjectsOf(event, plan).some((id) => subjectIds.has(id));
    const persons = [...(streamPersons.get(event.streamId) ?? [])];
    return persons.length > 0 && persons.every((id) => subjectIds.has(id));
  });
}

/**
 * Event data as the person's export shows it: the personal fields of other persons and the ids of other
 * persons (subjects, actors) left out, every secret (a hash, a salt, a token, bank details, a price) shown
 * as kept, never with its value.
 */
export function exportData(event: RecordedEvent, subjectIds: ReadonlySet<string>): Data {
  const plan = plans.get(event.type);
  const data = structuredClone(event.data) as Data;
  if (!plan) return {};
  const foreign = (path: readonly string[]): boolean => {
    const id = valueAt(event.data, path);
    return typeof id === 'string' && !subjectIds.has(id);
  };
  for (const field of plan.personal) if (!subjectIds.has(String(valueAt(event.data, field.subjectPath)))) changeAt(data, field.path);
  for (const path of [...plan.subjects, ...plan.actors]) if (foreign(path)) changeAt(data, path);
  for (const path of plan.secrets) {
    const value = valueAt(data, path);
    if (value !== undefined && value !== null) changeAt(data, path, SECRET_PLACEHOLDER);
  }
  return data;
}

/** The declared personal fields of an event that concern one of the person's ids (secrets left out). */
function personalFieldsAbout(event: RecordedEvent, subjectIds: ReadonlySet<string>): Record<string, unknown> | null {
  const plan = plans.get(event.type);
  if (!plan) return null;
  const secret = new Set(plan.secrets.map((path) => path.join('.')));
  const found: Record<string, unknown> = {};
  for (const field of plan.personal) {
    const subject = valueAt(event.data, field.subjectPath);
    const value = valueAt(event.data, field.path);
    if (
      typeof subject === 'string' &&
      subjectIds.has(subject) &&
      value !== undefined &&
      value !== null &&
      !secret.has(field.path.join('.'))
    )
      found[field.path.join('.')] = value;
  }
  return Object.keys(found).length > 0 ? found : null;
}

export interface ExportInput {
  contactId: string;
  userId: string | null;
  /** The events of the streams that name the person, decrypted: only those about the person are used. */
  events: readonly RecordedEvent[];
  names: { companies: Map<string, string>; campaigns: Map<string, string> };
  accessLog: readonly AccessLogEntry[];
  now: Date;
}

/**
 * The Art. 15 export, built from the events about the person: what the declarations mark personal (so
 * that events of later features join it as they come), and the sections a reader expects: profile,
 * consents, offers with their stages, unlocks (which companies saw the contact data, when), reads of
 * the contact details, every event. Plus the same as a German HTML page.
 */
export function buildPersonalDataExport(input: ExportInput): PersonalDataExport {
  const subjects = new Set([input.contactId, ...(input.userId ? [input.userId] : [])]);
  const events = eventsAbout(input.events, subjects).sort((a, b) =>
    a.position < b.position ? -1 : a.position > b.position ? 1 : 0,
  ) as ExportEvent[];
  const profile: Record<string, unknown> = { contact_id: input.contactId, user_id: input.userId };
  const personal: PersonalDataExport['personal_data'] = [];
  const consents: PersonalDataExport['consents'] = [];
  const offers = new Map<string, PersonalDataExport['offers'][number]>();
  const unlocks = new Map<string, PersonalDataExport['unlocks'][number]>();

  for (const event of events) {
    const fields = personalFieldsAbout(event, subjects);
    if (fields) personal.push({ event_type: event.type, recorded_at: event.metadata.occurredAt, fields });
    switch (event.type) {
      case 'ContactRegistered': {
        const d = event.data;
        Object.assign(profile, {
          first_name: d.firstName,
          last_name: d.lastName,
          email: d.email,
          phone: d.phone,
          zip_code: d.zipCode,
          city: d.city,
          profession: d.profession,
          registered_at: d.registeredAt,
        });
        break;
      }
      case 'UserRegistered':
        Object.assign(profile, { account_email: event.data.email, account_phone: event.data.phone });
        break;
      case 'ConsentGiven':
        consents.push({
          purpose: event.data.purpose,
          action: 'given',
          text_version: event.data.textVersion,
          channel: event.data.channel,
          at: event.data.givenAt,
        });
        break;
      case 'ConsentWithdrawn':
        consents.push({
          purpose: event.data.purpose,
          action: 'withdrawn',
          text_version: null,
          channel: event.data.channel,
          at: event.data.withdrawnAt,
        });
        break;
      case 'OfferCreated':
        if (event.data.contactId !== input.contactId) break;
        offers.set(event.data.offerId, {
          offer_id: event.data.offerId,
          company: input.names.companies.get(event.data.companyId) ?? null,
          campaign: input.names.campaigns.get(event.data.campaignId) ?? null,
          stages: [{ stage: 'new', at: event.data.createdAt }],
        });
        break;
      case 'OfferStageChanged':
        offers.get(event.data.offerId)?.stages.push({ stage: event.data.to, at: event.metadata.occurredAt });
        break;
      case 'ContactUnlocked':
        if (event.data.contactId !== input.contactId) break;
        unlocks.set(event.data.unlockId, {
          unlock_id: event.data.unlockId,
          company: input.names.companies.get(event.data.companyId) ?? null,
          unlocked_at: event.metadata.occurredAt,
          status: 'unlocked',
        });
        break;
      case 'UnlockedContactOpened':
      case 'UnlockHireConfirmedByAdmin':
      case 'UnlockHireRejectedByAdmin':
      case 'UnlockDeleted': {
        const unlock = unlocks.get(event.data.unlockId);
        if (unlock)
          unlock.status = {
            UnlockedContactOpened: 'opened',
            UnlockHireConfirmedByAdmin: 'hired',
            UnlockHireRejectedByAdmin: 'hire_rejected',
            UnlockDeleted: 'deleted',
          }[event.type];
        break;
      }
      default:
        break;
    }
  }
  const date = input.now.toISOString().slice(0, 10);
  const document: Omit<PersonalDataExport, 'summary_html'> = {
    format: 'rm-art15-export/1',
    generated_at: input.now.toISOString(),
    file_name: `auskunft-${input.contactId}-${date}`,
    person: { contact_id: input.contactId, user_id: input.userId, subject_ids: [...subjects] },
    profile,
    personal_data: personal,
    consents,
    offers: [...offers.values()],
    unlocks: [...unlocks.values()],
    access_log: [...input.accessLog],
    events: events.map((event) => ({
      position: event.position.toString(),
      type: event.type,
      stream: event.streamId,
      occurred_at: event.metadata.occurredAt,
      actor_role: event.metadata.actorRole,
      data: exportData(event, subjects),
    })),
  };
  return { ...document, summary_html: summaryHtml(document) };
}

const text = (value: unknown): string =>
  value === null || value === undefined
    ? '–'
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);
const escape = (value: unknown): string =>
  text(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const germanDateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
/** DD.MM.YYYY - HH:mm in Berlin time. */
const when = (iso: string | null | undefined): string => (iso ? germanDateTime.format(new Date(iso)).replace(', ', ' - ') : '–');

const STAGES: Record<string, string> = {
  new: 'Neu',
  in_process: 'In Bearbeitung',
  unlocked: 'Freigeschaltet',
  in_company_process: 'Im Prozess des Unternehmens',
  gets_hired: 'Wird eingestellt',
  hired: 'Eingestellt',
  unqualified: 'Abgelehnt',
};
const PURPOSES: Record<string, string> = { terms: 'Nutzungsbedingungen', privacy_notice: 'Datenschutzhinweise', talent_pool: 'Talentpool' };
const CHANNELS: Record<string, string> = { web: 'Website', phone: 'Telefon', email: 'E-Mail', paper: 'Papier', import: 'Import' };
const UNLOCK_STATUS: Record<string, string> = {
  unlocked: 'freigeschaltet',
  opened: 'geöffnet',
  hired: 'eingestellt',
  hire_rejected: 'Einstellung abgelehnt',
  deleted: 'Freischaltung gelöscht',
};
const READS: Record<string, string> = {
  'contact-detail': 'Kontaktdetails (Verwaltung)',
  'unlocked-contacts': 'Kontaktdaten freigeschalteter Kontakte',
  export: 'Auskunft (Export)',
};
const PROFILE: Record<string, string> = {
  first_name: 'Vorname',
  last_name: 'Nachname',
  email: 'E-Mail',
  phone: 'Telefon',
  zip_code: 'Postleitzahl',
  city: 'Ort',
  profession: 'Beruf',
  registered_at: 'Registriert am',
  account_email: 'E-Mail des Zugangs',
  account_phone: 'Telefon des Zugangs',
};
const ROLES: Record<string, string> = {
  admin: 'Verwaltung',
  business: 'Arbeitgeber',
  'business-owner': 'Arbeitgeber (Inhaber)',
  contact: 'Sie selbst',
};

const table = (head: readonly string[], rows: ReadonlyArray<readonly string[]>, empty: string): string =>
  rows.length === 0
    ? `<p>${escape(empty)}</p>`
    : `<table><thead><tr>${head.map((cell) => `<th scope="col">${escape(cell)}</th>`).join('')}</tr></thead><tbody>${rows
        .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;

/** The export as a readable German page (self-contained, no scripts). */
function summaryHtml(document: Omit<PersonalDataExport, 'summary_html'>): string {
  const profileRows = Object.entries(PROFILE)
    .filter(([key]) => document.profile[key] !== undefined)
    .map(([key, label]) => [
      escape(label),
      key === 'registered_at' ? escape(when(document.profile[key] as string)) : escape(document.profile[key]),
    ]);
  const sections = [
    `<h2>Ihre Stammdaten</h2>${table(['Angabe', 'Wert'], profileRows, 'Keine Stammdaten gespeichert.')}`,
    `<h2>Einwilligungen</h2>${table(
      ['Zweck', 'Erklärung', 'Textversion', 'Weg', 'Zeitpunkt'],
      document.consents.map((consent) => [
        escape(PURPOSES[consent.purpose] ?? consent.purpose),
        consent.action === 'given' ? 'erteilt' : 'widerrufen',
        escape(consent.text_version),
        escape(CHANNELS[consent.channel] ?? consent.channel),
        escape(when(consent.at)),
      ]),
      'Keine Einwilligungen erfasst.',
    )}`,
    `<h2>Angebote und ihr Verlauf</h2>${table(
      ['Unternehmen', 'Kampagne', 'Verlauf'],
      document.offers.map((offer) => [
        escape(offer.company),
        escape(offer.campaign),
        offer.stages.map((stage) => `${escape(STAGES[stage.stage] ?? stage.stage)} (${escape(when(stage.at))})`).join('<br>'),
      ]),
      'Keine Angebote.',
    )}`,
    `<h2>Freischaltungen: welche Unternehmen Ihre Kontaktdaten erhalten haben</h2>${table(
      ['Unternehmen', 'Freigeschaltet am', 'Stand'],
      document.unlocks.map((unlock) => [
        escape(unlock.company),
        escape(when(unlock.unlocked_at)),
        escape(UNLOCK_STATUS[unlock.status] ?? unlock.status),
      ]),
      'Ihre Kontaktdaten wurden keinem Unternehmen freigeschaltet.',
    )}`,
    `<h2>Zugriffe auf Ihre Kontaktdaten</h2>${table(
      ['Zeitpunkt', 'Wer', 'Unternehmen', 'Was'],
      document.access_log.map((entry) => [
        escape(when(entry.at)),
        `${escape(entry.reader_name)} (${escape(ROLES[entry.reader_role] ?? entry.reader_role)})`,
        escape(entry.company_name),
        escape(READS[entry.what] ?? entry.what),
      ]),
      'Keine Zugriffe erfasst.',
    )}`,
    `<h2>Personenbezogene Daten in unseren Aufzeichnungen</h2>${table(
      ['Aufzeichnung', 'Erfasst am', 'Daten'],
      document.personal_data.map((entry) => [
        escape(entry.event_type),
        escape(when(entry.recorded_at)),
        Object.entries(entry.fields)
          .map(([field, value]) => `${escape(field)}: ${escape(typeof value === 'object' ? JSON.stringify(value) : value)}`)
          .join('<br>'),
      ]),
      'Keine.',
    )}`,
    `<h2>Alle Ereignisse</h2><p>${document.events.length} Ereignisse betreffen Sie; die beigefügte JSON-Datei enthält jedes einzelne mit seinen Daten.</p>`,
  ];
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Auskunft nach Art. 15 DSGVO</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}table{border-collapse:collapse;width:100%;margin-bottom:1.5rem}th,td{border:1px solid #888;padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:#eee}</style>
</head><body>
<h1>Auskunft nach Art. 15 DSGVO</h1>
<p>Erstellt am ${escape(when(document.generated_at))}. Diese Auskunft enthält alle Daten, die wir über Sie gespeichert haben (Kontakt-ID ${escape(document.person.contact_id)}).</p>
<p><strong>Zwecke:</strong> Vermittlung an Arbeitgeber (Angebote, Freischaltung Ihrer Kontaktdaten), Verwaltung Ihres Zugangs, Nachweis Ihrer Einwilligungen.
<strong>Empfänger:</strong> die unten genannten Unternehmen, denen Ihre Kontaktdaten freigeschaltet wurden.
<strong>Speicherdauer:</strong> nach der letzten Absage sechs Monate, mit Einwilligung in den Talentpool zwölf Monate nach der Einwilligung; danach werden Ihre Daten gelöscht.
<strong>Ihre Rechte:</strong> Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung (Art. 18), Datenübertragbarkeit (Art. 20), Widerspruch (Art. 21), Widerruf einer Einwilligung jederzeit, Beschwerde bei einer Datenschutzaufsichtsbehörde (Art. 77).</p>
${sections.join('\n')}
</body></html>
`;
}
