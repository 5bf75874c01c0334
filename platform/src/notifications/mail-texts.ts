/** The languages a mail is written in: German first (the product's market), English and Polish complete. */
export const MAIL_LANGUAGES = ['de', 'en', 'pl'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** A stored language as a mail language: anything else (none, or one the mails are not written in) is German. */
export const mailLanguageOf = (language: string | null | undefined): MailLanguage =>
  (MAIL_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as MailLanguage) : 'de';

/** What a template fills in besides the row's data: the address the product is reached at (links are made absolute). */
export interface MailContext {
  /** The origin browsers use, e.g. https://jobs.example.de (no trailing slash). */
  baseUrl: string;
}

export interface MailText {
  subject: string;
  text: string;
}

type Template = (data: Record<string, unknown>, context: MailContext) => MailText;

const link = (data: Record<string, unknown>, context: MailContext): string => {
  const path = typeof data['path'] === 'string' ? data['path'] : '/';
  return `${context.baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
};
/** The day of the erasure as `DD.MM.YYYY` (UTC), the form every language here reads. */
const day = (data: Record<string, unknown>): string => {
  const at = typeof data['erasesAt'] === 'string' ? new Date(data['erasesAt']) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  return `${String(at.getUTCDate()).padStart(2, '0')}.${String(at.getUTCMonth() + 1).padStart(2, '0')}.${at.getUTCFullYear()}`;
};
const minutes = (data: Record<string, unknown>): number =>
  typeof data['validMinutes'] === 'number' && Number.isFinite(data['validMinutes']) ? data['validMinutes'] : 60;

/** Each template in each language; a template not listed here is sent as the general note. */
const TEMPLATES: Record<MailLanguage, Record<string, Template> & { general: Template }> = {
  de: {
    'magic-sign-in': (data, context) => ({
      subject: 'Ihr Anmeldelink',
      text: `Hallo,\n\nmit diesem Link melden Sie sich an (gültig für ${minutes(data)} Minuten, nur einmal verwendbar):\n\n${link(data, context)}\n\nFalls Sie den Link nicht angefordert haben, können Sie diese E-Mail ignorieren.\n`,
    }),
    'verify-email': () => ({
      subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
      text: 'Hallo,\n\nbitte bestätigen Sie Ihre E-Mail-Adresse in Ihrem Profil, damit Arbeitgeber Sie erreichen können.\n',
    }),
    'inactivity-notice': (data, context) => ({
      subject: 'Ihr Profil wird wegen Inaktivität gelöscht',
      text: `Hallo,\n\nSie haben sich lange nicht angemeldet. Am ${day(data)} löschen wir Ihr Profil und Ihre personenbezogenen Daten.\n\nWenn Sie Ihr Profil behalten möchten, melden Sie sich bis dahin einfach an:\n\n${link(data, context)}\n`,
    }),
    general: () => ({ subject: 'Neuigkeiten zu Ihrem Profil', text: 'Hallo,\n\nes gibt Neuigkeiten zu Ihrem Profil.\n' }),
  },
  en: {
    'magic-sign-in': (data, context) => ({
      subject: 'Your sign-in link',
      text: `Hello,\n\nuse this link to sign in (valid for ${minutes(data)} minutes, once only):\n\n${link(data, context)}\n\nIf you did not ask for this link, you can ignore this e-mail.\n`,
    }),
    'verify-email': () => ({
      subject: 'Please confirm your e-mail address',
      text: 'Hello,\n\nplease confirm your e-mail address in your profile so that employers can reach you.\n',
    }),
    'inactivity-notice': (data, context) => ({
      subject: 'Your profile will be deleted for inactivity',
      text: `Hello,\n\nyou have not signed in for a long time. On ${day(data)} we delete your profile and your personal data.\n\nIf you want to keep your profile, simply sign in before then:\n\n${link(data, context)}\n`,
    }),
    general: () => ({ subject: 'News about your profile', text: 'Hello,\n\nthere is news about your profile.\n' }),
  },
  pl: {
    'magic-sign-in': (data, context) => ({
      subject: 'Twój link do logowania',
      text: `Dzień dobry,\n\nza pomocą tego linku zalogujesz się (ważny przez ${minutes(data)} min, tylko jeden raz):\n\n${link(data, context)}\n\nJeśli nie prosiłeś(-aś) o ten link, zignoruj tę wiadomość.\n`,
    }),
    'verify-email': () => ({
      subject: 'Potwierdź swój adres e-mail',
      text: 'Dzień dobry,\n\npotwierdź swój adres e-mail w profilu, aby pracodawcy mogli się z Tobą skontaktować.\n',
    }),
    'inactivity-notice': (data, context) => ({
      subject: 'Twój profil zostanie usunięty z powodu braku aktywności',
      text: `Dzień dobry,\n\ndawno się nie logowałeś(-aś). Dnia ${day(data)} usuniemy Twój profil i Twoje dane osobowe.\n\nJeśli chcesz zachować profil, po prostu zaloguj się przed tym terminem:\n\n${link(data, context)}\n`,
    }),
    general: () => ({ subject: 'Nowości dotyczące Twojego profilu', text: 'Dzień dobry,\n\nsą nowości dotyczące Twojego profilu.\n' }),
  },
};

/** The templates with a text of their own (the rest get the general note). */
export const MAIL_TEMPLATES = Object.keys(TEMPLATES.de).filter((key) => key !== 'general');

/** A mail's subject and text in the recipient's language (German when the language is not one the mails are written in). */
export function mailText(
  mail: { template: string; data: Record<string, unknown> },
  language: string | null = 'de',
  context: MailContext = { baseUrl: 'http://localhost:3000' },
): MailText {
  const templates = TEMPLATES[mailLanguageOf(language)];
  return (templates[mail.template] ?? templates.general)(mail.data, context);
}
