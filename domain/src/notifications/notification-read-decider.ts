import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import type { NotificationReadChanged } from './notification-events';

export interface NotificationReadState {
  read: boolean;
}

export type NotificationReadCommand =
  | { type: 'ToggleNotificationRead'; data: { notificationId: string; userId: string } }
  | { type: 'MarkNotificationRead'; data: { notificationId: string; userId: string } };

/** One user's read state of one notification (employer spec §4: read state can be toggled). */
export const notificationReadDecider: Decider<NotificationReadState, NotificationReadCommand, NotificationReadChanged> = {
  initialState: () => ({ read: false }),
  decide(command, state) {
    switch (command.type) {
      case 'ToggleNotificationRead':
        return [{ type: 'NotificationReadChanged', data: { ...command.data, read: !state.read } }];
      case 'MarkNotificationRead':
        return state.read ? [] : [{ type: 'NotificationReadChanged', data: { ...command.data, read: true } }];
      default:
        return assertNever(command);
    }
  },
  evolve: (_state, event) => ({ read: event.data.read }),
};
