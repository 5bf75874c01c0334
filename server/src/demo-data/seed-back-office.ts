import { randomUUID } from 'node:crypto';
import {
  chargeForHire,
  handleCommand,
  loadUnlock,
  registerBusiness,
  registerUser,
  runCampaignCommand,
  runCompanyCommand,
  runMarketingChannelCommand,
  sendOfferReminders,
  type CommandMetadata,
} from '@rm/command-api';
import { CUSTOMER_LEVELS, transactionDecider, transactionStreamId, type CompanyFlag, type CustomerSegment } from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import type { DemoPlan } from './demo-plan';

/** Marketing channels a German recruiting team buys reach on. */
const CHANNELS = [
  { name: 'Facebook', icon: 'brand-facebook', url: 'https://www.facebook.com', color: '#1877f2' },
  { name: 'Instagram', icon: 'brand-instagram', url: 'https://www.instagram.com', color: '#c13584' },
  { name: 'Indeed', icon: 'briefcase', url: 'https://de.indeed.com', color: '#2164f3' },
  { name: 'Google Ads', icon: 'brand-google', url: 'https://ads.google.com', color: '#34a853' },
  { name: 'Radio Hamburg', icon: 'radio', url: 'https://www.radiohamburg.de', color: '#e2001a' },
];

const SEGMENTS: Record<DemoPlan['companies'][number]['profession'], CustomerSegment[]> = {
  care: ['care_home', 'ambulatory_care'],
  nursing: ['hospital', 'care_home'],
  driver: ['logistics', 'passenger_transport'],
};

/**
 * The back office's demo world, on top of the companies, campaigns and offers seeded before: companies in
 * every state (partner, SEPA enabled and approved, direct pay, verified, no focus, inactive, levels,
 * segments, settings, configs), duplicates to find (a second spelling at the same postal code, a second
 * registration from the same e-mail domain), employers of no company, marketing channels on campaigns,
 * switched campaigns, hire charges with a paused reminder, and offer reminders in the outbox. Through
 * the command path only.
 */
