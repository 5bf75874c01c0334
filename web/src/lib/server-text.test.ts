import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMessage, fieldErrors } from './errors';
import { SERVER_NAMESPACE } from './i18n';
import { serverText } from './server-text';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe("the server's messages in the user's language", () => {
  it('translates a message by its entry, the values it carries too (stages, statuses, field names)', async () => {
    await i18n.changeLanguage('de');
    expect(serverText('Contact not found.')).toBe('Kontakt nicht gefunden.');
    expect(serverText('An offer does not move from new to hired.')).toBe('Ein Angebot wechselt nicht von „Neu“ nach „Eingestellt“.');
    expect(serverText('The campaign is not pending approval (it is approved).')).toBe(
      'Die Kampagne wartet nicht auf Freigabe (sie ist „Freigegeben“).',
    );
    expect(serverText('The reason must be 3 to 500 characters long.')).toBe('Die Begründung muss 3 bis 500 Zeichen lang sein.');
    expect(serverText('Kim Muster has been unlocked for the company.')).toBe('Kim Muster wurde für das Unternehmen freigeschaltet.');
    await i18n.changeLanguage('pl');
    expect(serverText('These credentials do not match our records.')).toBe('Nieprawidłowy adres e-mail lub hasło.');
  });

  it('translates with only the language shown loaded (as the app runs: one language at a time)', async () => {
    const english = i18n.getResourceBundle('en', SERVER_NAMESPACE) as Record<string, string>;
    i18n.removeResourceBundle('en', SERVER_NAMESPACE);
    try {
      await i18n.changeLanguage('de');
      expect(serverText('Contact saved.')).toBe('Kontakt gespeichert.');
      expect(serverText('Contact not found.')).toBe('Kontakt nicht gefunden.');
    } finally {
      i18n.addResourceBundle('en', SERVER_NAMESPACE, english);
    }
  });

  it('prefers the exact entry to the general one, and translates schema field messages by the field', async () => {
    await i18n.changeLanguage('de');
    expect(serverText('The first name field is required.')).toBe('Bitte einen Vornamen angeben.');
    expect(serverText('The rejected reason field is required.')).toBe('Bitte einen Ablehnungsgrund angeben.');
    expect(serverText('The campaign id must be a valid id.')).toBe('„Kampagne“ ist keine gültige Kennung.');
  });

  it('splits several values where their groups know them (a noun of three words before an action)', async () => {
    await i18n.changeLanguage('de');
    expect(serverText('Offer Rejection Reason created.')).toBe('Ablehnungsgrund für Angebote angelegt.');
    expect(serverText('Coupon deleted.')).toBe('Gutschein gelöscht.');
    expect(serverText('The identifier has already been taken.')).toBe('Kennung ist bereits vergeben.');
  });

  it('shows a message without an entry as the server wrote it', async () => {
    await i18n.changeLanguage('de');
    expect(serverText('Something nobody wrote down.')).toBe('Something nobody wrote down.');
  });

  it('is what error texts and field errors show', async () => {
    await i18n.changeLanguage('de');
    expect(errorMessage({ status: 403, data: { message: "You don't have access to do this." } })).toBe(
      'Dazu haben Sie keine Berechtigung.',
    );
    expect(errorMessage({ status: 403, data: {} })).toBe('Dazu haben Sie keine Berechtigung.');
    expect(
      fieldErrors({ status: 422, data: { message: 'x', errors: { email: ['These credentials do not match our records.'] } } }),
    ).toEqual({
      email: 'E-Mail-Adresse oder Passwort sind falsch.',
    });
  });
});
