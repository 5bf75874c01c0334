import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi, type Handler } from '../testing/render';
import { UnlockDialog } from './unlock-dialog';

const contact = { id: '00000000-0000-4000-8000-00000000000c', full_name: 'Kim Muster' };
const companyId = '00000000-0000-4000-8000-0000000000a1';
const employerId = '00000000-0000-4000-8000-0000000000e1';
const campaignId = '00000000-0000-4000-8000-0000000000b1';

const routes = (unlock: Handler): Record<string, Handler> => ({
  'GET /api/options/companies': () => ({ status: 200, body: [{ id: companyId, name: 'Pflege GmbH' }] }),
  'GET /api/options/employers': () => ({ status: 200, body: [{ id: employerId, full_name: 'Erik Employer' }] }),
  'GET /api/options/all-campaigns': () => ({ status: 200, body: [{ id: campaignId, name: 'Fahrer Berlin', cost_per_unlock: 25 }] }),
  'POST /api/unlock-contact': unlock,
});

async function choose(label: string, option: string | RegExp): Promise<void> {
  const user = userEvent.setup();
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('unlock dialog', () => {
  it('asks company, then employer, then campaign, confirms, then unlocks', async () => {
    const onClose = vi.fn();
    const { calls } = renderWithApi(
      <UnlockDialog opened contact={contact} onClose={onClose} />,
      routes(() => ({ status: 201, body: { message: 'Kim Muster has been unlocked for the company.', data: {} } })),
    );
    await screen.findByRole('textbox', { name: 'Company' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Employer' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Campaign' }).disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('unlock-next').disabled).toBe(true);

    await choose('Company', 'Pflege GmbH');
    await waitFor(() => expect(calls.some((c) => c.url === `/api/options/employers?company_id=${companyId}`)).toBe(true));
    await choose('Employer', 'Erik Employer');
    await choose('Campaign', /^Fahrer Berlin \(25,00\s€\)$/);
    await userEvent.click(screen.getByTestId('unlock-next'));
    expect(await screen.findByTestId('unlock-confirm-text')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByTestId('unlock-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      driver_id: contact.id,
      company_id: companyId,
      employer_id: employerId,
      campaign_id: campaignId,
    });
    expect(await screen.findByText('Kim Muster has been unlocked for the company.')).toBeTruthy();
  });

  it('shows why an unlock was refused and stays open', async () => {
    const onClose = vi.fn();
    renderWithApi(
      <UnlockDialog opened contact={contact} presetCompanyId={companyId} presetCampaignId={campaignId} onClose={onClose} />,
      routes(() => ({ status: 409, body: { message: 'This contact is already unlocked for this company.' } })),
    );
    await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('unlock-next').disabled).toBe(false));
    await userEvent.click(screen.getByTestId('unlock-next'));
    await userEvent.click(await screen.findByTestId('unlock-submit'));
    const error = await screen.findByTestId('unlock-error');
    expect(within(error).getByText('This contact is already unlocked for this company.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
