import { EVENT_SCHEMAS, exportPlans, type DomainEvent, type ExportPlan, type PersonalDataExport } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import {
  CHANNEL_LABELS,
  CURRENT_LABELS,
  EVENT_LABELS,
  FIELD_LABELS,
  PURPOSE_LABELS,
  READ_LABELS,
  ROLE_LABELS,
  SOURCE_LABELS,
  STAGE_LABELS,
  UNLOCK_STATUS_LABELS,
} from './export-labels';
import type { AccessLogEntry, ExportDisclosure } from './privacy-port';

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

export interface ExportFile {
  fileId: string;
  name: string;
  contentType: string;
  content: Buffer;
}

export interface ExportInput {
  /** The candidate's contact id; null for the export of a company user or an admin (their own account). */
  contactId: string | null;
  userId: string | null;
  /** The role of the person exported (`contact`, `business`, `business-owner`, `admin`). */
  role: string;
  /** The events of the streams that name the person, decrypted: only those about the person are used. */
  events: readonly RecordedEvent[];
  names: { companies: Map<string, string>; campaigns: Map<string, string>; references?: Map<string, string> };
  accessLog: readonly AccessLogEntry[];
  /** The person's files, decrypted. */
  files?: readonly ExportFile[];
  disclosure: ExportDisclosure;
  /** When the retention rule erases the candidate, if it applies now. */
  retentionDueAt?: string | null;
  now: Date;
}

type Source = PersonalDataExport['current'][number]['source'];

/** Where an event's data came from, by who recorded it. */
export function sourceOf(event: RecordedEvent): Source {
  const role = event.metadata.actorRole;
  if (role === 'contact') return event.type === 'ContactRegistered' || event.type === 'UserRegistered' ? 'registration' : 'self';
  if (role === 'business' || role === 'business-owner') return 'employer';
  if (role === 'admin') return 'admin';
  return 'import';
}

/** A value as a person reads it: texts as they are, lists and objects as "label: value" lines, never JSON. */
function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(readable).join(', ');
  return Object.entries(value as Data)
    .filter(([, inner]) => inner !== null && inner !== undefined && inner !== '')
    .map(([key, inner]) => `${FIELD_LABELS[key] ?? CURRENT_LABELS[key] ?? key.replace(/_/g, ' ')}: ${readable(inner)}`)
    .join('; ');
}

/**
 * The Art. 15 export, built from the events about the person: what the declarations mark personal (so
 * that events of later features join it as they come), and the sections a reader expects: the current
 * values with their sources, every decision about them with its reasons, their files, consents, offers
 * with their stages, unlocks (which companies saw the contact data, when), reads of the contact details,
 * the controller, the processors and the storage periods, every event. Plus the same as a German HTML page.
 */
