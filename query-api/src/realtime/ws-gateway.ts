import websocket from '@fastify/websocket';
import type { Bus } from '@rm/platform';
import { PROJECTIONS_RESYNC } from '@rm/projectors';
import { CHANGE_FEEDS, assertNever, channelOf, grants, registerSchemaFormats, type ChangeFeed, type Viewer } from '@rm/domain';
import { SESSION_ENDED_SUBJECT, authorize, isAdmin, isBusiness, sessionId, signedInUser, type AuthUser } from '@rm/platform/http';
import { Type, type Static } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { mayListen } from './channels';
import type { Presence } from './presence';

/** The viewer a feed's audience rule sees for a signed-in user. */
const viewerOf = (user: AuthUser): Viewer => ({
  userId: user.id,
  admin: isAdmin(user),
  companyId: isBusiness(user) ? user.companyId : null,
  contactId: user.contactId,
});

interface Client {
  socket: WebSocket;
  user: AuthUser;
  viewer: Viewer;
  sessionToken: string | null;
  /** The stored id of the session (sessionId of the token), to close its sockets when it ends. */
  sessionId: string | null;
  channels: Set<string>;
  /** Frames received in the current second, for the per-socket frame limit. */
  frames: { second: number; count: number };
  /** Whether the socket answered (a pong or any frame) since the last heartbeat's ping. */
  answered: boolean;
}

export interface WsGatewayOptions {
  bus: Bus;
  /** Whether a session is still live (not sliding it); sockets of ended sessions are closed. */
  sessionAlive?: (token: string) => Promise<boolean>;
  /** How often the sessions of open sockets are checked (default 30 s). */
  sessionCheckMs?: number;
  /**
   * How often each socket is pinged (default 30 s): one that has not answered (pong or any frame) by the
   * next ping is dropped, so a browser that vanished without closing (a lost network, a sleeping laptop)
   * goes offline within two heartbeats.
   */
  heartbeatMs?: number;
  /**
   * The one origin whose pages may open a socket (`https://jobs.example.de`); default: the origin the
   * request itself was sent to. A browser always sends `Origin` with a WebSocket; another site's page is
   * refused (403), so that it cannot use the visitor's session cookie (cross-site WebSocket hijacking).
   */
  allowedOrigin?: string;
  /** Open sockets per session (default 10: tabs of one browser). */
  maxSocketsPerSession?: number;
  /** The change feeds relayed (default: every feature's, `CHANGE_FEEDS`). */
  feeds?: readonly ChangeFeed[];
  /** Where the gateway says who is connected (online, away); none: presence is not tracked. */
  presence?: Presence;
}

/** Close code for a socket whose session ended (sign-out elsewhere, expiry): the browser signs in again. */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/** Close code (policy violation) for a socket over a limit: too many sockets of one session, too many frames. */
export const POLICY_CLOSE_CODE = 1008;

/** Largest frame a browser sends (a subscription is under 100 bytes); larger frames close the socket (1009). */
export const MAX_FRAME_BYTES = 4 * 1024;
/** Frames a socket may send per second; more closes it. */
export const MAX_FRAMES_PER_SECOND = 50;

