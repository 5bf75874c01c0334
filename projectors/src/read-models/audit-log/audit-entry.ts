import type { DomainEvent } from '@rm/domain';

export type AuditEntityType = 'offer' | 'contact' | 'campaign' | 'company' | 'unlock' | 'user' | 'audience';
export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

export interface AuditFacts {
  entities: Array<{ type: AuditEntityType; id: string }>;
  changes: AuditChanges;
}

const change = (field: string, before: unknown, after: unknown): AuditChanges => ({ [field]: { before, after } });

/** Which entities an event concerns and what it changed (before → after), for the audit trail. */
export function auditFacts(event: DomainEvent): AuditFacts {
  switch (event.type) {
    case 'OfferCreated':
      return {
        entities: [
          { type: 'offer', id: event.data.offerId },
          { type: 'contact', id: event.data.contactId },
          { type: 'campaign', id: event.data.campaignId },
          { type: 'company', id: event.data.companyId },
        ],
        changes: change('stage', null, 'new'),
      };
    case 'OfferStageChanged':
      return {
        entities: [
          { type: 'offer', id: event.data.offerId },
          { type: 'company', id: event.data.companyId },
          ...(event.data.unlockId ? [{ type: 'unlock' as const, id: event.data.unlockId }] : []),
        ],
        changes: {
          ...change('stage', event.data.from, event.data.to),
          ...(event.data.hiredAt ? change('hired_at', null, event.data.hiredAt) : {}),
        },
      };
    case 'OfferStepTracked':
      return { entities: [{ type: 'offer', id: event.data.offerId }], changes: {} };
    case 'ContactRegistered':
      return { entities: [{ type: 'contact', id: event.data.contactId }], changes: {} };
    case 'ContactCallStatusChanged':
      return { entities: [{ type: 'contact', id: event.data.contactId }], changes: change('call_made', !event.data.callMade, event.data.callMade) };
    case 'ContactActivated':
    case 'ContactDeactivated': {
      const active = event.type === 'ContactActivated';
      return { entities: [{ type: 'contact', id: event.data.contactId }], changes: change('is_active', !active, active) };
    }
    case 'ContactDisabledForUnlock':
    case 'ContactEnabledForUnlock': {
      const disabled = event.type === 'ContactDisabledForUnlock';
      return { entities: [{ type: 'contact', id: event.data.contactId }], changes: change('disabled_for_unlock', !disabled, disabled) };
    }
    case 'ContactPhoneVerified':
      return { entities: [{ type: 'contact', id: event.data.contactId }], changes: change('phone_verified', false, true) };
    case 'ContactRecruitmentInterestSet':
      return { entities: [{ type: 'contact', id: event.data.contactId }], changes: change('recruitment_interest', null, event.data.interested) };
    case 'CampaignCreated':
      return {
        entities: [
          { type: 'campaign', id: event.data.campaignId },
          { type: 'company', id: event.data.companyId },
        ],
        changes: change('status', null, 'draft'),
      };
    case 'CampaignSubmittedForApproval':
      return { entities: [{ type: 'campaign', id: event.data.campaignId }], changes: change('status', null, 'pending_approval') };
    case 'CampaignApproved':
      return {
        entities: [
          { type: 'campaign', id: event.data.campaignId },
          { type: 'company', id: event.data.companyId },
        ],
        changes: change('status', 'pending_approval', 'approved'),
      };
    case 'CampaignRejected':
      return {
        entities: [
          { type: 'campaign', id: event.data.campaignId },
          { type: 'company', id: event.data.companyId },
        ],
        changes: { ...change('status', 'pending_approval', 'rejected'), ...change('rejected_reason', null, event.data.rejectedReason) },
      };
    case 'AudienceCreated':
      return {
        entities: [
          { type: 'audience', id: event.data.audienceId },
          { type: 'company', id: event.data.companyId },
        ],
        changes: {},
      };
    case 'ContactUnlocked':
      return {
        entities: [
          { type: 'unlock', id: event.data.unlockId },
          { type: 'contact', id: event.data.contactId },
          { type: 'company', id: event.data.companyId },
          ...(event.data.campaignId ? [{ type: 'campaign' as const, id: event.data.campaignId }] : []),
          ...(event.data.offerId ? [{ type: 'offer' as const, id: event.data.offerId }] : []),
        ],
        changes: change('unlocked', false, true),
      };
    case 'UnlockedContactOpened':
    case 'UnlockHireConfirmedByAdmin':
    case 'UnlockHireRejectedByAdmin':
    case 'UnlockDeleted': {
      const after = { UnlockedContactOpened: 'opened', UnlockHireConfirmedByAdmin: 'hired', UnlockHireRejectedByAdmin: 'hire_rejected', UnlockDeleted: 'deleted' }[event.type];
      return {
        entities: [
          { type: 'unlock', id: event.data.unlockId },
          { type: 'contact', id: event.data.contactId },
          { type: 'company', id: event.data.companyId },
        ],
        changes: change('status', null, after),
      };
    }
    case 'UserRegistered':
    case 'UserEmailClaimed':
      return { entities: [{ type: 'user', id: event.data.userId }], changes: {} };
    case 'UserRoleGranted':
      return { entities: [{ type: 'user', id: event.data.userId }], changes: change('role', null, event.data.role) };
    case 'UserPasswordChanged':
      return { entities: [{ type: 'user', id: event.data.userId }], changes: change('password', '***', '***') };
    case 'CompanyRegistered':
      return { entities: [{ type: 'company', id: event.data.companyId }], changes: {} };
    case 'CompanyAccountManagerAssigned':
      return { entities: [{ type: 'company', id: event.data.companyId }], changes: change('account_manager_id', null, event.data.accountManagerId) };
    case 'EmployerAttached':
      return {
        entities: [
          { type: 'company', id: event.data.companyId },
          { type: 'user', id: event.data.employerId },
        ],
        changes: {},
      };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Event data as the audit trail shows it: secrets never leave the event store. */
export function auditData(event: DomainEvent): Record<string, unknown> {
  if (event.type === 'UserRegistered' || event.type === 'UserPasswordChanged') {
    const { passwordHash: _hidden, ...rest } = event.data;
    return rest;
  }
  return event.data;
}
