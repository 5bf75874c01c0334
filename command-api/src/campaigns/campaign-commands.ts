import {
  audienceDecider,
  audienceStreamId,
  campaignDecider,
  campaignStreamId,
  foldEvents,
  marketingChannelDecider,
  marketingChannelStreamId,
  type AudienceCommand,
  type AudienceEvent,
  type AudienceState,
  type CampaignCommand,
  type CampaignEvent,
  type CampaignState,
  type MarketingChannelCommand,
  type MarketingChannelEvent,
  type MarketingChannelState,
} from '@rm/domain';
import { WrongExpectedRevisionError, type EventStore } from '@rm/eventstore';
import { handleCommand, type CommandMetadata } from '../shared/handle-command';

export const runCampaignCommand = (store: EventStore, campaignId: string, command: CampaignCommand, metadata: CommandMetadata) =>
  handleCommand({ store, streamId: campaignStreamId(campaignId), decider: campaignDecider, command, metadata });

export const createAudience = (store: EventStore, data: AudienceCommand['data'], metadata: CommandMetadata) =>
  handleCommand({
    store,
    streamId: audienceStreamId(data.audienceId),
    decider: audienceDecider,
    command: { type: 'CreateAudience', data },
    metadata,
  });

/** The audience as its own stream tells it. */
export async function loadAudience(store: EventStore, audienceId: string): Promise<AudienceState> {
  return foldEvents(audienceDecider, (await store.readStream(audienceStreamId(audienceId))) as unknown as AudienceEvent[]);
}

/** The campaign as its own stream tells it. */
export async function loadCampaign(store: EventStore, campaignId: string): Promise<CampaignState> {
  return foldEvents(campaignDecider, (await store.readStream(campaignStreamId(campaignId))) as unknown as CampaignEvent[]);
}

/** What an unlock through a campaign needs to know of it: whose it is and what an unlock costs (cents). */
export interface CampaignTerms {
  campaignId: string;
  companyId: string;
  costPerUnlock: number;
}

/** The campaign's terms from its own stream (the price is charged, so no read model decides it); null for an unknown or deleted one. */
export async function loadCampaignTerms(store: EventStore, campaignId: string): Promise<CampaignTerms | null> {
  const campaign = await loadCampaign(store, campaignId);
  if (campaign.status === 'none' || campaign.status === 'deleted') return null;
  return { campaignId, companyId: campaign.companyId, costPerUnlock: campaign.costPerUnlock };
}

/** Many unlocks through one campaign race for its stream; a lost race is decided again on the fresh budget. */
const BUDGET_ATTEMPTS = 8;

/**
 * Pays an unlock's cost from the campaign's remaining budget, or refuses it (422 on campaign_id) when the
 * budget cannot pay. Concurrent unlocks through the campaign each append on the revision they read, so the
 * budget can never be spent twice; the one that lost the race is decided again on the fresh state.
 * Idempotent per unlock.
 */
export async function spendCampaignBudget(
  store: EventStore,
  data: { campaignId: string; unlockId: string; companyId: string },
  metadata: CommandMetadata,
) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await handleCommand({
        store,
        streamId: campaignStreamId(data.campaignId),
        decider: campaignDecider,
        command: { type: 'SpendCampaignBudget', data },
        metadata,
        retryOnConflict: false,
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= BUDGET_ATTEMPTS) throw error;
    }
  }
}

/** Gives an unlock's cost back to the campaign's budget (idempotent: an unlock is refunded once). */
export async function refundCampaignBudget(store: EventStore, data: { campaignId: string; unlockId: string }, metadata: CommandMetadata) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await handleCommand({
        store,
        streamId: campaignStreamId(data.campaignId),
        decider: campaignDecider,
        command: { type: 'RefundCampaignBudget', data },
        metadata,
        retryOnConflict: false,
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= BUDGET_ATTEMPTS) throw error;
    }
  }
}

export const runMarketingChannelCommand = (
  store: EventStore,
  channelId: string,
  command: MarketingChannelCommand,
  metadata: CommandMetadata,
) => handleCommand({ store, streamId: marketingChannelStreamId(channelId), decider: marketingChannelDecider, command, metadata });

export async function loadMarketingChannel(store: EventStore, channelId: string): Promise<MarketingChannelState> {
  return foldEvents(
    marketingChannelDecider,
    (await store.readStream(marketingChannelStreamId(channelId))) as unknown as MarketingChannelEvent[],
  );
}
