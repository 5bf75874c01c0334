import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { notFound, superActionsFeature } from '@rm/domain';
import { bindContracts, queryHandlers } from '@rm/platform/http';
import { transactionRemindersPaused } from '../companies/company-queries';
import type { QueryRoutesOptions } from '../shared/query-context';
import { listOutbox, offerRemindersPreview } from './super-action-queries';

/** The offer reminders preview, a transaction's reminder pause, the notification outbox. */
export const superActionQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  bindContracts(
    app,
    queryHandlers(superActionsFeature, {
      offerRemindersPreview: (request) =>
        offerRemindersPreview(pool, request.query.reminders, request.query.hours, new Date().toISOString()),
      async transactionReminders(request) {
        const paused = await transactionRemindersPaused(pool, request.params.id);
        if (paused === null) throw notFound('Transaction not found.');
        return { reminders_paused: paused };
      },
      notificationOutbox: (request) => listOutbox(pool, request.query.page),
    }),
  );
  done();
};
