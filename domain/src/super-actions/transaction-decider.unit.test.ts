import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { transactionDecider } from './transaction-decider';
import type { TransactionEvent } from './transaction-events';

const transactionId = '00000000-0000-4000-8000-0000000000e1';
const companyId = '00000000-0000-4000-8000-0000000000e2';
const paused: TransactionEvent = { type: 'TransactionRemindersToggled', data: { transactionId, companyId, remindersPaused: true } };
const spec = deciderSpec(transactionDecider);
const toggle = { type: 'ToggleTransactionReminders' as const, data: { transactionId, companyId, exists: true } };

describe('transaction decider', () => {
  it('pauses the reminders of a transaction, then resumes them', () => {
    spec.given([]).when(toggle).then([paused]);
    spec
      .given([paused])
      .when(toggle)
      .then([{ type: 'TransactionRemindersToggled', data: { transactionId, companyId, remindersPaused: false } }]);
  });

  it('records nothing when asked for the state it is in', () => {
    spec
      .given([paused])
      .when({ ...toggle, data: { ...toggle.data, paused: true } })
      .thenNothing();
  });

  it('answers not found for a transaction nobody was charged', () => {
    spec
      .given([])
      .when({ ...toggle, data: { ...toggle.data, exists: false } })
      .thenThrows('not_found');
  });
});
