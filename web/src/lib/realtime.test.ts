import { describe, expect, it } from 'vitest';
import { makeStore } from '../app/store';
import { applyRealtimeMessage } from './realtime';

describe('realtime pushes', () => {
  it('a stage change says "Contact stage updated"; other messages change nothing', () => {
    const store = makeStore();
    applyRealtimeMessage(store.dispatch, { type: 'subscribed', channel: 'pipe.1' });
    expect(store.getState().flash).toEqual([]);
    applyRealtimeMessage(store.dispatch, { type: 'event', channel: 'pipe.1', event: 'offer.stage_changed', data: { offer_id: 'o', from: 'new', to: 'hired' } });
    expect(store.getState().flash.map((f) => f.message)).toEqual(['Contact stage updated']);
  });
});
