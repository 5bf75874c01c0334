import type { DomainEvent } from '@rm/domain';
import type { AuditChanges, AuditEntityType } from './audit-log-schema';

export interface AuditFacts {
  entities: Array<{ type: AuditEntityType; id: string }>;
  changes: AuditChanges;
}

/** What the log remembers per entity (see `AuditEntityStateRow`), keyed `<type>|<id>`. */
export type AuditMemory = Map<string, Record<string, string | null>>;

export const memoryKey = (type: AuditEntityType, id: string): string => `${type}|${id}`;

/** The entities whose memory `describeEvent` reads or writes for this event. */
export function rememberedEntities(event: DomainEvent): Array<{ type: AuditEntityType; id: string }> {
  switch (event.type) {
    case 'OfferStageChanged':
    case 'OfferStepTracked':
      return [{ type: 'offer', id: event.data.offerId }];
    case 'CampaignSubmittedForApproval':
    case 'CampaignApproved':
    case 'CampaignRejected':
      return [{ type: 'campaign', id: event.data.campaignId }];
    case 'UnlockedContactOpened':
    case 'UnlockHireConfirmedByAdmin':
    case 'UnlockHireRejectedByAdmin':
    case 'UnlockDeleted':
      return [{ type: 'unlock', id: event.data.unlockId }];
    case 'CompanyAccountManagerAssigned':
      return [{ type: 'company', id: event.data.companyId }];
    default:
      return [];
  }
}

const change = (field: string, before: unknown, after: unknown): AuditChanges => ({ [field]: { before, after } });
const entity = (type: AuditEntityType, id: string | null | undefined): Array<{ type: AuditEntityType; id: string }> => (id ? [{ type, id }] : []);

/**
 * Which entities an event concerns and what it changed (before → after). Reads and updates `memory`
 * for the facts an event does not carry itself: an offer's contact and campaign, a campaign's or an
 * unlock's previous status, a company's previous account manager.
 */
