import { callApi, type ApiSession } from './api-client';
import type { UnlockTarget } from './small-world';

export interface UnlockRequest {
  target: UnlockTarget;
  sentAt: number;
  /** 0 without an answer, -1 while in flight. */
  status: number;
  /** From a 201 answer. */
  unlockId: string | null;
}

export interface UnlockLoad {
  stop(): Promise<UnlockRequest[]>;
}

/**
 * A paced loop of `POST /api/unlock-contact`, each target once (a second unlock of the same contact for
 * the same company is a conflict by design); stops sending when the targets run out.
 */
export function startUnlockLoad(options: { baseUrl: string; session: ApiSession; targets: UnlockTarget[]; perSecond: number }): UnlockLoad {
  const queue = [...options.targets];
  const requests: UnlockRequest[] = [];
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let due = 0;

  const send = (target: UnlockTarget): void => {
    const request: UnlockRequest = { target, sentAt: Date.now(), status: -1, unlockId: null };
    requests.push(request);
    const body = { driver_id: target.contactId, company_id: target.companyId, employer_id: null, campaign_id: target.campaignId };
    const answered = callApi<{ data?: { id?: string } }>(options.baseUrl, 'POST', '/api/unlock-contact', options.session, body).then((answer) => {
      request.status = answer.status;
      request.unlockId = answer.status === 201 ? (answer.body?.data?.id ?? null) : null;
      inFlight.delete(answered);
    });
    inFlight.add(answered);
  };

  const timer = setInterval(() => {
    const now = Math.floor(((performance.now() - started) / 1000) * options.perSecond);
    for (; due < now; due += 1) {
      const target = queue.shift();
      if (target) send(target);
    }
  }, 5);

  return {
    async stop() {
      clearInterval(timer);
      while (inFlight.size > 0) await Promise.all([...inFlight]);
      return requests;
    },
  };
}
