import { randomUUID } from 'node:crypto';
import { handleCommand, type CommandMetadata } from '@rm/command-api';
import {
  commentDecider,
  commentStreamId,
  notificationJobDecider,
  notificationJobStreamId,
  notificationStreamId,
  pushDecider,
  type CommentPosted,
} from '@rm/domain';
import type { EventStore } from '@rm/eventstore';
import type { DemoPlan } from './demo-plan';

/**
 * Messaging demo data through the command path: a comment thread on the demo candidate's contact (sales
 * asks, the admin replies, so each has a reply in their notification list), notes on the demo company (internal
 * ones, and one for the customer with a reply, so the owner sees a thread and the back office sees both kinds),
 * pushes in the candidate's notification list, and a finished-looking verify-email job for the sender
 * screen (the job worker sends it once the server runs).
 */
export async function seedMessaging(store: EventStore, plan: DemoPlan, at: (fraction: number) => string): Promise<void> {
  const admin = plan.users.find((user) => user.email === 'admin@demo.test');
  const sales = plan.users.find((user) => user.email === 'sales@demo.test');
  const candidate = plan.users.find((user) => user.email === 'candidate@demo.test');
  const owner = plan.users.find((user) => user.email === 'owner@demo.test');
  const contact = plan.contacts.find((c) => c.userId === candidate?.userId);
  if (!admin || !sales || !candidate || !contact) return;
  const by = (userId: string, fraction: number): CommandMetadata => ({
    actorId: userId,
    actorRole: 'admin',
    occurredAt: at(fraction),
    correlationId: randomUUID(),
  });
  const post = async (data: Omit<CommentPosted['data'], 'commentId'>, fraction: number): Promise<string> => {
    const commentId = randomUUID();
    await handleCommand({
      store,
      streamId: commentStreamId(commentId),
      decider: commentDecider,
      command: { type: 'PostComment', data: { ...data, commentId } },
      metadata: by(data.authorId, fraction),
    });
    return commentId;
  };
  const onContact = { model: 'contact' as const, modelId: contact.contactId, companyId: null, subjectId: contact.contactId };
  const first = await post(
    { ...onContact, parentId: null, parentAuthorId: null, authorId: sales.userId, body: 'Telefonisch gut erreichbar, sucht Nachtdienste.' },
    0.96,
  );
  await post(
    { ...onContact, parentId: first, parentAuthorId: sales.userId, authorId: admin.userId, body: 'Danke, habe ich im Profil vermerkt.' },
    0.965,
  );
  const second = await post(
    {
      ...onContact,
      parentId: null,
      parentAuthorId: null,
      authorId: admin.userId,
      body: 'Führerschein Klasse B liegt vor.',
      visibility: 'customer',
    },
    0.97,
  );
  await post(
    { ...onContact, parentId: second, parentAuthorId: admin.userId, authorId: sales.userId, body: 'Kopie ist in den Dokumenten.' },
    0.975,
  );
  if (owner?.companyId) {
    const onCompany = { model: 'company' as const, modelId: owner.companyId, companyId: owner.companyId, subjectId: admin.userId };
    await post(
      {
        ...onCompany,
        parentId: null,
        parentAuthorId: null,
        authorId: admin.userId,
        body: 'Zahlt zuverlässig per SEPA; Ansprechpartnerin ist die Inhaberin.',
        visibility: 'internal',
      },
      0.978,
    );
    const forCustomer = await post(
      {
        ...onCompany,
        parentId: null,
        parentAuthorId: null,
        authorId: sales.userId,
        body: 'Willkommen! Ihr Paket gilt ab dem 1. des Monats; Fragen gern an den Kundenservice.',
        visibility: 'customer',
      },
      0.979,
    );
    await post(
      {
        ...onCompany,
        parentId: forCustomer,
        parentAuthorId: sales.userId,
        authorId: admin.userId,
        body: 'Die Rechnung für das erste Quartal ist versandt.',
        visibility: 'customer',
      },
      0.98,
    );
    await post(
      {
        ...onCompany,
        parentId: forCustomer,
        parentAuthorId: sales.userId,
        authorId: sales.userId,
        body: 'Intern: Verlängerung mit 10 % Rabatt anbieten.',
        visibility: 'internal',
      },
      0.981,
    );
  }

  const jobId = randomUUID();
  for (const [i, kind] of (['fill-profile-meta', 'verify-phone'] as const).entries()) {
    const notificationId = randomUUID();
    await handleCommand({
      store,
      streamId: notificationStreamId(notificationId),
      decider: pushDecider,
      command: { type: 'PushNotification', data: { notificationId, jobId, kind, contactId: contact.contactId, userId: candidate.userId } },
      metadata: by(admin.userId, 0.985 + i * 0.002),
    });
  }
  const withMail = plan.contacts.slice(0, 20).map((c) => c.contactId);
  await handleCommand({
    store,
    streamId: notificationJobStreamId(jobId),
    decider: notificationJobDecider,
    command: {
      type: 'RequestNotificationJob',
      data: { jobId, channel: 'mail', kind: 'verify-email', contactIds: withMail, requestedBy: admin.userId },
    },
    metadata: by(admin.userId, 0.99),
  });
}
