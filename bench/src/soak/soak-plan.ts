/** What a soak kills: an instance of one of the services, or the NATS server. */
export type FaultKind = 'projector' | 'command-api' | 'query-api' | 'nats';

const CYCLE: readonly FaultKind[] = ['projector', 'command-api', 'query-api'];
/** How long one fault's slot should last at least: lead-in, kill, restart, and steady load after. */
export const MIN_SLOT_MS = 20_000;

/** The faults in turn (projector, command-api, query-api, again and again), NATS once after the first round. */
export function planFaults(totalMs: number): FaultKind[] {
  const count = Math.max(4, Math.floor(totalMs / MIN_SLOT_MS));
  const plan: FaultKind[] = [];
  for (let turn = 0; plan.length < count;) {
    if (plan.length === CYCLE.length) {
      plan.push('nats');
    } else {
      plan.push(CYCLE[turn % CYCLE.length] as FaultKind);
      turn += 1;
    }
  }
  return plan;
}
