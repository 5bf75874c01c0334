export { queryRoutes, currentUserBody } from './query-routes';
export type { QueryRoutesOptions } from './query-routes';
export { registerWsGateway, mayListen, seesOffer } from './ws-gateway';
export { readOfferCard, offerOwner, listOffers } from './offers';
export { readUnlockedContact } from './unlocks';
export { readContact } from './contacts';
export { campaignAudienceCandidates } from './approvals';
export { userByEmail } from './options';
