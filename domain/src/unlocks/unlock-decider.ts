import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import { UNLOCK_STATUS_IDS, type ContactUnlocked, type UnlockEvent } from './unlock-events';

export type UnlockStatus = 'unlocked' | 'opened' | 'hired' | 'hire_rejected';

export type UnlockState =
  | { status: 'none' }
  | { status: 'deleted'; unlockId: string; contactId: string; companyId: string; campaignId: string | null }
  | {
      status: UnlockStatus;
      unlockId: string;
      contactId: string;
      companyId: string;
      offerId: string | null;
      campaignId: string | null;
      price: number;
      /** The transaction of the hire charge, once charged. */
      hireTransactionId: string | null;
      /** The status the company set (1 initial … 4 hiring, 5 unqualified; employer spec §4). */
      statusId: number;
      customStatusId: string | null;
      unqualifiedReasonIds: string[];
      ownerId: string | null;
    };

/** What the caller read from the contact's own stream just before unlocking. */
export interface ContactSnapshot {
  exists: boolean;
  isActive: boolean;
  disabledForUnlock: boolean;
}

export type UnlockCommand =
  | { type: 'UnlockContact'; data: ContactUnlocked['data'] & { contact: ContactSnapshot } }
  | { type: 'OpenUnlockedContact'; data: { unlockId: string } }
  | { type: 'ConfirmHireByAdmin'; data: { unlockId: string } }
  | { type: 'RejectHireByAdmin'; data: { unlockId: string } }
  | { type: 'DeleteUnlock'; data: { unlockId: string } }
  /** Charges the company for the hire (cents); once per unlock. */
  | { type: 'ChargeForHire'; data: { unlockId: string; transactionId: string; price: number } }
  /** The company sets the contact's status; `statusId` is the base status (a custom status's own, resolved by the caller). */
  | {
      type: 'ChangeUnlockedContactStatus';
      data: { unlockId: string; statusId: number; customStatusId: string | null; firstWorkDayAt: string | null };
    }
  | { type: 'SetUnqualifiedReasons'; data: { unlockId: string; reasonIds: string[] } }
  /** `allowed`: the §6 rule as the caller found it (no campaign, a business-owner, or one of the campaign's users). */
  | { type: 'ChangeUnlockedContactOwner'; data: { unlockId: string; ownerId: string | null; allowed: boolean } };

/** Base contact statuses with a meaning of their own (employer spec §4). */
export const CONTACT_STATUS_IDS = { initial: 1, hiring: 4, unqualified: 5 } as const;
/** The refusal of a change back to status 1 (the state before any change). */
export const UNLOCKED_CONTACT_STATUS_NOT_BACK_TO_NEW = 'A contact cannot be set back to the status New.';

export const unlockStatusId = (status: UnlockStatus): number => UNLOCK_STATUS_IDS[status];

/** A contact's status as the company sees it: the base status and the custom status mapped onto it. */
export interface CompanyStatus {
  statusId: number;
  customStatusId: string | null;
}

/**
 * The company status an unlock's lifecycle step leaves, for the decider's state and the read model alike:
 * opening marks a contact nobody has given a status yet as opened (2) and keeps any status the company set
 * (a later one is never rolled back); the admin's hire decision sets hired (4) or hire rejected (3).
 */
export function companyStatusAfter(step: Exclude<UnlockStatus, 'unlocked'>, current: CompanyStatus): CompanyStatus {
  if (step !== 'opened') return { statusId: UNLOCK_STATUS_IDS[step], customStatusId: null };
  if (current.statusId === CONTACT_STATUS_IDS.initial && current.customStatusId === null)
    return { statusId: UNLOCK_STATUS_IDS.opened, customStatusId: null };
  return current;
}

type Live = Extract<UnlockState, { offerId: string | null }>;

function requireLive(state: UnlockState, unlockId: string): Live {
  if (state.status === 'none' || state.status === 'deleted' || state.unlockId !== unlockId) {
    throw notFound('Unlocked contact not found.');
  }
  return state;
}

const ref = (unlock: Live) => ({ unlockId: unlock.unlockId, contactId: unlock.contactId, companyId: unlock.companyId });

