import type {
  AudienceFilters,
  AudienceDetail,
  CandidateProfile,
  CommentModel,
  CommentReply,
  Notification,
  ChatMessage,
  EmployerUnlockedContact,
  ManagedUser,
  MapPoint,
  OfferCard,
  PageMeta,
  PostalPlace,
  PotentialUnlocks,
  ReferenceItem,
  Task,
  TimelineEntry,
  TimelineModel,
  TimelineStats,
  UnlockedContact,
} from '@rm/domain';
import type { AuthUser } from '@rm/platform/http';

/** An unlocked contact as the unlock commands find it: the answer's shape plus where its stream is. */
export type UnlockedContactRecord = UnlockedContact & { company_id: string; deleted: boolean };

/** Read models the command routes wait for before answering with their rows. */
export type ReadModelName =
  | 'users'
  | 'contacts'
  | 'campaigns'
  | 'offer-board'
  | 'unlocks'
  | 'audit-log'
  | 'reference-data'
  | 'companies'
  | 'campaign-admin'
  | 'offer-reminders'
  | 'employer-settings'
  | 'timeline'
  | 'candidate-profiles'
  | 'comments'
  | 'notifications'
  | 'public-site'
  | 'chat'
  | 'privacy-register';

/** Which open offers a reminder run looks at (a soft selection: each offer's own stream decides). */
export interface ReminderSelection {
  campaignId?: string;
  /** Offers that had fewer reminders than this. */
  maxReminders?: number;
  /** Hours since the last reminder (or the offer). */
  minHoursSinceLast: number;
  now: string;
}

/** Who a radius query looks for: the centre, the range, and one profession or any. */
export interface RadiusCriteria {
  lat: number;
  lng: number;
  rangeKm: number;
  profession: string | null;
  /** The audience's meta filters beyond place, range and profession. */
  filters?: AudienceFilters;
  /** The year ages are reckoned in. */
  year?: number;
}

/** Postal codes, radius counts and audiences for the audience forms (POSTs in the spec, so answered here). */
export interface GeographyReads {
  postalPlace(zipCode: string): Promise<PostalPlace | null>;
  postalPlacesStartingWith(digits: string): Promise<PostalPlace[]>;
  countPotentialContacts(criteria: RadiusCriteria): Promise<number>;
  potentialContactPlaces(criteria: RadiusCriteria): Promise<MapPoint[]>;
  audience(audienceId: string): Promise<AudienceDetail | null>;
}

/** The soft rules of reviews, read from the read models. */
export interface ReviewReads {
  /** Whether the company exists (and was not deleted). */
  employerExists(companyId: string): Promise<boolean>;
  /** Whether the contact had an offer from the company (any campaign, any stage): the rule of who may review it. */
  hadOfferFrom(contactId: string | null, companyId: string): Promise<boolean>;
  /** The ids of the questions a reviewer of this type rates for the model (reference data). */
  questionIds(model: string, reviewerType: string): Promise<string[]>;
  /** The ids of the questions each reviewer type rates for the model. */
  questionIdsByType(model: string): Promise<Record<string, string[]>>;
}

/** What the chat commands look up: the contact and its number, who gets an answer, a message as the thread shows it. */
export interface ChatReads {
  contact(contactId: string): Promise<{ id: string; full_name: string; phone: string | null } | null>;
  /**
   * The contact and whether the company (none: the back office) has it unlocked, in one look-up: the same
   * answers as `contact` and `CommandReadPort.hasUnlocked`, for the send path.
   */
  contactFor(
    contactId: string,
    companyId: string | null,
  ): Promise<{ id: string; full_name: string; phone: string | null; unlocked: boolean } | null>;
  contactByPhone(phone: string): Promise<string | null>;
  /** The company whose message to the contact went out last (null: the back office's, or none). */
  lastOutgoingCompany(contactId: string): Promise<string | null>;
  /** Whether the company has the contact unlocked, as the chat read model knows it. */
  unlocked(companyId: string, contactId: string): Promise<boolean>;
  /** The companies that unlocked the contact, as the chat read model knows them (they see the back office's conversation). */
  unlockedBy(contactId: string): Promise<string[]>;
  message(messageId: string): Promise<ChatMessage | null>;
}

