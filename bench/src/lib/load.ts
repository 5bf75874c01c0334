import { setTimeout as sleep } from 'node:timers/promises';
import { summarize, type LatencySummary } from './stats';

export interface LoadResult {
  operations: number;
  errors: number;
  seconds: number;
  perSecond: number;
  latency: LatencySummary;
  /** Every latency of a closed loop (empty for open loops), so that runs can be merged. */
  samples: number[];
  firstError: string | null;
}

/** Closed loop: `workers` loops each doing one operation after the other for `seconds`. */
export async function closedLoop(workers: number, seconds: number, operation: (worker: number) => Promise<void>): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        try {
          await operation(worker);
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    operations: latencies.length,
    errors,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    latency: summarize(latencies),
    samples: latencies,
    firstError,
  };
}

export interface OpenLoopResult extends LoadResult {
  /** Operations that could not be started on time because too many were still running. */
  skipped: number;
  targetPerSecond: number;
}

/**
 * Open loop: starts operations at a fixed rate whatever the answers' speed (so slow answers do not
 * lower the offered load). Each operation measures and returns its own latency in ms.
 */
export async function openLoop(
  perSecond: number,
  seconds: number,
  operation: (index: number) => Promise<number>,
  maxInFlight = 2000,
): Promise<OpenLoopResult> {
  const latencies: number[] = [];
  const total = Math.round(perSecond * seconds);
  let errors = 0;
  let skipped = 0;
  let firstError: string | null = null;
  let inFlight = 0;
  const running = new Set<Promise<void>>();
  const started = performance.now();
  let issued = 0;
  while (issued < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * perSecond) + 1);
    for (; issued < due; issued += 1) {
      if (inFlight >= maxInFlight) {
        skipped += 1;
        continue;
      }
      inFlight += 1;
      const task = operation(issued).then(
        (latency) => {
          latencies.push(latency);
        },
        (error: unknown) => {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        },
      );
      const tracked = task.finally(() => {
        inFlight -= 1;
        running.delete(tracked);
      });
      running.add(tracked);
    }
    await sleep(1);
  }
  await Promise.all(running);
  // Until the last answer: a server that falls behind shows its real rate, not the offered one.
  const elapsed = (performance.now() - started) / 1000;
  return {
    operations: latencies.length,
    errors,
    skipped,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    targetPerSecond: perSecond,
    latency: summarize(latencies),
    samples: [],
    firstError,
  };
}
