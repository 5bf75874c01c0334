import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { notFound } from '../shared/errors';
import type { TransactionEvent } from './transaction-events';

export interface TransactionState {
  remindersPaused: boolean;
}

export type TransactionCommand = {
  type: 'ToggleTransactionReminders';
  /** `exists`/`companyId`: the transaction as its charge recorded it (read by the caller); `paused`: set, or flip when absent. */
  data: { transactionId: string; companyId: string; exists: boolean; paused?: boolean };
};

export const transactionDecider: Decider<TransactionState, TransactionCommand, TransactionEvent> = {
  initialState: () => ({ remindersPaused: false }),

  decide(command, state) {
    switch (command.type) {
      case 'ToggleTransactionReminders': {
        const { transactionId, companyId, exists } = command.data;
        if (!exists) throw notFound('Transaction not found.');
        const remindersPaused = command.data.paused ?? !state.remindersPaused;
        if (remindersPaused === state.remindersPaused) return [];
        return [{ type: 'TransactionRemindersToggled', data: { transactionId, companyId, remindersPaused } }];
      }
      default:
        return assertNever(command.type);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'TransactionRemindersToggled':
        return { remindersPaused: event.data.remindersPaused };
      default:
        return assertNever(event.type);
    }
  },
};
