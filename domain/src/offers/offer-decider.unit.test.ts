import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/decider-spec';
import { offerDecider, type OfferCommand } from './offer-decider';
import { OFFER_STAGES, type OfferEvent, type OfferStage } from './offer-events';
import { offerMoveRule, type OfferActor, type OfferMoveRule } from './offer-transitions';

const offerId = '00000000-0000-4000-8000-000000000001';
const companyId = '00000000-0000-4000-8000-000000000002';
const createdAt = '2026-11-01T10:00:00.000Z';
const now = '2026-11-22T12:00:00.000Z';
const createData = {
  offerId,
  contactId: '00000000-0000-4000-8000-000000000003',
  campaignId: '00000000-0000-4000-8000-000000000004',
  companyId,
  audienceId: null,
  employerId: null,
  price: 2500,
};
const created: OfferEvent = { type: 'OfferCreated', data: { ...createData, createdAt } };
const stageChanged = (
  from: OfferStage,
  to: OfferStage,
  extra: { hiredAt?: string; unlockId?: string; reason?: string } = {},
): OfferEvent => ({
  type: 'OfferStageChanged',
  data: {
    offerId,
    companyId,
    from,
    to,
    hiredAt: extra.hiredAt ?? null,
    unlockId: extra.unlockId ?? null,
    ...(extra.reason === undefined ? {} : { reason: extra.reason }),
  },
});
const changeStage = (stage: OfferStage, extra: { actor?: OfferActor; reason?: string } = {}): OfferCommand => ({
  type: 'ChangeOfferStage',
  data: { offerId, stage, actor: extra.actor ?? 'admin', ...(extra.reason === undefined ? {} : { reason: extra.reason }), now },
});
const unlockId = '00000000-0000-4000-8000-000000000009';
const unlocked = stageChanged('new', 'unlocked', { unlockId });
const spec = deciderSpec(offerDecider);