/**
 * Read-side lookups the command routes need: to find a stream by another key, for soft rules, and
 * for their answers. Injected by the composition so that the command side never imports the query
 * side. No hard rule that two commands could race on is decided from these.
 */
export interface CommandReadPort {
  /** Sign-in: the account of a (normalised) e-mail address. */
  account(email: string): Promise<{ userId: string; passwordHash: string } | null>;
  user(userId: string): Promise<AuthUser | null>;
  offerCard(offerId: string): Promise<OfferCard | null>;
  /** The contact's offer in a campaign (the unlock moves it). */
  offerFor(contactId: string, campaignId: string): Promise<string | null>;
  isEmployerOf(companyId: string, userId: string): Promise<boolean>;
  /** Whether the company has unlocked the contact (and the unlock was not deleted). */
  hasUnlocked(companyId: string, contactId: string): Promise<boolean>;
  unlockedContact(unlockId: string): Promise<UnlockedContactRecord | null>;
  /** A transaction (an unlock's or a hire's charge) and its company; null when nobody was charged under that id. */
  transaction(transactionId: string): Promise<{ companyId: string } | null>;
  /** The open offers a reminder run would remind (each offer's stream decides again). */
  reminderTargets(selection: ReminderSelection): Promise<string[]>;
  /** The candidate count of the campaign's audience, a statistic; null for an unknown campaign. */
  audienceCandidates(campaignId: string): Promise<number | null>;
  /** An item of reference data as its list shows it (any kind); null when unknown or deleted. */
  referenceItem(itemId: string): Promise<ReferenceItem | null>;
  /** Postal codes, radius counts and audiences for the audience forms. */
  geography: GeographyReads;
  /** What the review commands check: the employer, the reviewer's offers from it, the questions of a reviewer type. */
  reviews: ReviewReads;
  /** The user-management list (a POST in the spec, so answered by the command side). */
  managedUsers(filters: { page: number; role?: string; search?: string }): Promise<{ data: ManagedUser[]; meta: PageMeta }>;
  /** An unlocked contact as its company works with it, with its company; null when unknown. */
  employerUnlockedContact(unlockId: string): Promise<{ contact: EmployerUnlockedContact; companyId: string; deleted: boolean } | null>;
  /** A campaign's open offers against what its remaining budget pays (a POST in the spec, so answered by the command side); null when unknown. */
  potentialUnlocks(campaignId: string): Promise<PotentialUnlocks | null>;
  /** A live timeline entry as the timeline shows it. */
  timelineEntry(entryId: string): Promise<TimelineEntry | null>;
  /** Counts per type of a timeline (a POST in the spec, so answered by the command side). */
  timelineStats(model: TimelineModel, id: string): Promise<TimelineStats>;
  /** A live task with its company. */
  task(taskId: string): Promise<(Task & { company_id: string }) | null>;
  /** The task status with this identifier (not_started is the default). */
  taskStatusByIdentifier(identifier: string): Promise<string | null>;
  /** The kind and fields of an item of reference data (a task status, an unqualified reason, a custom contact status). */
  /** The candidate's own profile (null when none). */
  candidateProfile(contactId: string): Promise<CandidateProfile | null>;
  referenceItemKind(itemId: string): Promise<{ kind: string; fields: Record<string, unknown> } | null>;
  /** Whether the subject of a comment thread exists; null when it does not. */
  commentSubject(model: CommentModel, id: string): Promise<{ id: string } | null>;
  /** A live comment as its thread shows it. */
  comment(commentId: string): Promise<CommentReply | null>;
  /** One of the user's notifications (their own, or their company's); null when unknown or another's. */
  notification(notificationId: string, user: AuthUser): Promise<Notification | null>;
  /** How many of these contacts exist. */
  knownContacts(contactIds: readonly string[]): Promise<number>;
  /**
   * Waits until the read model has applied the event at `position` (the command's own append), so that
   * an answer read from it shows the change; null: everything readable now.
   */
  caughtUp(readModel: ReadModelName, position: bigint | null): Promise<void>;
  /** The chat's lookups. */
  chat: ChatReads;
}
