import { readFileSync } from 'node:fs';
import { fromRepoRoot } from '@rm/platform';

export interface PostalCode {
  zipCode: string;
  place: string;
  state: string;
  lat: number;
  lng: number;
}

const csvPath = fromRepoRoot('data', 'de-postal-codes.csv');

/** German postal codes with coordinates (GeoNames, CC BY 4.0), one place per code. */
export function loadPostalCodes(): PostalCode[] {
  const lines = readFileSync(csvPath, 'utf8').trim().split('\n').slice(1);
  return lines.map((line) => {
    // Place names may contain commas; such fields are quoted.
    const [zipCode = '', place = '', state = '', lat = '0', lng = '0'] = line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    return { zipCode, place: place.replace(/^"|"$/g, '').replace(/""/g, '"'), state, lat: Number(lat), lng: Number(lng) };
  });
}

/**
 * Words of the organisations that have postal codes of their own (authorities, health insurers, banks, firms):
 * a job is not placed at "Agentur für Arbeit Bremen" or "AOK Nordost Die Gesundheitskasse".
 */
const ORGANISATION =
  /GmbH|\b(AG|OHG|KG|AOK|BfA)\b|[Bb]ank|[Kk]asse\b|[Kk]assen|Vereinigung|präsidium|Klinik|Krankenhaus|Hospital|Rechtsanw|Reisen|\b(LLP|eG)\b|Gewerkschaft|Geschäftsstelle|Organisation|Lotterie|[Kk]ammer\b|[Kk]ammer |Versicherung|Agentur|Ministerium|Verwaltung|Universität|Hochschule|Bundes|Verlag|Finanz|Stadtwerke|Gericht|\bfür\b|\bf\. |Abt\.|e\.\s?V\.|Zentral|Versand|Service|Stiftung|Anstalt|Gesellschaft|Centrum|Center|Zentrum|Rechts|Register|Akademie|Betriebe|Dienst|\d/;

/** Whether a postal code is one where people live (a town or district), not an organisation's own. */
export function isResidential(code: Pick<PostalCode, 'place'>): boolean {
  return !ORGANISATION.test(code.place);
}

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}