export function buildPersonalDataExport(input: ExportInput): PersonalDataExport {
  const subjects = new Set([...(input.contactId ? [input.contactId] : []), ...(input.userId ? [input.userId] : [])]);
  const events = eventsAbout(input.events, subjects).sort((a, b) =>
    a.position < b.position ? -1 : a.position > b.position ? 1 : 0,
  ) as ExportEvent[];
  const company = (id: string | null | undefined): string | null => (id ? (input.names.companies.get(id) ?? null) : null);
  const reference = (id: string): string => input.names.references?.get(id) ?? 'Grund (nicht mehr in der Liste)';
  const profile: Record<string, unknown> = { contact_id: input.contactId, user_id: input.userId };
  const current = new Map<string, PersonalDataExport['current'][number]>();
  const setCurrent = (event: ExportEvent, values: Record<string, unknown>): void => {
    for (const [field, value] of Object.entries(values)) {
      if (value === undefined) continue;
      current.set(field, {
        field,
        label: CURRENT_LABELS[field] ?? field,
        value,
        source: sourceOf(event),
        since: event.metadata.occurredAt,
      });
    }
  };
  const personal: PersonalDataExport['personal_data'] = [];
  const consents: PersonalDataExport['consents'] = [];
  const decisions: PersonalDataExport['decisions'] = [];
  const offers = new Map<string, PersonalDataExport['offers'][number]>();
  const offerCompanies = new Map<string, string>();
  const unlocks = new Map<string, PersonalDataExport['unlocks'][number] & { reasons?: string[] }>();
  const unlockCompanies = new Map<string, string>();
  const decide = (event: ExportEvent, decision: string, companyId: string | null, reasons: string[] = []): void => {
    decisions.push({
      at: event.metadata.occurredAt,
      by: ROLE_LABELS[event.metadata.actorRole ?? 'system'] ?? 'automatisch',
      company: company(companyId),
      decision,
      reasons,
    });
  };
  const ownContact = (id: unknown): boolean => input.contactId !== null && id === input.contactId;

  for (const event of events) {
    const fields = personalFieldsAbout(event, subjects);
    if (fields) personal.push({ event_type: event.type, recorded_at: event.metadata.occurredAt, fields });
    switch (event.type) {
      case 'ContactRegistered': {
        const d = event.data;
        Object.assign(profile, { registered_at: d.registeredAt, profession: d.profession });
        setCurrent(event, {
          first_name: d.firstName,
          last_name: d.lastName,
          email: d.email,
          phone: d.phone,
          zip_code: d.zipCode,
          city: d.city,
          profession: d.profession,
        });
        break;
      }
      case 'ContactEdited': {
        const d = event.data;
        setCurrent(event, {
          first_name: d.firstName,
          last_name: d.lastName,
          email: d.email,
          phone: d.phone,
          gender: d.gender,
          birth_year: d.birthYear,
        });
        break;
      }
      case 'ContactPhoneChanged':
        setCurrent(event, { phone: event.data.phone });
        break;
      case 'CandidateProfileChanged': {
        const d = event.data;
        setCurrent(event, {
          first_name: d.firstName,
          last_name: d.lastName,
          email: d.email,
          account_email: d.email,
          phone: d.phone,
          country: d.country,
          language: d.language,
        });
        break;
      }
      case 'CandidatePhoneChanged':
        setCurrent(event, { phone: event.data.phone });
        break;
      case 'CandidateProfileImageChanged':
        setCurrent(event, { profile_image: `Bild ${event.data.imageId} (${event.data.contentType})` });
        break;
      case 'CandidateProfileMetaSaved':
        setCurrent(event, { profile_details: event.data.meta });
        break;
      case 'UserRegistered': {
        const d = event.data;
        profile['account_email'] = d.email;
        const values: Record<string, unknown> = { account_email: d.email };
        if (!input.contactId) Object.assign(values, { first_name: d.firstName, last_name: d.lastName, email: d.email, phone: d.phone });
        if (d.companyId) values['company'] = company(d.companyId) ?? d.companyId;
        setCurrent(event, values);
        break;
      }
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
        if (!ownContact(event.data.contactId)) break;
        offerCompanies.set(event.data.offerId, event.data.companyId);
        offers.set(event.data.offerId, {
          offer_id: event.data.offerId,
          company: company(event.data.companyId),
          campaign: input.names.campaigns.get(event.data.campaignId) ?? null,
          stages: [{ stage: 'new', at: event.data.createdAt }],
        });
        break;
      case 'OfferStageChanged': {
        const offer = offers.get(event.data.offerId);
        if (!offer) break;
        offer.stages.push({ stage: event.data.to, at: event.metadata.occurredAt });
        decide(
          event,
          `Angebot von „${STAGE_LABELS[event.data.from] ?? event.data.from}“ auf „${STAGE_LABELS[event.data.to] ?? event.data.to}“ gesetzt`,
          event.data.companyId,
          event.data.reason ? [event.data.reason] : [],
        );
        break;
      }
      case 'OfferRejected':
        if (!ownContact(event.data.contactId)) break;
        decide(event, 'Angebot abgelehnt', event.data.companyId, [
          event.data.reason.replace(/_/g, ' '),
          ...(event.data.text ? [event.data.text] : []),
        ]);
        break;
      case 'OfferAccepted':
        decide(event, 'Angebot angenommen', offerCompanies.get((event.data as { offerId: string }).offerId) ?? null);
        break;
      case 'ContactUnlocked':
        if (!ownContact(event.data.contactId)) break;
        unlockCompanies.set(event.data.unlockId, event.data.companyId);
        unlocks.set(event.data.unlockId, {
          unlock_id: event.data.unlockId,
          company: company(event.data.companyId),
          unlocked_at: event.metadata.occurredAt,
          status: 'unlocked',
        });
        decide(event, 'Ihre Kontaktdaten wurden dem Unternehmen freigeschaltet', event.data.companyId);
        break;
      case 'UnlockedContactUnqualifiedReasonsSet': {
        const unlock = unlocks.get(event.data.unlockId);
        const reasons = event.data.reasonIds.map(reference);
        if (unlock) unlock.reasons = reasons;
        decide(event, 'Das Unternehmen hat Gründe für eine Absage erfasst', event.data.companyId, reasons);
        break;
      }
      case 'UnlockedContactStatusChanged': {
        const unlock = unlocks.get(event.data.unlockId);
        const label = UNLOCK_STATUS_LABELS[event.data.statusId] ?? `Status ${event.data.statusId}`;
        if (unlock) unlock.status = label;
        decide(event, `Status beim Unternehmen: ${label}`, event.data.companyId, event.data.statusId === 5 ? (unlock?.reasons ?? []) : []);
        break;
      }
      case 'UnlockedContactOpened':
      case 'UnlockHireConfirmedByAdmin':
      case 'UnlockHireRejectedByAdmin':
      case 'UnlockDeleted': {
        const unlock = unlocks.get(event.data.unlockId);
        const status = {
          UnlockedContactOpened: 'Kontaktdaten vom Unternehmen geöffnet',
          UnlockHireConfirmedByAdmin: 'Einstellung von der Verwaltung bestätigt',
          UnlockHireRejectedByAdmin: 'Einstellung von der Verwaltung abgelehnt',
          UnlockDeleted: 'Freischaltung gelöscht',
        }[event.type];
        if (unlock) unlock.status = status;
        if (event.type !== 'UnlockedContactOpened') decide(event, status, unlockCompanies.get(event.data.unlockId) ?? null);
        break;
      }
      case 'ContactActivated':
      case 'ContactDeactivated':
        decide(event, event.type === 'ContactActivated' ? 'Kontakt aktiviert' : 'Kontakt deaktiviert', null, [event.data.reason]);
        break;
      case 'ContactDisabledForUnlock':
      case 'ContactEnabledForUnlock':
        decide(
          event,
          event.type === 'ContactDisabledForUnlock' ? 'Für Freischaltungen gesperrt' : 'Für Freischaltungen wieder zugelassen',
          null,
        );
        break;
      default:
        break;
    }
  }
  for (const unlock of unlocks.values()) delete unlock.reasons;
  // The profile holds the current values too (as the earlier format did).
  for (const entry of current.values()) profile[entry.field] = entry.value;
  const exported = events.map((event) => ({
    position: event.position.toString(),
    type: event.type,
    label: EVENT_LABELS[event.type] ?? 'Aufzeichnung',
    source: sourceOf(event),
    stream: event.streamId,
    occurred_at: event.metadata.occurredAt,
    actor_role: event.metadata.actorRole,
    data: exportData(event, subjects),
  }));
  const sourceCounts = new Map<Source, number>();
  for (const event of exported) sourceCounts.set(event.source, (sourceCounts.get(event.source) ?? 0) + 1);
  const date = input.now.toISOString().slice(0, 10);
  const { disclosure } = input;
  const document: Omit<PersonalDataExport, 'summary_html'> = {
    format: 'rm-art15-export/2',
    generated_at: input.now.toISOString(),
    file_name: `auskunft-${input.contactId ?? input.userId ?? 'person'}-${date}`,
    person: { contact_id: input.contactId, user_id: input.userId, subject_ids: [...subjects], role: input.role },
    profile,
    current: [...current.values()],
    decisions,
    files: (input.files ?? []).map((file) => ({
      file_id: file.fileId,
      name: file.name,
      content_type: file.contentType,
      size: file.content.length,
      content_base64: file.content.toString('base64'),
    })),
    sources: [...sourceCounts].map(([source, records]) => ({ source, label: SOURCE_LABELS[source] ?? source, records })),
    controller: {
      name: disclosure.controller.name || '(nicht hinterlegt)',
      address: disclosure.controller.address || '(nicht hinterlegt)',
      dpo_contact: disclosure.controller.dpoContact || '(nicht hinterlegt)',
    },
    processors: disclosure.processors.map((processor) => ({ ...processor })),
    storage_periods: storagePeriods(input),
    personal_data: personal,
    consents,
    offers: [...offers.values()],
    unlocks: [...unlocks.values()],
    access_log: [...input.accessLog],
    events: exported,
  };
  return { ...document, summary_html: summaryHtml(document) };
}

