import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { marketingChannelDecider } from './marketing-channel-decider';
import type { MarketingChannelEvent } from './marketing-channel-events';

const channelId = '00000000-0000-4000-8000-0000000000d1';
const fields = { channelId, name: 'Facebook', icon: 'facebook', url: 'https://facebook.com', color: '#1877F2' };
const created: MarketingChannelEvent = { type: 'MarketingChannelCreated', data: { ...fields, color: '#1877f2' } };
const spec = deciderSpec(marketingChannelDecider);

describe('marketing channel decider', () => {
  it('creates a channel with its fields cleaned', () => {
    spec
      .given([])
      .when({ type: 'CreateMarketingChannel', data: { ...fields, name: ' Facebook ' } })
      .then([created]);
  });

  it('refuses a blank name, a colour that is none and a url that is no web link', () => {
    spec
      .given([])
      .when({ type: 'CreateMarketingChannel', data: { ...fields, name: ' ' } })
      .thenThrows('invalid', { field: 'name' });
    spec
      .given([])
      .when({ type: 'CreateMarketingChannel', data: { ...fields, color: 'blue' } })
      .thenThrows('invalid', { field: 'color' });
    spec
      .given([])
      .when({ type: 'CreateMarketingChannel', data: { ...fields, url: 'javascript:alert(1)' } })
      .thenThrows('invalid', { field: 'url' });
  });

  it('updates a channel, records nothing when nothing changed, and refuses a stale version', () => {
    spec
      .given([created])
      .when({ type: 'UpdateMarketingChannel', data: { ...fields, name: 'Instagram' } })
      .then([{ type: 'MarketingChannelUpdated', data: { ...created.data, name: 'Instagram' } }]);
    spec.given([created]).when({ type: 'UpdateMarketingChannel', data: fields }).thenNothing();
    const updated: MarketingChannelEvent = { type: 'MarketingChannelUpdated', data: { ...created.data, name: 'Instagram' } };
    spec
      .given([created, updated])
      .when({ type: 'UpdateMarketingChannel', data: { ...fields, expectedVersion: 0 } })
      .thenThrows('conflict');
  });

  it('deletes a channel, after which it is not found', () => {
    const deleted: MarketingChannelEvent = { type: 'MarketingChannelDeleted', data: { channelId } };
    spec.given([created]).when({ type: 'DeleteMarketingChannel', data: { channelId } }).then([deleted]);
    spec.given([created, deleted]).when({ type: 'UpdateMarketingChannel', data: fields }).thenThrows('not_found');
  });
});
