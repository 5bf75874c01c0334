import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi } from '../../testing/render';
import { PotentialCompanies } from './potential-companies';

const contactId = '00000000-0000-4000-8000-00000000c001';
const company = (n: number, name: string, audiences: Array<[string, number]>) => ({
  company_id: `00000000-0000-4000-8000-0000000000${n}0`,
  company_name: name,
  audience_id: `00000000-0000-4000-8000-0000000000${n}1`,
  audience_name: audiences[0]?.[0] ?? '',
  distance_km: audiences[0]?.[1] ?? 0,
  audiences: audiences.map(([audience, km], index) => ({
    id: `00000000-0000-4000-8000-0000000000${n}${index + 1}`,
    name: audience,
    distance_km: km,
  })),
});

describe('potential companies', () => {
  it('opens as a modal from its button and lists each company once with the audiences that reach the contact', async () => {
    const { calls } = renderWithApi(<PotentialCompanies contactId={contactId} />, {
      [`GET /contacts/${contactId}/potentialCompanies`]: ok({
        data: [
          company(1, 'Pflege Sonnenschein GmbH', [
            ['Berlin 25 km', 1.8],
            ['Brandenburg 80 km', 1.8],
          ]),
          company(2, 'Spedition Ost', [['Berlin Fahrer', 3.2]]),
        ],
      }),
    });
    expect(screen.queryByTestId('potential-companies')).toBeNull();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByTestId('potential-companies-open'));
    const dialog = await screen.findByRole('dialog');
    const rows = await within(dialog).findAllByTestId('potential-company');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Pflege Sonnenschein GmbH')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Brandenburg 80 km')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('3.2 km')).toBeTruthy();
  });

  it('says when no audience reaches the contact', async () => {
    renderWithApi(<PotentialCompanies contactId={contactId} />, {
      [`GET /contacts/${contactId}/potentialCompanies`]: ok({ data: [] }),
    });
    fireEvent.click(screen.getByTestId('potential-companies-open'));
    expect((await screen.findByTestId('potential-companies-empty')).textContent).toBe('No audience reaches this contact.');
  });
});