export const unlockDecider: Decider<UnlockState, UnlockCommand, UnlockEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'UnlockContact': {
        const { contact, ...data } = command.data;
        if (!contact.exists) throw notFound('Contact not found.');
        if (!contact.isActive) throw invalid('driver_id', 'This contact is inactive and cannot be unlocked.');
        if (contact.disabledForUnlock) throw invalid('driver_id', 'This contact is disabled for unlock.');
        if (state.status !== 'none' && state.status !== 'deleted') {
          throw conflict('This contact is already unlocked for this company.');
        }
        return [{ type: 'ContactUnlocked', data }];
      }
      case 'OpenUnlockedContact': {
        const unlock = requireLive(state, command.data.unlockId);
        if (unlock.status !== 'unlocked') return [];
        return [{ type: 'UnlockedContactOpened', data: ref(unlock) }];
      }
      case 'ConfirmHireByAdmin': {
        const unlock = requireLive(state, command.data.unlockId);
        if (unlock.status === 'hired') return [];
        return [{ type: 'UnlockHireConfirmedByAdmin', data: ref(unlock) }];
      }
      case 'RejectHireByAdmin': {
        const unlock = requireLive(state, command.data.unlockId);
        if (unlock.status === 'hire_rejected') return [];
        return [{ type: 'UnlockHireRejectedByAdmin', data: ref(unlock) }];
      }
      case 'DeleteUnlock': {
        const unlock = requireLive(state, command.data.unlockId);
        return [{ type: 'UnlockDeleted', data: ref(unlock) }];
      }
      case 'ChargeForHire': {
        const unlock = requireLive(state, command.data.unlockId);
        if (unlock.hireTransactionId !== null) throw conflict('The hire of this contact has already been charged.');
        if (!Number.isInteger(command.data.price) || command.data.price <= 0) throw invalid('price', 'The price must be more than 0 €.');
        return [{ type: 'HireCharged', data: { ...ref(unlock), transactionId: command.data.transactionId, price: command.data.price } }];
      }
      case 'ChangeUnlockedContactStatus': {
        const unlock = requireLive(state, command.data.unlockId);
        const { statusId, customStatusId, firstWorkDayAt } = command.data;
        if (!Number.isInteger(statusId) || statusId < 1 || statusId > 5) throw invalid('status_id', 'The selected status is invalid.');
        // Status 1 ('Neu') is the state before any change (employer spec §4: the checklist's 'status updated' is done once it
        // is not 1): there is no way back to it (a company's own status mapped onto 1 stays a choice).
        if (statusId === CONTACT_STATUS_IDS.initial && customStatusId === null)
          throw invalid('status_id', UNLOCKED_CONTACT_STATUS_NOT_BACK_TO_NEW);
        if (statusId === CONTACT_STATUS_IDS.unqualified && unlock.unqualifiedReasonIds.length === 0)
          throw invalid('status_id', 'Choose the reasons why the contact is unqualified first.');
        if (unlock.statusId === statusId && unlock.customStatusId === customStatusId && firstWorkDayAt === null) return [];
        return [{ type: 'UnlockedContactStatusChanged', data: { ...ref(unlock), statusId, customStatusId, firstWorkDayAt } }];
      }
      case 'SetUnqualifiedReasons': {
        const unlock = requireLive(state, command.data.unlockId);
        const reasonIds = [...new Set(command.data.reasonIds)].sort();
        if (reasonIds.length === 0) throw invalid('reasons', 'Choose at least one reason.');
        if (reasonIds.join() === unlock.unqualifiedReasonIds.join()) return [];
        return [{ type: 'UnlockedContactUnqualifiedReasonsSet', data: { ...ref(unlock), reasonIds } }];
      }
      case 'ChangeUnlockedContactOwner': {
        const unlock = requireLive(state, command.data.unlockId);
        if (!command.data.allowed) throw forbidden('You may not change the owner of this contact.');
        if (unlock.ownerId === command.data.ownerId) return [];
        return [{ type: 'UnlockedContactOwnerChanged', data: { ...ref(unlock), ownerId: command.data.ownerId } }];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'ContactUnlocked':
        return {
          status: 'unlocked',
          unlockId: event.data.unlockId,
          contactId: event.data.contactId,
          companyId: event.data.companyId,
          offerId: event.data.offerId,
          campaignId: event.data.campaignId,
          price: event.data.price,
          hireTransactionId: null,
          statusId: CONTACT_STATUS_IDS.initial,
          customStatusId: null,
          unqualifiedReasonIds: [],
          ownerId: null,
        };
      case 'UnlockedContactOpened':
        return state.status === 'none' || state.status === 'deleted'
          ? state
          : { ...state, status: 'opened', ...companyStatusAfter('opened', state) };
      case 'UnlockHireConfirmedByAdmin':
        return state.status === 'none' || state.status === 'deleted'
          ? state
          : { ...state, status: 'hired', ...companyStatusAfter('hired', state) };
      case 'UnlockHireRejectedByAdmin':
        return state.status === 'none' || state.status === 'deleted'
          ? state
          : { ...state, status: 'hire_rejected', ...companyStatusAfter('hire_rejected', state) };
      case 'UnlockDeleted':
        return { status: 'deleted', ...event.data, campaignId: state.status === 'none' ? null : state.campaignId };
      case 'HireCharged':
        return state.status === 'none' || state.status === 'deleted' ? state : { ...state, hireTransactionId: event.data.transactionId };
      case 'UnlockedContactStatusChanged':
        return state.status === 'none' || state.status === 'deleted'
          ? state
          : { ...state, statusId: event.data.statusId, customStatusId: event.data.customStatusId };
      case 'UnlockedContactUnqualifiedReasonsSet':
        return state.status === 'none' || state.status === 'deleted' ? state : { ...state, unqualifiedReasonIds: event.data.reasonIds };
      case 'UnlockedContactOwnerChanged':
        return state.status === 'none' || state.status === 'deleted' ? state : { ...state, ownerId: event.data.ownerId };
      default:
        return assertNever(event);
    }
  },
};