/** The storage periods that apply to the person, from the retention settings. */
function storagePeriods(input: ExportInput): PersonalDataExport['storage_periods'] {
  const { retention } = input.disclosure;
  const candidate = input.contactId !== null;
  return [
    ...(candidate
      ? [
          {
            data: 'Ihre Bewerberdaten nach einer Absage aller Angebote',
            period: `${retention.rejectedMonths} Monate nach der letzten Absage (§ 15 Abs. 4 AGG, § 61b ArbGG)`,
            due_at: input.retentionDueAt ?? null,
          },
          {
            data: 'Ihre Bewerberdaten mit Einwilligung in den Talentpool',
            period: `${retention.talentPoolMonths} Monate nach der Einwilligung (ein Widerruf beendet sie)`,
            due_at: null,
          },
        ]
      : [
          {
            data: 'Ihr Zugang und Ihre Angaben',
            period: 'solange Ihr Zugang besteht; danach Löschung auf Ihren Antrag oder den Ihres Unternehmens',
            due_at: null,
          },
        ]),
    { data: 'Protokoll der Zugriffe auf Kontaktdaten', period: `${retention.accessLogMonths} Monate`, due_at: null },
    { data: 'Sicherheitsprotokoll (Anmeldungen)', period: `${retention.securityLogDays} Tage`, due_at: null },
    { data: 'Sitzungen', period: '12 Stunden', due_at: null },
  ];
}

