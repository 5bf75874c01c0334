import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import { FREE_PACKAGE_KEY, packageOf, priceOf, type BillingMonths, type PackageKey } from '../packages/pricing';
import { activeSourcingQuota, DEFAULT_ACTIVE_SOURCING_MESSAGES, DEFAULT_RECONTACT_AFTER_DAYS } from '../rules/active-sourcing-quota';
import { assertNever, type Decider } from '../shared/decider';
import type { ActiveSourcingQuotaAnswer } from './employer-settings-schemas';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import type { EmployerEvent } from './employer-events';

/** The delete-with-reason modal's minimum (spec §5). */
export const DELETE_REASON_MIN_LENGTH = 5;

export const MESSAGES_USED_UP = 'Your active-sourcing messages are used up. Choose a bigger package to send more.';
export const CONTACTED_RECENTLY = 'This candidate was reached less than 90 days ago: contact them again later.';
export const DELETE_REASON_MESSAGE = 'Please enter a valid reason for the deletion.';
export const CONTACT_SALES_MESSAGE = 'Above these ranges sales makes you an offer: please contact sales.';
export const IBAN_MESSAGE = 'The IBAN is not valid.';
export const IBAN_SEPA_MESSAGE = 'The IBAN is not of a SEPA country.';
export const BIC_MESSAGE = 'The BIC is not valid.';
export const STANDARD_MESSAGE_ONLY = 'Your package sends the standard message only: choose a package that can customise messages.';

/** What a company whose package cannot customise messages sends (the free package). */
export const STANDARD_SOURCING_TEXT =
  'Guten Tag, wir sind ein Arbeitgeber in Ihrer Nähe und würden Sie gern kennenlernen. Dürfen wir Ihnen unser Angebot vorstellen?';

/** Whether the company's package lets it write its own messages and templates (`can_customize_message`). */
export const canCustomizeMessages = (state: { plan: { packageKey: PackageKey } | null }): boolean =>
  packageOf(state.plan?.packageKey ?? FREE_PACKAGE_KEY).features.can_customize_message;

export interface SepaAccount {
  bankAccountOwner: string;
  iban: string;
  swiftBic: string;
  signerName: string;
  acceptedTermsAt: string;
}

export interface EmployerState {
  sepa: SepaAccount | null;
  /** Definitions by id: `false` once deleted. */
  definitions: Record<string, boolean>;
  /** Testimonials by id: their author. */
  testimonials: Record<string, string>;
  plan: { packageKey: PackageKey; messages: number; campaigns: number; months: BillingMonths } | null;
  unlimited: boolean;
  /** Templates by id: `false` once deleted. */
  templates: Record<string, boolean>;
  /** Active-sourcing messages sent since the package was chosen. */
  sent: number;
  /** When each candidate was last reached by active sourcing. */
  lastContacted: Record<string, string>;
  /** Documents by id: the contact they are about (deleted ones are gone). */
  documents: Record<string, string>;
  media: Record<string, true>;
}

/** The quota as the spec names it (`activeSourcingQuota`): unlimited, or the package's messages (5 without one) minus those sent, never below 0. */
export function quotaOf(state: {
  plan: { packageKey: PackageKey; messages: number } | null;
  unlimited: boolean;
  sent: number;
}): ActiveSourcingQuotaAnswer {
  const total = state.plan?.messages ?? DEFAULT_ACTIVE_SOURCING_MESSAGES;
  const quota = activeSourcingQuota({ hasUnlimitedAccess: state.unlimited, totalMessages: total, sentMessages: state.sent });
  return {
    has_unlimited_access: quota.unlimited,
    contact_same_user_after_days: DEFAULT_RECONTACT_AFTER_DAYS,
    total_messages: total,
    sent_messages: state.sent,
    remaining_messages: quota.remaining,
    can_customize_message: canCustomizeMessages(state),
    standard_message: STANDARD_SOURCING_TEXT,
  };
}

export interface DocumentInput {
  documentId: string;
  name: string;
  contentType: string;
  size: number;
}

type WithCompany<T> = { companyId: string } & T;