describe('offer decider', () => {
  it('creates an offer, stamped with the time from the command', () => {
    spec
      .given([])
      .when({ type: 'CreateOffer', data: { ...createData, now: createdAt } })
      .then([created]);
  });

  it('refuses to create an offer twice', () => {
    spec
      .given([created])
      .when({ type: 'CreateOffer', data: { ...createData, now } })
      .thenThrows('conflict');
  });

  it('changes the stage and records where it came from', () => {
    spec
      .given([created])
      .when(changeStage('in_process'))
      .then([stageChanged('new', 'in_process')]);
  });

  it('sets hiredAt to now when the offer reaches hired', () => {
    spec
      .given([created, unlocked])
      .when(changeStage('hired'))
      .then([stageChanged('unlocked', 'hired', { hiredAt: now })]);
  });

  it('leaves hiredAt empty for any other stage', () => {
    spec
      .given([created, unlocked, stageChanged('unlocked', 'hired', { hiredAt: createdAt })])
      .when(changeStage('unqualified', { reason: 'Hire fell through' }))
      .then([stageChanged('hired', 'unqualified', { reason: 'Hire fell through' })]);
  });

  it('refuses a stage change to unlocked: only unlocking the contact gets there', () => {
    spec.given([created]).when(changeStage('unlocked')).thenThrows('invalid', { field: 'stage', message: 'unlocking the contact' });
  });

  it('moves an offer that is still in the stage the caller saw it in', () => {
    spec
      .given([created])
      .when({ type: 'ChangeOfferStage', data: { offerId, stage: 'in_process', from: 'new', actor: 'admin', now } })
      .then([stageChanged('new', 'in_process')]);
  });

  it('refuses a move from a stage the offer has left meanwhile (someone else moved it)', () => {
    spec
      .given([created, stageChanged('new', 'in_process')])
      .when({ type: 'ChangeOfferStage', data: { offerId, stage: 'hired', from: 'new', actor: 'admin', now } })
      .thenThrows('conflict', { message: 'moved this offer to in_process' });
    // Even when both wanted the same: the second caller's view was stale.
    spec
      .given([created, stageChanged('new', 'in_process')])
      .when({ type: 'ChangeOfferStage', data: { offerId, stage: 'in_process', from: 'new', actor: 'admin', now } })
      .thenThrows('conflict');
  });

  it('does nothing when the offer is already in the requested stage', () => {
    spec
      .given([created, stageChanged('new', 'gets_hired')])
      .when(changeStage('gets_hired'))
      .thenNothing();
  });

  it('moves to unlocked from any stage when the contact is unlocked', () => {
    spec
      .given([created, stageChanged('new', 'gets_hired')])
      .when({ type: 'MoveOfferToUnlocked', data: { offerId, unlockId, now } })
      .then([stageChanged('gets_hired', 'unlocked', { unlockId })]);
  });

  it('moves an offer already unlocked nowhere', () => {
    spec
      .given([created, stageChanged('new', 'unlocked', { unlockId })])
      .when({ type: 'MoveOfferToUnlocked', data: { offerId, unlockId, now } })
      .thenNothing();
  });

  it('answers not found for a stage change of an unknown offer', () => {
    spec.given([]).when(changeStage('in_process')).thenThrows('not_found', { message: 'Offer not found.' });
  });

  it('moves an offer once per unlock: an unlock it went through does not pull it back from a later stage', () => {
    spec
      .given([created, stageChanged('new', 'unlocked', { unlockId }), stageChanged('unlocked', 'hired', { hiredAt: now })])
      .when({ type: 'MoveOfferToUnlocked', data: { offerId, unlockId, now } })
      .thenNothing();
  });

  it('answers not found when an unknown offer is moved to unlocked', () => {
    spec.given([]).when({ type: 'MoveOfferToUnlocked', data: { offerId, unlockId, now } }).thenThrows('not_found');
  });

  it('answers not found when a step of an unknown offer is tracked', () => {
    spec
      .given([])
      .when({ type: 'TrackOfferStep', data: { offerId, step: 'visible' } })
      .thenThrows('not_found');
  });

  it('tracks each step, repeats included', () => {
    const tracked: OfferEvent = { type: 'OfferStepTracked', data: { offerId, step: 'accept_modal_opened' } };
    spec
      .given([created, tracked])
      .when({ type: 'TrackOfferStep', data: { offerId, step: 'accept_modal_opened' } })
      .then([tracked]);
  });
});

