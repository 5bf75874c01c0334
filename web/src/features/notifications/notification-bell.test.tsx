import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../lib/api';
import { renderWithApi } from '../../testing/render';
import { NotificationBell } from './notification-bell';

const notification = (id: string, readAt: string | null, actor: string) => ({
  id,
  kind: 'comment-reply',
  read_at: readAt,
  created_at: '2026-11-20T09:30:00.000Z',
  actor: { id: '00000000-0000-4000-8000-00000000a001', full_name: actor },
  contact: null,
  comment: { model: 'contact', model_id: '00000000-0000-4000-8000-00000000c001' },
});

/** The browser's Notification, granted, recording what it was asked to show. */
const shown: Array<{ title: string; body: string | undefined }> = [];
const saved = (window as { Notification?: unknown }).Notification;
class FakeNotification {
  static permission = 'granted';
  constructor(title: string, options?: { body?: string }) {
    shown.push({ title, body: options?.body });
  }
}
afterEach(() => {
  shown.length = 0;
  (window as { Notification?: unknown }).Notification = saved;
});

describe('the header bell', () => {
  it('counts the unread, and shows a desktop notification for each unread one that arrives later (not those already there)', async () => {
    (window as { Notification?: unknown }).Notification = FakeNotification;
    let list = [notification('00000000-0000-4000-8000-00000000f001', null, 'Anna Admin')];
    const { store, calls } = renderWithApi(<NotificationBell />, {
      'GET /api/notifications': () => ({
        status: 200,
        body: { data: list, unread_count: list.filter((n) => !n.read_at).length },
      }),
    });
    await waitFor(() => expect(screen.getByTestId('notification-bell-count').textContent).toContain('1'));
    expect(screen.getByTestId('notification-bell').getAttribute('href')).toBe('/notifications');
    expect(shown).toEqual([]);

    // A reply arrives (the user's channel invalidates the list): the bell counts it and the desktop shows it.
    list = [notification('00000000-0000-4000-8000-00000000f002', null, 'Bert Admin'), ...list];
    store.dispatch(api.util.invalidateTags(['Notification']));
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]?.body).toContain('Bert Admin');
    expect(screen.getByTestId('notification-bell-count').textContent).toContain('2');

    // Refetched again without anything new: nothing more on the desktop.
    store.dispatch(api.util.invalidateTags(['Notification']));
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/notifications'))).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown).toHaveLength(1);
  });
});
