import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, renderWithApi, type Handler } from '../../testing/render';
import { applyRealtimeMessage } from '../../lib/realtime';
import { ChatThread } from './chat-thread';

const contactId = '00000000-0000-4000-8000-00000000d001';
const contact = { id: contactId, full_name: 'Kim Muster', phone: '+49 151 1', last_message: null, last_message_at: null, unread_count: 0 };
const message = (id: string, type: 'in' | 'out', text: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  message: text,
  status: type === 'in' ? 'received' : 'sent',
  failed_reason: null,
  created_at: '2026-11-24T10:00:00.000Z',
  sender: { id: '00000000-0000-4000-8000-00000000d009', full_name: type === 'in' ? 'Kim Muster' : 'Sam Tester' },
  company_id: null,
  ...extra,
});

const render = (extra: Record<string, Handler> = {}) =>
  renderWithApi(<ChatThread contactId={contactId} />, {
    [`GET /api/messages/${contactId}`]: ok({
      contact,
      data: [
        message('00000000-0000-4000-8000-00000000d002', 'in', 'Hallo, ist die Stelle noch frei?'),
        message('00000000-0000-4000-8000-00000000d003', 'out', 'Leider nicht zustellbar', {
          status: 'failed',
          failed_reason: 'Number unreachable',
        }),
      ],
    }),
    ...extra,
  });

describe('the chat thread', () => {
  beforeAll(() => i18next.changeLanguage('de'));
  afterAll(() => i18next.changeLanguage('en'));

  it('shows the messages in and out with status and failed reason', async () => {
    render();
    expect(await screen.findByText('Hallo, ist die Stelle noch frei?')).toBeTruthy();
    expect(screen.getByText('Fehlgeschlagen')).toBeTruthy();
    expect(screen.getByText(/Number unreachable/)).toBeTruthy();
  });

  it('sends on Enter with a client message id, keeps Shift+Enter for a new line', async () => {
    const sent = message('00000000-0000-4000-8000-00000000d004', 'out', 'Ja, gern!', { status: 'queued' });
    const { calls } = render({
      [`POST /api/messages/${contactId}`]: () => ({ status: 201, body: { message: 'Message sent.', data: sent } }),
    });
    const input = await screen.findByTestId('chat-input');
    fireEvent.change(input, { target: { value: 'Ja, gern!' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const body = calls.find((c) => c.method === 'POST')?.body as { message: string; client_message_id: string };
    expect(body.message).toBe('Ja, gern!');
    expect(body.client_message_id).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));
  });

  it('counts the characters and turns red above one SMS (160), still sending', async () => {
    render();
    const input = await screen.findByTestId('chat-input');
    fireEvent.change(input, { target: { value: 'x'.repeat(161) } });
    expect(screen.getByTestId('chat-length').textContent).toBe('161 / 160 Zeichen');
    expect(screen.getByTestId<HTMLButtonElement>('chat-send').disabled).toBe(false);
  });

  it("shows a refused send's first message as a red flash and keeps the text", async () => {
    const { store } = render({
      [`POST /api/messages/${contactId}`]: () => ({
        status: 422,
        body: { message: 'The given data was invalid.', errors: { message: ['The message field is required.'] } },
      }),
    });
    const input = await screen.findByTestId('chat-input');
    fireEvent.change(input, { target: { value: 'Test' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(store.getState().flash.at(-1)).toMatchObject({ level: 'danger', message: 'Bitte geben Sie eine Nachricht ein.' }),
    );
    expect((input as HTMLTextAreaElement).value).toBe('Test');
  });

  it('shows the sent message at once from the answer, before the read model holds it, once', async () => {
    const sent = message('00000000-0000-4000-8000-00000000d005', 'out', 'Sofort da', {
      status: 'queued',
      created_at: '2026-11-24T10:01:00.000Z',
    });
    render({ [`POST /api/messages/${contactId}`]: () => ({ status: 201, body: { message: 'Message sent.', data: sent } }) });
    const input = await screen.findByTestId('chat-input');
    fireEvent.change(input, { target: { value: 'Sofort da' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Sofort da')).toBeTruthy();
    expect(screen.getAllByText('Sofort da')).toHaveLength(1);
  });

  it("a pushed message joins the thread once; a refetch before the read model holds it keeps it; the read model's copy replaces it", async () => {
    const pushed = message('00000000-0000-4000-8000-00000000d006', 'out', 'Vom Kollegen', {
      status: 'queued',
      created_at: '2026-11-24T10:02:00.000Z',
    });
    const base = [message('00000000-0000-4000-8000-00000000d002', 'in', 'Hallo, ist die Stelle noch frei?')];
    let held: Array<ReturnType<typeof message>> = base;
    const { store, calls } = render({ [`GET /api/messages/${contactId}`]: () => ({ status: 200, body: { contact, data: held } }) });
    expect(await screen.findByText('Hallo, ist die Stelle noch frei?')).toBeTruthy();
    const notice = { contactId, companyIds: [], kind: 'message', messageId: pushed.id, message: pushed };
    const push = (data: Record<string, unknown>) =>
      act(() => applyRealtimeMessage(store.dispatch, { type: 'change', channel: 'messages.received', subject: 'rm.chat.changed', data }));
    push(notice);
    push(notice);
    expect(await screen.findByText('Vom Kollegen')).toBeTruthy();
    expect(screen.getAllByText('Vom Kollegen')).toHaveLength(1);
    const fetched = () => calls.filter((c) => c.method === 'GET').length;
    // Another change's notice refetches while the read model does not hold the pushed message yet: it stays.
    const before = fetched();
    push({ contactId, companyIds: [], kind: 'read', messageId: null });
    await waitFor(() => expect(fetched()).toBe(before + 1));
    await waitFor(() => expect(screen.getAllByText('Vom Kollegen')).toHaveLength(1));
    // The read model holds it now (sent by then): its notice refetches, and the message is there once.
    held = [...base, { ...pushed, status: 'sent' }];
    push({ contactId, companyIds: [], kind: 'message', messageId: pushed.id });
    await waitFor(() => expect(fetched()).toBe(before + 2));
    await waitFor(() => expect(screen.getAllByText('Vom Kollegen')).toHaveLength(1));
  });
});
