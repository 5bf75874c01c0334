import { OFFER_STAGES } from '@rm/domain';
import { callApi, type ApiSession } from './api-client';

/** Where the board (`GET /api/offers/{stage}`, every page of every column) shows each offer. */
export async function boardStages(baseUrl: string, session: ApiSession): Promise<Map<string, string>> {
  const stages = new Map<string, string>();
  for (const stage of OFFER_STAGES) {
    for (let page = 1; ; page += 1) {
      const answer = await callApi<{ data: Array<{ id: string }>; meta: { last_page: number } }>(
        baseUrl,
        'GET',
        `/api/offers/${stage}?page=${page}`,
        session,
      );
      if (answer.status !== 200 || !answer.body) throw new Error(`GET /api/offers/${stage}?page=${page} answered ${answer.status}`);
      for (const card of answer.body.data) stages.set(card.id, stage);
      if (page >= answer.body.meta.last_page) break;
    }
  }
  return stages;
}