export type EmployerCommand =
  | {
      type: 'SaveSepaDetails';
      data: WithCompany<{ userId: string; bankAccountOwner: string; iban: string; swiftBic: string; signerName: string; now: string }>;
    }
  | { type: 'SaveDefinition'; data: WithCompany<{ definitionId: string; name: string; description: string; create: boolean }> }
  | { type: 'DeleteDefinition'; data: WithCompany<{ definitionId: string; userId: string; reason: string }> }
  | {
      type: 'SendSalesInquiry';
      data: WithCompany<{
        inquiryId: string;
        userId: string;
        firstName: string;
        lastName: string;
        companyName: string;
        email: string;
        mobile: string | null;
        selectedPackage: string | null;
        message: string | null;
        reachability: string | null;
        registeredFromPage: string | null;
      }>;
    }
  | {
      type: 'SaveTestimonial';
      data: WithCompany<{
        testimonialId: string;
        /** The author. */
        userId: string;
        bodyProblem: string;
        bodyCollaboration: string;
        bodyResults: string;
        bodyConclusion: string;
        create: boolean;
      }>;
    }
  | { type: 'ChoosePackage'; data: WithCompany<{ packageKey: PackageKey; messages: number; campaigns: number; months: BillingMonths }> }
  | { type: 'SetActiveSourcingAccess'; data: WithCompany<{ unlimited: boolean }> }
  | { type: 'SaveMessageTemplate'; data: WithCompany<{ templateId: string; name: string; body: string; create: boolean }> }
  | { type: 'DeleteMessageTemplate'; data: WithCompany<{ templateId: string }> }
  | {
      type: 'SendActiveSourcingMessage';
      data: WithCompany<{
        messageId: string;
        contactId: string;
        senderId: string;
        templateId: string | null;
        message: string;
        now: string;
      }>;
    }
  | { type: 'AddContactDocuments'; data: WithCompany<{ contactId: string; documents: readonly DocumentInput[] }> }
  | { type: 'DeleteContactDocument'; data: WithCompany<{ contactId: string; documentId: string }> }
  | { type: 'RecordImageUpload'; data: WithCompany<{ mediaId: string; userId: string; name: string; contentType: string; size: number }> };

const DAY_MS = 86_400_000;

/** An IBAN in its electronic form, or the field error (ibantools checks the country's format and the check digits). */
export function normalizedIban(iban: string): string {
  const electronic = electronicFormatIBAN(iban) ?? '';
  if (!isValidIBAN(electronic)) throw invalid('iban', IBAN_MESSAGE);
  if (!isSEPACountry(electronic.slice(0, 2))) throw invalid('iban', IBAN_SEPA_MESSAGE);
  return electronic;
}

export function normalizedBic(bic: string): string {
  const compact = bic.replace(/\s+/g, '').toUpperCase();
  if (!isValidBIC(compact)) throw invalid('swift_bic', BIC_MESSAGE);
  return compact;
}

/**
 * A company's employer workspace: its payment details, definitions, testimonials, package, active
 * sourcing within the quota (the one rule that two messages could race on, decided here), documents and
 * images. Files are stored before the command; the events only name them.
 */
