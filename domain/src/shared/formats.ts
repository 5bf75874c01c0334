import { FormatRegistry } from '@sinclair/typebox';

/** The earliest and latest years a date or time may name: beyond them PostgreSQL or the product make no sense. */
export const DATE_YEAR_RANGE = { min: 1900, max: 2199 } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:[Zz]|[+-]\d{2}:\d{2})$/;

function validDate(year: number, month: number, day: number): boolean {
  if (year < DATE_YEAR_RANGE.min || year > DATE_YEAR_RANGE.max || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `YYYY-MM-DD`, a real calendar day within the years allowed. */
export function isApiDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  return match !== null && validDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** RFC 3339 date and time with an offset, a real moment within the years allowed. */
export function isApiDateTime(value: string): boolean {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return false;
  const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6])];
  return validDate(Number(match[1]), Number(match[2]), Number(match[3])) && hour < 24 && minute < 60 && second < 61;
}

/**
 * The string formats the schemas use, for TypeBox's own checks (`Value.Check`, `TypeCompiler`), which
 * know no format until one is registered. The same rules as the HTTP edge's (Ajv, in platform).
 */
export function registerSchemaFormats(): void {
  if (!FormatRegistry.Has('uuid')) FormatRegistry.Set('uuid', (value) => UUID.test(value));
  if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', isApiDate);
  if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', isApiDateTime);
}
