import type { de } from './de';

export const en: typeof de = {
  nav: { account: 'My account' },
  login: {
    title: 'Sign in',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  account: { title: 'My account', email: 'E-mail', role: 'Role', company: 'Company', signOut: 'Sign out' },
};