describe('offer stage rules: the cases of the security report', () => {
  it('refuses an employer hiring an offer that was never unlocked: nobody may (422 on stage)', () => {
    spec
      .given([created, stageChanged('new', 'in_process')])
      .when(changeStage('hired', { actor: 'company' }))
      .thenThrows('invalid', { field: 'stage', message: 'only after its contact has been unlocked' });
    spec
      .given([created, stageChanged('new', 'in_process')])
      .when(changeStage('hired'))
      .thenThrows('invalid', { field: 'stage' });
  });

  it('refuses an employer moving an unlocked offer back to new: only an admin may, with a reason (403)', () => {
    spec
      .given([created, unlocked])
      .when(changeStage('new', { actor: 'company', reason: 'Wrong contact' }))
      .thenThrows('forbidden', { message: 'Only an admin may move an offer from unlocked to new, and only with a reason.' });
  });

  it('lets an admin move an unlocked offer back to new only with a reason, and bring it back to unlocked without a new unlock', () => {
    spec
      .given([created, unlocked])
      .when(changeStage('new'))
      .thenThrows('invalid', { field: 'reason', message: 'A reason is needed to move an offer from unlocked to new.' });
    spec
      .given([created, unlocked])
      .when(changeStage('new', { reason: 'Wrong contact' }))
      .then([stageChanged('unlocked', 'new', { reason: 'Wrong contact' })]);
    spec
      .given([created, unlocked, stageChanged('unlocked', 'new', { reason: 'Wrong contact' })])
      .when(changeStage('unlocked'))
      .then([stageChanged('new', 'unlocked')]);
  });

  it('records the reason trimmed; refuses one shorter than 3 or longer than 500 characters (422 on reason)', () => {
    spec
      .given([created, unlocked])
      .when(changeStage('in_process', { reason: '  Wrong contact \n' }))
      .then([stageChanged('unlocked', 'in_process', { reason: 'Wrong contact' })]);
    spec
      .given([created, unlocked])
      .when(changeStage('in_process', { reason: '  ab  ' }))
      .thenThrows('invalid', { field: 'reason', message: '3 to 500 characters' });
    spec
      .given([created, unlocked])
      .when(changeStage('in_process', { reason: 'x'.repeat(501) }))
      .thenThrows('invalid', { field: 'reason' });
    spec
      .given([created, unlocked])
      .when(changeStage('in_process', { reason: 'x'.repeat(500) }))
      .then([stageChanged('unlocked', 'in_process', { reason: 'x'.repeat(500) })]);
  });

  it('records a reason given for a move that needs none', () => {
    spec
      .given([created, unlocked])
      .when(changeStage('gets_hired', { actor: 'company', reason: 'Interview went well' }))
      .then([stageChanged('unlocked', 'gets_hired', { reason: 'Interview went well' })]);
  });

  it('tells a company user why a never-unlocked offer is not theirs to move (403)', () => {
    spec
      .given([created])
      .when(changeStage('unqualified', { actor: 'company' }))
      .thenThrows('forbidden', { message: 'Only an admin moves an offer whose contact has not been unlocked.' });
  });

  it('hires only from unlocked, in_company_process or gets_hired', () => {
    spec
      .given([created, unlocked, stageChanged('unlocked', 'unqualified')])
      .when(changeStage('hired', { actor: 'company' }))
      .thenThrows('invalid', { field: 'stage', message: 'An offer is hired only from unlocked, in_company_process or gets_hired.' });
  });
});

/*
 * The rules stated on their own, as the README words them, to check the table in offer-transitions.ts
 * cell by cell: every actor × from × to, for an offer never unlocked and for one unlocked before.
 */
const POST_UNLOCK: readonly OfferStage[] = ['unlocked', 'in_company_process', 'gets_hired', 'hired'];
const HIRED_ONLY_FROM: readonly OfferStage[] = ['unlocked', 'in_company_process', 'gets_hired'];
const COMPANY_MOVES_AMONG: readonly OfferStage[] = ['unlocked', 'in_company_process', 'gets_hired', 'hired', 'unqualified'];
const BEFORE_UNLOCK: readonly OfferStage[] = ['new', 'in_process'];

type Outcome = 'nothing happens' | 'moves' | 'needs a reason' | 'refused for everyone' | 'admins only';

function expectedOutcome(actor: OfferActor, from: OfferStage, to: OfferStage, unlockedBefore: boolean): Outcome {
  if (from === to) return 'nothing happens';
  // The post-unlock stages only after an unlock; hired only out of the company's process.
  if (POST_UNLOCK.includes(to) && !unlockedBefore) return 'refused for everyone';
  if (to === 'hired' && !HIRED_ONLY_FROM.includes(from)) return 'refused for everyone';
  if (actor === 'company') {
    const companyMay = unlockedBefore && from !== 'hired' && COMPANY_MOVES_AMONG.includes(from) && COMPANY_MOVES_AMONG.includes(to);
    return companyMay ? 'moves' : 'admins only';
  }
  // Back into new or in_process from a post-unlock stage (or from unqualified, once unlocked), or out of hired.
  const back = BEFORE_UNLOCK.includes(to) && (POST_UNLOCK.includes(from) || (from === 'unqualified' && unlockedBefore));
  return back || from === 'hired' ? 'needs a reason' : 'moves';
}

