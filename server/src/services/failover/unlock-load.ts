import { callApi, type ApiSession } from './api-client';
import { startPacedLoop } from './paced-loop';
import type { UnlockTarget } from './small-world';
import type { LoadRequest } from './stage-load';

export interface UnlockRequest extends LoadRequest {
  target: UnlockTarget;
  /** From a 201 answer. */
  unlockId: string | null;
}

export interface UnlockLoad {
  stop(): Promise<UnlockRequest[]>;
}

/**
 * A paced loop of `POST /api/unlock-contact`, each target once (a second unlock of the same contact for
 * the same company is a conflict by design); sends nothing more when the targets run out.
 */
export function startUnlockLoad(options: { baseUrl: string; session: ApiSession; targets: readonly UnlockTarget[]; perSecond: number }): UnlockLoad {
  const queue = [...options.targets];
  const requests: UnlockRequest[] = [];
  const loop = startPacedLoop(options.perSecond, () => {
    const target = queue.shift();
    if (!target) return null;
    const request: UnlockRequest = { target, sentAt: Date.now(), answeredAt: 0, status: -1, unlockId: null };
    requests.push(request);
    const body = { driver_id: target.contactId, company_id: target.companyId, employer_id: null, campaign_id: target.campaignId };
    return callApi<{ data?: { id?: string } }>(options.baseUrl, 'POST', '/api/unlock-contact', options.session, body).then((answer) => {
      request.status = answer.status;
      request.answeredAt = Date.now();
      request.unlockId = answer.status === 201 ? (answer.body?.data?.id ?? null) : null;
    });
  });
  return {
    async stop() {
      await loop.stop();
      return requests;
    },
  };
}
