/** The UTM parameters of an advertisement's link that registration records (`POST /register`). */
const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content'] as const;
type UtmParameter = (typeof UTM_PARAMETERS)[number];
export type LandingSource = Partial<Record<UtmParameter, string>>;

const KEY = 'landing-source';
/** As long as the server takes one (longer values are cut, never refused). */
const MAX_LENGTH = 200;

/**
 * Keeps the UTM parameters of the address a visitor landed on, so that a registration later in this
 * browser (after browsing the jobs, on another day) counts for the advertisement that brought them: the
 * last landing with any UTM parameter wins.
 */
export function rememberLandingSource(search: string = window.location.search): void {
  const params = new URLSearchParams(search);
  const found = Object.fromEntries(
    UTM_PARAMETERS.flatMap((name) => {
      const value = params.get(name)?.trim().slice(0, MAX_LENGTH);
      return value ? [[name, value]] : [];
    }),
  );
  if (Object.keys(found).length > 0) localStorage.setItem(KEY, JSON.stringify(found));
}

/** The remembered UTM parameters (none when nothing was kept or what was kept is not readable). */
export function landingSource(): LandingSource {
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

/** Forgets the UTM parameters once a registration has recorded them. */
export const forgetLandingSource = (): void => localStorage.removeItem(KEY);
