import { useEffect } from 'react';
import { api } from './api';
import { flashShown } from './flash';
import type { AppDispatch } from '../app/store';

export interface RealtimeMessage {
  type: 'event' | 'subscribed' | 'error' | 'unsubscribed' | 'resync';
  channel?: string;
  event?: string;
  data?: Record<string, unknown>;
  message?: string;
}

/** Everything a push could have changed: refetched after pushes may have been missed. */
const LIVE_TAGS = ['OfferBoard', 'AuditLog'] as const;

/** What a push does to the app: a stage change refetches the board and says so; a resync refetches quietly. */
export function applyRealtimeMessage(dispatch: AppDispatch, message: RealtimeMessage): void {
  if (message.type === 'resync') {
    dispatch(api.util.invalidateTags([...LIVE_TAGS]));
    return;
  }
  if (message.type === 'event' && message.event === 'offer.stage_changed') {
    dispatch(api.util.invalidateTags([...LIVE_TAGS]));
    dispatch(flashShown('Contact stage updated'));
  }
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
    const connect = (): void => {
      const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`;
      socket = new WebSocket(url);
      socket.onopen = () => {
        retry = 500;
        socket?.send(JSON.stringify({ type: 'subscribe', channel: `pipe.${userId}` }));
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
        if (closed) return;
        dropped = true;
        timer = setTimeout(connect, retry);
        retry = Math.min(retry * 2, 15_000);
      };
    };
    connect();
    return () => {
      closed = true;
      if (timer) clearTimeout(timer);
      socket?.close();
    };
  }, [userId, dispatch]);
}
