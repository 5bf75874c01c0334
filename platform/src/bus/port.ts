/**
 * The message bus that carries change notices from projectors to the realtime gateway.
 * Subjects are dot-separated tokens; subscriptions may use `*` (one token) and `>` (the rest), as in NATS.
 * Adapters: NATS (services mode) and in-process (one process, the embedded default).
 * Delivery is at most once and fire-and-forget: a notice says "look again", never carries the only copy of a fact.
 */
export interface Bus {
  readonly kind: 'nats' | 'in-process';
  publish(subject: string, message: unknown): void;
  subscribe(subject: string, handler: (message: unknown, subject: string) => void): BusSubscription;
  /**
   * Called each time the connection to the bus comes back after a loss (NATS; never in-process): notices
   * published meanwhile are lost, so whoever relays them tells its own listeners to look again.
   */
  onReconnect(listener: () => void): () => void;
  /** Resolves once everything published so far has left this process (NATS flush; immediate in-process). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface BusSubscription {
  unsubscribe(): void;
}
