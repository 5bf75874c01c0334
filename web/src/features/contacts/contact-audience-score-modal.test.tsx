import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi, type Recorded } from '../../testing/render';
import { ContactAudienceScoreModal } from './contact-audience-score-modal';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const contacts = [
  { id: id(1), full_name: 'Anna Weit' },
  { id: id(2), full_name: 'Ben Nah' },
  { id: id(3), full_name: 'Cem Mitte' },
];
const company = id(100);
const audience = id(200);
const scores: Record<string, number> = { [id(1)]: 40, [id(2)]: 97, [id(3)]: 71 };
const score = (request: Recorded) => {
  const contactId = new URL(request.url, 'http://localhost').searchParams.get('contact_id') ?? '';
  if (contactId === id(4)) return { status: 404, body: { message: 'Contact or audience not found.' } };
  const value = scores[contactId] ?? 0;
  return {
    status: 200,
    body: {
      score: value,
      distance_km: 100 - value,
      profession_matches: true,
      in_range: value > 50,
      available: true,
      filters_match: true,
    },
  };
};
const routes = {
  'GET /api/options/companies': ok([{ id: company, name: 'Pflege Nord GmbH' }]),
  'GET /api/options/audiences': ok([{ id: audience, name: 'Hamburg 30 km' }]),
  'GET /api/contactVsAudience': score,
};

const choose = async (testId: string, option: string) => {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('contacts versus audience', () => {
  it('scores each contact against the chosen audience of the chosen company, best first', async () => {
    const { calls } = renderWithApi(<ContactAudienceScoreModal contacts={contacts} opened onClose={() => undefined} />, routes);
    expect(await screen.findByText('Choose a company and an audience.')).toBeTruthy();
    await choose('score-company', 'Pflege Nord GmbH');
    await choose('score-audience', 'Hamburg 30 km');
    const rows = await screen.findAllByTestId('score-row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['Ben Nah', 'Cem Mitte', 'Anna Weit']);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['97', '71', '40']);
    expect(calls.find((call) => call.url.startsWith('/api/options/audiences'))?.url).toBe(`/api/options/audiences?company_id=${company}`);
    const asked = calls.filter((call) => call.url.startsWith('/api/contactVsAudience')).map((call) => call.url);
    expect(asked.sort()).toEqual(
      contacts.map((contact) => `/api/contactVsAudience?contact_id=${contact.id}&audience_id=${audience}`).sort(),
    );
    expect(screen.queryByTestId('score-error')).toBeNull();
  });

  it('says which contacts could not be scored and shows the others', async () => {
    renderWithApi(
      <ContactAudienceScoreModal contacts={[...contacts.slice(0, 1), { id: id(4), full_name: 'Gone' }]} opened onClose={() => undefined} />,
      routes,
    );
    await choose('score-company', 'Pflege Nord GmbH');
    await choose('score-audience', 'Hamburg 30 km');
    expect((await screen.findByTestId('score-error')).textContent).toMatch(/Could not be scored: 1\./);
    await waitFor(() => expect(screen.getAllByTestId('score-row')).toHaveLength(1));
  });

  it('says so when the page has no contacts', async () => {
    renderWithApi(<ContactAudienceScoreModal contacts={[]} opened onClose={() => undefined} />, routes);
    await choose('score-company', 'Pflege Nord GmbH');
    await choose('score-audience', 'Hamburg 30 km');
    expect(await screen.findByTestId('score-empty')).toBeTruthy();
  });
});
