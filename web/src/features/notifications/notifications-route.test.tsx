import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderWithApi } from '../../testing/render';
import { NotificationsRoute } from './notifications-route';

const id = '00000000-0000-4000-8000-00000000f001';
const unread = {
  id,
  kind: 'comment-reply',
  read_at: null,
  created_at: '2026-11-20T09:30:00.000Z',
  actor: { id: '00000000-0000-4000-8000-00000000a001', full_name: 'Anna Admin' },
  contact: null,
  comment: { model: 'contact', model_id: '00000000-0000-4000-8000-00000000c001' },
};

describe('the notification list', () => {
  it('shows what happened and toggles the read state', async () => {
    let read = false;
    const { calls } = renderWithApi(<NotificationsRoute />, {
      'GET /api/notifications': () => ({
        status: 200,
        body: { data: [{ ...unread, read_at: read ? '2026-11-20T10:00:00.000Z' : null }], unread_count: read ? 0 : 1 },
      }),
      [`PUT /api/notifications/${id}/toggleRead`]: () => {
        read = !read;
        return { status: 200, body: { data: { ...unread, read_at: read ? '2026-11-20T10:00:00.000Z' : null } } };
      },
    });
    const item = await screen.findByTestId('notification');
    expect(item.textContent).toContain('Anna Admin');
    expect(item.getAttribute('data-read')).toBe('false');
    fireEvent.click(screen.getByTestId('toggle-read'));
    await waitFor(() => expect(screen.getByTestId('notification').getAttribute('data-read')).toBe('true'));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('says where the browser lacks desktop notifications', async () => {
    const saved = (window as { Notification?: unknown }).Notification;
    delete (window as { Notification?: unknown }).Notification;
    try {
      renderWithApi(<NotificationsRoute />, { 'GET /api/notifications': ok({ data: [], unread_count: 0 }) });
      fireEvent.click(await screen.findByTestId('desktop-notifications'));
      expect(await screen.findByText(/Try Chromium|Versuchen Sie Chromium/)).toBeTruthy();
    } finally {
      if (saved) (window as { Notification?: unknown }).Notification = saved;
    }
  });
});
