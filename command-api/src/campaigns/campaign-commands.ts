import { audienceDecider, audienceStreamId, campaignDecider, campaignStreamId, type AudienceCommand, type CampaignCommand } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { handleCommand, type CommandMetadata } from './handle-command';

export const runCampaignCommand = (store: EventStore, campaignId: string, command: CampaignCommand, metadata: CommandMetadata) =>
  handleCommand({ store, streamId: campaignStreamId(campaignId), decider: campaignDecider, command, metadata });

export const createAudience = (store: EventStore, data: AudienceCommand['data'], metadata: CommandMetadata) =>
  handleCommand({ store, streamId: audienceStreamId(data.audienceId), decider: audienceDecider, command: { type: 'CreateAudience', data }, metadata });
