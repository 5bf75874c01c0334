import type { Decider } from '../shared/decider';
import type { OfferPopupAnswered, PopupVariant } from './candidate-offer-events';

export interface OfferPopupState {
  /** What the candidate answered, as `identifier/offerId/variant` (the same answer again records nothing). */
  answers: readonly string[];
  /** The screens (popup identifiers) the candidate has answered: the contact's `user_info_screens`. */
  screens: readonly string[];
}

export type OfferPopupCommand = {
  type: 'AnswerOfferPopup';
  data: { userId: string; offerId: string; identifier: string; variant: PopupVariant; now: string };
};

const key = (d: { identifier: string; offerId: string; variant: string }): string => `${d.identifier}/${d.offerId}/${d.variant}`;

/** One candidate's answers to the popups about their offers (the new-offers popup, the first-accept popup). */
export const offerPopupDecider: Decider<OfferPopupState, OfferPopupCommand, OfferPopupAnswered> = {
  initialState: () => ({ answers: [], screens: [] }),
  decide(command, state) {
    const { now, ...data } = command.data;
    if (state.answers.includes(key(data))) return [];
    return [{ type: 'OfferPopupAnswered', data: { ...data, answeredAt: now } }];
  },
  evolve(state, event) {
    return {
      answers: [...state.answers, key(event.data)],
      screens: state.screens.includes(event.data.identifier) ? state.screens : [...state.screens, event.data.identifier],
    };
  },
};
