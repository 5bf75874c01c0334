import { Type } from '@sinclair/typebox';
import { PersonSchema } from '../api/api-schemas';
import { ADMIN, IdParams, Page, apiFeature, contract } from '../shared/contract';
import { PushKindSchema } from './notification-events';
import { DriverIdsSchema, NotificationJobSchema, NotificationSchema } from './notification-schemas';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'notifications';
const KindParams = Type.Object({ kind: PushKindSchema });
const ContactOptionsQuery = Type.Object({ search: Type.Optional(Type.String({ maxLength: 100 })), page: Type.Optional(Page) });
const ContactOptions = Type.Object({ data: Type.Array(PersonSchema), total: Type.Integer() });
const JobAnswer = Type.Object({ message: Type.String(), job: NotificationJobSchema });
const NotificationAnswer = Type.Object({ data: NotificationSchema });
const job =
  "The contacts are sent to by a background job (progress on the sender screen, resumed after a restart); a contact gets one job's notification once. Unknown contacts are 422 on driver_ids.";

/** The notification list of every signed-in user, and the back office's notifications sender. */
export const notificationsFeature = apiFeature({
  name: FEATURE,
  description: "The signed-in user's notifications and the back office's sender (push, e-mail, SMS)",
  ...API_CATALOGUE.notifications,
  queries: {
    notifications: contract({
      operationId: 'notifications',
      feature: FEATURE,
      method: 'GET',
      path: '/api/notifications',
      access: 'authenticated',
      permission: null,
      summary: 'My notifications',
      description:
        "The signed-in user's notifications, newest first (the latest 50): replies to their comments, contacts unlocked for their company, pushes from the back office; with the unread count.",
      response: Type.Object({ data: Type.Array(NotificationSchema), unread_count: Type.Integer() }),
    }),
    notificationJobs: contract({
      operationId: 'notificationJobs',
      feature: FEATURE,
      method: 'GET',
      path: '/api/notification-jobs',
      access: ADMIN,
      summary: 'Sending jobs',
      description: 'The latest 20 sending jobs of the sender screen with their progress (sent of total).',
      response: Type.Object({ data: Type.Array(NotificationJobSchema) }),
    }),
    pushContacts: contract({
      operationId: 'pushContacts',
      feature: FEATURE,
      method: 'GET',
      path: '/notifications/push/{kind}/contacts',
      access: ADMIN,
      summary: 'Contacts a push may go to',
      description: 'The contacts with a sign-in (a push reaches a signed-in contact), by name, 50 per page, with the total.',
      params: KindParams,
      query: ContactOptionsQuery,
      response: ContactOptions,
    }),
    verifyEmailContacts: contract({
      operationId: 'verifyEmailContacts',
      feature: FEATURE,
      method: 'GET',
      path: '/notifications/email/verify-email/contacts',
      access: ADMIN,
      summary: 'Contacts the verify-email mail may go to',
      description: 'The contacts with an e-mail address, by name, 50 per page, with the total.',
      query: ContactOptionsQuery,
      response: ContactOptions,
    }),
    verifyPhoneContacts: contract({
      operationId: 'verifyPhoneContacts',
      feature: FEATURE,
      method: 'GET',
      path: '/notifications/sms/verify-phone/contacts',
      access: ADMIN,
      summary: 'Contacts the verify-phone SMS may go to',
      description: 'The contacts with a phone number, by name, 50 per page, with the total.',
      query: ContactOptionsQuery,
      response: ContactOptions,
    }),
  },
  commands: {
    toggleNotificationRead: contract({
      operationId: 'toggleNotificationRead',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/notifications/{id}/toggleRead',
      access: 'authenticated',
      permission: null,
      summary: 'Toggle read',
      description: "Marks one of the caller's notifications read, or unread when it was read; another's or an unknown one is 404.",
      params: IdParams,
      response: NotificationAnswer,
      errors: [404],
      changes: ['notifications'],
      appends: ['NotificationReadChanged'],
    }),
    markNotificationRead: contract({
      operationId: 'markNotificationRead',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/notifications/{id}/markAsRead',
      access: 'authenticated',
      permission: null,
      summary: 'Mark read',
      description: "Marks one of the caller's notifications read (a read one stays read); another's or an unknown one is 404.",
      params: IdParams,
      response: NotificationAnswer,
      errors: [404],
      changes: ['notifications'],
      appends: ['NotificationReadChanged'],
    }),
    sendPush: contract({
      operationId: 'sendPush',
      feature: FEATURE,
      method: 'POST',
      path: '/notifications/push/{kind}',
      access: ADMIN,
      summary: 'Send a push',
      description: `Sends the push of this kind to the contacts (their notification list and browser). ${job}`,
      params: KindParams,
      body: DriverIdsSchema,
      response: JobAnswer,
      changes: ['notifications'],
      appends: ['NotificationJobRequested'],
    }),
    sendVerifyEmail: contract({
      operationId: 'sendVerifyEmail',
      feature: FEATURE,
      method: 'POST',
      path: '/notifications/email/verify-email',
      access: ADMIN,
      summary: 'Send the verify-email mail',
      description: `Sends the mail asking to verify the e-mail address to the contacts (SMTP when configured, else the outbox). ${job}`,
      body: DriverIdsSchema,
      response: JobAnswer,
      changes: ['notifications'],
      appends: ['NotificationJobRequested'],
    }),
    sendVerifyPhone: contract({
      operationId: 'sendVerifyPhone',
      feature: FEATURE,
      method: 'POST',
      path: '/notifications/sms/verify-phone',
      access: ADMIN,
      summary: 'Send the verify-phone SMS',
      description: `Sends the SMS asking to verify the phone number to the contacts (through the SMS port). ${job}`,
      body: DriverIdsSchema,
      response: JobAnswer,
      changes: ['notifications'],
      appends: ['NotificationJobRequested'],
    }),
  },
});
