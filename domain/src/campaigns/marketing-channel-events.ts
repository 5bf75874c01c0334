import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Uuid } from '../shared/schema';

/** What a marketing channel is: a name, an icon name, a default url and a colour (#rrggbb). */
const ChannelFields = {
  channelId: Uuid,
  name: Type.String(),
  icon: Nullable(Type.String()),
  url: Nullable(Type.String()),
  color: Nullable(Type.String()),
};

export const MarketingChannelCreatedSchema = Type.Object({
  type: Type.Literal('MarketingChannelCreated'),
  data: Type.Object(ChannelFields),
});
export const MarketingChannelUpdatedSchema = Type.Object({
  type: Type.Literal('MarketingChannelUpdated'),
  data: Type.Object(ChannelFields),
});
export const MarketingChannelDeletedSchema = Type.Object({
  type: Type.Literal('MarketingChannelDeleted'),
  data: Type.Object({ channelId: Uuid }),
});

export type MarketingChannelCreated = Static<typeof MarketingChannelCreatedSchema>;
export type MarketingChannelUpdated = Static<typeof MarketingChannelUpdatedSchema>;
export type MarketingChannelDeleted = Static<typeof MarketingChannelDeletedSchema>;
export type MarketingChannelEvent = MarketingChannelCreated | MarketingChannelUpdated | MarketingChannelDeleted;
export const MarketingChannelEventSchemas = [
  MarketingChannelCreatedSchema,
  MarketingChannelUpdatedSchema,
  MarketingChannelDeletedSchema,
] as const;

export const marketingChannelStreamId = (channelId: string): string => `marketing-channel-${channelId}`;
