import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../testing/render';
import { RegisterBusinessRoute } from './register-business-route';

const fill = (name: string, value: string): void => {
  const input = document.querySelector(`input[name="${name}"]`);
  if (!input) throw new Error(`no input ${name}`);
  fireEvent.change(input, { target: { value } });
};

describe('business registration form', () => {
  it('splits the full name at the first space, defaults the country to DE and sends the consent', async () => {
    const { calls } = renderWithApi(<RegisterBusinessRoute />, {
      'POST /register/business': () => ({
        status: 201,
        body: {
          company_id: '00000000-0000-4000-8000-00000000d001',
          redirect_path: '/company',
          user: { id: '00000000-0000-4000-8000-00000000d002', full_name: 'Anna Maria Schulz' },
        },
      }),
    });
    fill('company_name', 'Pflegedienst Sonnenschein GmbH');
    fill('full_name', 'Anna Maria Schulz');
    fill('email', 'anna@pflege-sonnenschein.de');
    fill('mobile', '0151 23456789');
    fill('password', 'Sonnenschein2026');
    fill('password_confirmation', 'Sonnenschein2026');
    fireEvent.click(screen.getByTestId('accept-terms'));
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      company_name: 'Pflegedienst Sonnenschein GmbH',
      first_name: 'Anna',
      last_name: 'Maria Schulz',
      country_id: 'DE',
      accept_terms_condition: true,
      registered_from_page: '/register/business',
    });
  });

  it('shows the server’s message under the terms checkbox and each field, and stays enabled', async () => {
    renderWithApi(<RegisterBusinessRoute />, {
      'POST /register/business': () => ({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: {
            accept_terms_condition: ['Please accept the terms and conditions and the privacy policy.'],
            mobile: ['The mobile must be a valid phone number.'],
          },
        },
      }),
    });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('Please accept the terms and conditions and the privacy policy.')).toBeTruthy();
    expect(screen.getByText('The mobile must be a valid phone number.')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('register-submit').disabled).toBe(false);
  });
});
