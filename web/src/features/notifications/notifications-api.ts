import { notificationsFeature } from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const q = notificationsFeature.queries;
const c = notificationsFeature.commands;

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notifications: contractQuery(build, q.notifications, ['Notification']),
    toggleNotificationRead: contractMutation(build, c.toggleNotificationRead, ['Notification']),
    markNotificationRead: contractMutation(build, c.markNotificationRead, ['Notification']),
    notificationJobs: contractQuery(build, q.notificationJobs, ['NotificationJob']),
    pushContacts: contractQuery(build, q.pushContacts),
    verifyEmailContacts: contractQuery(build, q.verifyEmailContacts),
    verifyPhoneContacts: contractQuery(build, q.verifyPhoneContacts),
    sendPush: contractMutation(build, c.sendPush, ['NotificationJob']),
    sendVerifyEmail: contractMutation(build, c.sendVerifyEmail, ['NotificationJob']),
    sendVerifyPhone: contractMutation(build, c.sendVerifyPhone, ['NotificationJob']),
  }),
});

export const {
  useNotificationsQuery,
  useToggleNotificationReadMutation,
  useMarkNotificationReadMutation,
  useNotificationJobsQuery,
  usePushContactsQuery,
  useVerifyEmailContactsQuery,
  useVerifyPhoneContactsQuery,
  useSendPushMutation,
  useSendVerifyEmailMutation,
  useSendVerifyPhoneMutation,
} = notificationsApi;
