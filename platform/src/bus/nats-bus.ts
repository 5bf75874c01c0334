import { connect, Events, type NatsConnection } from 'nats';
import type { Bus, BusSubscription } from './port';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The bus over a NATS server (services mode). Reconnects forever; JSON payloads. */
export async function connectNatsBus(url: string, name = 'recruiting-marketplace'): Promise<Bus> {
  const connection: NatsConnection = await connect({
    servers: url.split(','),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
  });
  const reconnectListeners = new Set<() => void>();
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === Events.Reconnect) for (const listener of reconnectListeners) listener();
    }
  })();
  return {
    kind: 'nats',
    publish(subject, message) {
      connection.publish(subject, encoder.encode(JSON.stringify(message)));
    },
    subscribe(subject, handler): BusSubscription {
      const subscription = connection.subscribe(subject, {
        callback: (error, msg) => {
          if (error) return;
          handler(JSON.parse(decoder.decode(msg.data)) as unknown, msg.subject);
        },
      });
      return { unsubscribe: () => subscription.unsubscribe() };
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => void reconnectListeners.delete(listener);
    },
    flush: () => connection.flush(),
    async close() {
      await connection.drain().catch(() => connection.close());
    },
  };
}
