import { OFFER_STAGES } from '@rm/domain';
import { callApi, type ApiSession } from './api-client';
import { startPacedLoop } from './paced-loop';
import type { LoadRequest } from './stage-load';

export interface ReadLoad {
  requests: readonly LoadRequest[];
  stop(): Promise<LoadRequest[]>;
}

/** A paced loop of board reads (`GET /api/offers/{stage}`, a random column's first page): load on the query side. */
export function startReadLoad(options: { baseUrl: string; session: ApiSession; perSecond: number }): ReadLoad {
  const requests: LoadRequest[] = [];
  const loop = startPacedLoop(options.perSecond, () => {
    const stage = OFFER_STAGES[Math.floor(Math.random() * OFFER_STAGES.length)] ?? 'new';
    const request: LoadRequest = { sentAt: Date.now(), answeredAt: 0, status: -1 };
    requests.push(request);
    return callApi(options.baseUrl, 'GET', `/api/offers/${stage}`, options.session).then((answer) => {
      request.status = answer.status;
      request.answeredAt = Date.now();
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
