import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../testing/render';
import { LoginRoute, returnPath } from './login-route';

describe('the sign-in page', () => {
  it('asks "No account yet? Register" on the sign-in page and has the registration in its header', () => {
    renderWithApi(<LoginRoute />, {});
    expect(screen.getByTestId('sign-up-prompt').textContent).toContain('No account yet?');
    expect(within(screen.getByTestId('sign-up-prompt')).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByTestId('header-register').getAttribute('href')).toBe('/register');
  });

  it('returns to where the visitor wanted to go (a path of this site only), else home', () => {
    const at = (search: string) => {
      window.history.replaceState(null, '', `/login${search}`);
      return returnPath();
    };
    expect(at(`?next=${encodeURIComponent('/stellenangebote/42')}`)).toBe('/stellenangebote/42');
    expect(at('?next=//evil.example')).toBe('/');
    expect(at('?next=https://evil.example')).toBe('/');
    expect(at('')).toBe('/');
    window.history.replaceState(null, '', '/');
  });
});
