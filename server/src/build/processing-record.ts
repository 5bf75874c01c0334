import { EVENT_SCHEMAS, exportPlans, type ExportPlan } from '@rm/domain';
import type { RetentionSettings } from '@rm/platform';

/** One processing activity of the record (Art. 30(1) GDPR): what is done, why, on which basis, to whom. */
export interface ProcessingActivity {
  title: string;
  purposes: readonly string[];
  legalBasis: readonly string[];
  persons: readonly string[];
  recipients: readonly string[];
  retention: (settings: RetentionSettings) => string;
  /** The event types whose declared personal fields and person ids make up the activity's data. */
  eventTypes: readonly string[];
  /** Data kept outside the event log (tables of their own), described by hand. */
  otherData?: readonly string[];
}

const UNTIL_ERASED = 'bis zur Löschung der Person (Art. 17, Widerruf, Kontolöschung) oder bis die Aufbewahrungsregel greift';
const candidateRetention = (s: RetentionSettings): string =>
  `Bewerberdaten: ${s.rejectedMonths} Monate nach der letzten Absage (\`RETENTION_REJECTED_MONTHS\`, § 15 Abs. 4 AGG i. V. m. § 61b ArbGG); ` +
  `mit Einwilligung in den Talentpool nicht vor ${s.talentPoolMonths} Monaten nach dieser Einwilligung (\`RETENTION_TALENT_POOL_MONTHS\`); ` +
  `sonst ${UNTIL_ERASED}`;

/**
 * The processing activities and the event types each one covers: the one hand-kept part of the record.
 * Every event type that declares a personal field or a person's id must belong to one
 * (`processing-record.unit.test.ts`).
 */