function ruleOf(outcome: Outcome): OfferMoveRule {
  switch (outcome) {
    case 'nothing happens':
      return '=';
    case 'moves':
      return 'ok';
    case 'needs a reason':
      return 'reason';
    case 'refused for everyone':
    case 'admins only':
      return 'no';
  }
}

/** An offer in `stage`, unlocked on the way there or never. */
function offerIn(stage: OfferStage, unlockedBefore: boolean): OfferEvent[] {
  if (!unlockedBefore) return stage === 'new' ? [created] : [created, stageChanged('new', stage)];
  return stage === 'unlocked' ? [created, unlocked] : [created, unlocked, stageChanged('unlocked', stage)];
}

const cells = (['admin', 'company'] as const).flatMap((actor) =>
  [false, true].flatMap((unlockedBefore) =>
    OFFER_STAGES.flatMap((from) =>
      OFFER_STAGES.map((to) => ({
        actor,
        unlockedBefore,
        history: unlockedBefore ? 'unlocked before' : 'never unlocked',
        from,
        to,
        outcome: expectedOutcome(actor, from, to, unlockedBefore),
      })),
    ),
  ),
);

describe('offer stage rules: every actor × from × to, never unlocked and unlocked before', () => {
  it('covers 2 actors × 2 histories × 7 × 7 stages', () => {
    expect(cells).toHaveLength(196);
  });

  it.each(cells)('$actor, offer $history, $from → $to: $outcome', ({ actor, unlockedBefore, from, to, outcome }) => {
    const given = offerIn(from, unlockedBefore);
    const reason = 'Agreed with the company';
    const hiredAt = to === 'hired' ? now : undefined;
    expect(offerMoveRule({ actor, from, to, unlockedBefore })).toBe(ruleOf(outcome));
    switch (outcome) {
      case 'nothing happens':
        spec.given(given).when(changeStage(to, { actor })).thenNothing();
        spec.given(given).when(changeStage(to, { actor, reason })).thenNothing();
        break;
      case 'moves':
        spec
          .given(given)
          .when(changeStage(to, { actor }))
          .then([stageChanged(from, to, { hiredAt })]);
        spec
          .given(given)
          .when(changeStage(to, { actor, reason }))
          .then([stageChanged(from, to, { hiredAt, reason })]);
        break;
      case 'needs a reason':
        spec.given(given).when(changeStage(to, { actor })).thenThrows('invalid', { field: 'reason' });
        spec
          .given(given)
          .when(changeStage(to, { actor, reason }))
          .then([stageChanged(from, to, { hiredAt, reason })]);
        break;
      case 'refused for everyone':
        spec.given(given).when(changeStage(to, { actor })).thenThrows('invalid', { field: 'stage' });
        spec.given(given).when(changeStage(to, { actor, reason })).thenThrows('invalid', { field: 'stage' });
        break;
      case 'admins only':
        spec.given(given).when(changeStage(to, { actor })).thenThrows('forbidden', { message: 'Only an admin' });
        spec.given(given).when(changeStage(to, { actor, reason })).thenThrows('forbidden', { message: 'Only an admin' });
        break;
    }
  });
});

