/** The potential-contacts meter shown while an audience is built (spec §9): it tops out at 100. */
export const POTENTIAL_CONTACTS_METER_MAX = 100;

export type PotentialContactsLevel = 'danger' | 'warning' | 'success';
/** i18n keys, e.g. `potentialContacts.${labelKey}` in the web app. */
export type PotentialContactsLabelKey = 'tooSmall' | 'makeRough' | 'goodSize' | 'makeTighter' | 'tooBig';

export interface PotentialContactsReading {
  labelKey: PotentialContactsLabelKey;
  level: PotentialContactsLevel;
  /** Where the needle stands: the count, capped to 0..POTENTIAL_CONTACTS_METER_MAX. */
  value: number;
}

/** Upper bounds are inclusive; anything above the last band (81 and more) is too big. */
const BANDS: readonly { upTo: number; labelKey: PotentialContactsLabelKey; level: PotentialContactsLevel }[] = [
  { upTo: 9, labelKey: 'tooSmall', level: 'danger' },
  { upTo: 29, labelKey: 'makeRough', level: 'warning' },
  { upTo: 59, labelKey: 'goodSize', level: 'success' },
  { upTo: 80, labelKey: 'makeTighter', level: 'warning' },
];

export function potentialContactsMeter(count: number): PotentialContactsReading {
  const contacts = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  const band = BANDS.find((b) => contacts <= b.upTo) ?? { labelKey: 'tooBig', level: 'danger' };
  return { labelKey: band.labelKey, level: band.level, value: Math.min(contacts, POTENTIAL_CONTACTS_METER_MAX) };
}
