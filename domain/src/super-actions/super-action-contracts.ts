import { Type } from '@sinclair/typebox';
import { paged } from '../api/api-schemas';
import { ADMIN, IdParams, Page, apiFeature, contract } from '../shared/contract';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'super-actions';

/** Which open offers a reminder run reaches: all, those never reminded, or those the filter (reminders, hours) leaves. */
export const REMINDER_TARGETS = ['all', 'without_reminders', 'filtered'] as const;
export type ReminderTarget = (typeof REMINDER_TARGETS)[number];

const ReminderFilter = {
  /** Offers that had fewer reminders than this. */
  reminders: Type.Integer({ minimum: 1, maximum: 100, default: 1, description: 'Offers that had fewer reminders than this' }),
  /** Hours since the last reminder (or since the offer, when it had none). */
  hours: Type.Integer({ minimum: 0, maximum: 8760, default: 24, description: 'Hours since the last reminder, or the offer' }),
};

export const OfferRemindersPreviewSchema = Type.Object({
  open_offers: Type.Integer(),
  open_offers_without_reminders: Type.Integer(),
  open_offers_filtered: Type.Integer(),
});

export const OutboxMessageSchema = Type.Object({
  id: Uuid,
  channel: Type.String(),
  template: Type.String(),
  recipient: Type.Object({ type: Type.String(), id: Uuid }),
  data: Type.Record(Type.String(), Type.Unknown()),
  created_at: Timestamp,
  sent_at: Nullable(Timestamp),
});

/** Super-actions admins run over many records at once, and what a company was charged. */
export const superActionsFeature = apiFeature({
  name: FEATURE,
  description: 'Super-actions (offer reminders, charge for hire), transaction reminders and the notification outbox',
  ...API_CATALOGUE.superActions,
  queries: {
    offerRemindersPreview: contract({
      operationId: 'offerRemindersPreview',
      feature: FEATURE,
      method: 'GET',
      path: '/super-actions/offer-reminders',
      access: ADMIN,
      summary: 'How many open offers a reminder run would reach',
      description:
        'Open offers (stage new), those never reminded, and those that had fewer than `reminders` reminders with the last one (or the offer) at least `hours` old; no offer is reminded twice within an hour.',
      query: Type.Object(ReminderFilter),
      response: OfferRemindersPreviewSchema,
    }),
    transactionReminders: contract({
      operationId: 'transactionReminders',
      feature: FEATURE,
      method: 'GET',
      path: '/api/transactions/{id}/toggle-reminders',
      access: ADMIN,
      summary: "Whether a transaction's payment reminders are paused",
      description: 'Whether the payment reminders of a transaction are paused (POST flips it); 404 for an unknown transaction.',
      params: IdParams,
      response: Type.Object({ reminders_paused: Type.Boolean() }),
      errors: [404],
    }),
    notificationOutbox: contract({
      operationId: 'notificationOutbox',
      feature: FEATURE,
      method: 'GET',
      path: '/super-actions/outbox',
      access: ADMIN,
      summary: 'The notification outbox',
      description:
        'Notifications the product has handed to its notification port, newest first, 20 per page (without an SMS or mail provider configured, they stay here for an operator to read). One-time codes show their last two digits, links their last four characters: never a usable code or link.',
      query: Type.Object({ page: Page }),
      response: paged(OutboxMessageSchema),
    }),
  },
  commands: {
    fireOfferReminders: contract({
      operationId: 'fireOfferReminders',
      feature: FEATURE,
      method: 'POST',
      path: '/super-actions/fire-offer-reminders',
      access: ADMIN,
      summary: 'Remind contacts of their open offers',
      description:
        'Reminds the contacts of the open offers `type` names (all, without_reminders, or filtered by reminders and hours); each reminder is an event on the offer and one message in the outbox. The same request again (the same X-Request-Id), or a run within the hour, reminds nobody twice. Answers how many were reminded.',
      body: Type.Object({
        type: Type.Union(REMINDER_TARGETS.map((t) => Type.Literal(t))),
        ...ReminderFilter,
      }),
      response: Type.Object({ message: Type.String(), sent: Type.Integer() }),
      changes: ['offer-reminders', 'audit-log'],
      appends: ['OfferReminderSent'],
    }),
    chargeForHire: contract({
      operationId: 'chargeForHire',
      feature: FEATURE,
      method: 'POST',
      path: '/super-actions/charge-for-hire',
      access: ADMIN,
      summary: 'Charge a company for a hire',
      description:
        'Charges the company of an unlocked contact (`type` unlocked_contact, `id` the unlock) or of an offer (`type` offer, `id` the offer, whose contact was unlocked) for the hire, at `price` euros: a transaction of its own (201). A second charge for the same unlock is 409; an unknown id 404; an offer whose contact was never unlocked 422 on id.',
      body: Type.Object({
        type: Type.Union([Type.Literal('unlocked_contact'), Type.Literal('offer')]),
        id: Uuid,
        price: Type.Number({ minimum: 0.01, maximum: 100_000, description: 'euros' }),
      }),
      response: Type.Object({ message: Type.String(), transaction_id: Uuid }),
      status: 201,
      errors: [404, 409],
      changes: ['companies', 'audit-log'],
      appends: ['HireCharged'],
    }),
    toggleTransactionReminders: contract({
      operationId: 'toggleTransactionReminders',
      feature: FEATURE,
      method: 'POST',
      path: '/api/transactions/{id}/toggle-reminders',
      access: ADMIN,
      summary: "Pause or resume a transaction's payment reminders",
      description:
        "Flips whether the transaction's payment reminders are paused and answers the new state; 404 for an unknown transaction.",
      params: IdParams,
      response: Type.Object({ reminders_paused: Type.Boolean() }),
      errors: [404],
      changes: ['companies', 'audit-log'],
      appends: ['TransactionRemindersToggled'],
    }),
  },
});
