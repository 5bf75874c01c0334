import { superActionsFeature } from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const q = superActionsFeature.queries;
const c = superActionsFeature.commands;

export const superActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    offerRemindersPreview: contractQuery(build, q.offerRemindersPreview, ['OfferReminders']),
    notificationOutbox: contractQuery(build, q.notificationOutbox, ['Outbox', 'OfferReminders']),
    fireOfferReminders: contractMutation(build, c.fireOfferReminders, ['OfferReminders', 'Outbox', 'Campaign', 'AuditLog']),
    chargeForHire: contractMutation(build, c.chargeForHire, ['Transaction', 'AuditLog']),
  }),
});

export const { useOfferRemindersPreviewQuery, useNotificationOutboxQuery, useFireOfferRemindersMutation, useChargeForHireMutation } =
  superActionsApi;
