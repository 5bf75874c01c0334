import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Money, invalid, notFound, superActionsFeature, transactionDecider, transactionStreamId, type ReminderTarget } from '@rm/domain';
import { bindContracts, commandHandlers } from '@rm/platform/http';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import { handleCommand } from '../shared/handle-command';
import { chargeForHire, loadUnlock } from '../unlocks/unlock-commands';
import { sendOfferReminders } from './reminder-commands';

/** What each kind of reminder run reaches (the preview's three counts). */
const selections: Record<ReminderTarget, (reminders: number, hours: number) => { maxReminders?: number; minHoursSinceLast: number }> = {
  all: () => ({ minHoursSinceLast: 0 }),
  without_reminders: () => ({ maxReminders: 1, minHoursSinceLast: 0 }),
  filtered: (reminders, hours) => ({ maxReminders: reminders, minHoursSinceLast: hours }),
};

/** Offer reminders, charge for hire, a transaction's payment reminders. */
export const superActionRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads }, done) => {
  bindContracts(
    app,
    commandHandlers(superActionsFeature, {
      async fireOfferReminders(request) {
        const now = new Date().toISOString();
        const selection = selections[request.body.type](request.body.reminders, request.body.hours);
        const offerIds = await reads.reminderTargets({ ...selection, now });
        const { sent, position } = await sendOfferReminders(
          store,
          offerIds,
          { batchId: request.id, now, ...selection },
          metadataOf(request),
        );
        await reads.caughtUp('offer-reminders', position);
        return { message: 'Offer reminders sent', sent };
      },
      async chargeForHire(request, reply) {
        const { type, id, price } = request.body;
        let ref: { unlockId: string; companyId: string; contactId: string };
        if (type === 'unlocked_contact') {
          const unlock = await reads.unlockedContact(id);
          if (!unlock || unlock.deleted) throw notFound('Unlocked contact not found.');
          ref = { unlockId: unlock.id, companyId: unlock.company_id, contactId: unlock.driver.id };
        } else {
          const offer = await reads.offerCard(id);
          if (!offer) throw notFound('Offer not found.');
          const unlock = await loadUnlock(store, offer.company.id, offer.driver.id);
          if (unlock.status === 'none' || unlock.status === 'deleted')
            throw invalid('id', 'The contact of this offer has not been unlocked for its company.');
          ref = { unlockId: unlock.unlockId, companyId: unlock.companyId, contactId: unlock.contactId };
        }
        const transactionId = randomUUID();
        const result = await chargeForHire(store, ref, { transactionId, price: Money.fromEuros(price) }, metadataOf(request));
        await reads.caughtUp('companies', result.append?.position ?? null);
        return reply.code(201).send({ message: 'The hire has been charged.', transaction_id: transactionId });
      },
      async toggleTransactionReminders(request) {
        const transactionId = request.params.id;
        const transaction = await reads.transaction(transactionId);
        const result = await handleCommand({
          store,
          streamId: transactionStreamId(transactionId),
          decider: transactionDecider,
          command: {
            type: 'ToggleTransactionReminders',
            data: { transactionId, companyId: transaction?.companyId ?? transactionId, exists: transaction !== null },
          },
          metadata: metadataOf(request),
        });
        await reads.caughtUp('companies', result.append?.position ?? null);
        return { reminders_paused: result.state.remindersPaused };
      },
    }),
  );
  done();
};
