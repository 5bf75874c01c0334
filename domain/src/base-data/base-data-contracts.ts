import { Type } from '@sinclair/typebox';
import { Success, apiFeature, contract } from '../shared/contract';
import { Uuid } from '../shared/schema';
import { OPTION_LANGUAGES } from '../reference-data/reference-kinds';
import { TRACKED_EVENT_NAME } from './base-data-events';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'base-data';

/** Settings of a user as the app loads them at start. */
export const UserSettingsSchema = Type.Object({
  user_id: Uuid,
  language: Type.Union(OPTION_LANGUAGES.map((language) => Type.Literal(language))),
  country: Type.String({ minLength: 2, maxLength: 2 }),
  timezone: Type.String(),
});

/** What every screen loads for the signed-in user besides the user and company: settings, message counts; and the interface events it reports. */
export const baseDataFeature = apiFeature({
  name: FEATURE,
  description: "Base data every screen loads for the signed-in user: a user's settings, contact stats; interface events tracked",
  ...API_CATALOGUE.baseData,
  queries: {
    userSettings: contract({
      operationId: 'userSettings',
      feature: FEATURE,
      method: 'GET',
      path: '/api/settings/user/{userId}',
      access: 'authenticated',
      permission: null,
      summary: "A user's settings",
      description:
        "Language (de, en or pl), country and time zone of a user: a user reads their own, an admin anyone's (another user's is 403); an unknown user is 404. Every user starts with German, DE and Europe/Berlin.",
      params: Type.Object({ userId: Uuid }),
      response: UserSettingsSchema,
      errors: [403, 404],
    }),
    contactStats: contract({
      operationId: 'contactStats',
      feature: FEATURE,
      method: 'GET',
      path: '/api/contact-stats',
      access: 'authenticated',
      permission: null,
      summary: "The signed-in user's message counts",
      description:
        'unread_messages_count of the signed-in user: the incoming chat messages of their side (the back office for admins, their company for company users) nobody of it has seen yet (opened the chat or marked delivered); 0 for others.',
      response: Type.Object({ unread_messages_count: Type.Integer({ minimum: 0 }) }),
    }),
  },
  commands: {
    trackEvent: contract({
      operationId: 'trackEvent',
      feature: FEATURE,
      method: 'POST',
      path: '/api/events/track',
      access: 'authenticated',
      permission: null,
      summary: 'Track an interface event',
      description:
        'Records that the signed-in user did something in the interface (name, e.g. new_offer_popup_dismissed) as the event UserEventTracked: the audit log shows it with the user as actor.',
      body: Type.Object({ name: Type.String(TRACKED_EVENT_NAME) }),
      response: Success,
      changes: ['user-settings', 'audit-log'],
      appends: ['UserEventTracked'],
    }),
  },
});
