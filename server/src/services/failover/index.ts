/**
 * The failover kit: the split deployment as processes under load, faults, and the invariants that must
 * hold after them (shared by the failover test and the soak in bench/).
 */
export { prepareSplitStore, startSplitTopology } from '../launcher/split-topology';
export type { ServiceInstance, SplitService, SplitTopology, SplitTopologyOptions } from '../launcher/split-topology';
export { callApi, signIn } from './api-client';
export type { ApiAnswer, ApiSession } from './api-client';
export { boardStages } from './board-stages';
export { leasedProjections, waitUntilCaughtUp } from './caught-up';
export { compareWithCleanRebuild } from './clean-rebuild';
export type { RebuildComparison } from './clean-rebuild';
export { leaseHolders, waitForLeases } from './lease-holders';
export { checkOfferJournal, createOfferJournal } from './offer-journal';
export type { JournalCheck, OfferJournal } from './offer-journal';
export { oldestTransactions } from './oldest-transactions';
export { listenForPushes } from './push-listener';
export type { PushFrame, PushListener } from './push-listener';
export { startReadLoad } from './read-load';
export { openStoreAsServices } from './services-store';
export { createSmallWorld } from './small-world';
export type { SmallWorld, SmallWorldOptions, UnlockTarget } from './small-world';
export { countRequests, startStageLoad } from './stage-load';
export type { RequestCounts, StageRequest } from './stage-load';
export type { LoadRequest, RequestLoad } from './paced-loop';
export { eventsSince, lastPosition, stageChangesSince, unlocksSince } from './store-counts';
export { startUnlockLoad } from './unlock-load';
export type { UnlockRequest } from './unlock-load';
export { checkUnlocks, waitForUnlocksFinished } from './unlock-check';
export type { UnlockCheck } from './unlock-check';
