import { randomUUID } from 'node:crypto';
import { notificationsChanged, type DomainEvent } from '@rm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionFixture, type ProjectionFixture } from '../testing/projection-fixture';
import { scriptProjection, type ProjectionScript } from '../testing/projection-script';
import { notificationsProjection } from './notifications';

const [companyId, contactId, anna, jonas, job, push1, push2] = [
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
];

const pushed = (notificationId: string, userId: string | null): DomainEvent => ({
  type: 'NotificationPushed',
  data: { notificationId, jobId: job, kind: 'fill-profile', contactId, userId },
});
const read = (notificationId: string, userId: string, isRead: boolean): DomainEvent => ({
  type: 'NotificationReadChanged',
  data: { notificationId, userId, read: isRead },
});
const changed = (userId: string | null, kind: string | null, company: string | null = null) => ({
  subject: notificationsChanged.subject,
  message: { userId, companyId: company, kind },
});

describe('notifications projection', () => {
  let fixture: ProjectionFixture;
  let script: ProjectionScript;

  beforeAll(async () => {
    fixture = await createProjectionFixture('notifications');
    script = await scriptProjection(fixture, notificationsProjection);
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('keeps a notification first written and a read state last written, within a batch as across batches', async () => {
    await script.write(`notification-${push1}`, pushed(push1, anna));
    // The same push again (a retried job): the first row stays.
    await script.write(`notification-${push1}`, pushed(push1, jonas));
    await script.write(`notification-${push2}`, pushed(push2, null));
    await script.write(`unlock-${companyId}`, {
      type: 'ContactUnlocked',
      data: { unlockId: randomUUID(), contactId, companyId, employerId: null, campaignId: null, offerId: null, price: 2500 },
    });
    script.clock.at = '2026-03-02T08:05:00.000Z';
    await script.write(`notification-read-${push1}`, read(push1, anna, true));
    script.clock.at = '2026-03-02T08:06:00.000Z';
    await script.write(`notification-read-${push1}`, read(push1, anna, false));
    await script.write(`notification-read-${push1}`, read(push1, anna, true));
    const { notices } = await script.apply();
    expect(notices).toEqual([
      changed(anna, 'fill-profile'),
      changed(jonas, 'fill-profile'),
      changed(null, 'contact-unlocked', companyId),
      changed(anna, null),
    ]);
    const live = await script.contents();
    expect(live.notifications).toHaveLength(2);
    expect(live.notifications?.some((row) => row.includes(jonas))).toBe(false);
    expect(live.reads).toEqual([expect.stringContaining('2026-03-02T08:06:00')]);
    expect(await script.contentsInBatchesOf(1)).toEqual(live);

    script.clock.at = '2026-03-02T08:07:00.000Z';
    await script.write(`notification-read-${push1}`, read(push1, anna, false));
    await script.write(`notification-read-${push1}`, read(push1, jonas, true));
    await script.write(`notification-${push1}`, pushed(push1, jonas));
    await script.apply();
    const later = await script.contents();
    expect(later.reads).toHaveLength(2);
    expect(later.notifications).toEqual(live.notifications);
    expect(await script.contentsInBatchesOf(1)).toEqual(later);
    expect(await script.contentsInBatchesOf(1000)).toEqual(later);
  });

  it('changes nothing when a batch is delivered again', async () => {
    const before = await script.contents();
    expect(await script.applyAgain()).toMatchObject({ applied: 0, notices: [] });
    expect(await script.contents()).toEqual(before);
  });
});
