/** The UTM parameters of an advertisement's link that registration records (`POST /register`). */
const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content'] as const;
type UtmParameter = (typeof UTM_PARAMETERS)[number];
export type LandingSource = Partial<Record<UtmParameter, string>>;

const KEY = 'landing-source';
/** Set once the visitor agreed that the landing source may be kept in the browser (§ 25 (1) TDDDG). */
const CONSENT_KEY = 'landing-source-consent';
/** As long as the server takes one (longer values are cut, never refused). */
const MAX_LENGTH = 200;

/** This page's landing source: kept in memory only until the visitor agrees to more. */
let inMemory: LandingSource | null = null;
/** The visitor said no in this session: not asked again until the next landing. */
let declined = false;

const consented = (): boolean => {
  try {
    return localStorage.getItem(CONSENT_KEY) === 'granted';
  } catch {
    return false;
  }
};

/**
 * Keeps the UTM parameters of the address a visitor landed on, so that a registration later (after
 * browsing the jobs, with consent on another day) counts for the advertisement that brought them: the last
 * landing with any UTM parameter wins. Without the visitor's consent they stay in memory for this visit
 * only; nothing is written to the device (§ 25 TDDDG).
 */
export function rememberLandingSource(search: string = window.location.search): void {
  const params = new URLSearchParams(search);
  const found = Object.fromEntries(
    UTM_PARAMETERS.flatMap((name) => {
      const value = params.get(name)?.trim().slice(0, MAX_LENGTH);
      return value ? [[name, value]] : [];
    }),
  );
  if (Object.keys(found).length === 0) return;
  inMemory = found;
  declined = false;
  if (consented()) localStorage.setItem(KEY, JSON.stringify(found));
}

/** Whether to ask: there is a landing source to keep, and the visitor has neither agreed nor declined. */
export const landingSourceNeedsConsent = (): boolean => inMemory !== null && !declined && !consented();

/** The visitor agreed: the landing source is kept in the browser from now on. */
export function allowLandingSourceStorage(): void {
  localStorage.setItem(CONSENT_KEY, 'granted');
  if (inMemory) localStorage.setItem(KEY, JSON.stringify(inMemory));
}

/** The visitor declined: it stays in memory for this visit, and they are not asked again in it. */
export function declineLandingSourceStorage(): void {
  declined = true;
}

function stored(): LandingSource {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (typeof kept !== 'object' || kept === null) return {};
    return Object.fromEntries(
      UTM_PARAMETERS.flatMap((name) => {
        const value = (kept as Record<string, unknown>)[name];
        return typeof value === 'string' && value.length <= MAX_LENGTH ? [[name, value]] : [];
      }),
    );
  } catch {
    return {};
  }
}

/** The remembered UTM parameters: this visit's, else those kept with consent (none when nothing readable was kept). */
export const landingSource = (): LandingSource => inMemory ?? (consented() ? stored() : {});

/** Forgets the UTM parameters once a registration has recorded them. */
export function forgetLandingSource(): void {
  inMemory = null;
  localStorage.removeItem(KEY);
}
