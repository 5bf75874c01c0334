import Papa from 'papaparse';

/**
 * A cell that a spreadsheet would run as a formula: one starting with `=`, `+`, `-`, `@`, a tab or a line
 * break (OWASP's list; the full-width forms too, which Excel reads as formulas in East Asian locales).
 * A number as we write it (`-1.234,5`) stays a number: a negative figure is no formula.
 */
const FORMULA_START = /^(?!-\d[\d.]*(?:,\d+)?$)[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Rows as a CSV file for Excel in Germany: UTF-8 with a byte-order mark, semicolons between fields, CRLF
 * line ends, fields quoted where needed. Every cell is text; one a spreadsheet would take for a formula
 * gets a leading apostrophe (papaparse's `escapeFormulae`), so a name or an ad's `utm_content` such as
 * `=HYPERLINK(…)` shows as itself and never runs. Every CSV the product writes goes through here.
 */
export function germanExcelCsv(rows: ReadonlyArray<readonly string[]>): string {
  const body = Papa.unparse(
    rows.map((row) => [...row]),
    { delimiter: ';', newline: '\r\n', quoteChar: '"', escapeChar: '"', escapeFormulae: FORMULA_START, header: false },
  );
  return `\uFEFF${body}\r\n`;
}
