import { describe, expect, it } from 'vitest';
import { makeTestStore } from '../testing/render';
import i18n from 'i18next';
import { rememberOwnRequest } from './own-requests';
import { applyRealtimeMessage } from './realtime';

describe('realtime pushes', () => {
  it('a stage change by someone else says so; other messages change nothing', async () => {
    await i18n.changeLanguage('en');
    const store = makeTestStore();
    applyRealtimeMessage(store.dispatch, { type: 'subscribed', channel: 'pipe.1' });
    expect(store.getState().flash).toEqual([]);
    applyRealtimeMessage(store.dispatch, {
      type: 'change',
      channel: 'pipe.1',
      subject: 'rm.offer-board.changed',
      data: { offerId: 'o', companyId: 'c', campaignId: 'k', from: 'new', to: 'hired', position: '1', correlationId: 'someone-elses' },
    });
    expect(store.getState().flash.map((f) => f.message)).toEqual(['Contact stage updated']);
  });

  it("this tab's own change (its request id) is not announced or refetched a second time", async () => {
    await i18n.changeLanguage('de');
    const store = makeTestStore();
    rememberOwnRequest('mine-1');
    applyRealtimeMessage(store.dispatch, {
      type: 'change',
      channel: 'pipe.1',
      subject: 'rm.offer-board.changed',
      data: { offerId: 'o', companyId: 'c', campaignId: 'k', from: 'new', to: 'hired', position: '2', correlationId: 'mine-1' },
    });
    expect(store.getState().flash).toEqual([]);
    applyRealtimeMessage(store.dispatch, {
      type: 'change',
      channel: 'pipe.1',
      subject: 'rm.offer-board.changed',
      data: { offerId: 'o', companyId: 'c', campaignId: 'k', from: 'hired', to: 'new', position: '3', correlationId: 'another-tab' },
    });
    expect(store.getState().flash.map((f) => f.message)).toEqual(['Kontaktstatus aktualisiert']);
  });
});
