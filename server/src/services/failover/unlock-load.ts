import { callApi, type ApiSession } from './api-client';
import { startRequestLoad, type LoadRequest, type RequestLoad } from './paced-loop';
import type { UnlockTarget } from './small-world';

export interface UnlockRequest extends LoadRequest {
  target: UnlockTarget;
  /** From a 201 answer. */
  unlockId: string | null;
}

/**
 * A paced loop of `POST /api/unlock-contact`, each target once (a second unlock of the same contact for
 * the same company is a conflict by design); sends nothing more when the targets run out.
 */
export function startUnlockLoad(options: {
  baseUrl: string;
  session: ApiSession;
  targets: readonly UnlockTarget[];
  perSecond: number;
}): RequestLoad<UnlockRequest> {
  const queue = [...options.targets];
  return startRequestLoad<UnlockRequest, { data?: { id?: string } }>(options.perSecond, () => {
    const target = queue.shift();
    if (!target) return null;
    const body = { driver_id: target.contactId, company_id: target.companyId, employer_id: null, campaign_id: target.campaignId };
    return {
      about: { target, unlockId: null },
      send: () => callApi(options.baseUrl, 'POST', '/api/unlock-contact', options.session, body),
      settle: (request, answer) => {
        request.unlockId = answer.status === 201 ? (answer.body?.data?.id ?? null) : null;
      },
    };
  });
}
