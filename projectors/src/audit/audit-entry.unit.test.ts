import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@rm/domain';
import { describe, expect, it } from 'vitest';
import { auditData, describeEvent, rememberedEntities, type AuditMemory } from './audit-entry';

const [offerId, contactId, campaignId, companyId, audienceId, unlockId, userId, manager] = [
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
];
const unlockRef = { unlockId, contactId, companyId };

/** Describes the events in order with one memory, as a batch does. */
const describeAll = (events: readonly DomainEvent[], memory: AuditMemory = new Map()) =>
  events.map((event) => describeEvent(event, memory));

describe('describeEvent', () => {
  it('links an offer’s later events to the contact and campaign its creation named, and records stage, hiring date and reason', () => {
    const [created, moved, hired, step] = describeAll([
      {
        type: 'OfferCreated',
        data: {
          offerId,
          contactId,
          campaignId,
          companyId,
          audienceId,
          employerId: null,
          price: 2500,
          createdAt: '2026-08-01T08:00:00.000Z',
        },
      },
      { type: 'OfferStageChanged', data: { offerId, companyId, from: 'new', to: 'unlocked', hiredAt: null, unlockId } },
      {
        type: 'OfferStageChanged',
        data: {
          offerId,
          companyId,
          from: 'gets_hired',
          to: 'hired',
          hiredAt: '2026-08-02T08:00:00.000Z',
          unlockId: null,
          reason: 'Vertrag unterschrieben',
        },
      },
      { type: 'OfferStepTracked', data: { offerId, step: 'offer_viewed' } },
    ]);
    expect(created).toEqual({
      entities: [
        { type: 'offer', id: offerId },
        { type: 'contact', id: contactId },
        { type: 'campaign', id: campaignId },
        { type: 'company', id: companyId },
        { type: 'audience', id: audienceId },
      ],
      changes: { stage: { before: null, after: 'new' } },
    });
    expect(moved).toEqual({
      entities: [
        { type: 'offer', id: offerId },
        { type: 'contact', id: contactId },
        { type: 'campaign', id: campaignId },
        { type: 'company', id: companyId },
        { type: 'unlock', id: unlockId },
      ],
      changes: { stage: { before: 'new', after: 'unlocked' } },
    });
    expect(hired?.changes).toEqual({
      stage: { before: 'gets_hired', after: 'hired' },
      hired_at: { before: null, after: '2026-08-02T08:00:00.000Z' },
      reason: { before: null, after: 'Vertrag unterschrieben' },
    });
    expect(step).toEqual({
      entities: [
        { type: 'offer', id: offerId },
        { type: 'contact', id: contactId },
        { type: 'campaign', id: campaignId },
      ],
      changes: {},
    });
  });

  it('links a stage change of an offer it has no memory of to the offer and company only', () => {
    const [moved] = describeAll([
      { type: 'OfferStageChanged', data: { offerId, companyId, from: 'new', to: 'in_process', hiredAt: null, unlockId: null } },
    ]);
    expect(moved?.entities).toEqual([
      { type: 'offer', id: offerId },
      { type: 'company', id: companyId },
    ]);
  });

  it('records the candidate’s rejection with the reason, and their words only when there are any', () => {
    const rejected = (text: string | null): DomainEvent => ({
      type: 'OfferRejected',
      data: { offerId, contactId, companyId, campaignId, reason: 'too_far', text, rejectedAt: '2026-08-03T08:00:00.000Z' },
    });
    expect(describeAll([rejected(null)])[0]?.changes).toEqual({ rejection_reason: { before: null, after: 'too_far' } });
    expect(describeAll([rejected('Zu weit weg')])[0]?.changes).toEqual({
      rejection_reason: { before: null, after: 'too_far' },
      rejection_text: { before: null, after: 'Zu weit weg' },
    });
  });

  it('follows a campaign’s status from its remembered one, and assumes a pending approval for a decision it has no memory of', () => {
    const submitted: DomainEvent = { type: 'CampaignSubmittedForApproval', data: { campaignId, companyId } };
    const changes = describeAll([
      {
        type: 'CampaignCreated',
        data: { campaignId, companyId, audienceId, name: 'Pflegekräfte Berlin', costPerUnlock: 2500, budget: 100_000, createdBy: null },
      },
      submitted,
      { type: 'CampaignRejected', data: { campaignId, companyId, rejectedReason: 'Budget zu klein', userShouldBeNotified: true } },
      submitted,
      {
        type: 'CampaignApproved',
        data: { campaignId, companyId, resetRejectedOffers: false, userShouldBeNotified: true, audienceCandidatesCount: 700 },
      },
    ]).map((facts) => facts.changes);
    expect(changes).toEqual([
      { status: { before: null, after: 'draft' } },
      { status: { before: 'draft', after: 'pending_approval' } },
      { status: { before: 'pending_approval', after: 'rejected' }, rejected_reason: { before: null, after: 'Budget zu klein' } },
      { status: { before: 'rejected', after: 'pending_approval' } },
      { status: { before: 'pending_approval', after: 'approved' } },
    ]);
    const approvedUnknown = describeAll([
      {
        type: 'CampaignApproved',
        data: { campaignId, companyId, resetRejectedOffers: false, userShouldBeNotified: true, audienceCandidatesCount: 700 },
      },
    ]);
    expect(approvedUnknown[0]?.changes).toEqual({ status: { before: 'pending_approval', after: 'approved' } });
    expect(describeAll([submitted])[0]?.changes).toEqual({ status: { before: null, after: 'pending_approval' } });
  });

  it('links an unlock’s later events to its campaign and offer, and follows its status to the deletion', () => {
    const memory: AuditMemory = new Map();
    const [unlocked, opened, hired, deleted] = describeAll(
      [
        { type: 'ContactUnlocked', data: { unlockId, contactId, companyId, employerId: userId, campaignId, offerId, price: 2500 } },
        { type: 'UnlockedContactOpened', data: unlockRef },
        { type: 'UnlockHireConfirmedByAdmin', data: unlockRef },
        { type: 'UnlockDeleted', data: unlockRef },
      ],
      memory,
    );
    expect(unlocked).toEqual({
      entities: [
        { type: 'unlock', id: unlockId },
        { type: 'contact', id: contactId },
        { type: 'company', id: companyId },
        { type: 'campaign', id: campaignId },
        { type: 'offer', id: offerId },
        { type: 'user', id: userId },
      ],
      changes: { status: { before: null, after: 'unlocked' } },
    });
    expect(opened?.changes).toEqual({ status: { before: 'unlocked', after: 'opened' } });
    expect(hired).toEqual({
      entities: [
        { type: 'unlock', id: unlockId },
        { type: 'contact', id: contactId },
        { type: 'company', id: companyId },
        { type: 'campaign', id: campaignId },
        { type: 'offer', id: offerId },
      ],
      changes: { status: { before: 'opened', after: 'hired' } },
    });
    expect(deleted?.changes).toEqual({ deleted: { before: false, after: true } });
    expect(memory.get(`unlock|${unlockId}`)).toEqual({ status: 'hired', campaign_id: campaignId, offer_id: offerId, deleted: 'true' });
  });

  it('tells a company’s previous account manager, and links the new one as a user', () => {
    const assigned = (accountManagerId: string | null): DomainEvent => ({
      type: 'CompanyAccountManagerAssigned',
      data: { companyId, accountManagerId },
    });
    const [first, second, removed] = describeAll([assigned(userId), assigned(manager), assigned(null)]);
    expect(first).toEqual({
      entities: [
        { type: 'company', id: companyId },
        { type: 'user', id: userId },
      ],
      changes: { account_manager_id: { before: null, after: userId } },
    });
    expect(second?.changes).toEqual({ account_manager_id: { before: userId, after: manager } });
    expect(removed).toEqual({
      entities: [{ type: 'company', id: companyId }],
      changes: { account_manager_id: { before: manager, after: null } },
    });
  });

  it('states each contact change as the flag before and after', () => {
    const changes = describeAll([
      { type: 'ContactCallStatusChanged', data: { contactId, callMade: true } },
      { type: 'ContactCallStatusChanged', data: { contactId, callMade: false } },
      { type: 'ContactDeactivated', data: { contactId, reason: 'Kein Interesse' } },
      { type: 'ContactActivated', data: { contactId, reason: 'Wieder da' } },
      { type: 'ContactDisabledForUnlock', data: { contactId } },
      { type: 'ContactEnabledForUnlock', data: { contactId } },
      { type: 'ContactPhoneVerified', data: { contactId, verifiedAt: '2026-08-01T08:00:00.000Z', method: 'otp' } },
      { type: 'ContactRecruitmentInterestSet', data: { contactId, interested: false } },
    ]);
    expect(changes.every((facts) => facts.entities.length === 1 && facts.entities[0]?.id === contactId)).toBe(true);
    expect(changes.map((facts) => facts.changes)).toEqual([
      { call_made: { before: false, after: true } },
      { call_made: { before: true, after: false } },
      { is_active: { before: true, after: false } },
      { is_active: { before: false, after: true } },
      { disabled_for_unlock: { before: false, after: true } },
      { disabled_for_unlock: { before: true, after: false } },
      { phone_verified: { before: false, after: true } },
      { recruitment_interest: { before: null, after: false } },
    ]);
  });

  it('links users to their company and contacts to their user, and never shows a password', () => {
    const registered: DomainEvent = {
      type: 'UserRegistered',
      data: {
        userId,
        email: 'erika@example.de',
        firstName: 'Erika',
        lastName: 'Mustermann',
        phone: null,
        passwordHash: 'hash:secret',
        companyId,
      },
    };
    const changed: DomainEvent = { type: 'UserPasswordChanged', data: { userId, passwordHash: 'hash:new' } };
    expect(describeAll([registered])[0]?.entities).toEqual([
      { type: 'user', id: userId },
      { type: 'company', id: companyId },
    ]);
    expect(describeAll([changed])[0]?.changes).toEqual({ password: { before: '***', after: '***' } });
    expect(auditData(registered)).toEqual({
      userId,
      email: 'erika@example.de',
      firstName: 'Erika',
      lastName: 'Mustermann',
      phone: null,
      companyId,
    });
    expect(auditData(changed)).toEqual({ userId });
    const profile = describeAll([
      {
        type: 'ContactRegistered',
        data: {
          contactId,
          userId,
          firstName: 'Anna',
          lastName: 'Schmidt',
          email: null,
          phone: null,
          profession: 'care',
          zipCode: '04109',
          city: 'Leipzig',
          lat: 51.34,
          lng: 12.375,
          registeredAt: '2026-08-01T08:00:00.000Z',
        },
      },
    ]);
    expect(profile[0]).toEqual({
      entities: [
        { type: 'contact', id: contactId },
        { type: 'user', id: userId },
      ],
      changes: {},
    });
  });

  it('names the entities whose memory an event needs, so that a batch loads them first', () => {
    expect(rememberedEntities({ type: 'OfferStepTracked', data: { offerId, step: 'x' } })).toEqual([{ type: 'offer', id: offerId }]);
    expect(rememberedEntities({ type: 'UnlockDeleted', data: unlockRef })).toEqual([{ type: 'unlock', id: unlockId }]);
    expect(rememberedEntities({ type: 'CampaignSubmittedForApproval', data: { campaignId, companyId } })).toEqual([
      { type: 'campaign', id: campaignId },
    ]);
    expect(rememberedEntities({ type: 'CompanyAccountManagerAssigned', data: { companyId, accountManagerId: null } })).toEqual([
      { type: 'company', id: companyId },
    ]);
    expect(rememberedEntities({ type: 'ContactActivated', data: { contactId, reason: 'x' } })).toEqual([]);
  });
});
