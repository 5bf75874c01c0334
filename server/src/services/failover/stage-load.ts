import type { OfferStage } from '@rm/domain';
import { callApi, type ApiSession } from './api-client';
import { anotherStage, type OfferJournal } from './offer-journal';

export interface StageRequest {
  offerId: string;
  target: OfferStage;
  /** Date.now() when sent. */
  sentAt: number;
  /** 0 without an answer, -1 while in flight. */
  status: number;
}

export interface StageLoad {
  requests: readonly StageRequest[];
  /** Sends no more, waits for the answers in flight; resolves with every request. */
  stop(): Promise<StageRequest[]>;
}

export interface StageLoadOptions {
  baseUrl: string;
  session: ApiSession;
  journal: OfferJournal;
  perSecond: number;
}

/**
 * A paced loop of `PUT /api/offers/{id}` without `from`: `perSecond` moves a second to random offers of the
 * journal, each to a stage it is not in, one request per offer at a time.
 */
export function startStageLoad(options: StageLoadOptions): StageLoad {
  const requests: StageRequest[] = [];
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let due = 0;

  const send = (offerId: string): void => {
    const history = options.journal.offers.get(offerId);
    const target = anotherStage(history?.stage ?? 'new');
    const request: StageRequest = { offerId, target, sentAt: Date.now(), status: -1 };
    requests.push(request);
    const answered = callApi<{ data?: { stage?: string } }>(options.baseUrl, 'PUT', `/api/offers/${offerId}`, options.session, { stage: target }).then((answer) => {
      request.status = answer.status;
      const succeeded = answer.status >= 200 && answer.status < 300 && answer.body?.data?.stage === target;
      options.journal.settle(offerId, target, succeeded);
      inFlight.delete(answered);
    });
    inFlight.add(answered);
  };

  const timer = setInterval(() => {
    const now = Math.floor(((performance.now() - started) / 1000) * options.perSecond);
    for (; due < now; due += 1) {
      const offerId = options.journal.take();
      if (offerId) send(offerId);
    }
  }, 5);

  return {
    requests,
    async stop() {
      clearInterval(timer);
      while (inFlight.size > 0) await Promise.all([...inFlight]);
      return requests;
    },
  };
}

export interface RequestCounts {
  sent: number;
  ok: number;
  /** Non-2xx answers by status ("0": no answer). */
  errors: Record<string, number>;
}

/** Counts of the requests sent at or after `since` (Date.now() time). */
export function countRequests(requests: ReadonlyArray<{ sentAt: number; status: number }>, since = 0): RequestCounts {
  const counts: RequestCounts = { sent: 0, ok: 0, errors: {} };
  for (const request of requests) {
    if (request.sentAt < since) continue;
    counts.sent += 1;
    if (request.status >= 200 && request.status < 300) counts.ok += 1;
    else counts.errors[String(request.status)] = (counts.errors[String(request.status)] ?? 0) + 1;
  }
  return counts;
}