export const PROCESSING_ACTIVITIES: readonly ProcessingActivity[] = [
  {
    title: 'Registrierung und Profil von Kandidatinnen und Kandidaten',
    purposes: ['Anlegen und Pflegen des Bewerberprofils', 'Kontaktaufnahme zur Vermittlung', 'Verifizierung der Telefonnummer'],
    legalBasis: [
      'Art. 6 Abs. 1 lit. b DSGVO (vorvertragliche Maßnahmen auf Anfrage der Person)',
      'Art. 6 Abs. 1 lit. a DSGVO (Talentpool)',
    ],
    persons: ['Kandidatinnen und Kandidaten'],
    recipients: ['Back-Office (Administratoren) des Betreibers', 'Auftragsverarbeiter: Hosting, SMS- und E-Mail-Versand'],
    retention: candidateRetention,
    eventTypes: [
      'ContactRegistered',
      'ContactEdited',
      'ContactPhoneChanged',
      'ContactPhoneVerified',
      'ContactCallStatusChanged',
      'ContactActivated',
      'ContactDeactivated',
      'ContactDisabledForUnlock',
      'ContactEnabledForUnlock',
      'ContactRecruitmentInterestSet',
      'ContactSourceRecorded',
      'IncentiveGiven',
      'CandidateProfileChanged',
      'CandidatePhoneChanged',
      'CandidateProfileImageChanged',
      'CandidateProfileMetaSaved',
      'CandidateProfileStepSaved',
      'CandidateAccountDeleted',
      'PhoneCodeSent',
      'PhoneCodeRejected',
      'PhoneCodeConfirmed',
      'NotificationPushed',
      'NotificationReadChanged',
      'UserEventTracked',
      'OfferPopupAnswered',
    ],
  },
  {
    title: 'Angebote und Matching',
    purposes: ['Zuordnung von Kandidaten zu Stellenangeboten nach Ort und Profil', 'Versand und Nachverfolgung von Angeboten'],
    legalBasis: ['Art. 6 Abs. 1 lit. b DSGVO'],
    persons: ['Kandidatinnen und Kandidaten'],
    recipients: ['Back-Office', 'Arbeitgeber erst nach Freischaltung (siehe dort)', 'Auftragsverarbeiter: SMS- und E-Mail-Versand'],
    retention: candidateRetention,
    eventTypes: ['OfferCreated', 'OfferReminderSent', 'OfferRejected', 'OfferLinkIssued', 'OfferAccepted'],
  },
  {
    title: 'Freischaltung von Kontaktdaten an Arbeitgeber',
    purposes: ['Übermittlung der Kontaktdaten an den Arbeitgeber, dessen Angebot die Person angenommen hat', 'Abrechnung der Vermittlung'],
    legalBasis: ['Art. 6 Abs. 1 lit. b DSGVO', 'Art. 6 Abs. 1 lit. c DSGVO (handels- und steuerrechtliche Aufbewahrung der Abrechnung)'],
    persons: ['Kandidatinnen und Kandidaten'],
    recipients: ['der jeweilige Arbeitgeber (eigene Verantwortlichkeit ab Übermittlung)', 'Back-Office'],
    retention: candidateRetention,
    eventTypes: [
      'ContactUnlocked',
      'UnlockedContactOpened',
      'UnlockHireConfirmedByAdmin',
      'UnlockHireRejectedByAdmin',
      'UnlockDeleted',
      'HireCharged',
      'UnlockedContactStatusChanged',
      'UnlockedContactUnqualifiedReasonsSet',
      'UnlockedContactOwnerChanged',
    ],
  },
  {
    title: 'Arbeitgeber-CRM: Notizen, Aufgaben und Dokumente (Auftragsverarbeitung)',
    purposes: [
      'Notizen, Aufgaben und Dokumente des Arbeitgebers zu freigeschalteten Kandidaten, in seinem Auftrag (Art. 28 DSGVO, siehe avv-vorlage.md)',
    ],
    legalBasis: [
      'Weisung des Arbeitgebers als Verantwortlichem (Art. 28 DSGVO); dessen Rechtsgrundlage: § 26 BDSG / Art. 6 Abs. 1 lit. b DSGVO',
    ],
    persons: ['Kandidatinnen und Kandidaten', 'Nutzer des Arbeitgebers (als Verfasser)'],
    recipients: [
      'Nutzer des Arbeitgebers mit Berechtigung `timeline`/`tasks`/`unlocked-contacts`',
      'Back-Office nur zur Unterstützung auf Weisung',
    ],
    retention: () => `bis zur Löschung durch den Arbeitgeber, zum Vertragsende (Rückgabe/Löschung nach AVV) oder zur Löschung der Person`,
    eventTypes: [
      'TimelineEntryCreated',
      'TimelineEntryUpdated',
      'TimelineEntryStarred',
      'TimelineEntryDeleted',
      'TaskCreated',
      'TaskUpdated',
      'TaskStatusChanged',
      'TaskDeleted',
      'TaskReminderSent',
      'ContactDocumentAdded',
      'ContactDocumentDeleted',
      'ActiveSourcingMessageSent',
    ],
  },
  {
    title: 'Chat und SMS',
    purposes: ['Nachrichten zwischen Arbeitgeber bzw. Back-Office und Kandidaten, per Chat und SMS'],
    legalBasis: ['Art. 6 Abs. 1 lit. b DSGVO'],
    persons: ['Kandidatinnen und Kandidaten', 'Nutzer des Arbeitgebers (als Absender)'],
    recipients: ['Nutzer des Arbeitgebers mit Berechtigung `unlocked-contacts`', 'Auftragsverarbeiter: SMS-Versand'],
    retention: candidateRetention,
    eventTypes: ['ChatMessageSent', 'ChatMessageStatusChanged', 'ChatMessageReceived', 'ChatMessageDelivered', 'ChatContactOpened'],
  },
  {
    title: 'Bewertungen',
    purposes: ['Öffentliche und private Bewertungen von Arbeitgebern durch Kandidaten', 'Erfahrungsberichte von Arbeitgebern'],
    legalBasis: ['Art. 6 Abs. 1 lit. a DSGVO (Veröffentlichung)', 'Art. 6 Abs. 1 lit. f DSGVO (Qualitätssicherung)'],
    persons: ['Kandidatinnen und Kandidaten', 'Nutzer des Arbeitgebers'],
    recipients: ['Öffentlichkeit (nur freigegebene öffentliche Bewertungen, ohne Namen)', 'Back-Office'],
    retention: () => UNTIL_ERASED,
    eventTypes: [
      'ReviewSubmitted',
      'PrivateReviewSubmitted',
      'ReviewUpdated',
      'TestimonialSaved',
      'CommentPosted',
      'CommentEdited',
      'CommentRemoved',
    ],
  },
  {
    title: 'Nutzerkonten, Anmeldung und Sicherheitsprotokoll',
    purposes: ['Anmeldung von Kandidaten, Arbeitgebern und Back-Office', 'Abwehr von Angriffen (Drosselung, Sicherheitsprotokoll)'],
    legalBasis: ['Art. 6 Abs. 1 lit. b DSGVO', 'Art. 6 Abs. 1 lit. f DSGVO und Art. 32 DSGVO (Sicherheit der Verarbeitung)'],
    persons: ['Kandidatinnen und Kandidaten', 'Nutzer der Arbeitgeber', 'Administratoren'],
    recipients: ['Administratoren (Sicherheitsprotokoll)'],
    retention: (s) =>
      `Konten ${UNTIL_ERASED}; Sitzungen 12 Stunden; Sicherheitsprotokoll ${s.securityLogDays} Tage (\`SECURITY_LOG_RETENTION_DAYS\`)`,
    eventTypes: [
      'UserRegistered',
      'UserRoleGranted',
      'UserPasswordChanged',
      'UserEmailClaimed',
      'UserEmailReleased',
      'MagicLinkSent',
      'MagicLinkUsed',
      'ImageUploaded',
    ],
    otherData: [
      'Sitzungen: Nutzer-ID, SHA-256 des Sitzungstokens',
      'Anmeldedrossel: SHA-256 der versuchten Adresse, Client-Adresse',
      'Sicherheitsprotokoll (`sec_security_log`): Art, Ergebnis, Konto-ID, handelnde Person, Client-Adresse, bekanntes Gerät',
    ],
  },
  {
    title: 'Zugriffsprotokoll auf Kontaktdaten',
    purposes: ['Nachweis, wer die Kontaktdaten einer Person gelesen hat (Art. 5 Abs. 2, Art. 15 DSGVO)'],
    legalBasis: ['Art. 6 Abs. 1 lit. c und f DSGVO'],
    persons: ['Kandidatinnen und Kandidaten', 'lesende Nutzer (Back-Office, Arbeitgeber)'],
    recipients: ['Administratoren', 'die betroffene Person in ihrer Auskunft'],
    retention: (s) => `${s.accessLogMonths} Monate (\`ACCESS_LOG_RETENTION_MONTHS\`)`,
    eventTypes: [],
    otherData: ['Zugriffsprotokoll (`pd_access_log`): IDs der Person und des Lesenden, Rolle, Zeitpunkt, Anlass'],
  },
  {
    title: 'Arbeitgeberkonten, Vertrieb und Abrechnung',
    purposes: ['Registrierung von Unternehmen, Vertriebsanfragen, SEPA-Lastschrift', 'Stellenanzeigen und Vorlagen'],
    legalBasis: ['Art. 6 Abs. 1 lit. b DSGVO', 'Art. 6 Abs. 1 lit. c DSGVO (§ 147 AO, § 257 HGB)'],
    persons: ['Ansprechpartner und Nutzer der Arbeitgeber'],
    recipients: ['Back-Office', 'Zahlungsdienstleister (SEPA)'],
    retention: () => 'Vertragsdaten bis Vertragsende; Abrechnungsunterlagen 6 bzw. 10 Jahre (§ 257 HGB, § 147 AO)',
    eventTypes: ['BusinessRegistered', 'SepaDetailsSaved', 'DefinitionDeleted', 'SalesInquirySent'],
  },
  {
    title: 'Datenschutzverwaltung: Einwilligungen, Auskunft, Löschung, Datenpannen',
    purposes: [
      'Nachweis von Einwilligungen',
      'Erfüllung der Betroffenenrechte (Art. 15–21 DSGVO)',
      'Register der Datenpannen und Betroffenenanträge',
    ],
    legalBasis: ['Art. 6 Abs. 1 lit. c DSGVO i. V. m. Art. 7 Abs. 1, Art. 12–22, Art. 33 Abs. 5 DSGVO'],
    persons: ['Kandidatinnen und Kandidaten', 'Nutzer der Arbeitgeber und Administratoren (Löschung ihres Zugangs)'],
    recipients: ['Administratoren'],
    retention: () =>
      'Nachweise für die Dauer der Verarbeitung und der Verjährungsfrist (3 Jahre, § 195 BGB); Pannen- und Antragsregister 3 Jahre',
    eventTypes: [
      'ConsentGiven',
      'ConsentWithdrawn',
      'PersonalDataExported',
      'PersonalDataErased',
      'AccountPersonalDataErased',
      'InactivityNoticeSent',
      'DataSubjectRequestRecorded',
      'DataSubjectRequestChanged',
    ],
  },
];

