/** Distance maths, the potential-contacts meter and the contact-versus-audience score: pure rules. */

export interface Point {
  lat: number;
  lng: number;
}

export const EARTH_RADIUS_KM = 6371;
/** Kilometres per degree of latitude, rounded down so that a bounding box never cuts off a point in range. */
export const KM_PER_DEGREE_LAT = 111;
/** An audience's range when none is chosen, and the ranges a form offers (km). */
export const DEFAULT_RANGE_KM = 40;
export const MAX_RANGE_KM = 200;
/** The potential-contacts meter shows counts up to this value (a full meter). */
export const METER_MAX = 100;
/** The estimate for the coming 12 months: the current count times this factor. */
export const TWELVE_MONTH_FACTOR = 2.75;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine); exact to well under a metre at German distances. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The latitude/longitude box that holds every point within `rangeKm` of `center` (a superset: the exact
 * distance decides). Longitude degrees shrink with the cosine of the latitude, taken at the box's edge
 * nearest a pole so that the box is never too narrow.
 */
export function boundingBox(center: Point, rangeKm: number): { minLat: number; maxLat: number; minLng: number; maxLng: number } {
  const dLat = rangeKm / KM_PER_DEGREE_LAT;
  const poleward = Math.min(89.9, Math.abs(center.lat) + dLat);
  const dLng = Math.min(180, rangeKm / (KM_PER_DEGREE_LAT * Math.cos(toRadians(poleward))));
  return { minLat: center.lat - dLat, maxLat: center.lat + dLat, minLng: center.lng - dLng, maxLng: center.lng + dLng };
}

/** The five bands of the potential-contacts meter (back office §9), from too small to too big. */
export const METER_BANDS = [
  { band: 'too_small', from: 0, to: 9, color: 'danger' },
  { band: 'make_rough', from: 10, to: 29, color: 'warning' },
  { band: 'good_size', from: 30, to: 59, color: 'success' },
  { band: 'make_tighter', from: 60, to: 80, color: 'warning' },
  { band: 'too_big', from: 81, to: Number.POSITIVE_INFINITY, color: 'danger' },
] as const;
export type MeterBand = (typeof METER_BANDS)[number]['band'];
export type MeterColor = (typeof METER_BANDS)[number]['color'];

/** The meter's band for a count of potential contacts. */
export function meterBand(count: number): (typeof METER_BANDS)[number] {
  const whole = Math.max(0, Math.floor(count));
  return METER_BANDS.find((band) => whole >= band.from && whole <= band.to) ?? METER_BANDS[0];
}

/** The meter's fill, 0 to 100. */
export const meterValue = (count: number): number => Math.min(METER_MAX, Math.max(0, Math.floor(count)));

/** Potential contacts expected within 12 months. */
export const twelveMonthEstimate = (count: number): number => Math.round(count * TWELVE_MONTH_FACTOR);

/** What a contact's score is computed from. */
export interface ScoredContact extends Point {
  profession: string;
  isActive: boolean;
  disabledForUnlock: boolean;
  /** Whether the contact passes the audience's meta filters (gender, ages, languages, …; `matchesAudienceFilters`). */
  matchesFilters: boolean;
}
export interface ScoredAudience extends Point {
  profession: string;
  rangeKm: number;
}
export interface AudienceScore {
  /** 0 to 100. */
  score: number;
  distance_km: number;
  profession_matches: boolean;
  in_range: boolean;
  available: boolean;
  filters_match: boolean;
}

/**
 * How well a contact fits an audience, 0 to 100: 40 for the profession, 30 for living within the range
 * and up to 20 more the nearer to its centre, 10 for being active and available for unlocking. A contact
 * outside the audience's meta filters is no candidate of it, whatever else fits: 0.
 */
export function scoreContact(contact: ScoredContact, audience: ScoredAudience): AudienceScore {
  const distance = distanceKm(contact, audience);
  const professionMatches = contact.profession === audience.profession;
  const inRange = distance <= audience.rangeKm;
  const available = contact.isActive && !contact.disabledForUnlock;
  const closeness = inRange ? 20 * (1 - distance / audience.rangeKm) : 0;
  const score = contact.matchesFilters ? (professionMatches ? 40 : 0) + (inRange ? 30 : 0) + closeness + (available ? 10 : 0) : 0;
  return {
    score: Math.round(score),
    distance_km: Math.round(distance * 10) / 10,
    profession_matches: professionMatches,
    in_range: inRange,
    available,
    filters_match: contact.matchesFilters,
  };
}
