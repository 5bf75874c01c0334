import { randomUUID } from 'node:crypto';
import { auditLogChanged, type DomainEvent } from '@rm/domain';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection } from '../runner/rebuild';
import { createProjectionFixture, type ProjectionFixture } from '../testing/projection-fixture';
import { scriptProjection, type ProjectionScript } from '../testing/projection-script';
import { auditLogProjection } from './audit-log';

const [admin, manager, companyId, campaignId, audienceId, contactId, offerId, unlockId] = [
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
];
const unlockRef = { unlockId, contactId, companyId };

interface TrailRow {
  event_type: string;
  occurred_at: string;
  actor_id: string | null;
  actor_role: string | null;
  data: Record<string, unknown>;
  changes: Record<string, { before: unknown; after: unknown }>;
  entities: string[];
}

const moved = (from: 'new' | 'unlocked', to: 'new' | 'unlocked', extra: { unlockId?: string; reason?: string } = {}): DomainEvent => ({
  type: 'OfferStageChanged',
  data: {
    offerId,
    companyId,
    from,
    to,
    hiredAt: null,
    unlockId: extra.unlockId ?? null,
    ...(extra.reason ? { reason: extra.reason } : {}),
  },
});

describe('audit-log projection', () => {
  let fixture: ProjectionFixture;
  let script: ProjectionScript;
  /** The trail so far, oldest first, each entry with the entities it is linked to (`type:id`, sorted). */
  const trail = async (): Promise<TrailRow[]> =>
    script.rows<TrailRow>(sql.unsafe`
      select e.event_type, e.occurred_at::text as occurred_at, e.actor_id, e.actor_role, e.data, e.changes,
        coalesce((select array_agg(l.entity_type || ':' || l.entity_id order by l.entity_type, l.entity_id)
          from rm_audit_log.entry_entities l where l.position = e.position), '{}') as entities
      from rm_audit_log.entries e order by e.position`);
  /** The entries concerning one entity, as the entity's history screen lists them. */
  const historyOf = async (type: string, id: string): Promise<string[]> =>
    (
      await script.rows<{ event_type: string }>(sql.unsafe`
        select e.event_type from rm_audit_log.entries e join rm_audit_log.entry_entities l on l.position = e.position
        where l.entity_type = ${type} and l.entity_id = ${id} order by e.position`)
    ).map((row) => row.event_type);
  const links = (...entities: string[]): string[] => [...entities].sort();

  beforeAll(async () => {
    fixture = await createProjectionFixture('audit');
    script = await scriptProjection(fixture, auditLogProjection, { at: '2026-09-01T08:00:00.000Z', actorId: admin, actorRole: 'admin' });
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('writes each event with who and when, its data without secrets, what it changed and the entities it concerns', async () => {
    await script.write(`user-${admin}`, {
      type: 'UserRegistered',
      data: {
        userId: admin,
        email: 'ada@example.de',
        firstName: 'Ada',
        lastName: 'Admin',
        phone: null,
        passwordHash: 'hash:secret',
        companyId: null,
      },
    });
    await script.write(
      `company-${companyId}`,
      {
        type: 'CompanyRegistered',
        data: { companyId, name: 'Pflegedienst Sonnenschein GmbH', country: 'DE', zipCode: null, city: null, isPartner: false },
      },
      { type: 'CompanyAccountManagerAssigned', data: { companyId, accountManagerId: admin } },
    );
    await script.write(
      `campaign-${campaignId}`,
      {
        type: 'CampaignCreated',
        data: { campaignId, companyId, audienceId, name: 'Pflegekräfte Berlin', costPerUnlock: 2500, budget: 100_000, createdBy: admin },
      },
      { type: 'CampaignSubmittedForApproval', data: { campaignId, companyId } },
    );
    script.clock.at = '2026-09-01T08:30:00.000Z';
    await script.write(`offer-${offerId}`, {
      type: 'OfferCreated',
      data: { offerId, contactId, campaignId, companyId, audienceId: null, employerId: null, price: 2500, createdAt: script.clock.at },
    });
    // Actor ids that are not user ids (a system process) are shown as no actor.
    script.clock = { ...script.clock, actorId: 'system', actorRole: 'system' };
    await script.write(`contact-${contactId}`, { type: 'ContactCallStatusChanged', data: { contactId, callMade: true } });

    const result = await script.apply();

    expect(result.notices).toEqual([{ subject: auditLogChanged.subject, message: { position: result.position.toString() } }]);
    expect(await trail()).toEqual([
      {
        event_type: 'UserRegistered',
        occurred_at: '2026-09-01 08:00:00+00',
        actor_id: admin,
        actor_role: 'admin',
        data: { userId: admin, email: 'ada@example.de', firstName: 'Ada', lastName: 'Admin', phone: null, companyId: null },
        changes: {},
        entities: [`user:${admin}`],
      },
      {
        event_type: 'CompanyRegistered',
        occurred_at: '2026-09-01 08:00:00+00',
        actor_id: admin,
        actor_role: 'admin',
        data: { companyId, name: 'Pflegedienst Sonnenschein GmbH', country: 'DE', zipCode: null, city: null, isPartner: false },
        changes: {},
        entities: [`company:${companyId}`],
      },
      {
        event_type: 'CompanyAccountManagerAssigned',
        occurred_at: '2026-09-01 08:00:00+00',
        actor_id: admin,
        actor_role: 'admin',
        data: { companyId, accountManagerId: admin },
        changes: { account_manager_id: { before: null, after: admin } },
        entities: links(`company:${companyId}`, `user:${admin}`),
      },
      expect.objectContaining({
        event_type: 'CampaignCreated',
        changes: { status: { before: null, after: 'draft' } },
        entities: links(`audience:${audienceId}`, `campaign:${campaignId}`, `company:${companyId}`),
      }),
      expect.objectContaining({
        event_type: 'CampaignSubmittedForApproval',
        changes: { status: { before: 'draft', after: 'pending_approval' } },
        entities: links(`campaign:${campaignId}`, `company:${companyId}`),
      }),
      expect.objectContaining({
        event_type: 'OfferCreated',
        occurred_at: '2026-09-01 08:30:00+00',
        changes: { stage: { before: null, after: 'new' } },
        entities: links(`campaign:${campaignId}`, `company:${companyId}`, `contact:${contactId}`, `offer:${offerId}`),
      }),
      {
        event_type: 'ContactCallStatusChanged',
        occurred_at: '2026-09-01 08:30:00+00',
        actor_id: null,
        actor_role: 'system',
        data: { contactId, callMade: true },
        changes: { call_made: { before: false, after: true } },
        entities: [`contact:${contactId}`],
      },
    ]);
    expect(await script.rows(sql.unsafe`select actor_id, full_name from rm_audit_log.actors`)).toEqual([
      { actor_id: admin, full_name: 'Ada Admin' },
    ]);
  });

  it('remembers across batches what later events do not carry: an offer’s contact and campaign, previous statuses and managers', async () => {
    script.clock = { at: '2026-09-02T09:00:00.000Z', actorId: admin, actorRole: 'admin' };
    await script.write(`offer-${offerId}`, moved('new', 'unlocked', { unlockId }));
    await script.write(`campaign-${campaignId}`, {
      type: 'CampaignRejected',
      data: { campaignId, companyId, rejectedReason: 'Budget zu klein', userShouldBeNotified: true },
    });
    await script.write(`company-${companyId}`, { type: 'CompanyAccountManagerAssigned', data: { companyId, accountManagerId: manager } });
    await script.write(`unlock-${companyId}-${contactId}`, {
      type: 'ContactUnlocked',
      data: { unlockId, contactId, companyId, employerId: null, campaignId, offerId, price: 2500 },
    });
    await script.write(`unlock-${companyId}-${contactId}`, { type: 'UnlockHireConfirmedByAdmin', data: unlockRef });
    await script.write(`user-${admin}`, { type: 'UserPasswordChanged', data: { userId: admin, passwordHash: 'hash:new' } });
    await script.write(`offer-${offerId}`, moved('unlocked', 'new', { reason: 'Kandidat hat abgesagt' }));

    const result = await script.apply();

    expect(result.notices).toEqual([{ subject: auditLogChanged.subject, message: { position: result.position.toString() } }]);
    const entries = (await trail()).slice(7);
    expect(entries.map(({ event_type, changes, entities }) => ({ event_type, changes, entities }))).toEqual([
      {
        event_type: 'OfferStageChanged',
        changes: { stage: { before: 'new', after: 'unlocked' } },
        entities: links(`campaign:${campaignId}`, `company:${companyId}`, `contact:${contactId}`, `offer:${offerId}`, `unlock:${unlockId}`),
      },
      {
        event_type: 'CampaignRejected',
        changes: { status: { before: 'pending_approval', after: 'rejected' }, rejected_reason: { before: null, after: 'Budget zu klein' } },
        entities: links(`campaign:${campaignId}`, `company:${companyId}`),
      },
      {
        event_type: 'CompanyAccountManagerAssigned',
        changes: { account_manager_id: { before: admin, after: manager } },
        entities: links(`company:${companyId}`, `user:${manager}`),
      },
      {
        event_type: 'ContactUnlocked',
        changes: { status: { before: null, after: 'unlocked' } },
        entities: links(`campaign:${campaignId}`, `company:${companyId}`, `contact:${contactId}`, `offer:${offerId}`, `unlock:${unlockId}`),
      },
      {
        event_type: 'UnlockHireConfirmedByAdmin',
        changes: { status: { before: 'unlocked', after: 'hired' } },
        entities: links(`campaign:${campaignId}`, `company:${companyId}`, `contact:${contactId}`, `offer:${offerId}`, `unlock:${unlockId}`),
      },
      { event_type: 'UserPasswordChanged', changes: { password: { before: '***', after: '***' } }, entities: [`user:${admin}`] },
      {
        event_type: 'OfferStageChanged',
        changes: { stage: { before: 'unlocked', after: 'new' }, reason: { before: null, after: 'Kandidat hat abgesagt' } },
        entities: links(`campaign:${campaignId}`, `company:${companyId}`, `contact:${contactId}`, `offer:${offerId}`),
      },
    ]);
    expect(entries[5]?.data).toEqual({ userId: admin });
  });

  it('links a deletion in a later batch to what the unlock was for, and gives each entity its history', async () => {
    script.clock.at = '2026-09-03T10:00:00.000Z';
    await script.write(`unlock-${companyId}-${contactId}`, { type: 'UnlockDeleted', data: unlockRef });
    await script.write(`offer-${offerId}`, {
      type: 'OfferRejected',
      data: { offerId, contactId, companyId, campaignId, reason: 'other', text: 'Zu weit weg', rejectedAt: script.clock.at },
    });
    await script.apply();

    const [deleted, rejected] = (await trail()).slice(14);
    expect(deleted).toMatchObject({
      event_type: 'UnlockDeleted',
      changes: { deleted: { before: false, after: true } },
      entities: links(`campaign:${campaignId}`, `company:${companyId}`, `contact:${contactId}`, `offer:${offerId}`, `unlock:${unlockId}`),
    });
    expect(rejected).toMatchObject({
      event_type: 'OfferRejected',
      changes: { rejection_reason: { before: null, after: 'other' }, rejection_text: { before: null, after: 'Zu weit weg' } },
    });
    expect(await historyOf('unlock', unlockId)).toEqual([
      'OfferStageChanged',
      'ContactUnlocked',
      'UnlockHireConfirmedByAdmin',
      'UnlockDeleted',
    ]);
    expect(await historyOf('offer', offerId)).toEqual([
      'OfferCreated',
      'OfferStageChanged',
      'ContactUnlocked',
      'UnlockHireConfirmedByAdmin',
      'OfferStageChanged',
      'UnlockDeleted',
      'OfferRejected',
    ]);
    expect(await historyOf('user', manager)).toEqual(['CompanyAccountManagerAssigned']);
    // What the log remembers of each entity.
    const states = await script.rows<{ entity_type: string; state: Record<string, string | null> }>(
      sql.unsafe`select entity_type, state from rm_audit_log.entity_states order by entity_type`,
    );
    expect(states).toEqual([
      { entity_type: 'campaign', state: { status: 'rejected' } },
      { entity_type: 'company', state: { account_manager_id: manager } },
      { entity_type: 'offer', state: { contact_id: contactId, campaign_id: campaignId } },
      { entity_type: 'unlock', state: { status: 'hired', campaign_id: campaignId, offer_id: offerId, deleted: 'true' } },
    ]);
  });

  it('changes nothing when a batch is delivered again', async () => {
    const before = await script.contents();
    expect(await script.applyAgain()).toMatchObject({ applied: 0, notices: [] });
    expect(await script.contents()).toEqual(before);
  });

  it('holds the same whether the events come one per batch or all in one, and after a rebuild', async () => {
    const live = await script.contents();
    expect(live.entries).toHaveLength(16);
    expect(await script.contentsInBatchesOf(1)).toEqual(live);
    expect(await script.contentsInBatchesOf(1000)).toEqual(live);
    await rebuildProjection({ pool: fixture.pool, store: fixture.store }, auditLogProjection);
    expect(await script.contents()).toEqual(live);
  });
});
