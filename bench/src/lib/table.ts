export type Row = Record<string, string | number>;

const cell = (value: string | number | undefined): string => (value === undefined ? '' : String(value));

function columns(rows: readonly Row[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

/** A GitHub-flavoured Markdown table. */
export function markdownTable(rows: readonly Row[]): string {
  const headers = columns(rows);
  if (headers.length === 0) return '';
  const escape = (text: string): string => text.replace(/\|/g, '\\|');
  return [
    `| ${headers.map(escape).join(' | ')} |`,
    `| ${headers.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${headers.map((h) => escape(cell(row[h]))).join(' | ')} |`),
  ].join('\n');
}

/** The same table aligned for a terminal: first column left, the figures right. */
export function textTable(rows: readonly Row[]): string {
  const headers = columns(rows);
  if (headers.length === 0) return '';
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((row) => cell(row[h]).length)));
  const line = (values: string[]): string =>
    values.map((value, i) => (i === 0 ? value.padEnd(widths[i] ?? 0) : value.padStart(widths[i] ?? 0))).join('  ');
  return [line(headers), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map((row) => line(headers.map((h) => cell(row[h]))))].join(
    '\n',
  );
}
