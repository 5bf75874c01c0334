import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../testing/render';
import { LoginRoute } from './login-route';

describe('the sign-in page', () => {
  it('asks "No account yet? Register" on the sign-in page and has the registration in its header', () => {
    renderWithApi(<LoginRoute />, {});
    expect(screen.getByTestId('sign-up-prompt').textContent).toContain('No account yet?');
    expect(within(screen.getByTestId('sign-up-prompt')).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.getByTestId('header-register').getAttribute('href')).toBe('/register');
  });
});
