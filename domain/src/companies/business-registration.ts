/** Rules of the business registration form (spec §3, §5), shared by the server and the form. */

export const DEFAULT_REGISTRATION_COUNTRY = 'DE';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const TERMS_REQUIRED_MESSAGE = 'Please accept the terms and conditions and the privacy policy.';
export const PASSWORD_RULES_MESSAGE = `The password must be at least ${PASSWORD_MIN_LENGTH} characters and contain a letter and a digit.`;
export const PASSWORD_CONFIRMATION_MESSAGE = 'The password confirmation does not match.';

/** The full name split at the first space: "Anna Maria Schulz" → first "Anna", last "Maria Schulz". */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space < 0) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

/** Why a password is refused, or null when it follows the rules. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return PASSWORD_RULES_MESSAGE;
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return PASSWORD_RULES_MESSAGE;
  return null;
}

/**
 * A company name as duplicates are found by: lower case, umlauts spelt out, legal forms and punctuation
 * dropped ("Pflegedienst Müller GmbH & Co. KG" and "pflegedienst mueller" are the same).
 */
export function normalizedCompanyName(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\b(gmbh|mbh|ag|ug|kg|ohg|gbr|ek|e k|ev|e v|co|se|haftungsbeschraenkt|gemeinnuetzige|ggmbh)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Mail providers whose domain says nothing about the company. */
const FREEMAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  't-online.de',
  'yahoo.com',
  'yahoo.de',
  'outlook.com',
  'outlook.de',
  'hotmail.com',
  'hotmail.de',
  'icloud.com',
  'freenet.de',
  'aol.com',
  'posteo.de',
  'mail.de',
]);

/** Names reserved for tests and examples (RFC 2606, RFC 6761): never a company's own domain. */
const RESERVED = /(^|\.)(test|example|invalid|localhost)$|(^|\.)example\.(com|net|org)$/;

/** The company's own domain from an e-mail address; null for free-mail providers and reserved names. */
export function companyDomainOf(email: string): string | null {
  const domain = email.trim().toLowerCase().split('@')[1];
  if (!domain || FREEMAIL.has(domain) || RESERVED.test(domain)) return null;
  return domain.replace(/^www\./, '');
}
