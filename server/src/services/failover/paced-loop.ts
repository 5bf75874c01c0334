import type { ApiAnswer } from './api-client';

/** A loop that starts `perSecond` tasks a second, on time however long each takes. */
export interface PacedLoop {
  /** Starts no more tasks and waits for those still running. */
  stop(): Promise<void>;
}

/** `next` starts one task and answers its promise, or null when there is nothing to do this time (it is skipped). */
export function startPacedLoop(perSecond: number, next: () => Promise<void> | null): PacedLoop {
  const running = new Set<Promise<void>>();
  const started = performance.now();
  let due = 0;
  const timer = setInterval(() => {
    const now = Math.floor(((performance.now() - started) / 1000) * perSecond);
    for (; due < now; due += 1) {
      const task = next();
      if (!task) continue;
      const tracked = task.finally(() => running.delete(tracked));
      running.add(tracked);
    }
  }, 5);
  return {
    async stop() {
      clearInterval(timer);
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

/** A request of a load: when it was sent and answered, and how (status 0: no answer, -1: in flight). */
export interface LoadRequest {
  sentAt: number;
  answeredAt: number;
  status: number;
}

export interface RequestLoad<R extends LoadRequest> {
  requests: readonly R[];
  /** Sends no more, waits for the answers in flight; resolves with every request. */
  stop(): Promise<R[]>;
}

/** One request a load sends: what it is about, how it is sent, and what its answer settles. */
export interface PlannedRequest<R extends LoadRequest, T> {
  about: Omit<R, keyof LoadRequest>;
  send: () => Promise<ApiAnswer<T>>;
  settle?: (request: R, answer: ApiAnswer<T>) => void;
}

/** A paced loop of API calls, each recorded as a request; `next` answers null when there is nothing to send. */
export function startRequestLoad<R extends LoadRequest, T>(perSecond: number, next: () => PlannedRequest<R, T> | null): RequestLoad<R> {
  const requests: R[] = [];
  const loop = startPacedLoop(perSecond, () => {
    const planned = next();
    if (!planned) return null;
    const request = { ...planned.about, sentAt: Date.now(), answeredAt: 0, status: -1 } as R;
    requests.push(request);
    return planned.send().then((answer) => {
      request.status = answer.status;
      request.answeredAt = Date.now();
      planned.settle?.(request, answer);
    });
  });
  return {
    requests,
    async stop() {
      await loop.stop();
      return requests;
    },
  };
}
