/** Fixtures made through the command path, shared by the API tests, the failover test and its soak. */
import { randomUUID } from 'node:crypto';
import { createAudience, runCampaignCommand, runContactCommand, type CommandMetadata } from '@rm/command-api';
import type { EventStore } from '@rm/eventstore';

const system: CommandMetadata = { actorId: null, actorRole: 'system' };

export interface SeedContactOptions {
  contactId?: string;
  firstName?: string;
  userId?: string | null;
  /** The domain of the contact's email address (`<firstname>@<domain>`). */
  emailDomain?: string;
  /** The contact's number (default +49 151 1111111, shared by every test contact); null: none. */
  phone?: string | null;
}

/** A driver registered in Berlin-Mitte, about 2 km from the test audiences' centre. */
export async function seedContact(store: EventStore, options: SeedContactOptions = {}): Promise<string> {
  const contactId = options.contactId ?? randomUUID();
  const firstName = options.firstName ?? `Kim${contactId.slice(0, 4)}`;
  await runContactCommand(
    store,
    contactId,
    {
      type: 'RegisterContact',
      data: {
        contactId,
        userId: options.userId ?? null,
        firstName,
        lastName: 'Muster',
        email: `${firstName.toLowerCase()}@${options.emailDomain ?? 'example.test'}`,
        phone: options.phone === undefined ? '+49 151 1111111' : options.phone,
        profession: 'driver',
        zipCode: '10115',
        city: 'Berlin',
        lat: 52.53,
        lng: 13.38,
        registeredAt: new Date().toISOString(),
      },
    },
    system,
  );
  return contactId;
}

export interface SeedCampaignOptions {
  companyId: string;
  campaignId?: string;
  name?: string;
  /** Cents. */
  costPerUnlock?: number;
  /** Cents. */
  budget?: number;
  /** Audience radius around Berlin-Mitte; the test contacts live about 2 km from its centre. */
  rangeKm?: number;
  fate?: 'approved' | 'pending';
}

/** A campaign for drivers around Berlin-Mitte with an audience of its own, submitted and (by default) approved. */
export async function seedCampaign(store: EventStore, options: SeedCampaignOptions): Promise<string> {
  const { companyId, name = 'Fahrer Berlin', costPerUnlock = 2500, budget = 100_000, rangeKm = 50, fate = 'approved' } = options;
  const audienceId = randomUUID();
  const campaignId = options.campaignId ?? randomUUID();
  await createAudience(
    store,
    { audienceId, companyId, name: `${name} audience`, profession: 'driver', zipCode: '10115', lat: 52.52, lng: 13.4, rangeKm },
    system,
  );
  await runCampaignCommand(
    store,
    campaignId,
    { type: 'CreateCampaign', data: { campaignId, companyId, audienceId, name, costPerUnlock, budget, createdBy: null } },
    system,
  );
  await runCampaignCommand(store, campaignId, { type: 'SubmitCampaignForApproval', data: { campaignId } }, system);
  if (fate === 'approved') {
    await runCampaignCommand(
      store,
      campaignId,
      {
        type: 'ApproveCampaign',
        data: { campaignId, resetRejectedOffers: false, userShouldBeNotified: false, audienceCandidatesCount: 0 },
      },
      system,
    );
  }
  return campaignId;
}
