/** German (the first language). */
export const de = {
  nav: { account: 'Mein Konto' },
  login: {
    title: 'Anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
  },
  account: { title: 'Mein Konto', email: 'E-Mail', role: 'Rolle', company: 'Unternehmen', signOut: 'Abmelden' },
};
