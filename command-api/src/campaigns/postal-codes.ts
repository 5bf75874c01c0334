import { readFileSync } from 'node:fs';
import { fromRepoRoot } from '@rm/platform';

export interface PostalCodePlace {
  zipCode: string;
  place: string;
  lat: number;
  lng: number;
}

let byZip: Map<string, PostalCodePlace> | null = null;

/** German postal codes with their place and centre (data/de-postal-codes.csv, GeoNames CC BY 4.0), read once. */
export function postalCodePlace(zipCode: string): PostalCodePlace | null {
  if (!byZip) {
    byZip = new Map();
    const lines = readFileSync(fromRepoRoot('data', 'de-postal-codes.csv'), 'utf8').trim().split('\n').slice(1);
    for (const line of lines) {
      // Place names may contain commas; such fields are quoted.
      const [zip = '', place = '', , lat = '0', lng = '0'] = line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      byZip.set(zip, { zipCode: zip, place: place.replace(/^"|"$/g, '').replace(/""/g, '"'), lat: Number(lat), lng: Number(lng) });
    }
  }
  return byZip.get(zipCode.trim()) ?? null;
}