/** Readable German names of declared field names; a field not named here shows as its code name. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail-Adresse',
  phone: 'Telefonnummer',
  previousPhone: 'frühere Telefonnummer',
  mobile: 'Mobilnummer',
  companyPhone: 'Telefonnummer des Unternehmens',
  zipCode: 'Postleitzahl',
  city: 'Ort',
  lat: 'Wohnort (Koordinaten)',
  lng: 'Wohnort (Koordinaten)',
  address: 'Anschrift',
  gender: 'Geschlecht',
  birthYear: 'Geburtsjahr',
  passwordHash: 'Passwort-Hash',
  reason: 'Begründung (Freitext)',
  reasonText: 'Begründung (Freitext)',
  note: 'Notiz (Freitext)',
  text: 'Notiz (Freitext)',
  title: 'Titel (Freitext)',
  task: 'Aufgabe (Freitext)',
  message: 'Nachricht (Freitext)',
  body: 'Kommentar (Freitext)',
  name: 'Datei- bzw. Dokumentname und Inhalt',
  meta: 'Profilangaben (Berufserfahrung, Wünsche)',
  review: 'Bewertungstext',
  workArea: 'Tätigkeitsbereich',
  aboutEmployer: 'Bewertungstext (privat)',
  employerImprove: 'Verbesserungsvorschlag (privat)',
  bankAccountOwner: 'Kontoinhaber',
  iban: 'IBAN',
  signerName: 'Name des Unterzeichners',
  bodyProblem: 'Erfahrungsbericht',
  bodyCollaboration: 'Erfahrungsbericht',
  bodyResults: 'Erfahrungsbericht',
  bodyConclusion: 'Erfahrungsbericht',
};

const labelOf = (path: readonly string[]): string => {
  const name = path.at(-1) ?? '';
  return FIELD_LABELS[name] ?? `\`${path.join('.')}\``;
};

const list = (items: readonly string[]): string => items.map((item) => `- ${item}`).join('\n');
const code = (paths: ReadonlyArray<readonly string[]>): string => paths.map((path) => `\`${path.join('.')}\``).join(', ') || '–';

/** Event types that declare personal data or a person's id: each must belong to an activity. */
export const eventTypesWithPersons = (plans: ReadonlyMap<string, ExportPlan>): string[] =>
  [...plans].filter(([, plan]) => plan.personal.length > 0 || plan.subjects.length > 0).map(([type]) => type);

