import type { ServerMessages } from '../shared/server-messages';

/** What the candidate-offers feature says to people (see `ServerMessages`). */
export const CANDIDATE_OFFER_MESSAGES: ServerMessages = {
  'This offer link is not valid.': {
    de: 'Dieser Angebotslink ist ungültig.',
    en: 'This offer link is not valid.',
    pl: 'Ten link do oferty jest nieprawidłowy.',
  },
  'This offer link belongs to someone else.': {
    de: 'Dieser Angebotslink gehört jemand anderem.',
    en: 'This offer link belongs to someone else.',
    pl: 'Ten link do oferty należy do kogoś innego.',
  },
  'This offer link has already been used.': {
    de: 'Dieser Angebotslink wurde bereits verwendet.',
    en: 'This offer link has already been used.',
    pl: 'Ten link do oferty został już użyty.',
  },
  'This offer has already been answered.': {
    de: 'Dieses Angebot wurde bereits beantwortet.',
    en: 'This offer has already been answered.',
    pl: 'Na tę ofertę już odpowiedziano.',
  },
  'Please verify your phone number first.': {
    de: 'Bitte bestätigen Sie zuerst Ihre Telefonnummer.',
    en: 'Please verify your phone number first.',
    pl: 'Najpierw potwierdź swój numer telefonu.',
  },
  'Offer accepted.': { de: 'Angebot angenommen.', en: 'Offer accepted.', pl: 'Oferta przyjęta.' },
  'Please wait {{seconds}} seconds before requesting a new code.': {
    de: 'Bitte warten Sie {{seconds}} Sekunden, bevor Sie einen neuen Code anfordern.',
    en: 'Please wait {{seconds}} seconds before requesting a new code.',
    pl: 'Odczekaj {{seconds}} s, zanim poprosisz o nowy kod.',
  },
  'Too many codes were sent to this number today. Please try again tomorrow.': {
    de: 'An diese Nummer wurden heute zu viele Codes gesendet. Bitte versuchen Sie es morgen erneut.',
    en: 'Too many codes were sent to this number today. Please try again tomorrow.',
    pl: 'Na ten numer wysłano dziś zbyt wiele kodów. Spróbuj ponownie jutro.',
  },
  'Too many wrong codes. Please request a new code.': {
    de: 'Zu viele falsche Codes. Bitte fordern Sie einen neuen Code an.',
    en: 'Too many wrong codes. Please request a new code.',
    pl: 'Zbyt wiele błędnych kodów. Poproś o nowy kod.',
  },
  'Please request a code first.': {
    de: 'Bitte fordern Sie zuerst einen Code an.',
    en: 'Please request a code first.',
    pl: 'Najpierw poproś o kod.',
  },
  'This code has expired. Please request a new code.': {
    de: 'Dieser Code ist abgelaufen. Bitte fordern Sie einen neuen Code an.',
    en: 'This code has expired. Please request a new code.',
    pl: 'Ten kod wygasł. Poproś o nowy kod.',
  },
  'The code is not correct.': { de: 'Der Code ist nicht korrekt.', en: 'The code is not correct.', pl: 'Kod jest nieprawidłowy.' },
  'We have sent you a code by SMS.': {
    de: 'Wir haben Ihnen einen Code per SMS gesendet.',
    en: 'We have sent you a code by SMS.',
    pl: 'Wysłaliśmy Ci kod SMS-em.',
  },
  'Your phone number is verified.': {
    de: 'Ihre Telefonnummer ist bestätigt.',
    en: 'Your phone number is verified.',
    pl: 'Twój numer telefonu został potwierdzony.',
  },
  'Your phone number is already verified.': {
    de: 'Ihre Telefonnummer ist bereits bestätigt.',
    en: 'Your phone number is already verified.',
    pl: 'Twój numer telefonu jest już potwierdzony.',
  },
  'Your profile has no phone number.': {
    de: 'Ihr Profil hat keine Telefonnummer.',
    en: 'Your profile has no phone number.',
    pl: 'Twój profil nie ma numeru telefonu.',
  },
  'Wir haben Ihnen einen Anmelde-Link geschickt. Dieser läuft in 60 Minuten ab.': {
    de: 'Wir haben Ihnen einen Anmelde-Link geschickt. Dieser läuft in 60 Minuten ab.',
    en: 'We have sent you a sign-in link. It expires in 60 minutes.',
    pl: 'Wysłaliśmy Ci link do logowania. Wygaśnie za 60 minut.',
  },
  'Please wait {{seconds}} seconds before requesting a new sign-in link.': {
    de: 'Bitte warten Sie {{seconds}} Sekunden, bevor Sie einen neuen Anmelde-Link anfordern.',
    en: 'Please wait {{seconds}} seconds before requesting a new sign-in link.',
    pl: 'Odczekaj {{seconds}} s, zanim poprosisz o nowy link do logowania.',
  },
  'This sign-in link is not valid.': {
    de: 'Dieser Anmelde-Link ist ungültig.',
    en: 'This sign-in link is not valid.',
    pl: 'Ten link do logowania jest nieprawidłowy.',
  },
  'This sign-in link has already been used.': {
    de: 'Dieser Anmelde-Link wurde bereits verwendet.',
    en: 'This sign-in link has already been used.',
    pl: 'Ten link do logowania został już użyty.',
  },
  'This sign-in link has expired. Please request a new one.': {
    de: 'Dieser Anmelde-Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
    en: 'This sign-in link has expired. Please request a new one.',
    pl: 'Ten link do logowania wygasł. Poproś o nowy.',
  },
  'You are signed in.': { de: 'Sie sind angemeldet.', en: 'You are signed in.', pl: 'Zalogowano.' },
};