const escape = (value: unknown): string =>
  readable(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

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

const table = (head: readonly string[], rows: ReadonlyArray<readonly string[]>, empty: string): string =>
  rows.length === 0
    ? `<p>${escape(empty)}</p>`
    : `<table><thead><tr>${head.map((cell) => `<th scope="col">${escape(cell)}</th>`).join('')}</tr></thead><tbody>${rows
        .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;

const sizeText = (bytes: number): string => (bytes < 1024 ? `${bytes} Byte` : `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`);

/** The export as a readable German page (self-contained, no scripts): labels, never event names or raw data. */
function summaryHtml(document: Omit<PersonalDataExport, 'summary_html'>): string {
  const candidate = document.person.contact_id !== null;
  const sections = [
    `<h2>Verantwortlicher</h2>${table(
      ['Angabe', 'Wert'],
      [
        ['Verantwortlicher', escape(document.controller.name)],
        ['Anschrift', escape(document.controller.address)],
        ['Datenschutzbeauftragte(r)', escape(document.controller.dpo_contact)],
      ],
      '',
    )}`,
    `<h2>Ihre aktuellen Daten</h2>${table(
      ['Angabe', 'Wert', 'Herkunft', 'Stand vom'],
      document.current.map((entry) => [
        escape(entry.label),
        escape(entry.value),
        escape(SOURCE_LABELS[entry.source]),
        escape(when(entry.since)),
      ]),
      'Keine Angaben gespeichert.',
    )}`,
    `<h2>Entscheidungen über Sie und ihre Gründe</h2>${table(
      ['Zeitpunkt', 'Entscheidung', 'Unternehmen', 'Von', 'Gründe'],
      document.decisions.map((entry) => [
        escape(when(entry.at)),
        escape(entry.decision),
        escape(entry.company),
        escape(entry.by),
        entry.reasons.length > 0 ? entry.reasons.map(escape).join('<br>') : '–',
      ]),
      'Keine Entscheidungen erfasst.',
    )}`,
    `<h2>Ihre Dateien</h2>${table(
      ['Datei', 'Art', 'Größe'],
      document.files.map((file) => [escape(file.name), escape(file.content_type), escape(sizeText(file.size))]),
      'Keine Dateien gespeichert.',
    )}${document.files.length > 0 ? '<p>Eine Kopie jeder Datei liegt der maschinenlesbaren Datei (JSON) bei.</p>' : ''}`,
    ...(candidate
      ? [
          `<h2>Einwilligungen</h2>${table(
            ['Zweck', 'Erklärung', 'Textversion', 'Weg', 'Zeitpunkt'],
            document.consents.map((consent) => [
              escape(PURPOSE_LABELS[consent.purpose] ?? consent.purpose),
              consent.action === 'given' ? 'erteilt' : 'widerrufen',
              escape(consent.text_version),
              escape(CHANNEL_LABELS[consent.channel] ?? consent.channel),
              escape(when(consent.at)),
            ]),
            'Keine Einwilligungen erfasst.',
          )}`,
          `<h2>Angebote und ihr Verlauf</h2>${table(
            ['Unternehmen', 'Kampagne', 'Verlauf'],
            document.offers.map((offer) => [
              escape(offer.company),
              escape(offer.campaign),
              offer.stages.map((stage) => `${escape(STAGE_LABELS[stage.stage] ?? stage.stage)} (${escape(when(stage.at))})`).join('<br>'),
            ]),
            'Keine Angebote.',
          )}`,
          `<h2>Empfänger: welche Unternehmen Ihre Kontaktdaten erhalten haben</h2>${table(
            ['Unternehmen', 'Freigeschaltet am', 'Stand'],
            document.unlocks.map((unlock) => [escape(unlock.company), escape(when(unlock.unlocked_at)), escape(unlock.status)]),
            'Ihre Kontaktdaten wurden keinem Unternehmen freigeschaltet.',
          )}`,
          `<h2>Zugriffe auf Ihre Kontaktdaten</h2>${table(
            ['Zeitpunkt', 'Wer', 'Unternehmen', 'Was'],
            document.access_log.map((entry) => [
              escape(when(entry.at)),
              `${escape(entry.reader_name)} (${escape(ROLE_LABELS[entry.reader_role] ?? entry.reader_role)})`,
              escape(entry.company_name),
              escape(READ_LABELS[entry.what] ?? entry.what),
            ]),
            'Keine Zugriffe erfasst.',
          )}`,
        ]
      : []),
    `<h2>Auftragsverarbeiter</h2>${table(
      ['Dienstleister', 'Zweck', 'Ort der Verarbeitung'],
      document.processors.map((processor) => [escape(processor.name), escape(processor.purpose), escape(processor.location)]),
      'Keine Auftragsverarbeiter hinterlegt.',
    )}`,
    `<h2>Speicherdauer</h2>${table(
      ['Daten', 'Dauer', 'Löschung fällig am'],
      document.storage_periods.map((entry) => [escape(entry.data), escape(entry.period), escape(when(entry.due_at))]),
      '',
    )}`,
    `<h2>Herkunft der Daten</h2>${table(
      ['Herkunft', 'Aufzeichnungen'],
      document.sources.map((entry) => [escape(entry.label), escape(entry.records)]),
      'Keine.',
    )}`,
    `<h2>Personenbezogene Daten in unseren Aufzeichnungen</h2>${table(
      ['Aufzeichnung', 'Erfasst am', 'Daten'],
      document.personal_data.map((entry) => [
        escape(EVENT_LABELS[entry.event_type] ?? 'Aufzeichnung'),
        escape(when(entry.recorded_at)),
        Object.entries(entry.fields)
          .map(([field, value]) => `${escape(FIELD_LABELS[field.split('.').at(-1) ?? field] ?? 'Angabe')}: ${escape(value)}`)
          .join('<br>'),
      ]),
      'Keine.',
    )}`,
    `<h2>Verlauf</h2>${table(
      ['Zeitpunkt', 'Vorgang', 'Herkunft'],
      document.events.map((event) => [escape(when(event.occurred_at)), escape(event.label), escape(SOURCE_LABELS[event.source])]),
      'Keine Aufzeichnungen.',
    )}<p>Die beigefügte maschinenlesbare Datei (JSON, Art. 20 DSGVO) enthält jede Aufzeichnung mit ihren Daten.</p>`,
  ];
  const purposes = candidate
    ? 'Vermittlung an Arbeitgeber (Angebote, Freischaltung Ihrer Kontaktdaten), Verwaltung Ihres Zugangs, Nachweis Ihrer Einwilligungen.'
    : 'Verwaltung Ihres Zugangs, Nachweis dessen, was Sie in der Anwendung getan haben.';
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Auskunft nach Art. 15 DSGVO</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}table{border-collapse:collapse;width:100%;margin-bottom:1.5rem}th,td{border:1px solid #888;padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:#eee}</style>
</head><body>
<h1>Auskunft nach Art. 15 DSGVO</h1>
<p>Erstellt am ${escape(when(document.generated_at))}. Diese Auskunft enthält alle Daten, die wir über Sie gespeichert haben.</p>
<p><strong>Zwecke:</strong> ${purposes}
<strong>Ihre Rechte:</strong> Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung (Art. 18), Datenübertragbarkeit (Art. 20), Widerspruch (Art. 21), Widerruf einer Einwilligung jederzeit, Beschwerde bei einer Datenschutzaufsichtsbehörde (Art. 77).</p>
${sections.join('\n')}
</body></html>
`;
}
