import { SERVER_MESSAGES } from '@rm/domain';
import i18n from 'i18next';
import { SERVER_NAMESPACE } from './i18n';

/**
 * The message groups a placeholder's value is translated by (`{{to}}` of "An offer moves to {{to}} …" is a
 * stage: `hired` → „Eingestellt“). A value the group does not know is shown as sent.
 */
const VALUE_GROUPS: Readonly<Record<string, string>> = {
  stage: 'stages',
  from: 'stages',
  to: 'stages',
  status: 'statuses',
  name: 'fields',
  noun: 'nouns',
  action: 'actions',
};

interface Pattern {
  english: string;
  names: string[];
  matcher: RegExp;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Templates with fewer placeholders and more fixed text first: the exact message wins over the general one. */
const PATTERNS: Pattern[] = Object.keys(SERVER_MESSAGES)
  .map((english) => {
    const names: string[] = [];
    const source = english
      .split(/(\{\{\s*[^}\s]+\s*\}\})/)
      .map((part) => {
        const name = /^\{\{\s*([^}\s]+)\s*\}\}$/.exec(part)?.[1];
        if (name === undefined) return escape(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    return { english, names, matcher: new RegExp(`^${source}$`, 's') };
  })
  .sort((a, b) => a.names.length - b.names.length || b.english.length - a.english.length);

function valueIn(name: string, value: string): string {
  const group = VALUE_GROUPS[name];
  if (!group) return value;
  const key = `${group}.${value.trim().replace(/\s+/g, '_')}`;
  return i18n.exists(key) ? i18n.t(key) : value;
}

/**
 * A message from the server in the user's language: the catalogue's entry it fits (`SERVER_MESSAGES`),
 * with the values it carries. A message without an entry is shown as the server wrote it (a test holds
 * every message the server can send to an entry).
 */
export function serverText(message: string): string {
  for (const pattern of PATTERNS) {
    const match = pattern.matcher.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(pattern.names.map((name, index) => [name, valueIn(name, match[index + 1] ?? '')]));
    return i18n.t(pattern.english, { ns: SERVER_NAMESPACE, keySeparator: false, nsSeparator: false, ...values });
  }
  return message;
}
