import { ActionIcon, Indicator } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showDesktopNotification } from './browser-notifications';
import { useNotificationsQuery } from './notifications-api';
import { useNotificationText } from './notification-text';

/**
 * The header's bell on every screen: how many notifications are unread, a link to the list, and a desktop
 * notification (when the user allowed them) for each unread one that arrives while the app is open — the list
 * refetches live on the user's channel, so this works on any screen, not only on /notifications.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { data } = useNotificationsQuery();
  const textOf = useNotificationText();
  /** The notifications already known (null until the first answer: those are not new). */
  const seen = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!data) return;
    if (seen.current)
      for (const n of data.data) if (!seen.current.has(n.id) && !n.read_at) showDesktopNotification(t('notifications.title'), textOf(n));
    seen.current = new Set(data.data.map((n) => n.id));
  }, [data, t, textOf]);

  const unread = data?.unread_count ?? 0;
  return (
    <Indicator label={unread > 99 ? '99+' : unread} disabled={unread === 0} size={16} color="red" data-testid="notification-bell-count">
      <ActionIcon
        component={Link}
        to="/notifications"
        variant="default"
        aria-label={t('notifications.open')}
        data-testid="notification-bell"
      >
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </svg>
      </ActionIcon>
    </Indicator>
  );
}
