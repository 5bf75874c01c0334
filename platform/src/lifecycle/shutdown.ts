import type { Logger } from 'pino';

export interface ShutdownStep {
  name: string;
  run: () => Promise<void>;
}

/**
 * Runs the steps in order on SIGTERM or SIGINT (stop intake, finish the batch in progress, close
 * connections), then exits. A step that hangs past the timeout makes the process exit anyway.
 * Returns the same shutdown as a function, for tests and embedding.
 */
export function onShutdown(
  logger: Logger,
  steps: readonly ShutdownStep[],
  options: { timeoutMs?: number; exit?: (code: number) => void; signals?: boolean } = {},
): () => Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let running: Promise<void> | null = null;

  const shutdown = (): Promise<void> => {
    running ??= (async () => {
      const timer = setTimeout(() => {
        logger.error('shutdown timed out; exiting');
        exit(1);
      }, options.timeoutMs ?? 10_000);
      timer.unref();
      let failed = false;
      for (const step of steps) {
        try {
          await step.run();
          logger.info({ step: step.name }, 'shutdown step done');
        } catch (error) {
          failed = true;
          logger.error({ err: error, step: step.name }, 'shutdown step failed');
        }
      }
      clearTimeout(timer);
      exit(failed ? 1 : 0);
    })();
    return running;
  };

  if (options.signals !== false) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        logger.info({ signal }, 'shutting down');
        void shutdown();
      });
    }
  }
  return shutdown;
}
