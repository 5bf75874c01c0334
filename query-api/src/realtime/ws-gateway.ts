import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { isAdmin, type AuthUser } from '@rm/platform/http';
import type { Bus } from '@rm/platform';
import type { WebSocket } from 'ws';

interface Client {
  socket: WebSocket;
  user: AuthUser;
  channels: Set<string>;
}

interface OfferBoardNotice {
  offerId: string;
  companyId: string;
  campaignId: string;
  from: string | null;
  to: string;
}

/** Channels a user may subscribe to: only their own. */
export function mayListen(user: AuthUser, channel: string): boolean {
  return channel === `pipe.${user.id}` || channel === `App.User.${user.id}`;
}

/** Whether a user sees this offer on the board: admins all, business users their own company's. */
export const seesOffer = (user: AuthUser, companyId: string): boolean => isAdmin(user) || (user.companyId !== null && user.companyId === companyId);

/**
 * The realtime gateway: a WebSocket per browser tab at /ws, authenticated by the session cookie. Change
 * notices from the bus are fanned out to the sockets of users allowed to see them.
 */
export async function registerWsGateway(app: FastifyInstance, deps: { bus: Bus }): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const clients = new Set<Client>();

  const subscription = deps.bus.subscribe('rm.offer-board.changed', (message) => {
    const notice = message as OfferBoardNotice;
    if (notice.from === null) return;
    for (const client of clients) {
      const channel = `pipe.${client.user.id}`;
      if (!client.channels.has(channel) || !seesOffer(client.user, notice.companyId)) continue;
      client.socket.send(
        JSON.stringify({
          type: 'event',
          channel,
          event: 'offer.stage_changed',
          data: { offer_id: notice.offerId, company_id: notice.companyId, campaign_id: notice.campaignId, from: notice.from, to: notice.to },
        }),
      );
    }
  });
  app.addHook('onClose', () => {
    subscription.unsubscribe();
    for (const client of clients) client.socket.close(1001, 'server shutting down');
  });

  app.get('/ws', { websocket: true }, (socket, request) => {
    const user = request.user;
    if (!user) {
      socket.close(4401, 'Unauthenticated.');
      return;
    }
    const client: Client = { socket, user, channels: new Set() };
    clients.add(client);
    socket.on('close', () => clients.delete(client));
    socket.on('message', (raw: Buffer) => {
      let message: { type?: unknown; channel?: unknown };
      try {
        message = JSON.parse(raw.toString('utf8')) as { type?: unknown; channel?: unknown };
      } catch {
        socket.send(JSON.stringify({ type: 'error', message: 'Messages must be JSON.' }));
        return;
      }
      const channel = typeof message.channel === 'string' ? message.channel : '';
      if (message.type === 'subscribe') {
        if (!mayListen(user, channel)) {
          socket.send(JSON.stringify({ type: 'error', message: `You may not subscribe to ${channel || 'that channel'}.` }));
          return;
        }
        client.channels.add(channel);
        socket.send(JSON.stringify({ type: 'subscribed', channel }));
      } else if (message.type === 'unsubscribe') {
        client.channels.delete(channel);
        socket.send(JSON.stringify({ type: 'unsubscribed', channel }));
      } else {
        socket.send(JSON.stringify({ type: 'error', message: 'Unknown message type.' }));
      }
    });
  });
}