const ChannelSchema = Type.String({ minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9._-]+$' });
/** Everything a browser may send. */
export const ClientFrameSchema = Type.Union([
  Type.Object({ type: Type.Literal('subscribe'), channel: ChannelSchema }, { additionalProperties: false }),
  Type.Object({ type: Type.Literal('unsubscribe'), channel: ChannelSchema }, { additionalProperties: false }),
  // The tab became hidden (away) or visible again (online).
  Type.Object(
    { type: Type.Literal('presence'), status: Type.Union([Type.Literal('online'), Type.Literal('away')]) },
    { additionalProperties: false },
  ),
]);
export type ClientFrame = Static<typeof ClientFrameSchema>;
const clientFrame = TypeCompiler.Compile(ClientFrameSchema);

export const FRAME_NOT_JSON_MESSAGE = 'Messages must be JSON text.';
export const FRAME_INVALID_MESSAGE = 'Messages must be {"type": "subscribe" | "unsubscribe", "channel": "<channel name>"}.';
export const CHANNEL_REFUSED_MESSAGE = 'You may not subscribe to that channel.';

const send = (socket: WebSocket, message: Record<string, unknown>): void => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

/** A frame as the gateway understands it, or the error message to answer with (never echoing the input). */
export function parseClientFrame(raw: Buffer, isBinary: boolean): ClientFrame | { error: string } {
  if (isBinary) return { error: FRAME_NOT_JSON_MESSAGE };
  let message: unknown;
  try {
    message = JSON.parse(raw.toString('utf8'));
  } catch {
    return { error: FRAME_NOT_JSON_MESSAGE };
  }
  return clientFrame.Check(message) ? message : { error: FRAME_INVALID_MESSAGE };
}

/** Recovery signals this close together make one `resync` for the clients. */
const RESYNC_COALESCE_MS = 100;

/**
 * The realtime gateway: one WebSocket per browser tab at /ws, authenticated by the session cookie on
 * the upgrade (401 without a live session, 403 from another site's page), at most 10 per session. A
 * socket subscribes to its user's private channels only; every frame is checked against
 * `ClientFrameSchema` and answered with an error frame when it does not fit (never echoing it), and a
 * frame that fails otherwise is logged, not fatal.
 * Every change feed a feature declares (`CHANGE_FEEDS`) arrives over the bus (in-process, or NATS
 * across services) and goes, as `{type: 'change', channel, subject, data}`, to the private channel the
 * feed names of every connected user its audience rule admits and, for a company user, whose permission
 * list holds the feed's area (`ChangeFeed.permission`; the list as it was when the socket opened). The connections are
 * kept in memory, per process; each process subscribes to the bus once. When the bus connection comes
 * back after a loss, here or at a projector (which then says so on the bus), every socket is told to
 * `resync` (refetch what it shows).
 */
export const wsGateway: FastifyPluginAsync<WsGatewayOptions> = async (app, options) => {
  const {
    bus,
    sessionAlive,
    sessionCheckMs = 30_000,
    heartbeatMs = 30_000,
    allowedOrigin,
    maxSocketsPerSession = 10,
    feeds = CHANGE_FEEDS,
    presence,
  } = options;
  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    // What a client does wrong (a frame over the limit, text that is not UTF-8, a reset) closes its socket
    // (ws has sent 1009/1007 already); only a failure of ours is an error worth a log line at that level.
    errorHandler: (error, socket, request) => {
      const clientFault =
        error instanceof RangeError ||
        (typeof (error as { code?: unknown }).code === 'string' && String((error as { code?: unknown }).code).startsWith('WS_ERR_'));
      if (clientFault) request.log.debug({ err: error }, 'websocket closed on a client error');
      else request.log.error({ err: error }, 'websocket failed');
      socket.terminate();
    },
  });
  const clients = new Set<Client>();

  // Every read-model change a feature declares goes to the private channel its feed names, of every
  // connected user its audience rule admits; a notice that does not fit its declared shape is dropped.
  registerSchemaFormats();
  const subscriptions = feeds.map((feed) => {
    const notices = TypeCompiler.Compile(feed.notice);
    return bus.subscribe(feed.subject, (notice) => {
      if (!notices.Check(notice)) {
        app.log.warn({ subject: feed.subject }, 'a change notice that does not fit its feed was not relayed');
        return;
      }
      const permission = feed.permission?.(notice) ?? null;
      for (const client of clients) {
        const channel = channelOf(feed.channel, client.user.id);
        if (permission !== null && !grants(client.user, permission)) continue;
        if (client.channels.has(channel) && feed.visibleTo(client.viewer, notice))
          send(client.socket, { type: 'change', channel, subject: feed.subject, data: notice });
      }
    });
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
  // Sockets that stopped answering are dropped; their close takes their user offline (see `presence`).
  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.answered) {
        client.socket.terminate();
        continue;
      }
      client.answered = false;
      client.socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  // A sign-out (here or in another process) closes that session's sockets at once, not at the next sweep.
  const sessionEnded = bus.subscribe(SESSION_ENDED_SUBJECT, (message) => {
    const id = (message as { id?: unknown } | null)?.id;
    if (typeof id !== 'string') return;
    for (const client of clients) if (client.sessionId === id) client.socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended.');
  });

  app.addHook('onClose', () => {
    if (sweep) clearInterval(sweep);
    clearInterval(heartbeat);
    sessionEnded.unsubscribe();
    if (resyncTimer) clearTimeout(resyncTimer);
    for (const subscription of subscriptions) subscription.unsubscribe();
    stopResync();
    projectorResync.unsubscribe();
    for (const client of clients) client.socket.close(1001, 'server shutting down');
  });

  const refuseForeignOrigin = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const expected = allowedOrigin ?? `${request.protocol}://${request.host}`;
    if (origin !== expected) await reply.code(403).send({ message: 'This origin may not open a realtime connection.' });
  };

  const handleFrame = (client: Client, raw: Buffer, isBinary: boolean): void => {
    const second = Math.floor(Date.now() / 1000);
    if (client.frames.second !== second) client.frames = { second, count: 0 };
    client.frames.count += 1;
    if (client.frames.count > MAX_FRAMES_PER_SECOND) {
      client.socket.close(POLICY_CLOSE_CODE, 'Too many messages.');
      return;
    }
    const frame = parseClientFrame(raw, isBinary);
    if ('error' in frame) {
      send(client.socket, { type: 'error', message: frame.error });
      return;
    }
    switch (frame.type) {
      case 'subscribe':
        if (!mayListen(client.user, frame.channel)) {
          send(client.socket, { type: 'error', channel: frame.channel, message: CHANNEL_REFUSED_MESSAGE });
          return;
        }
        client.channels.add(frame.channel);
        send(client.socket, { type: 'subscribed', channel: frame.channel });
        return;
      case 'unsubscribe':
        client.channels.delete(frame.channel);
        send(client.socket, { type: 'unsubscribed', channel: frame.channel });
        return;
      case 'presence':
        presence?.socketStatus(client.user.id, client, frame.status);
        return;
      default:
        assertNever(frame);
    }
  };

  app.get('/ws', { websocket: true, config: authorize('authenticated'), preValidation: refuseForeignOrigin }, (socket, request) => {
    const sessionToken = request.sessionToken;
    const user = signedInUser(request);
    const client: Client = {
      socket,
      user,
      viewer: viewerOf(user),
      sessionToken,
      sessionId: sessionToken ? sessionId(sessionToken) : null,
      channels: new Set(),
      frames: { second: 0, count: 0 },
      answered: true,
    };
    const sameSession = [...clients].filter((other) => other.sessionToken !== null && other.sessionToken === sessionToken).length;
    if (sameSession >= maxSocketsPerSession) {
      socket.close(POLICY_CLOSE_CODE, 'Too many connections.');
      return;
    }
    clients.add(client);
    presence?.socketStatus(user.id, client, 'online');
    socket.on('close', () => {
      clients.delete(client);
      presence?.socketStatus(user.id, client, null);
    });
    socket.on('pong', () => (client.answered = true));
    socket.on('message', (raw: Buffer, isBinary: boolean) => {
      client.answered = true;
      try {
        handleFrame(client, raw, isBinary);
      } catch (error) {
        request.log.error({ err: error }, 'websocket frame failed');
        send(socket, { type: 'error', message: 'The message could not be handled.' });
      }
    });
  });
};
