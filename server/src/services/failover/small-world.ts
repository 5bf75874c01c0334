import { randomUUID } from 'node:crypto';
import {
  createOffer,
  createReferenceItem,
  handleCommand,
  registerUser,
  rejectOffer,
  runCompanyCommand,
  runEmployerCommand,
  type CommandMetadata,
} from '@rm/command-api';
import {
  breachDecider,
  breachStreamId,
  candidateProfileDecider,
  chatMessageDecider,
  chatStreamId,
  candidateProfileStreamId,
  commentDecider,
  commentStreamId,
  companyUserPermissionsStreamId,
  permissionDecider,
  timelineDecider,
  timelineStreamId,
} from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import { seedCampaign, seedContact } from '../../testing/seed-commands';

export interface WorldAdmin {
  id: string;
  email: string;
  password: string;
}

/** An offer whose contact may be unlocked for the offer's company (each company and contact once). */
export interface UnlockTarget {
  offerId: string;
  contactId: string;
  companyId: string;
  campaignId: string;
}

/** A small world made through the command path: admins, companies with an approved campaign each, contacts, offers (a few rejected). */
export interface SmallWorld {
  admins: WorldAdmin[];
  companyIds: string[];
  campaignIds: string[];
  contactIds: string[];
  /** Offers only ever moved by stage changes (never unlocked). */
  movableOfferIds: string[];
  unlockTargets: UnlockTarget[];
}

export interface SmallWorldOptions {
  admins?: number;
  companies?: number;
  /** Each contact has an offer in two campaigns: twice as many offers. */
  contacts?: number;
  /** How many contacts' first offer is kept for unlocking. */
  unlockable?: number;
}

const system: CommandMetadata = { actorId: null, actorRole: 'system' };

async function inBatches<T>(items: readonly T[], size: number, work: (item: T, index: number) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map((item, offset) => work(item, start + offset)));
}

