import type { Notification } from '@rm/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** What a notification says, from its kind and the people it names. */
export function useNotificationText(): (notification: Notification) => string {
  const { t } = useTranslation();
  return useCallback(
    (notification) =>
      t(`notifications.kinds.${notification.kind}`, {
        actor: notification.actor?.full_name ?? t('notifications.someone'),
        contact: notification.contact?.full_name ?? t('notifications.someone'),
      }),
    [t],
  );
}
