import { issueFirstOfferLink } from '@rm/command-api';
import { offerStreamId } from '@rm/domain';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithWorld, type TestApp, type World } from '../testing';

let t: TestApp;
let w: World;

const linksOf = async (offerId: string): Promise<string[]> =>
  (await t.store.readStream(offerStreamId(offerId)))
    .filter((event) => event.type === 'OfferLinkIssued')
    .map((event) => String((event.data as { token: string }).token));

const linkMessagesOf = async (offerId: string) =>
  (await t.pool.any(
    sql.unsafe`select recipient_id, data->>'path' as path from ops.notification_outbox where template = 'offer-link' and data->>'offerId' = ${offerId}`,
  )) as readonly { recipient_id: string; path: string }[];

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 2 }));
  await t.caughtUp();
});
afterAll(() => t.close());

describe('every new offer goes to its candidate', () => {
  it("with one link, in one SMS to the offer's contact that carries it", async () => {
    for (const [index, offerId] of w.offerIds.entries()) {
      const links = await linksOf(offerId);
      expect(links).toHaveLength(1);
      const messages = await linkMessagesOf(offerId);
      expect(messages).toEqual([{ recipient_id: w.contactIds[index], path: `/angebote/${links[0]}` }]);
    }
  });

  it('never a second link, however often the reactor runs again for the offer', async () => {
    const offerId = w.offerIds[0] ?? '';
    const again = await issueFirstOfferLink(t.store, offerId, { actorId: null, actorRole: 'system', correlationId: offerId });
    expect(again).toBeNull();
    expect(await linksOf(offerId)).toHaveLength(1);
    await t.caughtUp();
    expect(await linkMessagesOf(offerId)).toHaveLength(1);
  });
});
