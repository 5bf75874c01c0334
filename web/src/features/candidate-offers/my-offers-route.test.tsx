import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi } from '../../testing/render';
import { MyOffersRoute } from './my-offers-route';

describe("the candidate's offers, before there are any and when they cannot be loaded", () => {
  it('explains that offers will come, and leads to the open jobs', async () => {
    renderWithApi(<MyOffersRoute />, { 'GET /api/candidate-offers': ok({ data: [] }) });
    const empty = await screen.findByTestId('my-offers-empty');
    expect(within(empty).getByRole('heading').textContent).toBe('You have no offers yet.');
    expect(empty.textContent).toContain('As soon as an employer sends you an offer, you will find it here.');
    expect(within(empty).getByRole('link', { name: 'See open jobs' }).getAttribute('href')).toBe('/stellenangebote');
  });

  it('says the offers could not be loaded, and tries again on request', async () => {
    let answers = 0;
    const { calls } = renderWithApi(<MyOffersRoute />, {
      'GET /api/candidate-offers': () => {
        answers += 1;
        return answers === 1 ? { status: 500, body: { message: 'Server Error' } } : { status: 200, body: { data: [] } };
      },
    });
    const error = await screen.findByTestId('my-offers-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(within(error).getByRole('heading').textContent).toBe('Your offers could not be loaded.');
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('my-offers-empty')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('my-offers-error')).toBeNull());
    expect(calls.filter((call) => call.url === '/api/candidate-offers')).toHaveLength(2);
  });
});
