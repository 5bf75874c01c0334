import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';
import type { MarketingChannelCreated, MarketingChannelEvent } from './marketing-channel-events';

export type MarketingChannelFields = MarketingChannelCreated['data'];

export type MarketingChannelState =
  | { status: 'none' }
  | ({ status: 'active'; version: number } & MarketingChannelFields)
  | { status: 'deleted'; channelId: string; version: number };

export type MarketingChannelCommand =
  | { type: 'CreateMarketingChannel'; data: MarketingChannelFields }
  | { type: 'UpdateMarketingChannel'; data: MarketingChannelFields & { expectedVersion?: number } }
  | { type: 'DeleteMarketingChannel'; data: { channelId: string } };

const COLOR = /^#[0-9a-fA-F]{6}$/;

/** The fields trimmed, blanks as null, and checked. */
function cleaned(data: MarketingChannelFields): MarketingChannelFields {
  const blankToNull = (value: string | null): string | null => (value?.trim() ? value.trim() : null);
  const name = data.name.trim();
  if (name === '') throw invalid('name', 'The name field is required.');
  const color = blankToNull(data.color);
  if (color !== null && !COLOR.test(color)) throw invalid('color', 'The color must be a colour like #1e88e5.');
  const url = blankToNull(data.url);
  if (url !== null && !/^https?:\/\/\S+$/.test(url)) throw invalid('url', 'The url must start with http:// or https://.');
  return { channelId: data.channelId, name, icon: blankToNull(data.icon), url, color: color?.toLowerCase() ?? null };
}

export const marketingChannelDecider: Decider<MarketingChannelState, MarketingChannelCommand, MarketingChannelEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateMarketingChannel':
        if (state.status !== 'none') throw conflict('Marketing channel already exists.');
        return [{ type: 'MarketingChannelCreated', data: cleaned(command.data) }];
      case 'UpdateMarketingChannel': {
        if (state.status !== 'active') throw notFound('Marketing channel not found.');
        const { expectedVersion, ...fields } = command.data;
        if (expectedVersion !== undefined && expectedVersion !== state.version)
          throw conflict('Someone else changed this marketing channel meanwhile. Reload it and try again.');
        const data = cleaned(fields);
        if (data.name === state.name && data.icon === state.icon && data.url === state.url && data.color === state.color) return [];
        return [{ type: 'MarketingChannelUpdated', data }];
      }
      case 'DeleteMarketingChannel':
        if (state.status !== 'active') throw notFound('Marketing channel not found.');
        return [{ type: 'MarketingChannelDeleted', data: { channelId: state.channelId } }];
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'MarketingChannelCreated':
        return { status: 'active', version: 0, ...event.data };
      case 'MarketingChannelUpdated':
        return state.status === 'active' ? { ...state, ...event.data, version: state.version + 1 } : state;
      case 'MarketingChannelDeleted':
        return state.status === 'active' ? { status: 'deleted', channelId: state.channelId, version: state.version + 1 } : state;
      default:
        return assertNever(event);
    }
  },
};
