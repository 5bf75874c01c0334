import { audienceDecider, audienceStreamId, campaignDecider, campaignStreamId, type AudienceCommand, type CampaignCommand, type CampaignEvent } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { handleCommand, type CommandMetadata } from '../shared/handle-command';

export const runCampaignCommand = (store: EventStore, campaignId: string, command: CampaignCommand, metadata: CommandMetadata) =>
  handleCommand({ store, streamId: campaignStreamId(campaignId), decider: campaignDecider, command, metadata });

export const createAudience = (store: EventStore, data: AudienceCommand['data'], metadata: CommandMetadata) =>
  handleCommand({ store, streamId: audienceStreamId(data.audienceId), decider: audienceDecider, command: { type: 'CreateAudience', data }, metadata });

/** What an unlock through a campaign needs to know of it: whose it is and what an unlock costs (cents). */
export interface CampaignTerms {
  campaignId: string;
  companyId: string;
  costPerUnlock: number;
}

/** The campaign's terms from its own stream (the price is charged, so no read model decides it). */
export async function loadCampaignTerms(store: EventStore, campaignId: string): Promise<CampaignTerms | null> {
  const events = (await store.readStream(campaignStreamId(campaignId))) as unknown as CampaignEvent[];
  const created = events.find((event) => event.type === 'CampaignCreated');
  return created ? { campaignId, companyId: created.data.companyId, costPerUnlock: created.data.costPerUnlock } : null;
}
