import type { CommandReadPort } from '@rm/command-api';
import type { EventStore } from '@rm/eventstore';
import { allProjections, waitForProjections } from '@rm/projectors';
import { currentUserBody, offerOwner, readOfferCard, readUnlockedContact, userByEmail } from '@rm/query-api';
import { sql, type DatabasePool } from 'slonik';

/** The read-side lookups the command routes answer with, served from the read models. */
export function createCommandReadPort(pool: DatabasePool, store: EventStore): CommandReadPort {
  return {
    offerCard: (offerId) => readOfferCard(pool, offerId),
    offerOwner: (offerId) => offerOwner(pool, offerId),
    async offerFor(contactId, campaignId) {
      const result = await pool.query(sql.unsafe`select offer_id from rm_offer_board.offers where contact_id = ${contactId} and campaign_id = ${campaignId} limit 1`);
      return (result.rows[0] as { offer_id: string } | undefined)?.offer_id ?? null;
    },
    unlockedContact: (unlockId) => readUnlockedContact(pool, unlockId),
    async campaign(campaignId) {
      const result = await pool.query(sql.unsafe`
        select c.company_id, c.cost_per_unlock, coalesce(a.candidates_count, 0) as candidates_count
        from rm_campaigns.campaigns c left join rm_campaigns.audiences a on a.audience_id = c.audience_id
        where c.campaign_id = ${campaignId}`);
      const row = result.rows[0] as { company_id: string; cost_per_unlock: number; candidates_count: number } | undefined;
      return row ? { companyId: row.company_id, costPerUnlock: row.cost_per_unlock, audienceCandidatesCount: row.candidates_count } : null;
    },
    async contactName(contactId) {
      const result = await pool.query(sql.unsafe`select full_name from rm_contacts.contacts where contact_id = ${contactId}`);
      return (result.rows[0] as { full_name: string } | undefined)?.full_name ?? null;
    },
    userByEmail: (email) => userByEmail(pool, email),
    currentUserBody,
    caughtUp: () => waitForProjections(pool, store, allProjections, 5000),
  };
}
