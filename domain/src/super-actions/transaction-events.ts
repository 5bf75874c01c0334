import { Type, type Static } from '@sinclair/typebox';
import { Uuid } from '../shared/schema';

/**
 * Payment reminders of one transaction (an unlock's or a hire's charge) were paused or resumed. The
 * transaction's id is its unlock's id for an unlock, the charge's own id for a hire.
 */
export const TransactionRemindersToggledSchema = Type.Object({
  type: Type.Literal('TransactionRemindersToggled'),
  data: Type.Object({ transactionId: Uuid, companyId: Uuid, remindersPaused: Type.Boolean() }),
});

export type TransactionRemindersToggled = Static<typeof TransactionRemindersToggledSchema>;
export type TransactionEvent = TransactionRemindersToggled;
export const TransactionEventSchemas = [TransactionRemindersToggledSchema] as const;

export const transactionStreamId = (transactionId: string): string => `transaction-${transactionId}`;
