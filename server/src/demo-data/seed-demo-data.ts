import { randomUUID } from 'node:crypto';
import {
  changeOfferStage,
  createAudience,
  createOffer,
  rejectOffer,
  registerUser,
  runCampaignCommand,
  runCompanyCommand,
  runContactCommand,
  runPrivacyCommand,
  runUnlockCommand,
  unlockContact,
  type CommandMetadata,
} from '@rm/command-api';
import type { ReferenceKind } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import type { Logger } from '@rm/platform';
import { planDemoData, type DemoPlan } from './demo-plan';
import { seedReferenceData } from './reference-data';
import { seedContactProfiles } from './seed-contact-profiles';
import { seedCandidateOffers } from './seed-candidate-offers';
import { seedAudiences } from './seed-audiences';
import { seedAnalyticsHistory } from './seed-analytics-history';
import { seedBackOffice } from './seed-back-office';
import { seedCandidateProfile } from './seed-candidate-profile';
import { seedEmployerSettings } from './seed-employer-settings';
import { seedChat } from './seed-chat';
import { seedEmployerWorkspace } from './seed-employer-workspace';
import { seedMessaging } from './seed-messaging';
import { seedPrivacyRegister } from './seed-privacy-register';
import { seedPublicSite } from './seed-public-site';
import { distanceKm, loadPostalCodes } from './postal-codes';
import { seededRandom } from './random';

/** The password of the demo sign-ins (README). Other demo employers get an unusable random password. */
export const DEMO_PASSWORD = 'demo12345';

async function inParallel<T>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        await work(items[index] as T, index);
      }
    }),
  );
}

/**
 * Seeds the demo world into an empty store through the real command path (deciders and appends, never
 * SQL inserts). Instants are spread over the last 90 days so that the audit trail and dates look real.
 */
