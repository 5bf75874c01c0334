import { useEffect } from 'react';
import { api } from './api';
import i18n from 'i18next';
import { flashShown } from './flash';
import { isOwnRequest } from './own-requests';
import type { AppDispatch } from '../app/store';

export interface RealtimeMessage {
  type: 'event' | 'subscribed' | 'error' | 'unsubscribed' | 'resync';
  channel?: string;
  event?: string;
  data?: Record<string, unknown>;
  message?: string;
}

/** Everything a push could have changed: refetched after pushes may have been missed. */
const LIVE_TAGS = ['Offer', 'AuditLog'] as const;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * What a push does to the app: a stage change refetches the card and the two columns it touched and says
 * so — unless it was this tab's own change (its mutation refetched and announced it already); a resync
 * refetches everything live, quietly.
 */
export function applyRealtimeMessage(dispatch: AppDispatch, message: RealtimeMessage): void {
  if (message.type === 'resync') {
    dispatch(api.util.invalidateTags([...LIVE_TAGS]));
    return;
  }
  if (message.type === 'event' && message.event === 'offer.stage_changed') {
    const data = message.data ?? {};
    if (isOwnRequest(data.correlation_id)) return;
    const offerId = text(data.offer_id);
    const columns = [text(data.from), text(data.to)].filter((stage): stage is string => stage !== null);
    dispatch(api.util.invalidateTags([...(offerId ? [{ type: 'Offer' as const, id: offerId }] : []), ...columns.map((stage) => ({ type: 'Offer' as const, id: `LIST-${stage}` })), 'AuditLog']));
    dispatch(flashShown(i18n.t('board.stageUpdated')));
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
