import { describe, expect, it } from 'vitest';
import { isResidential, loadPostalCodes } from './postal-codes';

describe('residential postal codes', () => {
  it('tells the towns and districts people live in from the codes of organisations', () => {
    for (const place of ['Kassel', 'Niederkassel', 'Berlin Kreuzberg', 'Brandenburg an der Havel', 'Halle (Saale)', 'Boxberg/Oberlausitz'])
      expect(isResidential({ place }), place).toBe(true);
    for (const place of [
      'Landwirtschaftskammer Nordr./Westf Abt. Tierseuchenkasse',
      'Agentur für Arbeit Bremen',
      'AOK Nordost Die Gesundheitskasse',
      'Industrie- und Handelskammer zu Kiel',
      'Otto Versand',
      'St. Vinzenz Krankenhaus',
      'Kassenärztliche Vereinigung Nordrhein Hauptstelle',
    ])
      expect(isResidential({ place }), place).toBe(false);
  });

  it('keeps nearly every code of the data (about 97 %)', () => {
    const codes = loadPostalCodes();
    const kept = codes.filter(isResidential).length;
    expect(kept / codes.length).toBeGreaterThan(0.96);
    expect(kept).toBeLessThan(codes.length);
  });
});
