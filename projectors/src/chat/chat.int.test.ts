import { randomUUID } from 'node:crypto';
import { chatChanged, type DomainEvent } from '@rm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionFixture, type ProjectionFixture } from '../testing/projection-fixture';
import { scriptProjection, type ProjectionScript } from '../testing/projection-script';
import { chatProjection } from './chat';

const [contact, companyA, companyB, admin, employerA] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const [unlockA, unlockB] = [randomUUID(), randomUUID()];
const [m1, m2, m3, m4, m5, m6] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];

const sent = (messageId: string, companyId: string | null, message: string): DomainEvent => ({
  type: 'ChatMessageSent',
  data: { messageId, contactId: contact, companyId, senderId: companyId ? employerA : admin, message, phone: '+49 151 1111111' },
});
const received = (messageId: string, companyId: string | null, message: string): DomainEvent => ({
  type: 'ChatMessageReceived',
  data: { messageId, contactId: contact, companyId, message, phone: '+49 151 1111111', providerMessageId: messageId },
});
const unlocked = (unlockId: string, companyId: string): DomainEvent => ({
  type: 'ContactUnlocked',
  data: { unlockId, contactId: contact, companyId, employerId: null, campaignId: null, offerId: null, price: 2500 },
});
const opened = (userId: string, contactId: string | null, companyId: string | null): DomainEvent => ({
  type: 'ChatContactOpened',
  data: { userId, contactId, companyId },
});
const changed = (companyIds: string[], kind: string, messageId: string | null) => ({
  subject: chatChanged.subject,
  message: { contactId: contact, companyIds, kind, messageId },
});

describe('chat projection', () => {
  let fixture: ProjectionFixture;
  let script: ProjectionScript;
  const minute = (n: number) => (script.clock.at = `2026-06-01T08:${String(n).padStart(2, '0')}:00.000Z`);

  beforeAll(async () => {
    fixture = await createProjectionFixture('chat');
    script = await scriptProjection(fixture, chatProjection, { at: '2026-06-01T08:00:00.000Z', actorId: admin, actorRole: 'admin' });
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('folds a batch of several events of the same conversation, with notices naming who saw each change then', async () => {
    minute(1);
    await script.write(`unlock-${unlockA}`, unlocked(unlockA, companyA));
    await script.write(`chat-opened-${employerA}`, opened(employerA, contact, companyA));
    minute(2);
    await script.write(`chat-message-${m1}`, sent(m1, null, 'Guten Tag'));
    minute(3);
    await script.write(`chat-message-${m2}`, received(m2, null, 'Hallo zurück'));
    // Read as it arrives: the company's user has the chat open.
    await script.write(`chat-message-${m3}`, received(m3, companyA, 'An die Firma'));
    await script.write(`chat-message-${m1}`, {
      type: 'ChatMessageStatusChanged',
      data: { messageId: m1, contactId: contact, companyId: null, status: 'sent', failedReason: null },
    });
    minute(4);
    await script.write(`chat-message-${m2}`, {
      type: 'ChatMessageDelivered',
      data: { messageId: m2, contactId: contact, companyId: null, userId: admin },
    });
    await script.write(`unlock-${unlockB}`, unlocked(unlockB, companyB));
    await script.write(`chat-message-${m4}`, sent(m4, null, 'An alle'));
    const { notices } = await script.apply();
    expect(notices).toEqual([
      changed([companyA], 'message', m1),
      changed([companyA], 'message', m2),
      changed([companyA], 'message', m3),
      changed([companyA], 'status', m1),
      changed([companyA], 'read', m2),
      changed([companyA, companyB].sort(), 'message', m4),
    ]);
    const live = await script.contents();
    expect(live.messages).toHaveLength(4);
    expect(live.conversations).toHaveLength(3);
    expect(await script.contentsInBatchesOf(1)).toEqual(live);
  });

  it('continues the conversations of an earlier batch the same whichever way the log is cut', async () => {
    minute(5);
    await script.write(`chat-opened-${employerA}`, opened(employerA, null, null));
    await script.write(`chat-message-${m5}`, received(m5, companyA, 'Noch eine Frage'));
    await script.write(`chat-message-${m6}`, received(m6, null, 'Und an das Büro'));
    minute(6);
    // Opening the back office's chat reads its unread incoming messages of this and earlier batches.
    await script.write(`chat-opened-${admin}`, opened(admin, contact, null));
    await script.write(`unlock-${unlockA}`, {
      type: 'UnlockDeleted',
      data: { unlockId: unlockA, contactId: contact, companyId: companyA },
    });
    await script.write(`chat-message-${m4}`, {
      type: 'ChatMessageStatusChanged',
      data: { messageId: m4, contactId: contact, companyId: null, status: 'failed', failedReason: 'no phone' },
    });
    const { notices } = await script.apply();
    expect(notices).toEqual([
      changed([companyA], 'message', m5),
      changed([companyA, companyB].sort(), 'message', m6),
      changed([companyA, companyB].sort(), 'read', null),
      changed([companyB], 'status', m4),
    ]);
    const live = await script.contents();
    expect(live.messages).toHaveLength(6);
    // Company A's summary went with its unlock; the back office's and company B's stay.
    expect(live.conversations).toHaveLength(2);
    expect(live.opened).toHaveLength(1);
    expect(await script.contentsInBatchesOf(1)).toEqual(live);
    expect(await script.contentsInBatchesOf(1000)).toEqual(live);
  });

  it('changes nothing when a batch is delivered again', async () => {
    const before = await script.contents();
    expect(await script.applyAgain()).toMatchObject({ applied: 0, notices: [] });
    expect(await script.contents()).toEqual(before);
  });
});
