import type { AudienceEvent } from './audiences/audience-events';
import type { CampaignEvent } from './campaigns/campaign-events';
import type { CompanyEvent } from './companies/company-events';
import type { ContactEvent } from './contacts/contact-events';
import type { OfferEvent } from './offers/offer-events';
import type { UnlockEvent } from './unlocks/unlock-events';
import type { UserEmailEvent, UserEvent } from './users/user-events';

/** Every event the product stores. */
export type DomainEvent =
  | OfferEvent
  | ContactEvent
  | CampaignEvent
  | AudienceEvent
  | UnlockEvent
  | UserEvent
  | UserEmailEvent
  | CompanyEvent;
export type DomainEventType = DomainEvent['type'];
export type EventOfType<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
