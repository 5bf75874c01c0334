import type { TObject } from '@sinclair/typebox';
import { BaseDataEventSchemas, type BaseDataEvent } from './base-data/base-data-events';
import { CandidateProfileEventSchemas, type CandidateProfileEvent } from './candidate-profile/candidate-profile-events';
import { AudienceEventSchemas, type AudienceEvent } from './audiences/audience-events';
import { CandidateOfferEventSchemas, type CandidateOfferEvent } from './candidate-offers/candidate-offer-events';
import { CampaignEventSchemas, type CampaignEvent } from './campaigns/campaign-events';
import { CommentEventSchemas, type CommentEvent } from './comments/comment-events';
import { NotificationEventSchemas, type NotificationEvent } from './notifications/notification-events';
import { CompanyEventSchemas, type CompanyEvent } from './companies/company-events';
import { ContactEventSchemas, type ContactEvent } from './contacts/contact-events';
import { EmployerEventSchemas, type EmployerEvent } from './employer-settings/employer-events';
import { MarketingChannelEventSchemas, type MarketingChannelEvent } from './campaigns/marketing-channel-events';
import { OfferEventSchemas, type OfferEvent } from './offers/offer-events';
import { PrivacyEventSchemas, type PrivacyEvent, type RetentionEvent } from './privacy/privacy-events';
import { TaskEventSchemas, type TaskEvent } from './tasks/task-events';
import { ChatEventSchemas, type ChatEvent } from './chat/chat-events';
import { PermissionEventSchemas, type PermissionEvent } from './timeline/permission-events';
import { TimelineEventSchemas, type TimelineEvent } from './timeline/timeline-events';
import { ReferenceDataEventSchemas, type ReferenceItemEvent, type ReferenceKeyEvent } from './reference-data/reference-data-events';
import { TransactionEventSchemas, type TransactionEvent } from './super-actions/transaction-events';
import { UnlockEventSchemas, type UnlockEvent } from './unlocks/unlock-events';
import { UserEventSchemas, type UserEmailEvent, type UserEvent } from './users/user-events';
import { JobPostingEventSchemas, type JobPostingEvent } from './job-postings/job-posting-events';
import { ReviewEventSchemas, type ReviewEvent } from './reviews/review-events';
import { ContactSourceEventSchemas, type ContactSourceEvent } from './analytics/contact-source-events';
import { PrivacyRegisterEventSchemas, type PrivacyRegisterEvent } from './privacy-register/privacy-register-events';

/** Every event the product stores. */
export type DomainEvent =
  | OfferEvent
  | ContactEvent
  | CampaignEvent
  | AudienceEvent
  | UnlockEvent
  | UserEvent
  | UserEmailEvent
  | CompanyEvent
  | EmployerEvent
  | PrivacyEvent
  | RetentionEvent
  | ReferenceItemEvent
  | ReferenceKeyEvent
  | BaseDataEvent
  | MarketingChannelEvent
  | TransactionEvent
  | TimelineEvent
  | PermissionEvent
  | TaskEvent
  | CandidateProfileEvent
  | CommentEvent
  | NotificationEvent
  | JobPostingEvent
  | ReviewEvent
  | CandidateOfferEvent
  | ContactSourceEvent
  | ChatEvent
  | PrivacyRegisterEvent;
export type DomainEventType = DomainEvent['type'];
export type EventOfType<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/**
 * The schema of every event type the product stores (`{ type, data }`): what the personal-data
 * declarations (`Personal`) are read from. A feature's new events join here.
 */
export const EVENT_SCHEMAS: readonly TObject[] = [
  ...OfferEventSchemas,
  ...ContactEventSchemas,
  ...CampaignEventSchemas,
  ...AudienceEventSchemas,
  ...UnlockEventSchemas,
  ...UserEventSchemas,
  ...CompanyEventSchemas,
  ...EmployerEventSchemas,
  ...PrivacyEventSchemas,
  ...ReferenceDataEventSchemas,
  ...BaseDataEventSchemas,
  ...MarketingChannelEventSchemas,
  ...TransactionEventSchemas,
  ...TimelineEventSchemas,
  ...PermissionEventSchemas,
  ...TaskEventSchemas,
  ...CandidateProfileEventSchemas,
  ...CommentEventSchemas,
  ...NotificationEventSchemas,
  ...JobPostingEventSchemas,
  ...ReviewEventSchemas,
  ...CandidateOfferEventSchemas,
  ...ContactSourceEventSchemas,
  ...ChatEventSchemas,
  ...PrivacyRegisterEventSchemas,
];
