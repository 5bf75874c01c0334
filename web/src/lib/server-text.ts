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
  /** The values split shortest-first and longest-first ("Offer Rejection Reason created." fits "{{noun}} {{action}}." both ways). */
  matchers: [RegExp, RegExp];
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Templates with fewer placeholders and more fixed text first: the exact message wins over the general one. */
function patternsOf(messages: readonly string[]): Pattern[] {
  return messages
    .map((english) => {
      const names: string[] = [];
      const parts = english.split(/(\{\{\s*[^}\s]+\s*\}\})/).map((part) => {
        const name = /^\{\{\s*([^}\s]+)\s*\}\}$/.exec(part)?.[1];
        if (name === undefined) return escape(part);
        names.push(name);
        return null;
      });
      const source = (value: string): RegExp => new RegExp(`^${parts.map((part) => part ?? value).join('')}$`, 's');
      return { english, names, matchers: [source('(.+?)'), source('(.+)')] as [RegExp, RegExp] };
    })
    .sort((a, b) => a.names.length - b.names.length || b.english.length - a.english.length);
}

let patterns: { of: object; patterns: Pattern[] } | null = null;

/**
 * The patterns of the server's messages this page knows, made once per bundle: the keys of the server's
 * bundle in the language shown (every language's bundle is keyed by the English text; the app loads only
 * the language it shows).
 */
function serverPatterns(): Pattern[] {
  const bundleOf = (language: string | undefined): Record<string, string> | undefined =>
    language ? (i18n.getResourceBundle(language, SERVER_NAMESPACE) as Record<string, string> | undefined) : undefined;
  const bundle = bundleOf(i18n.language) ?? bundleOf('en') ?? {};
  if (patterns?.of !== bundle) patterns = { of: bundle, patterns: patternsOf(Object.keys(bundle)) };
  return patterns.patterns;
}

/** The value in the user's language, or undefined when its group does not know it. */
function knownValue(name: string, value: string): string | undefined {
  const group = VALUE_GROUPS[name];
  if (!group) return undefined;
  const key = `${group}.${value.trim().replace(/\s+/g, '_')}`;
  return i18n.exists(key) ? i18n.t(key) : undefined;
}

/**
 * A message from the server in the user's language: the catalogue's entry it fits (`SERVER_MESSAGES`, as `setupI18n` loaded them),
 * with the values it carries. A message without an entry is shown as the server wrote it (a test holds
 * every message the server can send to an entry).
 */
export function serverText(message: string): string {
  for (const pattern of serverPatterns()) {
    const splits = pattern.matchers
      .map((matcher) => matcher.exec(message))
      .filter((match) => match !== null)
      .map((match) => pattern.names.map((name, index) => ({ name, sent: match[index + 1] ?? '' })))
      .map((values) => values.map((value) => ({ ...value, known: knownValue(value.name, value.sent) })));
    if (splits.length === 0) continue;
    const known = (split: (typeof splits)[number]): number => split.filter((value) => value.known !== undefined).length;
    const best = splits.reduce((a, b) => (known(b) > known(a) ? b : a));
    const values = Object.fromEntries(best.map((value) => [value.name, value.known ?? value.sent]));
    return i18n.t(pattern.english, { ns: SERVER_NAMESPACE, keySeparator: false, nsSeparator: false, ...values });
  }
  return message;
}
