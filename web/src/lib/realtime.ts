import { useEffect } from 'react';
import { CHANGE_FEEDS, channelOf } from '@rm/domain';
import { API_TAGS, api, type ApiTag } from './api';
import i18n from 'i18next';
import { flashShown } from './flash';
import { isOwnRequest, ownChangeProjected, setRealtimeListening } from './own-requests';
import type { AppDispatch } from './store';

export interface RealtimeMessage {
  type: 'change' | 'subscribed' | 'error' | 'unsubscribed' | 'resync';
  channel?: string;
  /** The read model's change subject (`rm.offer-board.changed`): one of the features' change feeds. */
  subject?: string;
  data?: Record<string, unknown>;
  message?: string;
}

const feeds = new Map(CHANGE_FEEDS.map((feed) => [feed.subject, feed]));

/** What a feature does with a feed's notice besides refetching its tags (the chat adds a pushed message to its thread). */
type PushReceiver = (dispatch: AppDispatch, notice: Record<string, unknown>) => void;
const receivers = new Map<string, PushReceiver>();

/** Lets a feature take a feed's notices into its cache itself (one receiver per subject). */
export function receivePushes(subject: string, receiver: PushReceiver): void {
  receivers.set(subject, receiver);
}

/** Everything a push could have changed: refetched after pushes may have been missed. */
const LIVE_TAGS = [...API_TAGS];

/**
 * What a push does to the app, the same for every feature: a change refetches the tags its feed names
 * (a card and two columns, a contact, …) and, where the feed says so, tells the user — unless it was this
 * tab's own change (its mutation refetched and announced it already). A resync refetches everything live,
 * quietly.
 */
export function applyRealtimeMessage(dispatch: AppDispatch, message: RealtimeMessage): void {
  if (message.type === 'resync') {
    dispatch(api.util.invalidateTags(LIVE_TAGS));
    return;
  }
  if (message.type !== 'change' || !message.subject || !message.data) return;
  const feed = feeds.get(message.subject);
  if (!feed) return;
  // This tab's own change: its mutation announced it and refetches now that the read model holds it.
  const correlationId = message.data.correlationId;
  if (isOwnRequest(correlationId)) {
    ownChangeProjected(correlationId);
    return;
  }
  receivers.get(message.subject)?.(dispatch, message.data);
  // The gateway relays only notices that fit the feed's declared shape.
  const notice = message.data as never;
  dispatch(api.util.invalidateTags(feed.tags(notice) as Array<ApiTag | { type: ApiTag; id: string }>));
  const announcement = feed.announce?.(notice);
  if (announcement) dispatch(flashShown(i18n.t(announcement)));
}

/** One WebSocket per tab on the user's private channel, reconnecting with backoff. */
export function useRealtime(userId: string | undefined, dispatch: AppDispatch): void {
  useEffect(() => {
    if (!userId) return undefined;
    let socket: WebSocket | null = null;
    let retry = 500;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let closed = false;
    let dropped = false;
    // The gateway keeps who is online: a hidden tab is away.
    const sendPresence = (): void => {
      if (socket?.readyState === WebSocket.OPEN)
        socket.send(JSON.stringify({ type: 'presence', status: document.visibilityState === 'hidden' ? 'away' : 'online' }));
    };
    document.addEventListener('visibilitychange', sendPresence);
    const connect = (): void => {
      const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`;
      socket = new WebSocket(url);
      socket.onopen = () => {
        retry = 500;
        setRealtimeListening(true);
        for (const kind of ['pipe', 'user', 'messages'] as const)
          socket?.send(JSON.stringify({ type: 'subscribe', channel: channelOf(kind, userId) }));
        sendPresence();
        // Back after a drop: pushes sent meanwhile never arrived.
        if (dropped) applyRealtimeMessage(dispatch, { type: 'resync' });
      };
      socket.onmessage = (event: MessageEvent<string>) => {
        try {
          applyRealtimeMessage(dispatch, JSON.parse(event.data) as RealtimeMessage);
        } catch {
          // ignore malformed pushes
        }
      };
      socket.onclose = () => {
        setRealtimeListening(false);
        if (closed) return;
        dropped = true;
        timer = setTimeout(connect, retry);
        retry = Math.min(retry * 2, 15_000);
      };
    };
    connect();
    return () => {
      document.removeEventListener('visibilitychange', sendPresence);
      closed = true;
      if (timer) clearTimeout(timer);
      socket?.close();
    };
  }, [userId, dispatch]);
}
