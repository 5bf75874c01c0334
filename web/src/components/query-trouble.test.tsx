import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { useAdminUserOptionsQuery } from '../lib/shared-api';
import { renderWithApi } from '../testing/render';
import { QueryTrouble } from './query-trouble';

function Probe() {
  const { data } = useAdminUserOptionsQuery();
  return <p data-testid="probe">{data ? `${data.length} users` : 'none'}</p>;
}

const screenWith = (answers: Array<{ status: number; body: unknown }>) => {
  let call = 0;
  return renderWithApi(
    <>
      <QueryTrouble />
      <Probe />
    </>,
    { 'GET /api/options/admin-users': () => answers[Math.min(call++, answers.length - 1)]! },
  );
};

describe('a screen whose data could not be loaded', () => {
  it('says so in German and asks again for what failed; once it answers, the notice goes', async () => {
    await i18next.changeLanguage('de');
    const { calls } = screenWith([
      { status: 503, body: { message: 'unavailable' } },
      { status: 200, body: [{ id: '00000000-0000-4000-8000-00000000a001', full_name: 'Anna Admin' }] },
    ]);
    expect((await screen.findByTestId('query-trouble')).textContent).toContain('Ein Teil dieser Seite konnte nicht geladen werden');
    fireEvent.click(screen.getByTestId('query-trouble-retry'));
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('1 users'));
    expect(screen.queryByTestId('query-trouble')).toBeNull();
    expect(calls.filter((call) => call.url === '/api/options/admin-users')).toHaveLength(2);
  });

  it('leaves refusals and "not found" to the screen', async () => {
    screenWith([{ status: 404, body: { message: 'not found' } }]);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('none'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('query-trouble')).toBeNull();
  });
});
