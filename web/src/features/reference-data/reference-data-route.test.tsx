import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { referenceDataFeature } from '@rm/domain';
import { describe, expect, it } from 'vitest';
import { renderWithApi, type Handler } from '../../testing/render';
import { ReferenceDataRoute } from './reference-data-route';

const couponId = '00000000-0000-4000-8000-0000000000c1';
const coupon = {
  id: couponId,
  code: 'WINTER25',
  value: 25.5,
  min_amount: 100,
  quantity: 1,
  valid_till: '2027-03-31',
  completed_within_days: 14,
  companies_count: 0,
  created_at: '2026-11-02T09:30:00.000Z',
  updated_at: '2026-11-02T09:30:00.000Z',
};
const page = (data: unknown[]) => ({
  status: 200,
  body: { data, meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length } },
});

function renderAt(path: string, routes: Record<string, Handler>) {
  return renderWithApi(
    <Routes>
      <Route path="/reference-data/:kind" element={<ReferenceDataRoute />} />
    </Routes>,
    routes,
    { path },
  );
}

describe('Stammdaten: one list per kind', () => {
  it('lists coupons with euros and dates in German format, one h1, every kind in the section navigation', async () => {
    renderAt('/reference-data/coupons', { 'GET /coupons': () => page([coupon]) });
    const row = await screen.findByTestId('item-row');
    expect(row.textContent).toContain('WINTER25');
    expect(row.textContent).toMatch(/25,50\s€/);
    expect(row.textContent).toMatch(/100,00\s€/);
    expect(row.textContent).toContain('31.03.2027');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Coupons']);
    const navigation = screen.getByRole('navigation', { name: 'Reference data' });
    expect(within(navigation).getAllByRole('link')).toHaveLength(12);
  });

  it('creates a coupon from a form that starts with the spec defaults, flashes the server message and closes', async () => {
    const { calls, store } = renderAt('/reference-data/coupons', {
      'GET /coupons': () => page([]),
      'POST /coupons': () => ({ status: 201, body: { message: 'Coupon created successfully.', data: coupon } }),
    });
    fireEvent.click(await screen.findByTestId('item-create'));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByLabelText<HTMLInputElement>(/Quantity/).value).toBe('1');
    expect(within(form).getByLabelText<HTMLInputElement>(/Completed within/).value).toBe('14');
    fireEvent.change(within(form).getByLabelText(/Code/), { target: { value: 'WINTER25' } });
    fireEvent.change(within(form).getByLabelText(/^Value/), { target: { value: '25,5' } });
    fireEvent.click(within(form).getByTestId('item-save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      code: 'WINTER25',
      value: 25.5,
      min_amount: 0,
      quantity: 1,
      valid_till: null,
      completed_within_days: 14,
    });
    expect(store.getState().flash.map((flash) => flash.message)).toEqual(['Coupon created successfully.']);
  });

  it("shows the server's field error under the field and keeps the form open", async () => {
    renderAt('/reference-data/coupons', {
      'GET /coupons': () => page([coupon]),
      [`PUT /coupons/${couponId}`]: () => ({
        status: 422,
        body: { message: 'The given data was invalid.', errors: { code: ['The code has already been taken.'] } },
      }),
    });
    fireEvent.click(await screen.findByTestId('item-edit'));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByLabelText<HTMLInputElement>(/Code/).value).toBe('WINTER25');
    fireEvent.click(within(form).getByTestId('item-save'));
    expect(await within(form).findByText('The code has already been taken.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('deletes only after the confirmation', async () => {
    const { calls } = renderAt('/reference-data/coupons', {
      'GET /coupons': () => page([coupon]),
      [`DELETE /coupons/${couponId}`]: () => ({ status: 200, body: { message: 'Coupon removed successfully.' } }),
    });
    fireEvent.click(await screen.findByTestId('item-delete'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Are you sure you want to delete this coupon?');
    fireEvent.click(within(confirm).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByTestId('item-delete'));
    fireEvent.click(await screen.findByTestId('delete-confirm-button'));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url === `/coupons/${couponId}`)).toBe(true));
  });

  it('edits an option label in German, English and Polish; options have no delete', async () => {
    const option = {
      id: '00000000-0000-4000-8000-0000000000d1',
      group: 'shifts',
      key: 'night',
      label: { de: 'Nachtschicht', en: '', pl: '' },
      created_at: '2026-11-02T09:30:00.000Z',
      updated_at: '2026-11-02T09:30:00.000Z',
    };
    const { calls } = renderAt('/reference-data/options', {
      'GET /options': () => page([option]),
      [`PUT /options/${option.id}`]: () => ({ status: 200, body: { message: 'Option updated.', data: option } }),
    });
    expect(await screen.findByText('Nachtschicht')).toBeTruthy();
    expect(screen.queryByTestId('item-delete')).toBeNull();
    fireEvent.click(screen.getByTestId('item-edit'));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByLabelText(/Label \(English\)/), { target: { value: 'Night shift' } });
    fireEvent.change(within(form).getByLabelText(/Label \(Polish\)/), { target: { value: 'Nocna zmiana' } });
    fireEvent.click(within(form).getByTestId('item-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      group: 'shifts',
      key: 'night',
      label: { de: 'Nachtschicht', en: 'Night shift', pl: 'Nocna zmiana' },
    });
  });

  it("edits a seeded option (a group with dots, a numeric key, German, English and Polish labels) sending the contract's body only", async () => {
    const option = {
      id: '00000000-0000-4000-8000-0000000000d2',
      group: 'review_questions.employer',
      key: '4',
      label: { de: 'Gehalt und Zuschläge', en: 'Salary and bonuses', pl: 'Wynagrodzenie i dodatki' },
      created_at: '2026-11-02T09:30:00.000Z',
      updated_at: '2026-11-02T09:30:00.000Z',
    };
    const { calls } = renderAt('/reference-data/options', {
      'GET /options': () => page([option]),
      [`PUT /options/${option.id}`]: ({ body }) => ({
        status: 200,
        body: { message: 'Option updated.', data: { ...option, ...(body as object) } },
      }),
    });
    // The list shows the label in the screen's language, as stored.
    expect((await screen.findByTestId('item-row')).textContent).toContain('Salary and bonuses');
    fireEvent.click(screen.getByTestId('item-edit'));
    const form = await screen.findByRole('dialog');
    fireEvent.change(within(form).getByLabelText(/Label \(German\)/), { target: { value: 'Gehalt und Zulagen' } });
    fireEvent.click(within(form).getByTestId('item-save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((call) => call.method === 'PUT');
    expect(sent?.url).toBe(`/options/${option.id}`);
    expect(sent?.body).toEqual({
      group: 'review_questions.employer',
      key: '4',
      label: { de: 'Gehalt und Zulagen', en: 'Salary and bonuses', pl: 'Wynagrodzenie i dodatki' },
    });
    // Nothing the route's body schema does not name (no id, no timestamps), everything it requires.
    const schema = referenceDataFeature.commands.updateOption.body;
    const body = sent?.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(Object.keys(schema.properties).sort());
    expect(schema.required).toEqual(expect.arrayContaining(['group', 'key', 'label']));
    expect(Object.keys(body.label as object).sort()).toEqual(Object.keys(schema.properties.label.properties).sort());
  });

  it('searches after the typing pauses (300 ms), from page 1', async () => {
    const { calls } = renderAt('/reference-data/benefits', { 'GET /benefits': () => page([]) });
    fireEvent.change(await screen.findByTestId('item-search'), { target: { value: 'rad' } });
    await waitFor(() => expect(calls.some((call) => call.url === '/benefits?page=1&search=rad')).toBe(true));
  });
});
