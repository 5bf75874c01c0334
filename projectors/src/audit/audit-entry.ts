import type { AuditField, DomainEvent } from '@rm/domain';
import type { AuditChanges, AuditEntityType } from './audit-log-schema';
import { describeReferenceDataEvent } from '../reference-data/reference-data-audit';

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

const change = (field: AuditField, before: unknown, after: unknown): AuditChanges => ({ [field]: { before, after } });
const entity = (type: AuditEntityType, id: string | null | undefined): Array<{ type: AuditEntityType; id: string }> =>
  id ? [{ type, id }] : [];

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
        changes: {
          ...change('stage', d.from, d.to),
          ...(d.hiredAt ? change('hired_at', null, d.hiredAt) : {}),
          ...(d.reason ? change('reason', null, d.reason) : {}),
        },
      };
    }
    case 'OfferStepTracked': {
      const offer = recall('offer', event.data.offerId);
      return {
        entities: [
          ...entity('offer', event.data.offerId),
          ...entity('contact', offer.contact_id),
          ...entity('campaign', offer.campaign_id),
        ],
        changes: {},
      };
    }
    case 'OfferRejected': {
      const d = event.data;
      return {
        entities: [
          ...entity('offer', d.offerId),
          ...entity('contact', d.contactId),
          ...entity('campaign', d.campaignId),
          ...entity('company', d.companyId),
        ],
        changes: { ...change('rejection_reason', null, d.reason), ...(d.text ? change('rejection_text', null, d.text) : {}) },
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
    case 'ContactPhoneChanged':
      // The number is about the person: the trail says it changed, the log keeps it (encrypted).
      return { entities: entity('contact', event.data.contactId), changes: change('phone_verified', true, false) };
    case 'ContactRecruitmentInterestSet':
      return { entities: entity('contact', event.data.contactId), changes: change('recruitment_interest', null, event.data.interested) };
    case 'ContactEdited':
      return { entities: entity('contact', event.data.contactId), changes: change('profile', null, 'edited') };
    case 'IncentiveGiven':
      return { entities: entity('contact', event.data.contactId), changes: change('incentive', null, event.data.amount) };
    case 'AudienceOffersReset':
      return { entities: entity('audience', event.data.audienceId), changes: change('offers_reset', null, event.data.which) };
    case 'AudienceOptimizationSaved':
      return { entities: [], changes: {} };
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
      const after =
        event.type === 'CampaignSubmittedForApproval' ? 'pending_approval' : event.type === 'CampaignApproved' ? 'approved' : 'rejected';
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
    case 'AudienceUpdated':
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
      const after =
        event.type === 'UnlockedContactOpened' ? 'opened' : event.type === 'UnlockHireConfirmedByAdmin' ? 'hired' : 'hire_rejected';
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
      return {
        entities: [...entity('company', d.companyId), ...entity('user', d.accountManagerId)],
        changes: change('account_manager_id', before, d.accountManagerId),
      };
    }
    case 'EmployerAttached':
      return { entities: [...entity('company', event.data.companyId), ...entity('user', event.data.employerId)], changes: {} };
    case 'UserEmailReleased':
      return { entities: entity('user', event.data.userId), changes: change('email_claim', 'claimed', 'released') };
    case 'ConsentGiven':
      return {
        entities: entity('contact', event.data.contactId),
        changes: change(`consent_${event.data.purpose}`, null, `given (${event.data.textVersion}, ${event.data.channel})`),
      };
    case 'ConsentWithdrawn':
      return {
        entities: entity('contact', event.data.contactId),
        changes: change(`consent_${event.data.purpose}`, 'given', `withdrawn (${event.data.channel})`),
      };
    case 'PersonalDataExported':
      return { entities: entity('contact', event.data.contactId), changes: change('exported_to', null, event.data.requestedBy) };
    case 'PersonalDataErased': {
      const d = event.data;
      const users = d.subjectIds.filter((id) => id !== d.contactId).flatMap((id) => entity('user', id));
      return { entities: [...entity('contact', d.contactId), ...users], changes: change('personal_data', 'held', `erased (${d.cause})`) };
    }
    case 'AccountPersonalDataErased':
      return { entities: entity('user', event.data.userId), changes: change('personal_data', 'held', `erased (${event.data.cause})`) };
    case 'RetentionRunCompleted':
      return {
        entities: event.data.erasedContactIds.flatMap((id) => entity('contact', id)),
        changes: change('erased_count', null, event.data.erasedCount),
      };
    case 'InactivityNoticeSent':
      return { entities: entity('contact', event.data.contactId), changes: change('erasure_notice', null, event.data.erasesAt) };
    case 'ReferenceItemCreated':
    case 'ReferenceItemChanged':
    case 'ReferenceItemDeleted':
    case 'ReferenceKeyClaimed':
    case 'ReferenceKeyReleased':
      return describeReferenceDataEvent(event);
    case 'UserEventTracked':
      return { entities: entity('user', event.data.userId), changes: change('tracked', null, event.data.name) };
    case 'BusinessRegistered':
      return {
        entities: [...entity('company', event.data.companyId), ...entity('user', event.data.ownerId)],
        changes: change('registered_from_page', null, event.data.registeredFromPage),
      };
    case 'CompanyFlagChanged':
      return { entities: entity('company', event.data.companyId), changes: change(event.data.flag, !event.data.value, event.data.value) };
    case 'CompanySepaApproved':
      return { entities: entity('company', event.data.companyId), changes: change('sepa_signed_at', null, event.data.signedAt) };
    case 'CompanyCustomerLevelChanged':
      return { entities: entity('company', event.data.companyId), changes: change('customer_level', null, event.data.customerLevel) };
    case 'CompanyCustomerSegmentChanged':
      return { entities: entity('company', event.data.companyId), changes: change('type', null, event.data.customerSegment) };
    case 'CompanySettingsChanged':
      return {
        entities: entity('company', event.data.companyId),
        changes: { ...change('due_days', null, event.data.dueDays), ...change('goodwill_mode', null, event.data.goodwillMode) },
      };
    case 'CompanyConfigsChanged':
      return { entities: entity('company', event.data.companyId), changes: change('configs', null, event.data.configs) };
    case 'CompanyPropertiesChanged':
      return { entities: entity('company', event.data.companyId), changes: change('properties', null, event.data.properties) };
    case 'CompanyDeleted':
      return { entities: entity('company', event.data.companyId), changes: change('deleted', false, true) };
    case 'CampaignFlagChanged':
      return {
        entities: [...entity('campaign', event.data.campaignId), ...entity('company', event.data.companyId)],
        changes: change(event.data.flag, !event.data.value, event.data.value),
      };
    case 'CampaignBudgetSpent':
    case 'CampaignBudgetRefunded':
      return {
        entities: [
          ...entity('campaign', event.data.campaignId),
          ...entity('company', event.data.companyId),
          ...entity('unlock', event.data.unlockId),
        ],
        changes: change(
          'remaining_budget',
          event.data.remainingBudget + (event.type === 'CampaignBudgetSpent' ? event.data.amount : -event.data.amount),
          event.data.remainingBudget,
        ),
      };
    case 'CampaignBlocked':
    case 'CampaignDeblocked':
      return {
        entities: [...entity('campaign', event.data.campaignId), ...entity('company', event.data.companyId)],
        changes: {
          ...change('blocked', event.type !== 'CampaignBlocked', event.type === 'CampaignBlocked'),
          ...(event.type === 'CampaignDeblocked' && event.data.addedBudget > 0 ? change('added_budget', null, event.data.addedBudget) : {}),
        },
      };
    case 'CampaignMarketingChannelsSynced':
      return {
        entities: [...entity('campaign', event.data.campaignId), ...entity('company', event.data.companyId)],
        changes: change('marketing_channels', null, event.data.channels),
      };
    case 'CampaignDeleted':
      return {
        entities: [...entity('campaign', event.data.campaignId), ...entity('company', event.data.companyId)],
        changes: change('deleted', false, true),
      };
    case 'MarketingChannelCreated':
    case 'MarketingChannelUpdated':
    case 'MarketingChannelDeleted':
      return { entities: [], changes: event.type === 'MarketingChannelDeleted' ? change('deleted', false, true) : {} };
    case 'OfferReminderSent': {
      const d = event.data;
      return {
        entities: [
          ...entity('offer', d.offerId),
          ...entity('contact', d.contactId),
          ...entity('campaign', d.campaignId),
          ...entity('company', d.companyId),
        ],
        changes: change('offer_reminders_count', d.reminderNumber - 1, d.reminderNumber),
      };
    }
    case 'HireCharged':
      return {
        entities: [
          ...entity('unlock', event.data.unlockId),
          ...entity('contact', event.data.contactId),
          ...entity('company', event.data.companyId),
        ],
        changes: change('hire_charged', null, event.data.price),
      };
    case 'UnlockedContactStatusChanged':
    case 'UnlockedContactUnqualifiedReasonsSet':
    case 'UnlockedContactOwnerChanged': {
      const d = event.data;
      const changes =
        event.type === 'UnlockedContactStatusChanged'
          ? { ...change('status_id', null, event.data.statusId), ...change('custom_status_id', null, event.data.customStatusId) }
          : event.type === 'UnlockedContactOwnerChanged'
            ? change('owner_id', null, event.data.ownerId)
            : change('unqualified_status_reasons', null, event.data.reasonIds);
      return { entities: [...entity('unlock', d.unlockId), ...entity('contact', d.contactId), ...entity('company', d.companyId)], changes };
    }
    case 'TimelineEntryCreated':
    case 'TimelineEntryUpdated':
    case 'TimelineEntryStarred':
    case 'TimelineEntryDeleted':
    case 'TaskCreated':
    case 'TaskUpdated':
    case 'TaskStatusChanged':
    case 'TaskDeleted':
    case 'TaskReminderSent': {
      const d = event.data;
      const subject = d.model === 'unlocked-contact' ? entity('unlock', d.modelId) : [];
      const contact = d.contactId ? entity('contact', d.contactId) : [];
      const changes =
        event.type === 'TimelineEntryStarred'
          ? change('starred', !event.data.starred, event.data.starred)
          : event.type === 'TimelineEntryDeleted' || event.type === 'TaskDeleted'
            ? change('deleted', false, true)
            : event.type === 'TaskStatusChanged'
              ? change('task_status_id', null, event.data.statusId)
              : event.type === 'TaskReminderSent'
                ? change('reminded_for', null, event.data.dueAt)
                : event.type.startsWith('Timeline')
                  ? change('timeline_entry', null, 'entryType' in d ? d.entryType : null)
                  : change('task', null, 'dueAt' in d ? d.dueAt : null);
      return { entities: [...subject, ...contact, ...entity('company', d.companyId)], changes };
    }
    case 'CompanyUserPermissionsSet':
      return {
        entities: [...entity('user', event.data.userId), ...entity('company', event.data.companyId)],
        changes: change('permissions', null, event.data.permissions),
      };
    case 'TransactionRemindersToggled':
      return {
        entities: entity('company', event.data.companyId),
        changes: change('reminders_paused', !event.data.remindersPaused, event.data.remindersPaused),
      };
    case 'SepaDetailsSaved':
      return {
        entities: [...entity('company', event.data.companyId), ...entity('user', event.data.userId)],
        changes: change('sepa_account', null, 'given'),
      };
    case 'DefinitionSaved':
    case 'DefinitionDeleted':
    case 'SalesInquirySent':
    case 'TestimonialSaved':
    case 'MessageTemplateSaved':
    case 'MessageTemplateDeleted':
    case 'ImageUploaded':
      return { entities: entity('company', event.data.companyId), changes: {} };
    case 'PackageChosen':
      return { entities: entity('company', event.data.companyId), changes: change('package', null, event.data.packageKey) };
    case 'ActiveSourcingAccessSet':
      return {
        entities: entity('company', event.data.companyId),
        changes: change('active_sourcing_unlimited', !event.data.unlimited, event.data.unlimited),
      };
    case 'ActiveSourcingMessageSent':
    case 'ContactDocumentAdded':
    case 'ContactDocumentDeleted':
      return { entities: [...entity('company', event.data.companyId), ...entity('contact', event.data.contactId)], changes: {} };
    case 'CandidateProfileChanged':
    case 'CandidatePhoneChanged':
    case 'CandidateProfileImageChanged':
    case 'CandidateProfileMetaSaved':
    case 'CandidateProfileStepSaved':
    case 'CandidateAccountDeleted':
      // What changed is about the person: the trail names the candidate, the log keeps the (encrypted) values.
      return {
        entities: [...entity('contact', event.data.contactId), ...entity('user', event.data.userId)],
        changes: event.type === 'CandidateProfileStepSaved' ? change('step', null, event.data.step) : {},
      };
    case 'CommentPosted':
    case 'CommentEdited':
    case 'CommentRemoved': {
      const d = event.data;
      const changes = event.type === 'CommentRemoved' ? change('deleted', false, true) : change('comment', null, d.commentId);
      return { entities: entity(d.model, d.modelId), changes };
    }
    case 'NotificationJobRequested':
      return { entities: [], changes: change('notification_job', null, event.data.contactIds.length) };
    case 'NotificationPushed':
      return { entities: entity('contact', event.data.contactId), changes: change('notification', null, event.data.kind) };
    case 'NotificationReadChanged':
      return { entities: entity('user', event.data.userId), changes: change('read', !event.data.read, event.data.read) };
    case 'JobPostingPublished':
      return {
        entities: [...entity('campaign', event.data.campaignId), ...entity('company', event.data.companyId)],
        changes: change('job_posting', null, event.data.title),
      };
    case 'JobPostingWithdrawn':
      return {
        entities: [...entity('campaign', event.data.campaignId), ...entity('company', event.data.companyId)],
        changes: change('job_posting', null, 'withdrawn'),
      };
    case 'ReviewSubmitted':
    case 'ReviewUpdated':
      return {
        entities: [...entity('company', event.data.companyId), ...entity('user', event.data.userId)],
        changes: change('review_rating', null, event.data.rating),
      };
    case 'PrivateReviewSubmitted':
      return { entities: [...entity('company', event.data.companyId), ...entity('user', event.data.userId)], changes: {} };
    case 'OfferLinkIssued':
      return { entities: [...entity('offer', event.data.offerId), ...entity('contact', event.data.contactId)], changes: {} };
    case 'OfferAccepted':
      return {
        entities: [
          ...entity('offer', event.data.offerId),
          ...entity('contact', event.data.contactId),
          ...entity('campaign', event.data.campaignId),
          ...entity('company', event.data.companyId),
        ],
        changes: change('accepted_at', null, event.data.acceptedAt),
      };
    case 'PhoneCodeSent':
    case 'PhoneCodeRejected':
    case 'PhoneCodeConfirmed':
      return { entities: [...entity('user', event.data.userId), ...entity('contact', event.data.contactId)], changes: {} };
    case 'MagicLinkSent':
    case 'MagicLinkUsed':
    case 'OfferPopupAnswered':
      return { entities: entity('user', event.data.userId), changes: {} };
    case 'ContactSourceRecorded':
      return { entities: entity('contact', event.data.contactId), changes: change('utm_campaign', null, event.data.utmCampaign) };
    case 'ChatMessageSent':
    case 'ChatMessageReceived':
    case 'ChatMessageDelivered':
      return { entities: [...entity('contact', event.data.contactId), ...entity('company', event.data.companyId)], changes: {} };
    case 'ChatMessageStatusChanged':
      return {
        entities: [...entity('contact', event.data.contactId), ...entity('company', event.data.companyId)],
        changes: change('chat_status', null, event.data.status),
      };
    case 'ChatContactOpened':
      return { entities: entity('user', event.data.userId), changes: change('chat_opened_contact', null, event.data.contactId) };
    case 'BreachRecorded':
    case 'BreachChanged':
      return { entities: [], changes: change('breach_authority_notified_at', null, event.data.authorityNotifiedAt) };
    case 'DataSubjectRequestRecorded':
    case 'DataSubjectRequestChanged':
      return {
        entities: entity('contact', event.data.contactId),
        changes: change('data_subject_request_done_at', null, event.data.doneAt),
      };
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
  // Link tokens and code hashes are credentials: the trail says that a link or a code went out, not which.
  if (event.type === 'OfferLinkIssued') {
    const { token: _hidden, ...rest } = event.data;
    return rest;
  }
  if (event.type === 'PhoneCodeSent') {
    // Codes sent before the code table carried their hash and salt in the event.
    const { codeHash: _hash, salt: _salt, ...rest } = event.data as typeof event.data & { codeHash?: string; salt?: string };
    return rest;
  }
  if (event.type === 'MagicLinkSent' || event.type === 'MagicLinkUsed') {
    const { tokenHash: _hidden, ...rest } = event.data;
    return rest;
  }
  return event.data;
}
