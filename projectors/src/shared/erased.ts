import { EVENT_SCHEMAS, ERASED_SUBJECT_TOKEN, personalDataPlan, type ErasedValue } from '@rm/domain';
import { sql, type FragmentSqlToken, type IdentifierSqlToken } from 'slonik';

const plan = personalDataPlan(EVENT_SCHEMAS);

/**
 * What a declared personal field reads as once its person was erased (`ContactRegistered`, `firstName`):
 * a read model's `forget` writes these, so that it shows what a rebuild from the log would show.
 */
export function erasedValue(type: string, field: string): ErasedValue {
  const declared = plan.get(type)?.find((candidate) => candidate.path.join('.') === field);
  if (!declared) throw new Error(`${type}.${field} is not declared personal`);
  return declared.erased;
}

/** The erased value as SQL, `{subject}` in a text replaced by the row's id column. */
export function erasedSql(type: string, field: string, idColumn: IdentifierSqlToken): FragmentSqlToken {
  const value = erasedValue(type, field);
  if (typeof value === 'string' && value.includes(ERASED_SUBJECT_TOKEN))
    return sql.fragment`replace(${value}, ${ERASED_SUBJECT_TOKEN}, ${idColumn}::text)`;
  return value === null ? sql.fragment`null` : sql.fragment`${value}`;
}

/** The erased full name of a contact or user (first and last name as their erased values). */
export function erasedFullName(type: 'ContactRegistered' | 'UserRegistered'): string {
  return `${String(erasedValue(type, 'firstName'))} ${String(erasedValue(type, 'lastName'))}`.trim();
}