export async function seedBackOffice(
  store: EventStore,
  plan: DemoPlan,
  asAdmin: (fraction: number) => CommandMetadata,
  at: (fraction: number) => string,
): Promise<void> {
  for (const [index, company] of plan.companies.entries()) {
    const meta = asAdmin(0.05 + 0.001 * index);
    const run = (command: Parameters<typeof runCompanyCommand>[2]) => runCompanyCommand(store, company.companyId, command, meta);
    const flag = (name: CompanyFlag, value: boolean) =>
      run({ type: 'SetCompanyFlag', data: { companyId: company.companyId, flag: name, value } });
    await run({ type: 'SetCustomerLevel', data: { companyId: company.companyId, customerLevel: CUSTOMER_LEVELS[index % 4] ?? 'B' } });
    await run({
      type: 'SetCustomerSegment',
      data: { companyId: company.companyId, customerSegment: SEGMENTS[company.profession][index % 2] ?? 'other' },
    });
    if (index <= 5) await flag('marked_as_verified', true);
    if (index === 1 || index === 4) await flag('direct_pay', true);
    if (index === 2) await flag('auto_contacts_unlock', true);
    if (index <= 2) {
      await flag('sepa_enabled', true);
      await run({ type: 'ApproveSepa', data: { companyId: company.companyId, signedAt: at(0.04 + 0.001 * index), now: at(0.05) } });
    }
    if (index === 3) await flag('sepa_enabled', true);
    if (index === 6) await run({ type: 'ChangeCompanySettings', data: { companyId: company.companyId, dueDays: 30, goodwillMode: true } });
    if (index === 8) await flag('no_focus', true);
    if (index === 9) await flag('is_active', false);
    if (index === 0) {
      await run({
        type: 'ChangeCompanyConfigs',
        data: {
          companyId: company.companyId,
          configs: { invoice_email: 'buchhaltung@demo.test', max_unlocks_per_month: 40, cost_centre: 'HH-01' },
        },
      });
      await run({
        type: 'ChangeCompanyProperties',
        data: { companyId: company.companyId, properties: { hubspot_id: '8812431', employees: 85, founded: 1998 } },
      });
    }
  }

  // Duplicates: the first company spelt again at its own postal code, and two registrations from one company domain.
  const first = plan.companies[0];
  if (first) {
    const companyId = randomUUID();
    await runCompanyCommand(
      store,
      companyId,
      {
        type: 'RegisterCompany',
        data: {
          companyId,
          name: 'Pflegedienst Sonnenschein',
          country: 'DE',
          zipCode: first.place.zipCode,
          city: first.place.place,
          isPartner: false,
        },
      },
      asAdmin(0.3),
    );
  }
  await registerBusiness(
    store,
    business('Spedition Kranich GmbH', 'Katrin', 'Kranich', 'k.kranich@spedition-kranich.de', '+4915112300001', '28195', 'Bremen'),
    { actorId: null, actorRole: null, occurredAt: at(0.5) },
  );
  await registerBusiness(
    store,
    business('Kranich Logistik', 'Paul', 'Kranich', 'dispo@spedition-kranich.de', '+4915112300002', '28197', 'Bremen'),
    { actorId: null, actorRole: null, occurredAt: at(0.8) },
  );

  // Employers of no company yet.
  for (const [index, [firstName, lastName]] of [
    ['Jana', 'Wolff'],
    ['Murat', 'Aydin'],
  ].entries()) {
    await registerUser(
      store,
      {
        email: `${firstName?.toLowerCase()}.${lastName?.toLowerCase()}@employer.demo.test`,
        firstName: firstName ?? '',
        lastName: lastName ?? '',
        password: randomUUID(),
        roles: ['business'],
      },
      { actorId: null, actorRole: 'system', occurredAt: at(0.6 + 0.01 * index) },
    );
  }

  // Marketing channels, on the approved campaigns with their own links.
  const channelIds: string[] = [];
  for (const [index, channel] of CHANNELS.entries()) {
    const channelId = randomUUID();
    await runMarketingChannelCommand(
      store,
      channelId,
      { type: 'CreateMarketingChannel', data: { channelId, ...channel } },
      asAdmin(0.64 + 0.001 * index),
    );
    channelIds.push(channelId);
  }
  const approved = plan.campaigns.filter((campaign) => campaign.fate === 'approved');
  for (const [index, campaign] of approved.entries()) {
    const meta = asAdmin(0.7 + 0.001 * index);
    const picked = channelIds.filter((_, n) => (n + index) % 3 === 0);
    await runCampaignCommand(
      store,
      campaign.campaignId,
      {
        type: 'SyncMarketingChannels',
        data: {
          campaignId: campaign.campaignId,
          channels: picked.map((channelId, n) => ({
            channelId,
            url: n === 0 ? `https://jobs.demo.test/${campaign.campaignId.slice(0, 8)}?utm_source=${index}` : null,
          })),
        },
      },
      meta,
    );
    if (index % 4 === 0)
      await runCampaignCommand(
        store,
        campaign.campaignId,
        { type: 'SetCampaignFlag', data: { campaignId: campaign.campaignId, flag: 'is_critical', value: true } },
        meta,
      );
    if (index % 3 === 1)
      await runCampaignCommand(
        store,
        campaign.campaignId,
        { type: 'SetCampaignFlag', data: { campaignId: campaign.campaignId, flag: 'send_offers_in_batch', value: true } },
        meta,
      );
  }

  // Hires charged; the first charge's payment reminders paused.
  const hired = plan.offers.filter((offer) => offer.path.at(-1) === 'hired');
  let paused = false;
  for (const [index, offer] of hired.entries()) {
    const unlock = await loadUnlock(store, offer.campaign.companyId, offer.contact.contactId);
    if (unlock.status === 'none' || unlock.status === 'deleted' || unlock.hireTransactionId) continue;
    const transactionId = randomUUID();
    const meta = asAdmin(0.96 + 0.0005 * index);
    await chargeForHire(store, unlock, { transactionId, price: 90000 }, meta);
    if (!paused) {
      await handleCommand({
        store,
        streamId: transactionStreamId(transactionId),
        decider: transactionDecider,
        command: { type: 'ToggleTransactionReminders', data: { transactionId, companyId: unlock.companyId, exists: true } },
        metadata: meta,
      });
      paused = true;
    }
  }

  // Reminders of open offers, two days ago: they wait in the outbox.
  const open = plan.offers.filter((offer) => offer.path.length === 0).slice(0, 40);
  await sendOfferReminders(
    store,
    open.map((offer) => offer.offerId),
    { batchId: 'demo-reminders', now: at(0.97), minHoursSinceLast: 24 },
    asAdmin(0.97),
  );
}

function business(companyName: string, firstName: string, lastName: string, email: string, mobile: string, zipCode: string, city: string) {
  return {
    companyName,
    country: 'DE',
    zipCode,
    city,
    companyPhone: null,
    firstName,
    lastName,
    email,
    mobile,
    password: randomUUID(),
    registeredFrom: 'google',
    registeredFromPage: '/register/business',
    salesOwnerId: null,
    accountManagerId: null,
  };
}
