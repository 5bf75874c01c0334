import { randomUUID } from 'node:crypto';
import { companiesChanged, usersChanged, type DomainEvent, type RoleName } from '@rm/domain';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notice } from '../runner/projection';
import { rebuildProjection } from '../runner/rebuild';
import { createProjectionFixture, type ProjectionFixture } from '../testing/projection-fixture';
import { scriptProjection, type ProjectionScript } from '../testing/projection-script';
import { usersProjection } from './users';

const [admin, owner, employee, candidate, driver, stranger] = [
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
  randomUUID(),
];
const [pflege, spedition, unknownCompany] = [randomUUID(), randomUUID(), randomUUID()];
const [annasProfile, jonasProfile] = [randomUUID(), randomUUID()];

const userRegistered = (
  userId: string,
  email: string,
  firstName: string,
  lastName: string,
  companyId: string | null = null,
  phone: string | null = null,
): DomainEvent => ({
  type: 'UserRegistered',
  data: { userId, email, firstName, lastName, phone, passwordHash: `hash:${firstName}`, companyId },
});
const granted = (userId: string, role: RoleName): DomainEvent => ({ type: 'UserRoleGranted', data: { userId, role } });
const companyRegistered = (companyId: string, name: string, isPartner: boolean): DomainEvent => ({
  type: 'CompanyRegistered',
  data: { companyId, name, country: 'DE', zipCode: '10115', city: 'Berlin', isPartner },
});
const contactRegistered = (contactId: string, userId: string): DomainEvent => ({
  type: 'ContactRegistered',
  data: {
    contactId,
    userId,
    firstName: 'Kim',
    lastName: 'Muster',
    email: null,
    phone: '+49 151 1234567',
    profession: 'care',
    zipCode: '04109',
    city: 'Leipzig',
    lat: 51.34,
    lng: 12.375,
    registeredAt: '2026-07-01T08:00:00.000Z',
  },
});
const phoneVerified = (contactId: string, verifiedAt: string): DomainEvent => ({
  type: 'ContactPhoneVerified',
  data: { contactId, verifiedAt, method: 'otp' },
});

interface UserRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  phone: string | null;
  password_hash: string;
  roles: string[];
  company_id: string | null;
  phone_confirmed_at: string | null;
  profile_image_url: string | null;
  created_at: string;
}

