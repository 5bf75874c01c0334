import type { CommandStore } from '@rm/command-api';
import type { Logger } from '@rm/platform';
import { allProjections, type Projection } from '@rm/projectors';
import { notificationJobIntake } from './process-managers/notification-jobs';
import { chatSmsNotifications } from './process-managers/chat-sms';
import { chatSmsTimeline } from './process-managers/chat-sms-timeline';
import { offerLinks } from './process-managers/offer-links';
import { offerResends } from './process-managers/offer-resends';
import { offerReminderNotifications } from './process-managers/offer-reminder-notifications';
import { inactivityNoticeNotifications } from './process-managers/inactivity-notice-notifications';
import { unlockFollowUp } from './process-managers/unlock-follow-up';

/** What the projectors run: every read model, and the reactors that finish multi-stream commands. */
export const productProjections = (store: CommandStore, logger?: Logger): Projection[] => [
  ...allProjections,
  unlockFollowUp(store, logger),
  offerReminderNotifications(),
  inactivityNoticeNotifications(),
  offerLinks(store),
  offerResends(store),
  notificationJobIntake(),
  chatSmsNotifications(),
  chatSmsTimeline(store),
];
