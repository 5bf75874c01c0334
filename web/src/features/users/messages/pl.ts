import type { de } from './de';

export const pl: typeof de = {
  nav: { account: 'Moje konto' },
  login: {
    title: 'Logowanie',
    email: 'E-mail',
    password: 'Hasło',
    submit: 'Zaloguj',
    showPassword: 'Pokaż hasło',
    hidePassword: 'Ukryj hasło',
  },
  account: { title: 'Moje konto', email: 'E-mail', role: 'Rola', company: 'Firma', signOut: 'Wyloguj' },
};
