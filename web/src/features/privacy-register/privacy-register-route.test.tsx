import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi, type Handler } from '../../testing/render';
import { PrivacyRegisterRoute } from './privacy-register-route';

const BREACHES = 'GET /api/privacy-register/breaches';
const REQUESTS = 'GET /api/privacy-register/requests';

const lostLaptop = {
  id: '00000000-0000-4000-8000-0000000b0001',
  detectedAt: '2026-03-01T10:00:00.000Z',
  description: 'Laptop im Zug verloren',
  dataCategories: 'Kontaktdaten',
  personsAffected: 12,
  risk: 'risk',
  authorityNotifiedAt: null,
  personsNotifiedAt: null,
  deadline: '2026-03-04T10:00:00.000Z',
  overdue: true,
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const wrongMail = {
  ...lostLaptop,
  id: '00000000-0000-4000-8000-0000000b0002',
  description: 'E-Mail an falschen Empfänger',
  risk: 'high',
  authorityNotifiedAt: '2026-03-02T09:00:00.000Z',
  personsNotifiedAt: '2026-03-02T12:00:00.000Z',
  overdue: false,
};

const lateAccess = {
  id: '00000000-0000-4000-8000-0000000d0001',
  kind: 'access',
  receivedAt: '2026-01-31T09:00:00.000Z',
  reference: 'DSA-2026-001',
  contactId: '00000000-0000-4000-8000-0000000c0001',
  extended: false,
  doneAt: null,
  due: '2026-02-28T09:00:00.000Z',
  overdue: true,
  updatedAt: '2026-01-31T09:00:00.000Z',
};
const doneErasure = {
  ...lateAccess,
  id: '00000000-0000-4000-8000-0000000d0002',
  kind: 'erasure',
  reference: 'DSA-2026-002',
  contactId: null,
  doneAt: '2026-02-10T09:00:00.000Z',
  overdue: false,
};

const filled = (routes: Record<string, Handler> = {}) => ({
  [BREACHES]: ok({ data: [lostLaptop, wrongMail] }),
  [REQUESTS]: ok({ data: [lateAccess, doneErasure] }),
  ...routes,
});

/** A `datetime-local` value as the instant the form sends (local time, as the browser reads it). */
const instant = (local: string): string => new Date(local).toISOString();

describe('the data-protection register', () => {
  it('lists the breaches and the requests in the order the API gives, the overdue ones marked red', async () => {
    renderWithApi(<PrivacyRegisterRoute />, filled());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Data-protection register');
    expect(screen.getByText(/Art\. 33\(5\).*72 hours.*one month.*two further months/)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('breach-row')).toHaveLength(2));
    const [late, notified] = screen.getAllByTestId('breach-row');
    expect(late?.textContent).toContain('Laptop im Zug verloren');
    expect(late?.textContent).toContain('Risk (notify the authority, Art. 33)');
    expect(within(late!).getByTestId('status-overdue').textContent).toBe('Overdue');
    expect(notified?.textContent).toContain('High risk');
    expect(within(notified!).getByTestId('status-notified').textContent).toBe('Notified');

    fireEvent.click(screen.getByTestId('tab-requests'));
    await waitFor(() => expect(screen.getAllByTestId('request-row')).toHaveLength(2));
    const [open, done] = screen.getAllByTestId('request-row');
    expect(open?.textContent).toContain('DSA-2026-001');
    expect(open?.textContent).toContain('Access (Art. 15)');
    expect(within(open!).getByTestId('status-overdue').textContent).toBe('Overdue');
    expect(done?.textContent).toContain('Erasure (Art. 17)');
    expect(within(done!).getByTestId('status-done').textContent).toBe('Done');
    expect(screen.getByTestId('request-create').textContent).toBe('Record a request');
  });

  it('records a breach from the form: dates as instants, the risk chosen by its label, a notification date left empty', async () => {
    const { calls, store } = renderWithApi(
      <PrivacyRegisterRoute />,
      filled({ 'POST /api/privacy-register/breaches': () => ({ status: 201, body: { message: 'Breach saved.', data: lostLaptop } }) }),
    );
    fireEvent.click(await screen.findByTestId('breach-create'));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByText(/No names of persons/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Detected at/), { target: { value: '2026-03-05T14:30' } });
    fireEvent.change(within(form).getByLabelText(/^Description/), { target: { value: 'Ordner mit Bewerbungen im Müll' } });
    fireEvent.change(within(form).getByLabelText(/^Categories of data/), { target: { value: 'Lebensläufe' } });
    fireEvent.change(within(form).getByLabelText(/^Number of persons/), { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('textbox', { name: /^Risk to the persons/ }));
    fireEvent.click(await screen.findByRole('option', { name: /High risk/ }));
    fireEvent.change(within(form).getByLabelText(/^Authority notified at/), { target: { value: '2026-03-06T09:00' } });
    fireEvent.click(within(form).getByTestId('breach-save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      detectedAt: instant('2026-03-05T14:30'),
      description: 'Ordner mit Bewerbungen im Müll',
      dataCategories: 'Lebensläufe',
      personsAffected: 4,
      risk: 'high',
      authorityNotifiedAt: instant('2026-03-06T09:00'),
      personsNotifiedAt: null,
    });
    expect(store.getState().flash.map((flash) => flash.message)).toEqual(['Breach saved.']);
  });

  it('changes a request: extended, the candidate it concerns kept; a done date cleared', async () => {
    const { calls } = renderWithApi(
      <PrivacyRegisterRoute />,
      filled({
        [`PUT /api/privacy-register/requests/${lateAccess.id}`]: () => ({ status: 200, body: { message: 'Saved.', data: lateAccess } }),
        [`PUT /api/privacy-register/requests/${doneErasure.id}`]: () => ({ status: 200, body: { message: 'Saved.', data: doneErasure } }),
      }),
    );
    fireEvent.click(screen.getByTestId('tab-requests'));
    await waitFor(() => expect(screen.getAllByTestId('request-edit')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('request-edit')[0]!);
    let form = await screen.findByRole('dialog');
    expect(within(form).getByLabelText<HTMLInputElement>(/^File reference/).value).toBe('DSA-2026-001');
    fireEvent.click(within(form).getByLabelText(/Deadline extended by two months/));
    fireEvent.click(within(form).getByTestId('request-save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `/api/privacy-register/requests/${lateAccess.id}`,
      body: {
        kind: 'access',
        receivedAt: lateAccess.receivedAt,
        reference: 'DSA-2026-001',
        contactId: lateAccess.contactId,
        extended: true,
        doneAt: null,
      },
    });

    fireEvent.click(screen.getAllByTestId('request-edit')[1]!);
    form = await screen.findByRole('dialog');
    fireEvent.click(within(form).getByRole('button', { name: /Clear the date: Done at/ }));
    expect(within(form).getByLabelText<HTMLInputElement>(/^Done at/).value).toBe('');
    fireEvent.click(within(form).getByTestId('request-save'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]).toMatchObject({
      url: `/api/privacy-register/requests/${doneErasure.id}`,
      body: { kind: 'erasure', doneAt: null, contactId: null },
    });
  });

  it("shows the server's field messages on the fields and keeps the form open", async () => {
    renderWithApi(
      <PrivacyRegisterRoute />,
      filled({
        [`PUT /api/privacy-register/breaches/${wrongMail.id}`]: () => ({
          status: 422,
          body: {
            message: 'The given data was invalid.',
            errors: {
              authorityNotifiedAt: ['The date may not lie before the detection.'],
              description: ['must NOT have fewer than 5 characters'],
            },
          },
        }),
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('breach-edit')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('breach-edit')[1]!);
    const form = await screen.findByRole('dialog');
    fireEvent.click(within(form).getByTestId('breach-save'));
    const field = within(form).getByLabelText(/^Authority notified at/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(
        field
          .getAttribute('aria-describedby')!
          .split(' ')
          .find((id) => id.includes('error'))!,
      )?.textContent,
    ).toBe('The date may not lie before the detection.');
    expect(
      within(form)
        .getByLabelText(/^Description/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says when a register holds nothing yet', async () => {
    renderWithApi(<PrivacyRegisterRoute />, { [BREACHES]: ok({ data: [] }), [REQUESTS]: ok({ data: [] }) });
    expect(await screen.findByText('No breaches recorded.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('tab-requests'));
    expect(await screen.findByText('No data-subject requests recorded.')).toBeTruthy();
  });
});
