import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi } from '../../testing/render';
import { CompaniesRoute } from './companies-route';

describe("the admin's companies", () => {
  it('with no company found, says so', async () => {
    await i18next.changeLanguage('de');
    renderWithApi(<CompaniesRoute />, {
      'GET /api/companies': ok({ data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } }),
      'GET /api/options/account-manager-users': ok([]),
    });
    await waitFor(() => expect(screen.getByTestId('table-empty').textContent).toBe('Keine Einträge'));
  });
});
