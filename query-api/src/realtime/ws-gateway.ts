import websocket from '@fastify/websocket';
import type { Bus } from '@rm/platform';
import { PROJECTIONS_RESYNC } from '@rm/projectors';
import { authorize, signedInUser, type AuthUser } from '@rm/platform/http';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { mayListen, pipeChannel, seesOffer } from './channels';

/** Bus subject of the offer board's change notices (published by its projection after commit). */
export const OFFER_BOARD_CHANGED_SUBJECT = 'rm.offer-board.changed';

/** The offer board's change notice as the projection publishes it. */
interface OfferBoardNotice {
  offerId: string;
  companyId: string;
  campaignId: string;
  from: string | null;
  to: string;
}

const isOfferBoardNotice = (message: unknown): message is OfferBoardNotice => {
  const m = message as Partial<OfferBoardNotice> | null;
  return typeof m?.offerId === 'string' && typeof m.companyId === 'string' && typeof m.to === 'string';
};

interface Client {
  socket: WebSocket;
  user: AuthUser;
  sessionToken: string | null;
  channels: Set<string>;
}

export interface WsGatewayOptions {
  bus: Bus;
  /** Whether a session is still live (not sliding it); sockets of ended sessions are closed. */
  sessionAlive?: (token: string) => Promise<boolean>;
  /** How often the sessions of open sockets are checked (default 30 s). */
  sessionCheckMs?: number;
}

/** Close code for a socket whose session ended (sign-out elsewhere, expiry): the browser signs in again. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

type ClientMessage = { type?: unknown; channel?: unknown };

const send = (socket: WebSocket, message: Record<string, unknown>): void => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

/** Recovery signals this close together make one `resync` for the clients. */
const RESYNC_COALESCE_MS = 100;

/**
 * The realtime gateway: one WebSocket per browser tab at /ws, authenticated by the session cookie on
 * the upgrade (401 without a live session). A socket subscribes to its user's private channels only.
 * The offer board's change notices arrive over the bus (in-process, or NATS across services) and go
 * to the `pipe.<userId>` channel of every connected user who may see that offer. The connections are
 * kept in memory, per process; each process subscribes to the bus once. When the bus connection comes
 * back after a loss, here or at a projector (which then says so on the bus), every socket is told to
 * `resync` (refetch what it shows).
 */
export const wsGateway: FastifyPluginAsync<WsGatewayOptions> = async (app, { bus, sessionAlive, sessionCheckMs = 30_000 }) => {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const clients = new Set<Client>();

  const subscription = bus.subscribe(OFFER_BOARD_CHANGED_SUBJECT, (message) => {
    // A new offer is no stage change: only moves between stages are pushed.
    if (!isOfferBoardNotice(message) || message.from === null) return;
    const data = { offer_id: message.offerId, company_id: message.companyId, campaign_id: message.campaignId, from: message.from, to: message.to };
    for (const client of clients) {
      const channel = pipeChannel(client.user.id);
      if (client.channels.has(channel) && seesOffer(client.user, message.companyId)) send(client.socket, { type: 'event', channel, event: 'offer.stage_changed', data });
    }
  });
  // Pushes lost on the way (this process or a projector was cut off from the bus): every client looks again.
  // The signals come in bursts (this process's reconnect and each projector's, often over the same
  // connection, a few milliseconds apart): one resync per burst. Each signal is raised before the resync
  // is sent, so the clients' refetch still comes after every change whose push a signal stands for.
  let resyncTimer: NodeJS.Timeout | null = null;
  const resyncAll = (): void => {
    if (resyncTimer) return;
    resyncTimer = setTimeout(() => {
      resyncTimer = null;
      for (const client of clients) send(client.socket, { type: 'resync' });
    }, RESYNC_COALESCE_MS);
  };
  const stopResync = bus.onReconnect(resyncAll);
  const projectorResync = bus.subscribe(PROJECTIONS_RESYNC, resyncAll);
  // A socket outlives the request that opened it; a session that ended since must not keep receiving.
  const sweep = sessionAlive
    ? setInterval(() => {
        for (const client of clients) {
          const token = client.sessionToken;
          if (!token) continue;
          sessionAlive(token).then(
            (alive) => {
              if (!alive) client.socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended.');
            },
            (error: unknown) => app.log.warn({ err: error }, 'could not check the session of a socket'),
          );
        }
      }, sessionCheckMs)
    : null;
  sweep?.unref();

  app.addHook('onClose', () => {
    if (sweep) clearInterval(sweep);
    if (resyncTimer) clearTimeout(resyncTimer);
    subscription.unsubscribe();
    stopResync();
    projectorResync.unsubscribe();
    for (const client of clients) client.socket.close(1001, 'server shutting down');
  });

  app.get('/ws', { websocket: true, config: authorize('authenticated') }, (socket, request) => {
    const client: Client = { socket, user: signedInUser(request), sessionToken: request.sessionToken, channels: new Set() };
    clients.add(client);
    socket.on('close', () => clients.delete(client));
    socket.on('message', (raw: Buffer) => {
      let message: ClientMessage;
      try {
        message = JSON.parse(raw.toString('utf8')) as ClientMessage;
      } catch {
        send(socket, { type: 'error', message: 'Messages must be JSON.' });
        return;
      }
      const channel = typeof message.channel === 'string' ? message.channel : '';
      switch (message.type) {
        case 'subscribe':
          if (!mayListen(client.user, channel)) {
            send(socket, { type: 'error', channel, message: `You may not subscribe to ${channel || 'that channel'}.` });
            return;
          }
          client.channels.add(channel);
          send(socket, { type: 'subscribed', channel });
          return;
        case 'unsubscribe':
          client.channels.delete(channel);
          send(socket, { type: 'unsubscribed', channel });
          return;
        default:
          send(socket, { type: 'error', message: 'Unknown message type.' });
      }
    });
  });
};