export function describeEvent(event: DomainEvent, memory: AuditMemory): AuditFacts {
  const recall = (type: AuditEntityType, id: string): Record<string, string | null> => memory.get(memoryKey(type, id)) ?? {};
  const remember = (type: AuditEntityType, id: string, state: Record<string, string | null>): void => {
    memory.set(memoryKey(type, id), { ...recall(type, id), ...state });
  };
  switch (event.type) {
    case 'OfferCreated': {
      const d = event.data;
      remember('offer', d.offerId, { contact_id: d.contactId, campaign_id: d.campaignId });
      return {
        entities: [
          ...entity('offer', d.offerId),
          ...entity('contact', d.contactId),
          ...entity('campaign', d.campaignId),
          ...entity('company', d.companyId),
          ...entity('audience', d.audienceId),
        ],
        changes: change('stage', null, 'new'),
      };
    }
    case 'OfferStageChanged': {
      const d = event.data;
      const offer = recall('offer', d.offerId);
      return {
        entities: [
          ...entity('offer', d.offerId),
          ...entity('contact', offer.contact_id),
          ...entity('campaign', offer.campaign_id),
          ...entity('company', d.companyId),
          ...entity('unlock', d.unlockId),
        ],
        changes: { ...change('stage', d.from, d.to), ...(d.hiredAt ? change('hired_at', null, d.hiredAt) : {}), ...(d.reason ? change('reason', null, d.reason) : {}) },
      };
    }
    case 'OfferStepTracked': {
      const offer = recall('offer', event.data.offerId);
      return {
        entities: [...entity('offer', event.data.offerId), ...entity('contact', offer.contact_id), ...entity('campaign', offer.campaign_id)],
        changes: {},
      };
    }
    case 'ContactRegistered':
      return { entities: [...entity('contact', event.data.contactId), ...entity('user', event.data.userId)], changes: {} };
    case 'ContactCallStatusChanged':
      return { entities: entity('contact', event.data.contactId), changes: change('call_made', !event.data.callMade, event.data.callMade) };
    case 'ContactActivated':
    case 'ContactDeactivated': {
      const active = event.type === 'ContactActivated';
      return { entities: entity('contact', event.data.contactId), changes: change('is_active', !active, active) };
    }
    case 'ContactDisabledForUnlock':
    case 'ContactEnabledForUnlock': {
      const disabled = event.type === 'ContactDisabledForUnlock';
      return { entities: entity('contact', event.data.contactId), changes: change('disabled_for_unlock', !disabled, disabled) };
    }
    case 'ContactPhoneVerified':
      return { entities: entity('contact', event.data.contactId), changes: change('phone_verified', false, true) };
    case 'ContactRecruitmentInterestSet':
      return { entities: entity('contact', event.data.contactId), changes: change('recruitment_interest', null, event.data.interested) };
    case 'CampaignCreated': {
      const d = event.data;
      remember('campaign', d.campaignId, { status: 'draft' });
      return {
        entities: [...entity('campaign', d.campaignId), ...entity('company', d.companyId), ...entity('audience', d.audienceId)],
        changes: change('status', null, 'draft'),
      };
    }
    case 'CampaignSubmittedForApproval':
    case 'CampaignApproved':
    case 'CampaignRejected': {
      const d = event.data;
      const after = event.type === 'CampaignSubmittedForApproval' ? 'pending_approval' : event.type === 'CampaignApproved' ? 'approved' : 'rejected';
      const before = recall('campaign', d.campaignId).status ?? (after === 'pending_approval' ? null : 'pending_approval');
      remember('campaign', d.campaignId, { status: after });
      return {
        entities: [...entity('campaign', d.campaignId), ...entity('company', d.companyId)],
        changes: {
          ...change('status', before, after),
          ...(event.type === 'CampaignRejected' ? change('rejected_reason', null, event.data.rejectedReason) : {}),
        },
      };
    }
    case 'AudienceCreated':
      return { entities: [...entity('audience', event.data.audienceId), ...entity('company', event.data.companyId)], changes: {} };
    case 'ContactUnlocked': {
      const d = event.data;
      remember('unlock', d.unlockId, { status: 'unlocked', campaign_id: d.campaignId, offer_id: d.offerId });
      return {
        entities: [
          ...entity('unlock', d.unlockId),
          ...entity('contact', d.contactId),
          ...entity('company', d.companyId),
          ...entity('campaign', d.campaignId),
          ...entity('offer', d.offerId),
          ...entity('user', d.employerId),
        ],
        changes: change('status', null, 'unlocked'),
      };
    }
    case 'UnlockedContactOpened':
    case 'UnlockHireConfirmedByAdmin':
    case 'UnlockHireRejectedByAdmin':
    case 'UnlockDeleted': {
      const d = event.data;
      const unlock = recall('unlock', d.unlockId);
      const entities = [
        ...entity('unlock', d.unlockId),
        ...entity('contact', d.contactId),
        ...entity('company', d.companyId),
        ...entity('campaign', unlock.campaign_id),
        ...entity('offer', unlock.offer_id),
      ];
      if (event.type === 'UnlockDeleted') {
        remember('unlock', d.unlockId, { deleted: 'true' });
        return { entities, changes: change('deleted', false, true) };
      }
      const after = event.type === 'UnlockedContactOpened' ? 'opened' : event.type === 'UnlockHireConfirmedByAdmin' ? 'hired' : 'hire_rejected';
      remember('unlock', d.unlockId, { status: after });
      return { entities, changes: change('status', unlock.status ?? null, after) };
    }
    case 'UserRegistered':
      return { entities: [...entity('user', event.data.userId), ...entity('company', event.data.companyId)], changes: {} };
    case 'UserEmailClaimed':
      return { entities: entity('user', event.data.userId), changes: {} };
    case 'UserRoleGranted':
      return { entities: entity('user', event.data.userId), changes: change('role', null, event.data.role) };
    case 'UserPasswordChanged':
      return { entities: entity('user', event.data.userId), changes: change('password', '***', '***') };
    case 'CompanyRegistered':
      return { entities: entity('company', event.data.companyId), changes: {} };
    case 'CompanyAccountManagerAssigned': {
      const d = event.data;
      const before = recall('company', d.companyId).account_manager_id ?? null;
      remember('company', d.companyId, { account_manager_id: d.accountManagerId });
      return { entities: [...entity('company', d.companyId), ...entity('user', d.accountManagerId)], changes: change('account_manager_id', before, d.accountManagerId) };
    }
    case 'EmployerAttached':
      return { entities: [...entity('company', event.data.companyId), ...entity('user', event.data.employerId)], changes: {} };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Event data as the audit trail shows it: password hashes never leave the event store. */
export function auditData(event: DomainEvent): Record<string, unknown> {
  if (event.type === 'UserRegistered' || event.type === 'UserPasswordChanged') {
    const { passwordHash: _hidden, ...rest } = event.data;
    return rest;
  }
  return event.data;
}