export async function createSmallWorld(store: EventStore, options: SmallWorldOptions = {}): Promise<SmallWorld> {
  const admins: WorldAdmin[] = Array.from({ length: options.admins ?? 2 }, (_, n) => ({
    id: randomUUID(),
    email: `admin-${n + 1}-${randomUUID().slice(0, 8)}@failover.test`,
    password: randomUUID(),
  }));
  await inBatches(admins, 4, (admin, n) =>
    registerUser(
      store,
      {
        userId: admin.id,
        email: admin.email,
        firstName: `Admin${n + 1}`,
        lastName: 'Failover',
        password: admin.password,
        roles: ['admin'],
        companyId: null,
      },
      system,
    ),
  );

  const companyIds = Array.from({ length: options.companies ?? 3 }, () => randomUUID());
  const campaignIds = companyIds.map(() => randomUUID());
  await inBatches(companyIds, 4, async (companyId, n) => {
    await runCompanyCommand(
      store,
      companyId,
      {
        type: 'RegisterCompany',
        data: { companyId, name: `Failover ${n + 1} GmbH`, country: 'DE', zipCode: '10115', city: 'Berlin', isPartner: false },
      },
      system,
    );
    await seedCampaign(store, { companyId, campaignId: campaignIds[n], name: `Fahrer Berlin ${n + 1}`, budget: 10_000_000 });
  });

  // One breach in the data-protection register, so that its read model has a row to compare too.
  const breachId = randomUUID();
  await handleCommand({
    store,
    streamId: breachStreamId(breachId),
    decider: breachDecider,
    command: {
      type: 'RecordBreach',
      data: {
        breachId,
        fields: {
          detectedAt: new Date().toISOString(),
          description: 'Fehlversand einer Liste',
          dataCategories: 'Kontaktdaten',
          personsAffected: 3,
          risk: 'none',
          authorityNotifiedAt: null,
          personsNotifiedAt: null,
        },
      },
    },
    metadata: system,
  });

  // A note on each company's timeline and a definition of its own, so that those read models have rows to compare too.
  await inBatches(companyIds, 4, async (companyId) => {
    await runEmployerCommand(
      store,
      companyId,
      {
        type: 'SaveDefinition',
        data: { companyId, definitionId: randomUUID(), name: 'Fachkraft', description: 'Examiniert', create: true },
      },
      system,
    );
    const entryId = randomUUID();
    const data = {
      entryId,
      companyId,
      model: 'company' as const,
      modelId: companyId,
      contactId: null,
      subjectId: admins[0]?.id ?? companyId,
      entryType: 'note' as const,
      text: 'Rahmenvertrag besprochen.',
      title: null,
      outcome: null,
      meetingDate: null,
      meetingTime: null,
      performedAt: new Date().toISOString(),
      authorId: admins[0]?.id ?? companyId,
    };
    await handleCommand({
      store,
      streamId: timelineStreamId(entryId),
      decider: timelineDecider,
      command: { type: 'CreateTimelineEntry', data },
      metadata: system,
    });
  });

  // Reference data, so that its read model has rows to compare with a clean rebuild.
  await inBatches(['not_started', 'in_progress', 'done'], 3, (identifier) =>
    createReferenceItem(store, 'task-statuses', { name: identifier, identifier }, system),
  );

  const contactIds = Array.from({ length: options.contacts ?? 100 }, () => randomUUID());
  const candidateUserId = randomUUID();
  const unlockable = options.unlockable ?? 40;
  const movableOfferIds: string[] = [];
  const unlockTargets: UnlockTarget[] = [];
  await inBatches(contactIds, 8, async (contactId, n) => {
    await seedContact(store, {
      contactId,
      firstName: `Kim${contactId.slice(0, 6)}`,
      emailDomain: 'failover.test',
      // The first can sign in: a candidate with a profile of their own.
      userId: n === 0 ? candidateUserId : null,
    });
    for (const shift of [0, 1]) {
      const at = (n + shift) % companyIds.length;
      const offer = { offerId: randomUUID(), contactId, companyId: companyIds[at] as string, campaignId: campaignIds[at] as string };
      await createOffer(store, { ...offer, audienceId: null, employerId: null, price: 2500 }, system);
      if (shift === 0 && n < unlockable) unlockTargets.push(offer);
      else movableOfferIds.push(offer.offerId);
      // Every tenth contact turned their second offer down (it stays movable on the board).
      if (shift === 1 && n % 10 === 0)
        await rejectOffer(store, offer.offerId, { reason: 'too_far', text: null }, { actorId: null, actorRole: 'contact' });
    }
  });
  // A candidate's saved wizard step, a message to them, and a comment with a reply (the reply tells the first
  // author), so that the candidate profiles, chat, comments and notifications read models have rows to compare too.
  const candidate = contactIds[0];
  if (candidate)
    await handleCommand({
      store,
      streamId: candidateProfileStreamId(candidate),
      decider: candidateProfileDecider,
      command: { type: 'SaveProfileStep', data: { contactId: candidate, userId: candidateUserId, step: 1, address: null } },
      metadata: system,
    });
  // The back office's message to that candidate, so that the chat read model has a row from the start.
  if (candidate && admins[0]) {
    const messageId = randomUUID();
    await handleCommand({
      store,
      streamId: chatStreamId(messageId),
      decider: chatMessageDecider,
      command: {
        type: 'SendChatMessage',
        data: { messageId, contactId: candidate, companyId: null, senderId: admins[0].id, message: 'Guten Tag!', phone: '+49 151 1111111' },
      },
      metadata: system,
    });
  }
  const [firstAdmin, secondAdmin] = admins;
  const commentedCompany = companyIds[0];
  if (firstAdmin && secondAdmin && commentedCompany) {
    const [commentId, replyId] = [randomUUID(), randomUUID()];
    const ref = (id: string) => ({ commentId: id, model: 'company' as const, modelId: commentedCompany, companyId: commentedCompany });
    const post = (id: string, parentId: string | null, authorId: string, body: string) =>
      handleCommand({
        store,
        streamId: commentStreamId(id),
        decider: commentDecider,
        command: {
          type: 'PostComment',
          data: { ...ref(id), subjectId: authorId, parentId, parentAuthorId: parentId ? firstAdmin.id : null, authorId, body },
        },
        metadata: system,
      });
    await post(commentId, null, firstAdmin.id, 'Vertrag verlängert.');
    await post(replyId, commentId, secondAdmin.id, 'Bis Ende 2027.');
    // A company user the company limited to the unlocked contacts and tasks (the permissions read model's row).
    const memberId = randomUUID();
    await handleCommand({
      store,
      streamId: companyUserPermissionsStreamId(memberId),
      decider: permissionDecider,
      command: {
        type: 'SetCompanyUserPermissions',
        data: { userId: memberId, companyId: commentedCompany, permissions: ['unlocked-contacts', 'tasks'] },
      },
      metadata: system,
    });
  }

  return { admins, companyIds, campaignIds, contactIds, movableOfferIds, unlockTargets };
}
