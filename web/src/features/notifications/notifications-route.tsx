import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page';
import { errorMessage } from '../../lib/errors';
import { flashShown } from '../../lib/flash';
import { formatDateTime } from '../../lib/format';
import { useAppDispatch } from '../../lib/store';
import { desktopNotificationsAvailable } from './browser-notifications';
import { useMarkNotificationReadMutation, useNotificationsQuery, useToggleNotificationReadMutation } from './notifications-api';
import { useNotificationText } from './notification-text';

/**
 * The signed-in user's notifications, newest first, each to be marked read or unread (employer spec §4). New ones
 * show on the desktop from the header's bell (`NotificationBell`), on every screen.
 */
export function NotificationsRoute() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data, isLoading } = useNotificationsQuery();
  const [toggle] = useToggleNotificationReadMutation();
  const [markRead] = useMarkNotificationReadMutation();
  const textOf = useNotificationText();
  const enableDesktop = (): void => {
    if (!desktopNotificationsAvailable()) {
      dispatch(flashShown(t('notifications.desktopUnavailable'), 'danger'));
      return;
    }
    void Notification.requestPermission();
  };
  const run = (call: Promise<unknown>): void => {
    call.catch((failure: unknown) => dispatch(flashShown(errorMessage(failure), 'danger')));
  };

  return (
    <Page
      title={t('notifications.title')}
      actions={
        <Group gap="xs">
          {data && data.unread_count > 0 && (
            <Badge data-testid="unread-count">{t('notifications.unread', { count: data.unread_count })}</Badge>
          )}
          <Button variant="default" onClick={enableDesktop} data-testid="desktop-notifications">
            {t('notifications.enableDesktop')}
          </Button>
        </Group>
      }
    >
      {isLoading && <Loader size="sm" />}
      {data && data.data.length === 0 && <Text c="dimmed">{t('notifications.empty')}</Text>}
      <Stack gap="xs">
        {data?.data.map((notification) => (
          <Paper
            key={notification.id}
            withBorder
            p="sm"
            data-testid="notification"
            data-read={notification.read_at ? 'true' : 'false'}
            style={{ borderLeftWidth: notification.read_at ? undefined : 4 }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2}>
                <Text fw={notification.read_at ? 400 : 600} size="sm">
                  {textOf(notification)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(notification.created_at)}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                {!notification.read_at && (
                  <Button size="compact-sm" variant="subtle" onClick={() => run(markRead({ id: notification.id }).unwrap())}>
                    {t('notifications.markRead')}
                  </Button>
                )}
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => run(toggle({ id: notification.id }).unwrap())}
                  data-testid="toggle-read"
                >
                  {notification.read_at ? t('notifications.markUnread') : t('notifications.toggleRead')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Page>
  );
}