/** The record of processing activities (Art. 30 GDPR) as Markdown, from the event declarations and the retention defaults. */
export function renderProcessingRecord(retention: RetentionSettings): string {
  const plans = exportPlans(EVENT_SCHEMAS);
  const sections = PROCESSING_ACTIVITIES.map((activity, index) => {
    const rows = activity.eventTypes.map((type) => {
      const plan = plans.get(type);
      if (!plan) throw new Error(`processing activity "${activity.title}" names an unknown event type ${type}`);
      return `| \`${type}\` | ${code(plan.personal.map((field) => field.path))} | ${code(plan.subjects)} | ${code(plan.actors)} |`;
    });
    const categories = [
      ...new Set(activity.eventTypes.flatMap((type) => (plans.get(type)?.personal ?? []).map((field) => labelOf(field.path)))),
      ...(activity.otherData ?? []),
    ];
    return [
      `## ${index + 1}. ${activity.title}`,
      '',
      '**Zwecke**',
      '',
      list(activity.purposes),
      '',
      '**Rechtsgrundlagen**',
      '',
      list(activity.legalBasis),
      '',
      '**Kategorien betroffener Personen**',
      '',
      list(activity.persons),
      '',
      '**Kategorien personenbezogener Daten**',
      '',
      categories.length > 0 ? list(categories) : '- Kennungen (IDs) der Personen',
      '',
      '**Empfänger**',
      '',
      list(activity.recipients),
      '',
      `**Löschfrist**: ${activity.retention(retention)}.`,
      '',
      '**Technische und organisatorische Maßnahmen**: siehe [tom.md](tom.md); Löschung siehe [loeschkonzept.md](loeschkonzept.md).',
      '',
      ...(rows.length > 0
        ? [
            'Ereignisse und ihre deklarierten Felder:',
            '',
            '| Ereignis | personenbezogene Felder | Person (ID) | weitere Personen (ID) |',
            '| --- | --- | --- | --- |',
            ...rows,
            '',
          ]
        : []),
    ].join('\n');
  });
  return [
    '# Verzeichnis von Verarbeitungstätigkeiten (Art. 30 DSGVO)',
    '',
    '<!-- Erzeugt von `npm run docs:ropa` aus den Personal-Data-Deklarationen der Ereignisse und den Standardwerten der Aufbewahrung. Nicht von Hand ändern. -->',
    '',
    'Verantwortlicher: [Name und Anschrift des Betreibers] · Datenschutzbeauftragte(r): [Name, Kontakt] · Stand: siehe Versionsverwaltung.',
    '',
    'Die Kategorien der Daten sind aus den Deklarationen der Ereignisse (`Personal`, `Subject`, `Actor` in',
    '`domain/src/shared/personal-data.ts`) abgeleitet; die Löschfristen sind die Standardwerte der Einstellungen',
    '(`platform/src/config/config.ts`) und können im Betrieb abweichend gesetzt sein. Übermittlungen in Drittländer:',
    'keine, sofern der Betreiber keine Auftragsverarbeiter außerhalb der EU/des EWR einsetzt.',
    '',
    ...sections,
  ].join('\n');
}
