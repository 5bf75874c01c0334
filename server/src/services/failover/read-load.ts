import { OFFER_STAGES } from '@rm/domain';
import { callApi, type ApiSession } from './api-client';
import { startRequestLoad, type LoadRequest, type RequestLoad } from './paced-loop';

/** A paced loop of board reads (`GET /api/offers/{stage}`, a random column's first page): load on the query side. */
export function startReadLoad(options: { baseUrl: string; session: ApiSession; perSecond: number }): RequestLoad<LoadRequest> {
  return startRequestLoad<LoadRequest, unknown>(options.perSecond, () => {
    const stage = OFFER_STAGES[Math.floor(Math.random() * OFFER_STAGES.length)] ?? 'new';
    return { about: {}, send: () => callApi(options.baseUrl, 'GET', `/api/offers/${stage}`, options.session) };
  });
}