export async function seedDemoData(store: EventStore, logger: Logger, options: { now?: Date; contacts?: number } = {}): Promise<DemoPlan> {
  const now = options.now ?? new Date();
  const plan = planDemoData(seededRandom(20261122), loadPostalCodes(), { now, contacts: options.contacts });
  const started = performance.now();
  const span = now.getTime() - plan.startsAt.getTime();
  const at = (fraction: number): string => new Date(plan.startsAt.getTime() + Math.min(0.999, Math.max(0, fraction)) * span).toISOString();
  const admin = plan.users.find((u) => u.email === 'admin@demo.test');
  const asAdmin = (fraction: number): CommandMetadata => ({
    actorId: admin?.userId ?? null,
    actorRole: 'admin',
    occurredAt: at(fraction),
    correlationId: randomUUID(),
  });
  const system = (fraction: number): CommandMetadata => ({ actorId: null, actorRole: 'system', occurredAt: at(fraction) });

  // Users and companies first (day 0–2).
  await inParallel(plan.users, 4, async (user, i) => {
    await registerUser(
      store,
      {
        userId: user.userId,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        password: user.canSignIn ? DEMO_PASSWORD : randomUUID(),
        roles: user.roles,
        companyId: user.companyId,
      },
      system(0.001 * i),
    );
  });
  await inParallel(plan.companies, 4, async (company, i) => {
    const meta = asAdmin(0.02 + 0.001 * i);
    await runCompanyCommand(
      store,
      company.companyId,
      {
        type: 'RegisterCompany',
        data: {
          companyId: company.companyId,
          name: company.name,
          country: 'DE',
          zipCode: company.place.zipCode,
          city: company.place.place,
          isPartner: i % 4 === 0,
        },
      },
      meta,
    );
    if (company.accountManagerId) {
      await runCompanyCommand(
        store,
        company.companyId,
        { type: 'AssignAccountManager', data: { companyId: company.companyId, accountManagerId: company.accountManagerId } },
        meta,
      );
    }
    for (const employerId of company.employerIds) {
      await runCompanyCommand(
        store,
        company.companyId,
        { type: 'AttachEmployer', data: { companyId: company.companyId, employerId } },
        meta,
      );
    }
  });

  // Reference data: what the lists and pickers offer (day 1).
  const referenceIds = new Map<ReferenceKind, string[]>();
  const referenceItems = await seedReferenceData(store, now, (i) => asAdmin(0.011 + 0.00001 * i), referenceIds);

  // Contacts register over the first two months.
  await inParallel(plan.contacts, 8, async (contact, i) => {
    const fraction = 0.03 + (0.6 * i) / plan.contacts.length;
    await runContactCommand(
      store,
      contact.contactId,
      {
        type: 'RegisterContact',
        data: {
          contactId: contact.contactId,
          userId: contact.userId,
          firstName: contact.firstName,
          lastName: contact.lastName,
          email: contact.email,
          phone: contact.phone,
          profession: contact.profession,
          zipCode: contact.place.zipCode,
          city: contact.place.place,
          lat: contact.place.lat,
          lng: contact.place.lng,
          registeredAt: at(fraction),
        },
      },
      system(fraction),
    );
    // Consent to the terms and the privacy notice at registration; every third to the talent pool, which
    // every ninth of those withdraws again (by e-mail) later.
    const consents = i % 3 === 0 ? (['terms', 'privacy_notice', 'talent_pool'] as const) : (['terms', 'privacy_notice'] as const);
    for (const purpose of consents) {
      await runPrivacyCommand(
        store,
        contact.contactId,
        { type: 'GiveConsent', data: { contactId: contact.contactId, purpose, textVersion: '2026-01', channel: 'web', at: at(fraction) } },
        system(fraction),
      );
    }
    if (i % 27 === 0)
      await runPrivacyCommand(
        store,
        contact.contactId,
        {
          type: 'WithdrawConsent',
          data: { contactId: contact.contactId, purpose: 'talent_pool', channel: 'email', at: at(fraction + 0.05) },
        },
        asAdmin(fraction + 0.05),
      );
    const later = asAdmin(fraction + 0.02);
    if (contact.phoneVerified)
      await runContactCommand(
        store,
        contact.contactId,
        { type: 'VerifyPhone', data: { contactId: contact.contactId, method: 'otp', now: at(fraction + 0.01) } },
        system(fraction + 0.01),
      );
    if (contact.callMade)
      await runContactCommand(
        store,
        contact.contactId,
        { type: 'ChangeCallStatus', data: { contactId: contact.contactId, callMade: true } },
        later,
      );
    if (contact.disabledForUnlock)
      await runContactCommand(store, contact.contactId, { type: 'ToggleDisableForUnlock', data: { contactId: contact.contactId } }, later);
    if (!contact.active)
      await runContactCommand(
        store,
        contact.contactId,
        { type: 'ToggleContactActive', data: { contactId: contact.contactId, reason: 'Hat bereits eine neue Stelle gefunden' } },
        later,
      );
  });

  // Audiences and campaigns, through approval (day 60–65).
  await inParallel(plan.campaigns, 4, async (campaign, i) => {
    const fraction = 0.66 + 0.001 * i;
    const audience = campaign.audience;
    await createAudience(
      store,
      {
        audienceId: audience.audienceId,
        companyId: audience.companyId,
        name: audience.name,
        profession: audience.profession,
        zipCode: audience.center.zipCode,
        lat: audience.center.lat,
        lng: audience.center.lng,
        rangeKm: audience.rangeKm,
      },
      asAdmin(fraction),
    );
    await runCampaignCommand(
      store,
      campaign.campaignId,
      {
        type: 'CreateCampaign',
        data: {
          campaignId: campaign.campaignId,
          companyId: campaign.companyId,
          audienceId: audience.audienceId,
          name: campaign.name,
          costPerUnlock: campaign.costPerUnlock,
          budget: campaign.budget,
          createdBy: admin?.userId ?? null,
        },
      },
      asAdmin(fraction),
    );
    if (campaign.fate === 'draft') return;
    await runCampaignCommand(
      store,
      campaign.campaignId,
      { type: 'SubmitCampaignForApproval', data: { campaignId: campaign.campaignId } },
      asAdmin(fraction + 0.005),
    );
    if (campaign.fate === 'approved') {
      await runCampaignCommand(
        store,
        campaign.campaignId,
        {
          type: 'ApproveCampaign',
          data: {
            campaignId: campaign.campaignId,
            resetRejectedOffers: false,
            userShouldBeNotified: true,
            audienceCandidatesCount: plan.contacts.filter(
              (c) => c.active && c.profession === audience.profession && distanceKm(c.place, audience.center) <= audience.rangeKm,
            ).length,
          },
        },
        asAdmin(fraction + 0.01),
      );
    } else if (campaign.fate === 'rejected') {
      await runCampaignCommand(
        store,
        campaign.campaignId,
        {
          type: 'RejectCampaign',
          data: { campaignId: campaign.campaignId, rejectedReason: 'Budget zu niedrig für die Zielgruppe', userShouldBeNotified: true },
        },
        asAdmin(fraction + 0.01),
      );
    }
  });

  // Offers, and their way through the pipeline (day 66–90).
  // One campaign's offers one after another: their unlocks spend the same campaign budget, and eight
  // writers on one stream would lose the append race more often than a command retries.
  const offersByCampaign = new Map<string, Array<{ offer: (typeof plan.offers)[number]; i: number }>>();
  plan.offers.forEach((offer, i) => {
    const group = offersByCampaign.get(offer.campaign.campaignId) ?? [];
    group.push({ offer, i });
    offersByCampaign.set(offer.campaign.campaignId, group);
  });
  await inParallel([...offersByCampaign.values()], 8, async (group) => {
    for (const { offer, i } of group) await seedOffer(offer, i);
  });

  async function seedOffer(offer: (typeof plan.offers)[number], i: number): Promise<void> {
    let fraction = 0.74 + (0.2 * i) / plan.offers.length;
    const { campaign, contact } = offer;
    await createOffer(
      store,
      {
        offerId: offer.offerId,
        contactId: contact.contactId,
        campaignId: campaign.campaignId,
        companyId: campaign.companyId,
        audienceId: campaign.audience.audienceId,
        employerId: offer.employerId,
        price: campaign.costPerUnlock,
      },
      system(fraction),
    );
    let unlockId: string | null = null;
    for (const stage of offer.path) {
      fraction += 0.002;
      if (stage === 'unlocked') {
        unlockId = await unlockContact(
          store,
          {
            contactId: contact.contactId,
            companyId: campaign.companyId,
            employerId: offer.employerId,
            campaignId: campaign.campaignId,
            offerId: offer.offerId,
            price: campaign.costPerUnlock,
          },
          asAdmin(fraction),
        );
      } else {
        await changeOfferStage(store, offer.offerId, stage, asAdmin(fraction));
      }
    }
    if (offer.rejection) {
      await rejectOffer(store, offer.offerId, offer.rejection, {
        actorId: null,
        actorRole: 'contact',
        occurredAt: at(fraction + 0.001),
        correlationId: randomUUID(),
      });
    }
    if (unlockId && offer.path.at(-1) === 'hired') {
      await runUnlockCommand(
        store,
        { unlockId, companyId: campaign.companyId, contactId: contact.contactId },
        'ConfirmHireByAdmin',
        asAdmin(fraction + 0.001),
      );
    } else if (unlockId && offer.path.length > 3) {
      await runUnlockCommand(
        store,
        { unlockId, companyId: campaign.companyId, contactId: contact.contactId },
        'OpenUnlockedContact',
        asAdmin(fraction + 0.001),
      );
    }
  }

  const candidateCompanyIds = await seedCandidateOffers(store, plan, () => system(0.995));
  const analyticsEvents = await seedAnalyticsHistory(store, plan, at);
  await seedBackOffice(store, plan, asAdmin, at);
  await seedEmployerSettings(store, plan, asAdmin, at);
  const bandAudiences = await seedAudiences(store, plan, asAdmin);
  await seedEmployerWorkspace(store, plan, referenceIds, now);
  await seedCandidateProfile(store, plan, now);
  await seedMessaging(store, plan, at);
  await seedPublicSite(store, plan, asAdmin, at, candidateCompanyIds);
  const contactProfiles = await seedContactProfiles(store, plan, asAdmin, at);
  await seedChat(store, plan, now);
  await seedPrivacyRegister(store, plan, now);

  logger.info(
    {
      users: plan.users.length,
      companies: plan.companies.length,
      campaigns: plan.campaigns.length,
      bandAudiences,
      analyticsEvents,
      contacts: plan.contacts.length,
      contactProfiles,
      offers: plan.offers.length,
      referenceItems,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    },
    'demo data seeded through the command path',
  );
  return plan;
}
