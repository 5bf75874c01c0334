/** Whether this browser can show desktop notifications at all. */
export const desktopNotificationsAvailable = (): boolean => typeof window !== 'undefined' && 'Notification' in window;

/** Shows a desktop notification when the user allowed them; nothing otherwise. */
export function showDesktopNotification(title: string, body: string): void {
  if (!desktopNotificationsAvailable() || Notification.permission !== 'granted') return;
  new Notification(title, { body });
}
