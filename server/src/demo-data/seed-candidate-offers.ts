import { randomUUID } from 'node:crypto';
import { createOffer, issueFirstOfferLink, type CommandMetadata } from '@rm/command-api';
import type { EventStore } from '@rm/eventstore';
import type { DemoPlan } from './demo-plan';

/** How many fresh offers of the demo employer's company wait for the demo candidate's answer. */
const FRESH_OFFERS = 2;

/**
 * The demo candidate's offer links: one for each of their open offers, and two fresh offers (stage new)
 * of the demo employer's company, so that `candidate@demo.test` has offers to accept (after verifying
 * the phone, which the plan leaves unverified) and the admin's board shows the accepted one move. Gives the
 * companies the candidate has offers from.
 */
export async function seedCandidateOffers(store: EventStore, plan: DemoPlan, metadata: () => CommandMetadata): Promise<string[]> {
  const candidate = plan.contacts.find((contact) => contact.email === 'candidate@demo.test');
  if (!candidate) return [];
  const employer = plan.users.find((user) => user.email === 'employer@demo.test');
  const open = plan.offers.filter((offer) => offer.contact === candidate && offer.rejection === null).map((offer) => offer.offerId);
  const taken = new Set(plan.offers.filter((offer) => offer.contact === candidate).map((offer) => offer.campaign.campaignId));
  // The demo employer's campaigns first (their board is the one people look at), then any others.
  const campaigns = plan.campaigns
    .filter((campaign) => campaign.fate === 'approved' && !campaign.exhausted && !taken.has(campaign.campaignId))
    .sort((a, b) => Number(b.companyId === employer?.companyId) - Number(a.companyId === employer?.companyId))
    .slice(0, FRESH_OFFERS);
  for (const campaign of campaigns) {
    const offerId = randomUUID();
    await createOffer(
      store,
      {
        offerId,
        contactId: candidate.contactId,
        campaignId: campaign.campaignId,
        companyId: campaign.companyId,
        audienceId: campaign.audience.audienceId,
        employerId: employer?.userId ?? null,
        price: campaign.costPerUnlock,
      },
      metadata(),
    );
    open.push(offerId);
  }
  // A link for each: the offer-links reactor issues the same one when it runs during the seeding, none when it
  // starts after it (at the head of the log, as in the split deployment).
  for (const offerId of open) await issueFirstOfferLink(store, offerId, metadata());
  return [
    ...new Set([
      ...plan.offers.filter((offer) => offer.contact === candidate).map((offer) => offer.campaign.companyId),
      ...campaigns.map((campaign) => campaign.companyId),
    ]),
  ];
}
