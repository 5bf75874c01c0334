/**
 * The stage changes the benchmarks send: an admin with a reason may move any offer of the generated
 * history to these three stages (the transition table in domain/src/offers/offer-transitions.ts), so every
 * request is a command that is decided and appended, whatever stage the offer is in.
 */
export const BENCH_MOVES = ['new', 'in_process', 'unqualified'] as const;
export const BENCH_REASON = 'Benchmark: a move an admin makes with a reason';