describe('rejecting an offer', () => {
  const reject = (reason: string, text: string | null = null): OfferCommand => ({
    type: 'RejectOffer',
    data: { offerId, reason, text, now },
  });
  const rejected = (reason: string, text: string | null): OfferEvent => ({
    type: 'OfferRejected',
    data: { offerId, contactId: createData.contactId, companyId, campaignId: createData.campaignId, reason, text, rejectedAt: now },
  });

  it("records the candidate's answer with the reason and their words, trimmed", () => {
    spec
      .given([created])
      .when(reject('other', '  Zu weit weg von zu Hause.  '))
      .then([rejected('other', 'Zu weit weg von zu Hause.')]);
  });

  it('keeps no text when the candidate wrote only blanks', () => {
    spec
      .given([created])
      .when(reject('salary_too_low', '   '))
      .then([rejected('salary_too_low', null)]);
  });

  it('refuses a second rejection of the same offer', () => {
    spec
      .given([created, rejected('too_far', null)])
      .when(reject('other'))
      .thenThrows('conflict', { message: 'This offer has already been rejected.' });
  });

  it('refuses an offer that does not exist', () => {
    spec.given([]).when(reject('other')).thenThrows('not_found');
  });

  it('leaves the stage where it is', () => {
    expect(foldEvents(offerDecider, [created, stageChanged('new', 'in_process'), rejected('too_far', null)])).toMatchObject({
      stage: 'in_process',
      rejectedAt: now,
    });
  });
});

describe('offer state', () => {
  it('starts in the new stage, not hired', () => {
    expect(foldEvents(offerDecider, [created])).toMatchObject({ status: 'open', stage: 'new', hiredAt: null, trackedSteps: [] });
  });

  it('follows the stage and keeps the hire time (read by the stage-change reply)', () => {
    expect(foldEvents(offerDecider, [created, stageChanged('new', 'hired', { hiredAt: now })])).toMatchObject({
      stage: 'hired',
      hiredAt: now,
    });
  });

  it('keeps the tracked steps in order', () => {
    const track = (step: string): OfferEvent => ({ type: 'OfferStepTracked', data: { offerId, step } });
    expect(foldEvents(offerDecider, [created, track('visible'), track('accepted')])).toMatchObject({
      trackedSteps: ['visible', 'accepted'],
    });
  });
});

describe('offer reminders', () => {
  const offerId = '00000000-0000-4000-8000-0000000000a1';
  const ids = {
    companyId: '00000000-0000-4000-8000-0000000000a2',
    campaignId: '00000000-0000-4000-8000-0000000000a3',
    contactId: '00000000-0000-4000-8000-0000000000a4',
  };
  const created: OfferEvent = {
    type: 'OfferCreated',
    data: { offerId, ...ids, audienceId: null, employerId: null, price: 2500, createdAt: '2026-11-01T08:00:00.000Z' },
  };
  const reminded = (reminderNumber: number, sentAt: string, batchId = `batch-${reminderNumber}`): OfferEvent => ({
    type: 'OfferReminderSent',
    data: { offerId, ...ids, reminderNumber, batchId, sentAt },
  });
  const remind = (now: string, extra: { maxReminders?: number; minHoursSinceLast?: number; batchId?: string } = {}) => ({
    type: 'SendOfferReminder' as const,
    data: { offerId, batchId: extra.batchId ?? 'batch-new', now, minHoursSinceLast: extra.minHoursSinceLast ?? 0, ...extra },
  });
  const reminderSpec = deciderSpec(offerDecider);

  it('reminds the contact of an open offer, counting the reminders', () => {
    reminderSpec
      .given([created])
      .when(remind('2026-11-02T08:00:00.000Z'))
      .then([
        {
          type: 'OfferReminderSent',
          data: { offerId, ...ids, reminderNumber: 1, batchId: 'batch-new', sentAt: '2026-11-02T08:00:00.000Z' },
        },
      ]);
    reminderSpec
      .given([created, reminded(1, '2026-11-02T08:00:00.000Z')])
      .when(remind('2026-11-03T08:00:00.000Z', { minHoursSinceLast: 24 }))
      .then([
        {
          type: 'OfferReminderSent',
          data: { offerId, ...ids, reminderNumber: 2, batchId: 'batch-new', sentAt: '2026-11-03T08:00:00.000Z' },
        },
      ]);
  });

  it('sends nothing when the same command is retried', () => {
    reminderSpec
      .given([created, reminded(1, '2026-11-02T08:00:00.000Z', 'batch-x')])
      .when(remind('2026-11-05T08:00:00.000Z', { batchId: 'batch-x' }))
      .thenNothing();
  });

  it('sends nothing within the hours asked for, nor ever within an hour of the last reminder', () => {
    const last = reminded(1, '2026-11-02T08:00:00.000Z');
    reminderSpec
      .given([created, last])
      .when(remind('2026-11-02T20:00:00.000Z', { minHoursSinceLast: 24 }))
      .thenNothing();
    reminderSpec.given([created, last]).when(remind('2026-11-02T08:30:00.000Z')).thenNothing();
  });

  it('sends nothing to offers that had the most reminders asked for, or are no longer open', () => {
    reminderSpec
      .given([created, reminded(1, '2026-11-02T08:00:00.000Z'), reminded(2, '2026-11-03T08:00:00.000Z')])
      .when(remind('2026-11-09T08:00:00.000Z', { maxReminders: 2 }))
      .thenNothing();
    const moved: OfferEvent = {
      type: 'OfferStageChanged',
      data: { offerId, companyId: ids.companyId, from: 'new', to: 'in_process', hiredAt: null, unlockId: null },
    };
    reminderSpec.given([created, moved]).when(remind('2026-11-09T08:00:00.000Z')).thenNothing();
  });
});

