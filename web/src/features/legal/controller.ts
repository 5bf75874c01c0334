/**
 * The operator's details the legal texts name (Art. 13 (1) (a), (b) GDPR, § 5 DDG). TO BE FILLED IN BY
 * THE OPERATOR before going live: every value in square brackets is a placeholder, and the pages show a
 * warning while any is left.
 */
export const CONTROLLER = {
  name: '[BETREIBER: Firmenname]',
  address: '[BETREIBER: Straße, PLZ Ort]',
  email: '[BETREIBER: E-Mail]',
  phone: '[BETREIBER: Telefon]',
  representative: '[BETREIBER: Geschäftsführung]',
  register: '[BETREIBER: Registergericht, HRB]',
  vatId: '[BETREIBER: USt-IdNr.]',
  dpo: '[BETREIBER: Datenschutzbeauftragte(r)]',
} as const;

export type ControllerDetails = Readonly<Record<keyof typeof CONTROLLER, string>>;

export const hasPlaceholders = (details: ControllerDetails): boolean =>
  Object.values(details).some((value) => value.startsWith('[BETREIBER'));

/** A paragraph with `{controller.*}` replaced by the operator's details. */
export const withController = (text: string, details: ControllerDetails): string =>
  text.replace(/\{controller\.(\w+)\}/g, (marker, key: string) => (key in details ? details[key as keyof ControllerDetails] : marker));