export const employerDecider: Decider<EmployerState, EmployerCommand, EmployerEvent> = {
  initialState: () => ({
    sepa: null,
    definitions: {},
    testimonials: {},
    plan: null,
    unlimited: false,
    templates: {},
    sent: 0,
    lastContacted: {},
    documents: {},
    media: {},
  }),

  decide(command, state) {
    const { companyId } = command.data;
    switch (command.type) {
      case 'SaveSepaDetails': {
        const d = command.data;
        const iban = normalizedIban(d.iban);
        const swiftBic = normalizedBic(d.swiftBic);
        const same =
          state.sepa &&
          state.sepa.iban === iban &&
          state.sepa.swiftBic === swiftBic &&
          state.sepa.bankAccountOwner === d.bankAccountOwner &&
          state.sepa.signerName === d.signerName;
        if (same) return [];
        return [
          {
            type: 'SepaDetailsSaved',
            data: {
              companyId,
              userId: d.userId,
              bankAccountOwner: d.bankAccountOwner,
              iban,
              swiftBic,
              signerName: d.signerName,
              acceptedTermsAt: d.now,
            },
          },
        ];
      }
      case 'SaveDefinition': {
        const d = command.data;
        const known = state.definitions[d.definitionId];
        if (d.create && known !== undefined) throw conflict('The definition already exists.');
        if (!d.create && known !== true) throw notFound('Definition not found.');
        return [{ type: 'DefinitionSaved', data: { companyId, definitionId: d.definitionId, name: d.name, description: d.description } }];
      }
      case 'DeleteDefinition': {
        const d = command.data;
        if (state.definitions[d.definitionId] !== true) throw notFound('Definition not found.');
        const reason = d.reason.trim();
        if (reason.length < DELETE_REASON_MIN_LENGTH) throw invalid('reason', DELETE_REASON_MESSAGE);
        return [{ type: 'DefinitionDeleted', data: { companyId, definitionId: d.definitionId, userId: d.userId, reason } }];
      }
      case 'SendSalesInquiry': {
        const { companyId: _company, ...inquiry } = command.data;
        return [{ type: 'SalesInquirySent', data: { companyId, ...inquiry } }];
      }
      case 'SaveTestimonial': {
        const { create, ...d } = command.data;
        const known = state.testimonials[d.testimonialId];
        if (create && known !== undefined) throw conflict('The testimonial already exists.');
        if (!create && known === undefined) throw notFound('Testimonial not found.');
        return [{ type: 'TestimonialSaved', data: d }];
      }
      case 'ChoosePackage': {
        const d = command.data;
        const quote = priceOf({ packageKey: d.packageKey, messages: d.messages, campaigns: d.campaigns, months: d.months });
        if (quote.kind === 'contact_sales') throw invalid(quote.reason, CONTACT_SALES_MESSAGE);
        return [
          {
            type: 'PackageChosen',
            data: {
              companyId,
              packageKey: d.packageKey,
              messages: quote.messages,
              campaigns: quote.campaigns,
              months: d.months,
              monthlyPrice: quote.monthlyPrice,
              periodPrice: quote.periodPrice,
            },
          },
        ];
      }
      case 'SetActiveSourcingAccess':
        if (state.unlimited === command.data.unlimited) return [];
        return [{ type: 'ActiveSourcingAccessSet', data: { companyId, unlimited: command.data.unlimited } }];
      case 'SaveMessageTemplate': {
        const { create, ...d } = command.data;
        const known = state.templates[d.templateId];
        if (create && known !== undefined) throw conflict('The template already exists.');
        if (!create && known !== true) throw notFound('Template not found.');
        if (!canCustomizeMessages(state)) throw invalid('body', STANDARD_MESSAGE_ONLY);
        return [{ type: 'MessageTemplateSaved', data: d }];
      }
      case 'DeleteMessageTemplate':
        if (state.templates[command.data.templateId] !== true) throw notFound('Template not found.');
        return [{ type: 'MessageTemplateDeleted', data: command.data }];
      case 'SendActiveSourcingMessage': {
        const d = command.data;
        if (d.templateId && state.templates[d.templateId] !== true) throw invalid('template_id', 'Template not found.');
        if (!canCustomizeMessages(state) && d.message.trim() !== STANDARD_SOURCING_TEXT) throw invalid('message', STANDARD_MESSAGE_ONLY);
        const quota = quotaOf(state);
        if (quota.remaining_messages === 0) throw conflict(MESSAGES_USED_UP);
        const last = state.lastContacted[d.contactId];
        if (last && Date.parse(d.now) - Date.parse(last) < DEFAULT_RECONTACT_AFTER_DAYS * DAY_MS) throw conflict(CONTACTED_RECENTLY);
        const { now, ...data } = d;
        return [{ type: 'ActiveSourcingMessageSent', data: { ...data, sentAt: now } }];
      }
      case 'AddContactDocuments': {
        const d = command.data;
        if (d.documents.length === 0) throw invalid('documents', 'Please select documents.');
        return d.documents.map((document) => ({
          type: 'ContactDocumentAdded' as const,
          data: { companyId, contactId: d.contactId, ...document },
        }));
      }
      case 'DeleteContactDocument': {
        const d = command.data;
        if (state.documents[d.documentId] !== d.contactId) throw notFound('Document not found.');
        return [{ type: 'ContactDocumentDeleted', data: { companyId, contactId: d.contactId, documentId: d.documentId } }];
      }
      case 'RecordImageUpload': {
        const d = command.data;
        if (state.media[d.mediaId]) throw forbidden();
        return [{ type: 'ImageUploaded', data: d }];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'SepaDetailsSaved': {
        const { bankAccountOwner, iban, swiftBic, signerName, acceptedTermsAt } = event.data;
        return { ...state, sepa: { bankAccountOwner, iban, swiftBic, signerName, acceptedTermsAt } };
      }
      case 'DefinitionSaved':
        return { ...state, definitions: { ...state.definitions, [event.data.definitionId]: true } };
      case 'DefinitionDeleted':
        return { ...state, definitions: { ...state.definitions, [event.data.definitionId]: false } };
      case 'SalesInquirySent':
        return state;
      case 'TestimonialSaved':
        return { ...state, testimonials: { ...state.testimonials, [event.data.testimonialId]: event.data.userId } };
      case 'PackageChosen': {
        const { packageKey, messages, campaigns, months } = event.data;
        return { ...state, plan: { packageKey, messages, campaigns, months }, sent: 0 };
      }
      case 'ActiveSourcingAccessSet':
        return { ...state, unlimited: event.data.unlimited };
      case 'MessageTemplateSaved':
        return { ...state, templates: { ...state.templates, [event.data.templateId]: true } };
      case 'MessageTemplateDeleted':
        return { ...state, templates: { ...state.templates, [event.data.templateId]: false } };
      case 'ActiveSourcingMessageSent':
        return { ...state, sent: state.sent + 1, lastContacted: { ...state.lastContacted, [event.data.contactId]: event.data.sentAt } };
      case 'ContactDocumentAdded':
        return { ...state, documents: { ...state.documents, [event.data.documentId]: event.data.contactId } };
      case 'ContactDocumentDeleted': {
        const documents = { ...state.documents };
        delete documents[event.data.documentId];
        return { ...state, documents };
      }
      case 'ImageUploaded':
        return { ...state, media: { ...state.media, [event.data.mediaId]: true } };
      default:
        return assertNever(event);
    }
  },
};