describe('users projection', () => {
  let fixture: ProjectionFixture;
  let script: ProjectionScript;
  const user = async (userId: string): Promise<UserRow | undefined> =>
    (
      await script.rows<UserRow>(sql.unsafe`
        select user_id, email, first_name, last_name, full_name, phone, password_hash, roles, company_id,
          phone_confirmed_at::text as phone_confirmed_at, profile_image_url, created_at::text as created_at
        from rm_users.users where user_id = ${userId}`)
    )[0];
  const companies = (): Promise<unknown[]> =>
    script.rows(sql.unsafe`
      select company_id, name, country, zip_code, city, is_partner, account_manager_id, created_at::text as created_at
      from rm_users.companies order by name`);
  const members = (): Promise<unknown[]> =>
    script.rows(sql.unsafe`select company_id, user_id from rm_users.company_users order by company_id, user_id`);
  const usersNoticed = (...userIds: string[]): Notice[] =>
    userIds.map((userId) => ({ subject: usersChanged.subject, message: { userId } }));
  const companiesNoticed = (...companyIds: string[]): Notice[] =>
    companyIds.map((companyId) => ({ subject: companiesChanged.subject, message: { companyId } }));
  const byKey = (notices: readonly Notice[]): Notice[] =>
    [...notices].sort((a, b) => `${a.subject}${JSON.stringify(a.message)}`.localeCompare(`${b.subject}${JSON.stringify(b.message)}`));

  beforeAll(async () => {
    fixture = await createProjectionFixture('users');
    script = await scriptProjection(fixture, usersProjection, { at: '2026-07-01T08:00:00.000Z', actorId: null, actorRole: 'system' });
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('keeps users with their e-mail in lower case and their roles once, companies with their manager and a company’s users', async () => {
    await script.write(`user-${admin}`, userRegistered(admin, '  Ada.Admin@Example.DE ', 'Ada', 'Admin'), granted(admin, 'admin'));
    await script.write(`user-${admin}`, granted(admin, 'admin'));
    await script.write(`company-${pflege}`, companyRegistered(pflege, 'Pflegedienst Sonnenschein GmbH', true), {
      type: 'CompanyAccountManagerAssigned',
      data: { companyId: pflege, accountManagerId: admin },
    });
    await script.write(
      `user-${owner}`,
      userRegistered(owner, 'erika@sonnenschein.de', 'Erika', 'Mustermann', pflege, '+49 30 1234567'),
      granted(owner, 'business-owner'),
    );
    // Registered without a company, attached to one in the same batch.
    await script.write(`user-${employee}`, userRegistered(employee, 'max@sonnenschein.de', 'Max', 'Muster'), granted(employee, 'business'));
    await script.write(`company-${pflege}`, { type: 'EmployerAttached', data: { companyId: pflege, employerId: employee } });
    await script.write(`user-${candidate}`, userRegistered(candidate, 'anna@example.de', 'Anna', 'Schmidt'), granted(candidate, 'contact'));
    await script.write(`contact-${annasProfile}`, contactRegistered(annasProfile, candidate));
    await script.write(`user-${driver}`, userRegistered(driver, 'jonas@example.de', 'Jonas', 'Weber'));
    // A manager for a company the read model does not have.
    await script.write(`company-${unknownCompany}`, {
      type: 'CompanyAccountManagerAssigned',
      data: { companyId: unknownCompany, accountManagerId: admin },
    });

    const result = await script.apply();

    expect(byKey(result.notices)).toEqual(byKey([...usersNoticed(admin, owner, employee, candidate, driver), ...companiesNoticed(pflege)]));
    expect(await user(admin)).toEqual({
      user_id: admin,
      email: 'ada.admin@example.de',
      first_name: 'Ada',
      last_name: 'Admin',
      full_name: 'Ada Admin',
      phone: null,
      password_hash: 'hash:Ada',
      roles: ['admin'],
      company_id: null,
      phone_confirmed_at: null,
      profile_image_url: null,
      created_at: '2026-07-01 08:00:00+00',
    });
    expect(await user(owner)).toMatchObject({
      full_name: 'Erika Mustermann',
      phone: '+49 30 1234567',
      roles: ['business-owner'],
      company_id: pflege,
    });
    expect(await user(employee)).toMatchObject({ roles: ['business'], company_id: pflege });
    expect(await companies()).toEqual([
      {
        company_id: pflege,
        name: 'Pflegedienst Sonnenschein GmbH',
        country: 'DE',
        zip_code: '10115',
        city: 'Berlin',
        is_partner: true,
        account_manager_id: admin,
        created_at: '2026-07-01 08:00:00+00',
      },
    ]);
    expect(await members()).toEqual(
      [
        { company_id: pflege, user_id: owner },
        { company_id: pflege, user_id: employee },
      ].sort((a, b) => (a.user_id < b.user_id ? -1 : 1)),
    );
    expect(await script.rows(sql.unsafe`select contact_id, user_id from rm_users.contact_users`)).toEqual([
      { contact_id: annasProfile, user_id: candidate },
    ]);
  });

  it('passes a contact’s phone verification to its user, changes passwords and roles of earlier users, attaches an employer to a second company', async () => {
    script.clock.at = '2026-07-02T09:00:00.000Z';
    await script.write(`contact-${annasProfile}`, phoneVerified(annasProfile, '2026-07-02T08:59:00.000Z'));
    // A profile registered now for a user of an earlier batch, verified in the same batch.
    await script.write(
      `contact-${jonasProfile}`,
      contactRegistered(jonasProfile, driver),
      phoneVerified(jonasProfile, '2026-07-02T09:00:00.000Z'),
    );
    await script.write(`user-${owner}`, { type: 'UserPasswordChanged', data: { userId: owner, passwordHash: 'hash:new' } });
    await script.write(`user-${employee}`, granted(employee, 'business-owner'));
    await script.write(`company-${spedition}`, companyRegistered(spedition, 'Spedition Nord GmbH', false));
    await script.write(`company-${spedition}`, { type: 'EmployerAttached', data: { companyId: spedition, employerId: owner } });
    await script.write(`company-${pflege}`, { type: 'CompanyAccountManagerAssigned', data: { companyId: pflege, accountManagerId: null } });

    const result = await script.apply();

    expect(byKey(result.notices)).toEqual(
      byKey([...usersNoticed(candidate, driver, owner, employee), ...companiesNoticed(spedition, pflege)]),
    );
    expect(await user(candidate)).toMatchObject({ phone_confirmed_at: '2026-07-02 08:59:00+00' });
    expect(await user(driver)).toMatchObject({ phone_confirmed_at: '2026-07-02 09:00:00+00' });
    // The owner keeps the company she registered with, and belongs to both.
    expect(await user(owner)).toMatchObject({ password_hash: 'hash:new', company_id: pflege });
    expect(await user(employee)).toMatchObject({ roles: ['business', 'business-owner'] });
    expect(await companies()).toMatchObject([
      { company_id: pflege, account_manager_id: null },
      {
        company_id: spedition,
        name: 'Spedition Nord GmbH',
        is_partner: false,
        account_manager_id: null,
        created_at: '2026-07-02 09:00:00+00',
      },
    ]);
    expect(await members()).toContainEqual({ company_id: spedition, user_id: owner });
    expect(await members()).toHaveLength(3);
  });

  it('keeps the first phone verification and ignores users it does not have', async () => {
    script.clock.at = '2026-07-03T10:00:00.000Z';
    await script.write(`contact-${annasProfile}`, phoneVerified(annasProfile, '2026-07-03T10:00:00.000Z'));
    await script.write(`user-${stranger}`, granted(stranger, 'admin'), {
      type: 'UserPasswordChanged',
      data: { userId: stranger, passwordHash: 'x' },
    });
    const result = await script.apply();
    expect(result.notices).toEqual(usersNoticed(candidate));
    expect(await user(candidate)).toMatchObject({ phone_confirmed_at: '2026-07-02 08:59:00+00' });
    expect(await user(stranger)).toBeUndefined();
  });

  it('changes nothing when a batch is delivered again', async () => {
    const before = await script.contents();
    expect(await script.applyAgain()).toMatchObject({ applied: 0, notices: [] });
    expect(await script.contents()).toEqual(before);
  });

  it('holds the same whether the events come one per batch or all in one, and after a rebuild', async () => {
    const live = await script.contents();
    expect(live.users).toHaveLength(5);
    expect(await script.contentsInBatchesOf(1)).toEqual(live);
    expect(await script.contentsInBatchesOf(1000)).toEqual(live);
    await rebuildProjection({ pool: fixture.pool, store: fixture.store }, usersProjection);
    expect(await script.contents()).toEqual(live);
  });
});
