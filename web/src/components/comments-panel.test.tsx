import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi } from '../testing/render';
import { CommentsPanel } from './comments-panel';

const contactId = '00000000-0000-4000-8000-00000000c001';
const admin = { id: '00000000-0000-4000-8000-00000000a001', full_name: 'Anna Admin' };
const comment = {
  id: '00000000-0000-4000-8000-00000000d001',
  body: 'Sehr zuverlässig',
  user: admin,
  parent_id: null,
  visibility: 'internal',
  created_at: '2026-11-20T09:30:00.000Z',
  updated_at: null,
  children: [
    {
      id: '00000000-0000-4000-8000-00000000d002',
      body: 'Bestätigt',
      user: admin,
      parent_id: '00000000-0000-4000-8000-00000000d001',
      visibility: 'internal',
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: null,
    },
  ],
};
const thread = `/api/comments/contact/${contactId}`;

describe('the comments panel', () => {
  it('shows a thread with its replies; Enter sends a comment, Shift+Enter does not', async () => {
    const { calls } = renderWithApi(<CommentsPanel model="contact" id={contactId} canWrite />, {
      [`GET ${thread}`]: ok({ data: [comment] }),
      [`POST ${thread}`]: () => ({ status: 201, body: { message: 'Comment saved.', data: { ...comment, children: undefined } } }),
    });
    const threadBox = await screen.findByTestId('comment-thread');
    expect(
      within(threadBox)
        .getAllByTestId('comment-body')
        .map((node) => node.textContent),
    ).toEqual(['Sehr zuverlässig', 'Bestätigt']);
    const input = screen.getByTestId('comment-input');
    fireEvent.change(input, { target: { value: 'Neu' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ body: 'Neu', visibility: 'internal' }));
    await waitFor(() => expect((input as HTMLTextAreaElement).value).toBe(''));
    // The second Enter came while the first was on its way: one comment, not two.
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('writes internal unless the admin chooses the customer; a reply to an internal comment has no choice', async () => {
    const shared = {
      ...comment,
      id: '00000000-0000-4000-8000-00000000d003',
      body: 'Vertrag bis 2027',
      visibility: 'customer',
      children: [],
    };
    const { calls } = renderWithApi(<CommentsPanel model="company" id={contactId} canWrite />, {
      [`GET /api/comments/company/${contactId}`]: ok({ data: [shared, comment] }),
      [`POST /api/comments/company/${contactId}`]: () => ({ status: 201, body: { message: 'Comment saved.', data: shared } }),
      [`POST /api/comments/${shared.id}/reply`]: () => ({ status: 201, body: { message: 'Comment saved.', data: shared } }),
    });
    const threads = await screen.findAllByTestId('comment-thread');
    expect(threads.map((box) => within(box).getAllByTestId('comment-visibility')[0]?.textContent)).toEqual([
      'Visible to the customer',
      'Internal',
    ]);
    const control = screen.getByTestId('comment-input-visibility');
    expect((control.querySelector('input[value="internal"]') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(control.querySelector('input[value="customer"]') as HTMLInputElement);
    const input = screen.getByTestId('comment-input');
    fireEvent.change(input, { target: { value: 'Rechnung folgt' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ body: 'Rechnung folgt', visibility: 'customer' }),
    );
    // After sending, the next comment is internal again.
    await waitFor(() => expect((control.querySelector('input[value="internal"]') as HTMLInputElement).checked).toBe(true));

    fireEvent.click(within(threads[1] as HTMLElement).getByTestId('comment-reply'));
    expect(screen.queryByTestId('comment-reply-input-visibility')).toBeNull();
    fireEvent.click(within(threads[1] as HTMLElement).getByTestId('comment-reply'));
    fireEvent.click(within(threads[0] as HTMLElement).getByTestId('comment-reply'));
    const replyControl = await screen.findByTestId('comment-reply-input-visibility');
    fireEvent.click(replyControl.querySelector('input[value="customer"]') as HTMLInputElement);
    fireEvent.change(screen.getByTestId('comment-reply-input'), { target: { value: 'Danke' } });
    fireEvent.click(screen.getByTestId('comment-reply-input-send'));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/reply'))?.body).toEqual({ reply: 'Danke', visibility: 'customer' }),
    );
  });

  it('a reader without the right to write sees no visibility badges', async () => {
    renderWithApi(<CommentsPanel model="company" id={contactId} canWrite={false} />, {
      [`GET /api/comments/company/${contactId}`]: ok({ data: [{ ...comment, visibility: 'customer', children: [] }] }),
    });
    await screen.findByTestId('comment-thread');
    expect(screen.queryByTestId('comment-visibility')).toBeNull();
    expect(screen.queryByTestId('comment-input-visibility')).toBeNull();
  });

  it('shows the server field error under the reply field', async () => {
    renderWithApi(<CommentsPanel model="contact" id={contactId} canWrite />, {
      [`GET ${thread}`]: ok({ data: [comment] }),
      [`POST /api/comments/${comment.id}/reply`]: () => ({
        status: 422,
        body: { message: 'The reply field is required.', errors: { reply: ['The reply field is required.'] } },
      }),
    });
    fireEvent.click((await screen.findAllByTestId('comment-reply'))[0] as HTMLElement);
    fireEvent.click(screen.getByTestId('comment-reply-input-send'));
    expect(await screen.findByText(/reply field is required|Antwort ist erforderlich/)).toBeTruthy();
  });

  it('removes a comment after confirming and flashes Comment removed!', async () => {
    const { calls } = renderWithApi(<CommentsPanel model="contact" id={contactId} canWrite />, {
      [`GET ${thread}`]: ok({ data: [comment] }),
      [`DELETE /api/comments/${comment.id}`]: ok({ message: 'Comment removed!' }),
    });
    fireEvent.click((await screen.findAllByTestId('comment-remove'))[0] as HTMLElement);
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('a reader without the right to write sees no input, reply or remove', async () => {
    renderWithApi(<CommentsPanel model="company" id={contactId} canWrite={false} />, {
      [`GET /api/comments/company/${contactId}`]: ok({ data: [comment] }),
    });
    await screen.findByTestId('comment-thread');
    expect(screen.queryByTestId('comment-input')).toBeNull();
    expect(screen.queryByTestId('comment-reply')).toBeNull();
    expect(screen.queryByTestId('comment-remove')).toBeNull();
  });
});
