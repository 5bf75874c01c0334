/** A loop that starts `perSecond` tasks a second, on time however long each takes. */
export interface PacedLoop {
  /** Starts no more tasks and waits for those still running. */
  stop(): Promise<void>;
}

/** `next` starts one task and answers its promise, or null when there is nothing to do this time (it is skipped). */
export function startPacedLoop(perSecond: number, next: () => Promise<void> | null): PacedLoop {
  const running = new Set<Promise<void>>();
  const started = performance.now();
  let due = 0;
  const timer = setInterval(() => {
    const now = Math.floor(((performance.now() - started) / 1000) * perSecond);
    for (; due < now; due += 1) {
      const task = next();
      if (!task) continue;
      const tracked = task.finally(() => running.delete(tracked));
      running.add(tracked);
    }
  }, 5);
  return {
    async stop() {
      clearInterval(timer);
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
