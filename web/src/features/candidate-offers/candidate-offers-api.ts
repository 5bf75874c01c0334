import { candidateOffersFeature } from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const { myOffers, offerByToken, phoneVerified } = candidateOffersFeature.queries;
const { acceptOffer, rejectOfferByLink, generateOtp, verifyOtp, storeQueuedEvent, magicSignIn } = candidateOffersFeature.commands;

const LIST = { type: 'CandidateOffer' as const, id: 'LIST' };

export const candidateOffersApi = api.injectEndpoints({
  endpoints: (build) => ({
    myOffers: contractQuery(build, myOffers, [LIST]),
    offerByToken: contractQuery(build, offerByToken, (_result, _error, args) => [{ type: 'CandidateOffer', id: args.token }]),
    phoneVerified: contractQuery(build, phoneVerified, ['PhoneVerification']),
    acceptOffer: contractMutation(build, acceptOffer, (_result, _error, args) => [LIST, { type: 'CandidateOffer', id: args.token }]),
    rejectOfferByLink: contractMutation(build, rejectOfferByLink, (_result, _error, args) => [
      LIST,
      { type: 'CandidateOffer', id: args.token },
    ]),
    generateOtp: contractMutation(build, generateOtp, []),
    verifyOtp: contractMutation(build, verifyOtp, (result) => (result ? ['PhoneVerification', 'CurrentUser'] : [])),
    storeQueuedEvent: contractMutation(build, storeQueuedEvent, [LIST]),
    magicSignIn: contractMutation(build, magicSignIn, (result) => (result ? ['CurrentUser'] : [])),
  }),
});

export const {
  useMyOffersQuery,
  useOfferByTokenQuery,
  usePhoneVerifiedQuery,
  useAcceptOfferMutation,
  useRejectOfferByLinkMutation,
  useGenerateOtpMutation,
  useVerifyOtpMutation,
  useStoreQueuedEventMutation,
  useMagicSignInMutation,
} = candidateOffersApi;
