/** What one hot command may cost PostgreSQL end to end, counted by `command-cost.int.test.ts`. */
export interface CommandCost {
  /**
   * Statements of the request and of the projections applying its events (the reactors' follow-ups). The
   * subscriptions' reads of the log are counted apart (`logReads`): how the appends fall into batches depends on
   * the machine's pace, not on the command.
   */
  statements: number;
  /** Transactions (an explicit one, or a statement on its own). */
  transactions: number;
  /** Projections whose handler its events reach (one that reads every event is reached by all). */
  projectionsReached: number;
}

export type HotCommand = 'stage change' | 'unlock' | 'timeline entry' | 'chat message';

/**
 * The budget: what each command cost when it was last set (2026-12-03: the candidates' offers write with the checkpoint; see bench/FINDINGS.md). Raising a figure
 * is a change to review on its own, with its reason in the commit: a command that does more than this is
 * slower for everyone on the live path.
 */
export const COMMAND_COST_BUDGET: Record<HotCommand, CommandCost> = {
  'stage change': { statements: 15, transactions: 6, projectionsReached: 8 },
  // 45-46/19-20 with the reads of the log counted apart (2 of them quiet, more under load); the budget kept as it was.
  unlock: { statements: 48, transactions: 22, projectionsReached: 16 },
  'timeline entry': { statements: 15, transactions: 9, projectionsReached: 4 },
  // 14/7/4 until 2026-12-04; a company's SMS from the chat is now also an SMS entry on the contact's timeline
  // (the chat-sms-timeline reactor: its look at the unlock, the entry's append, the timeline and unlocks projections).
  'chat message': { statements: 28, transactions: 15, projectionsReached: 7 },
};
