import type { OfferStage } from '@rm/domain';
import { callApi, type ApiSession } from './api-client';
import { anotherStage, type OfferJournal } from './offer-journal';
import { startRequestLoad, type LoadRequest, type RequestLoad } from './paced-loop';

export interface StageRequest extends LoadRequest {
  offerId: string;
  target: OfferStage;
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
export function startStageLoad(options: StageLoadOptions): RequestLoad<StageRequest> {
  return startRequestLoad<StageRequest, { data?: { stage?: string } }>(options.perSecond, () => {
    const offerId = options.journal.take();
    if (!offerId) return null;
    const target = anotherStage(options.journal.offers.get(offerId)?.stage ?? 'new');
    return {
      about: { offerId, target },
      send: () => callApi(options.baseUrl, 'PUT', `/api/offers/${offerId}`, options.session, { stage: target }),
      settle: (_request, answer) =>
        options.journal.settle(offerId, target, answer.status >= 200 && answer.status < 300 && answer.body?.data?.stage === target),
    };
  });
}

export interface RequestCounts {
  sent: number;
  ok: number;
  /** Non-2xx answers by status ("0": no answer). */
  errors: Record<string, number>;
}

/** Counts of the requests sent in [since, until) (Date.now() times). */
export function countRequests(requests: readonly LoadRequest[], since = 0, until = Number.POSITIVE_INFINITY): RequestCounts {
  const counts: RequestCounts = { sent: 0, ok: 0, errors: {} };
  for (const request of requests) {
    if (request.sentAt < since || request.sentAt >= until) continue;
    counts.sent += 1;
    if (request.status >= 200 && request.status < 300) counts.ok += 1;
    else counts.errors[String(request.status)] = (counts.errors[String(request.status)] ?? 0) + 1;
  }
  return counts;
}
