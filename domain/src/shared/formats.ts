import { FormatRegistry } from '@sinclair/typebox';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The string formats the schemas use, for TypeBox's own checks (`Value.Check`, `TypeCompiler`), which
 * know no format until one is registered (the HTTP edge checks with Ajv and its formats instead).
 */
export function registerSchemaFormats(): void {
  if (!FormatRegistry.Has('uuid')) FormatRegistry.Set('uuid', (value) => UUID.test(value));
  if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', (value) => DATE.test(value) && !Number.isNaN(Date.parse(value)));
  if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', (value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value));
}
