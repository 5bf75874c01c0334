import { reissueOfferLinkForReset, trackOfferStep } from '@rm/command-api';
import { audienceStreamId, offerStreamId } from '@rm/domain';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWorld, startTestApp, type TestApp, type World } from '../testing';
import { offerResends } from './offer-resends';

let t: TestApp;
let w: World;
let audienceId = '';

const linksOf = async (offerId: string): Promise<string[]> =>
  (await t.store.readStream(offerStreamId(offerId)))
    .filter((event) => event.type === 'OfferLinkIssued')
    .map((event) => String((event.data as { token: string }).token));

const smsPathsOf = async (offerId: string): Promise<readonly string[]> =>
  (await t.pool.anyFirst(
    sql.unsafe`select data->>'path' from ops.notification_outbox where template = 'offer-link' and data->>'offerId' = ${offerId} order by created_at, id`,
  )) as readonly string[];

/** How many links each of the campaign's offers (and the other company's) has. */
const linkCounts = async (): Promise<number[]> =>
  Promise.all([...w.offerIds, w.otherOfferId].map(async (offerId) => (await linksOf(offerId)).length));

const reset = async (which: 'all' | 'non-viewed') => {
  const response = await t.call('POST', `/api/audiences/${audienceId}/reset-${which}-offers`, w.sessions.admin);
  expect(response.statusCode).toBe(200);
  await sent();
};

/** The resets handled (their links appended), then those links handled (their SMS written). */
const sent = async () => {
  await t.caughtUp();
  await t.caughtUp();
};

beforeAll(async () => {
  t = await startTestApp();
  // Offers 0–3 in the company's campaign: 1 viewed, 2 turned down.
  w = await seedWorld(t, { contacts: 4 });
  audienceId = String(
    await t.pool.oneFirst(sql.unsafe`select audience_id from rm_campaigns.campaigns where campaign_id = ${w.campaignId}`),
  );
  // The candidate saw the offer (a step only the candidate's own actions record).
  await trackOfferStep(t.store, w.offerIds[1] ?? '', 'viewed', { actorId: null, actorRole: 'system' });
  expect((await t.call('POST', `/api/offers/${w.offerIds[2] ?? ''}/reject`, w.sessions.admin, { reason: 'other' })).statusCode).toBe(200);
  await t.caughtUp();
});
afterAll(() => t.close());

describe('resetting the offers of an audience sends them again', () => {
  it('the non-viewed ones: a new link in one new SMS each, the viewed and the answered ones untouched', async () => {
    expect(await linkCounts()).toEqual([1, 1, 1, 1, 1]);
    await reset('non-viewed');
    expect(await linkCounts()).toEqual([2, 1, 1, 2, 1]);
    const offerId = w.offerIds[0] ?? '';
    const links = await linksOf(offerId);
    expect(await smsPathsOf(offerId)).toEqual(links.map((token) => `/angebote/${token}`));
  });

  it('all of them: every unanswered offer of the audience once more, other audiences untouched', async () => {
    await reset('all');
    expect(await linkCounts()).toEqual([3, 2, 1, 3, 1]);
    expect(await smsPathsOf(w.offerIds[1] ?? '')).toHaveLength(2);
  });

  it('once per reset, however often the reactor runs for it again (a restart in the middle of a reset)', async () => {
    const resets = (await t.store.readStream(audienceStreamId(audienceId))).filter((event) => event.type === 'AudienceOffersReset');
    expect(resets).toHaveLength(2);
    const again = await reissueOfferLinkForReset(t.store, w.offerIds[0] ?? '', resets[1]?.id ?? '', {
      actorId: null,
      actorRole: 'system',
      correlationId: audienceId,
    });
    expect(again).toBeNull();
    // The reactor handles both resets once more, as after a crash before its checkpoint moved.
    const reactor = offerResends(t.store);
    await t.pool.transaction((connection) => reactor.handle(resets, connection, { schema: reactor.schema }));
    await sent();
    expect(await linkCounts()).toEqual([3, 2, 1, 3, 1]);
    expect(await smsPathsOf(w.offerIds[3] ?? '')).toHaveLength(3);
  });
});
