import { createReferenceItem, type CommandMetadata } from '@rm/command-api';
import type { ReferenceInputOf, ReferenceKind } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';

type Seed = { [K in ReferenceKind]?: ReadonlyArray<ReferenceInputOf<K>> };

const label = (de: string, en: string, pl: string) => ({ de, en, pl });

/** The reference data a care and driver marketplace works with, in German (option labels also in English and Polish). */
export function demoReferenceData(now: Date): Seed {
  const inMonths = (months: number): string => {
    const date = new Date(now);
    date.setUTCMonth(date.getUTCMonth() + months);
    return date.toISOString().slice(0, 10);
  };
  return {
    'task-statuses': [
      { identifier: 'not_started', name: 'Nicht begonnen', status_color: 'default' },
      { identifier: 'in_progress', name: 'In Bearbeitung', status_color: 'info' },
      { identifier: 'waiting', name: 'Wartet auf Rückmeldung', status_color: 'warning' },
      { identifier: 'prioritized', name: 'Priorisiert', status_color: 'primary' },
      { identifier: 'done', name: 'Erledigt', status_color: 'success' },
      { identifier: 'cancelled', name: 'Abgebrochen', status_color: 'danger' },
    ],
    'unqualified-status-reasons': [
      { identifier: 'not_reachable', name: 'Nicht erreichbar', is_default: true },
      { identifier: 'no_licence', name: 'Kein gültiger Führerschein' },
      { identifier: 'missing_qualification', name: 'Fehlende Ausbildung oder Anerkennung' },
      { identifier: 'insufficient_german', name: 'Unzureichende Deutschkenntnisse' },
      { identifier: 'salary_expectation', name: 'Gehaltsvorstellung zu hoch' },
      { identifier: 'too_far', name: 'Wohnort zu weit entfernt' },
      { identifier: 'availability', name: 'Verfügbarkeit passt nicht' },
    ],
    // The identifiers the rejected-offers screen groups by.
    'offer-rejection-reasons': [
      { identifier: 'salary_too_low', name: 'Gehalt zu niedrig' },
      { identifier: 'too_far', name: 'Arbeitsweg zu weit' },
      { identifier: 'shift_model', name: 'Schichtmodell passt nicht' },
      { identifier: 'found_other_job', name: 'Bereits eine andere Stelle gefunden' },
      { identifier: 'not_looking', name: 'Suche derzeit nicht' },
      { identifier: 'other', name: 'Sonstiges', can_have_text: true },
    ],
    benefits: [
      { identifier: 'job_bike', name: 'Dienstrad (Jobrad)' },
      { identifier: 'company_pension', name: 'Betriebliche Altersvorsorge' },
      { identifier: 'shift_bonus', name: 'Zuschläge für Nacht-, Sonn- und Feiertage' },
      { identifier: 'vacation_30', name: '30 Tage Urlaub' },
      { identifier: 'reliable_rota', name: 'Verlässliche Dienstpläne' },
      { identifier: 'training', name: 'Fort- und Weiterbildung' },
      { identifier: 'company_car', name: 'Dienstwagen auch zur privaten Nutzung' },
      { identifier: 'public_transport', name: 'Deutschlandticket als Jobticket' },
      { identifier: 'childcare', name: 'Zuschuss zur Kinderbetreuung' },
      { identifier: 'meal_allowance', name: 'Essenszuschuss' },
    ],
    qualifications: [
      { key: 'registered_nurse', name: 'Pflegefachfrau/-mann (examiniert)' },
      { key: 'geriatric_nurse', name: 'Altenpfleger/in' },
      { key: 'pediatric_nurse', name: 'Gesundheits- und Kinderkrankenpfleger/in' },
      { key: 'nursing_assistant', name: 'Pflegehelfer/in (1-jährig)' },
      { key: 'practical_instructor', name: 'Praxisanleiter/in' },
      { key: 'wound_expert', name: 'Wundexperte/-expertin ICW' },
      { key: 'licence_b', name: 'Führerschein Klasse B' },
      { key: 'licence_c', name: 'Führerschein Klasse C' },
      { key: 'licence_ce', name: 'Führerschein Klasse CE' },
      { key: 'licence_d', name: 'Führerschein Klasse D (Bus)' },
      { key: 'code_95', name: 'Berufskraftfahrerqualifikation (Code 95)' },
      { key: 'adr', name: 'ADR-Bescheinigung (Gefahrgut)' },
      { key: 'forklift', name: 'Staplerschein' },
    ],
    experiences: [
      { key: 'intensive_care', name: 'Intensivpflege' },
      { key: 'outpatient_care', name: 'Ambulante Pflege' },
      { key: 'elderly_care_home', name: 'Stationäre Altenpflege' },
      { key: 'hospital', name: 'Krankenhaus' },
      { key: 'dementia_care', name: 'Demenzbetreuung' },
      { key: 'palliative_care', name: 'Palliativpflege' },
      { key: 'long_distance', name: 'Fernverkehr' },
      { key: 'local_distribution', name: 'Nahverkehr / Verteilerverkehr' },
      { key: 'refrigerated', name: 'Kühltransporte' },
      { key: 'passenger_transport', name: 'Personenbeförderung' },
      { key: 'parcel_delivery', name: 'Kurier- und Paketdienst' },
    ],
    'waiting-lists': [{ name: 'Pflege Berlin' }, { name: 'Pflege Hamburg' }, { name: 'Fahrer NRW' }, { name: 'Fahrer Bayern' }],
    coupons: [
      { code: 'WILLKOMMEN50', value: 50, min_amount: 200, quantity: 100, valid_till: inMonths(6) },
      { code: 'PFLEGE100', value: 100, min_amount: 500, quantity: 20, valid_till: inMonths(3), completed_within_days: 30 },
      { code: 'FAHRER25', value: 25 },
    ],
    documents: [
      { title: 'Erste Schritte im Arbeitgeberportal', length: '04:12', wistia_id: 'k2x8d4q1mz', sort: 10, published: true },
      {
        title: 'Kampagnen richtig aufsetzen',
        description: 'Zielgruppe, Radius und Budget so wählen, dass passende Kandidaten erreicht werden.',
        length: '06:45',
        wistia_id: 'p7r3t9w2bc',
        sort: 20,
        published: true,
      },
      { title: 'Kandidaten freischalten und kontaktieren', length: '05:30', wistia_id: 'h4n6v1y8sd', sort: 30, published: true },
      { title: 'SEPA-Lastschrift einrichten', description: 'Entwurf, noch nicht veröffentlicht.' },
    ],
    options: [
      { group: 'contact_statuses', key: '1', label: label('Neu', 'New', 'Nowy') },
      { group: 'contact_statuses', key: '2', label: label('Kontaktiert', 'Contacted', 'Skontaktowano') },
      { group: 'contact_statuses', key: '3', label: label('Im Gespräch', 'In talks', 'W rozmowach') },
      { group: 'contact_statuses', key: '4', label: label('Eingestellt', 'Hired', 'Zatrudniony') },
      { group: 'contact_statuses', key: '5', label: label('Unqualifiziert', 'Unqualified', 'Niekwalifikowany') },
      { group: 'shifts', key: 'early', label: label('Frühdienst', 'Early shift', 'Zmiana poranna') },
      { group: 'shifts', key: 'late', label: label('Spätdienst', 'Late shift', 'Zmiana popołudniowa') },
      { group: 'shifts', key: 'night', label: label('Nachtdienst', 'Night shift', 'Zmiana nocna') },
      { group: 'employment_types', key: 'full_time', label: label('Vollzeit', 'Full time', 'Pełny etat') },
      { group: 'employment_types', key: 'part_time', label: label('Teilzeit', 'Part time', 'Niepełny etat') },
      { group: 'employment_types', key: 'mini_job', label: label('Minijob', 'Mini job', 'Mini job') },
      { group: 'languages', key: 'de', label: label('Deutsch', 'German', 'Niemiecki') },
      { group: 'languages', key: 'en', label: label('Englisch', 'English', 'Angielski') },
      { group: 'languages', key: 'pl', label: label('Polnisch', 'Polish', 'Polski') },
      { group: 'review_questions.employer', key: 'work_climate', label: label('Arbeitsklima', 'Work climate', 'Atmosfera w pracy') },
      {
        group: 'review_questions.employer',
        key: 'salary',
        label: label('Gehalt und Zuschläge', 'Salary and bonuses', 'Wynagrodzenie i dodatki'),
      },
      { group: 'review_questions.employer', key: 'management', label: label('Vorgesetzte', 'Management', 'Przełożeni') },
      {
        group: 'review_questions.employer',
        key: 'work_life_balance',
        label: label('Dienstplan und Freizeit', 'Rota and free time', 'Grafik i czas wolny'),
      },
      {
        group: 'review_questions.employer.applicant',
        key: 'application_process',
        label: label('Bewerbungsprozess', 'Application process', 'Proces rekrutacji'),
      },
    ],
    'account-delete-reasons': [
      { identifier: 'found_job', name: 'Ich habe eine neue Stelle gefunden', sort: 10 },
      { identifier: 'too_many_messages', name: 'Ich erhalte zu viele Nachrichten', sort: 20 },
      { identifier: 'offers_not_suitable', name: 'Die Angebote passen nicht zu mir', sort: 30 },
      { identifier: 'privacy', name: 'Bedenken beim Datenschutz', sort: 40 },
      { identifier: 'other', name: 'Sonstiges', requires_text: true, sort: 50 },
    ],
    'contact-statuses': [
      { name: 'Vorstellungsgespräch vereinbart', status_id: 3 },
      { name: 'Probearbeit', status_id: 3 },
      { name: 'Vertrag unterschrieben', status_id: 4 },
    ],
  };
}

/**
 * Seeds the reference data through the command path, kind by kind (items of a kind in parallel); `ids`,
 * when given, learns each kind's item ids in the order of `demoReferenceData`.
 */
export async function seedReferenceData(
  store: EventStore,
  now: Date,
  metadata: (index: number) => CommandMetadata,
  ids?: Map<ReferenceKind, string[]>,
): Promise<number> {
  let count = 0;
  for (const [kind, items] of Object.entries(demoReferenceData(now)) as Array<[ReferenceKind, ReadonlyArray<Record<string, unknown>>]>) {
    const outcomes = await Promise.all(items.map((input, i) => createReferenceItem(store, kind, input, metadata(count + i))));
    ids?.set(
      kind,
      outcomes.map((outcome) => outcome.itemId),
    );
    count += items.length;
  }
  return count;
}
