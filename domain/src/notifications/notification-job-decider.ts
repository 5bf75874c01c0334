import type { Decider } from '../shared/decider';
import type { NotificationJobRequested, NotificationPushed } from './notification-events';

export type NotificationJobState = { status: 'none' } | { status: 'requested' };
export type NotificationJobCommand = { type: 'RequestNotificationJob'; data: NotificationJobRequested['data'] };

/** A sending job is requested once (a retried request with the same id decides nothing). */
export const notificationJobDecider: Decider<NotificationJobState, NotificationJobCommand, NotificationJobRequested> = {
  initialState: () => ({ status: 'none' }),
  decide: (command, state) => (state.status === 'none' ? [{ type: 'NotificationJobRequested', data: command.data }] : []),
  evolve: () => ({ status: 'requested' }),
};

export type PushState = { status: 'none' } | { status: 'pushed' };
export type PushCommand = { type: 'PushNotification'; data: NotificationPushed['data'] };

/** One job's push to one contact: written once, so a resumed job never pushes twice. */
export const pushDecider: Decider<PushState, PushCommand, NotificationPushed> = {
  initialState: () => ({ status: 'none' }),
  decide: (command, state) => (state.status === 'none' ? [{ type: 'NotificationPushed', data: command.data }] : []),
  evolve: () => ({ status: 'pushed' }),
};