describe('offer links', () => {
  const linkSpec = deciderSpec(offerDecider);
  const token = `${offerId}.${'a'.repeat(32)}`;
  const other = `${offerId}.${'b'.repeat(32)}`;
  const issued: OfferEvent = { type: 'OfferLinkIssued', data: { offerId, contactId: createData.contactId, token, issuedAt: now } };

  it('issues a link, and the same token once', () => {
    linkSpec.given([created]).when({ type: 'IssueOfferLink', data: { offerId, token, now } }).then([issued]);
    linkSpec.given([created, issued]).when({ type: 'IssueOfferLink', data: { offerId, token, now } }).then([]);
  });

  it('issues the first link only when the offer has none yet', () => {
    spec
      .given([created])
      .when({ type: 'IssueOfferLink', data: { offerId, token, now, firstOnly: true } })
      .then([issued]);
    spec
      .given([created, issued])
      .when({ type: 'IssueOfferLink', data: { offerId, token: other, now, firstOnly: true } })
      .then([]);
    expect(
      offerDecider.decide({ type: 'IssueOfferLink', data: { offerId, token: other, now } }, foldEvents(offerDecider, [created, issued])),
    ).toHaveLength(1);
  });

  it('sends the offer again once per reset, with a new link naming it', () => {
    const resetId = 'reset-event-1';
    const resent: OfferEvent = {
      type: 'OfferLinkIssued',
      data: { offerId, contactId: createData.contactId, token: other, issuedAt: now, resendOf: resetId },
    };
    linkSpec
      .given([created, issued])
      .when({ type: 'IssueOfferLink', data: { offerId, token: other, now, resendOf: resetId } })
      .then([resent]);
    const third = `${offerId}.${'c'.repeat(32)}`;
    linkSpec
      .given([created, issued, resent])
      .when({ type: 'IssueOfferLink', data: { offerId, token: third, now, resendOf: resetId } })
      .then([]);
    expect(
      offerDecider.decide(
        { type: 'IssueOfferLink', data: { offerId, token: third, now, resendOf: 'reset-event-2' } },
        foldEvents(offerDecider, [created, issued, resent]),
      ),
    ).toHaveLength(1);
  });

  it('refuses a no to an offer the candidate accepted', () => {
    const accepted: OfferEvent = {
      type: 'OfferAccepted',
      data: { offerId, contactId: createData.contactId, companyId, campaignId: createData.campaignId, acceptedAt: now },
    };
    linkSpec
      .given([created, issued, accepted])
      .when({ type: 'RejectOffer', data: { offerId, reason: 'other', text: null, now } })
      .thenThrows('conflict', { message: 'This offer has already been accepted.' });
  });
});
