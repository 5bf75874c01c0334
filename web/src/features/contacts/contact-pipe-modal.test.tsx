import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../testing/render';
import { ContactPipeModal } from './contact-pipe-modal';

const contactId = '00000000-0000-4000-8000-000000000001';
const offer = (id: string, stage: string, campaign: string) => ({
  offer_id: `00000000-0000-4000-8000-00000000010${id}`,
  stage,
  campaign_id: '00000000-0000-4000-8000-000000000201',
  campaign_name: campaign,
  company_id: '00000000-0000-4000-8000-000000000301',
  company_name: 'Pflege Nord GmbH',
  price: 45,
  created_at: '2026-11-01T10:00:00.000Z',
  stage_changed_at: '2026-11-02T10:00:00.000Z',
  hired_at: null,
});

describe('contact pipe modal', () => {
  it('lists the offers with counts per stage, asks again for one stage, and opens one offer', async () => {
    const { calls } = renderWithApi(<ContactPipeModal contactId={contactId} opened onClose={() => undefined} />, {
      [`GET /api/contacts/${contactId}/pipe`]: (request) =>
        request.url.includes('offer_status=hired')
          ? { status: 200, body: { data: [], counts: { new: 1, unlocked: 1 } } }
          : {
              status: 200,
              body: { data: [offer('1', 'new', 'Pflege Hamburg'), offer('2', 'unlocked', 'Pflege Kiel')], counts: { new: 1, unlocked: 1 } },
            },
    });
    const table = await screen.findByTestId('pipe-table');
    expect(within(table).getByText('Pflege Hamburg')).toBeTruthy();
    expect(screen.getByText('All (2)')).toBeTruthy();
    expect(screen.getByText('Unlocked (1)')).toBeTruthy();

    fireEvent.click(screen.getByText('Hired (0)'));
    await screen.findByText('No offers at this stage.');
    expect(calls.at(-1)?.url).toBe(`/api/contacts/${contactId}/pipe?offer_status=hired`);

    fireEvent.click(screen.getByText('All (2)'));
    const rows = await screen.findAllByTestId('pipe-open');
    fireEvent.click(rows[1] as HTMLElement);
    const detail = await screen.findByTestId('piped-contact');
    expect(within(detail).getByText('Pflege Kiel')).toBeTruthy();
    expect(within(detail).getByText(/45,00/)).toBeTruthy();
  });
});
