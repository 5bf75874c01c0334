import { usersChanged, companiesChanged } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import { erasedFullName, erasedSql } from '../shared/erased';
import type { Notice, Projection, ProjectionContext } from '../runner/projection';
import { fullName, loadRows, table, upsertStatement, writeLast } from '../shared/sql-rows';
import {
  companyColumns,
  companyUserColumns,
  contactUserColumns,
  createUsersTables,
  USERS_SCHEMA,
  userColumns,
  type CompanyRow,
  type CompanyUserRow,
  type ContactUserRow,
  type UserRow,
} from './users-schema';

/** Subject of user changes; message {userId}. */
export const USERS_CHANGED = usersChanged.subject;
/** Subject of company changes; message {companyId}. */
export const COMPANIES_CHANGED = companiesChanged.subject;

async function handleUsers(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  context: ProjectionContext,
): Promise<Notice[]> {
  const { schema } = context;
  const registered = { users: new Set<string>(), companies: new Set<string>(), contacts: new Set<string>() };
  const wanted = { users: new Set<string>(), companies: new Set<string>(), contacts: new Set<string>() };
  for (const event of batch) {
    switch (event.type) {
      case 'UserRegistered':
        registered.users.add(event.data.userId);
        break;
      case 'UserRoleGranted':
      case 'UserPasswordChanged':
        if (!registered.users.has(event.data.userId)) wanted.users.add(event.data.userId);
        break;
      case 'EmployerAttached':
        if (!registered.users.has(event.data.employerId)) wanted.users.add(event.data.employerId);
        break;
      case 'CompanyRegistered':
        registered.companies.add(event.data.companyId);
        break;
      case 'CompanyAccountManagerAssigned':
        if (!registered.companies.has(event.data.companyId)) wanted.companies.add(event.data.companyId);
        break;
      case 'ContactRegistered':
        registered.contacts.add(event.data.contactId);
        // A phone verification later in the batch reaches the contact's user, who may be of an earlier batch.
        if (event.data.userId && !registered.users.has(event.data.userId)) wanted.users.add(event.data.userId);
        break;
      case 'ContactPhoneVerified':
      case 'ContactPhoneChanged':
        if (!registered.contacts.has(event.data.contactId)) wanted.contacts.add(event.data.contactId);
        break;
      case 'CandidateProfileChanged':
      case 'CandidateProfileImageChanged':
        if (!registered.users.has(event.data.userId)) wanted.users.add(event.data.userId);
        break;
      default:
        break;
    }
  }
  const contactUsers = await loadRows(connection, schema, 'contact_users', contactUserColumns, 'contact_id', wanted.contacts);
  for (const link of contactUsers.values()) if (!registered.users.has(link.user_id)) wanted.users.add(link.user_id);
  const users = await loadRows(connection, schema, 'users', userColumns, 'user_id', wanted.users);
  const companies = await loadRows(connection, schema, 'companies', companyColumns, 'company_id', wanted.companies);

  const changed = {
    users: new Map<string, UserRow>(),
    companies: new Map<string, CompanyRow>(),
    companyUsers: new Map<string, CompanyUserRow>(),
    contactUsers: new Map<string, ContactUserRow>(),
  };
  const user = (userId: string, change: (row: UserRow) => void): void => {
    const row = changed.users.get(userId) ?? users.get(userId);
    if (!row) return;
    change(row);
    changed.users.set(userId, row);
  };
  /** Companies whose rows go (their users stay, their history stays in the log). */
  const removedCompanies: string[] = [];
  const member = (companyId: string, userId: string): void => {
    changed.companyUsers.set(`${companyId}|${userId}`, { company_id: companyId, user_id: userId });
  };

  for (const event of batch) {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        changed.users.set(d.userId, {
          user_id: d.userId,
          email: d.email.trim().toLowerCase(),
          first_name: d.firstName,
          last_name: d.lastName,
          full_name: fullName(d.firstName, d.lastName),
          phone: d.phone,
          password_hash: d.passwordHash,
          roles: [],
          company_id: d.companyId,
          phone_confirmed_at: null,
          profile_image_url: null,
          created_at: at,
        });
        if (d.companyId) member(d.companyId, d.userId);
        break;
      }
      case 'UserRoleGranted':
        user(event.data.userId, (row) => {
          if (!row.roles.includes(event.data.role)) row.roles = [...row.roles, event.data.role];
        });
        break;
      case 'UserPasswordChanged':
        user(event.data.userId, (row) => (row.password_hash = event.data.passwordHash));
        break;
      case 'CompanyRegistered': {
        const d = event.data;
        changed.companies.set(d.companyId, {
          company_id: d.companyId,
          name: d.name,
          country: d.country,
          zip_code: d.zipCode,
          city: d.city,
          is_partner: d.isPartner,
          account_manager_id: null,
          created_at: at,
        });
        break;
      }
      case 'CompanyAccountManagerAssigned': {
        const company = changed.companies.get(event.data.companyId) ?? companies.get(event.data.companyId);
        if (!company) break;
        company.account_manager_id = event.data.accountManagerId;
        changed.companies.set(company.company_id, company);
        break;
      }
      case 'EmployerAttached':
        member(event.data.companyId, event.data.employerId);
        user(event.data.employerId, (row) => (row.company_id ??= event.data.companyId));
        break;
      case 'CompanyDeleted':
        removedCompanies.push(event.data.companyId);
        changed.companies.delete(event.data.companyId);
        for (const key of changed.companyUsers.keys()) if (key.startsWith(`${event.data.companyId}|`)) changed.companyUsers.delete(key);
        break;
      case 'ContactRegistered':
        if (event.data.userId)
          changed.contactUsers.set(event.data.contactId, { contact_id: event.data.contactId, user_id: event.data.userId });
        break;
      case 'ContactPhoneVerified': {
        // A candidate's user shares the contact's phone verification.
        const link = changed.contactUsers.get(event.data.contactId) ?? contactUsers.get(event.data.contactId);
        if (link) user(link.user_id, (row) => (row.phone_confirmed_at ??= event.data.verifiedAt));
        break;
      }
      case 'ContactPhoneChanged': {
        // Another number: the user's verification goes with the contact's.
        const link = changed.contactUsers.get(event.data.contactId) ?? contactUsers.get(event.data.contactId);
        if (link) user(link.user_id, (row) => (row.phone_confirmed_at = null));
        break;
      }
      case 'CandidateProfileChanged': {
        // A candidate's own profile change: the sign-in address and the names the header shows.
        const d = event.data;
        user(d.userId, (row) => {
          Object.assign(row, { email: d.email.trim().toLowerCase(), first_name: d.firstName, last_name: d.lastName, phone: d.phone });
          row.full_name = fullName(d.firstName, d.lastName);
        });
        break;
      }
      case 'CandidateProfileImageChanged':
        user(event.data.userId, (row) => (row.profile_image_url = `/api/profile/image/${event.data.thumbnailId}`));
        break;
      default:
        break;
    }
  }

  await writeLast(connection, context, [
    upsertStatement(schema, 'users', userColumns, [...changed.users.values()], { key: ['user_id'] }),
    upsertStatement(schema, 'companies', companyColumns, [...changed.companies.values()], { key: ['company_id'] }),
    upsertStatement(schema, 'company_users', companyUserColumns, [...changed.companyUsers.values()], {
      key: ['company_id', 'user_id'],
      update: 'none',
    }),
    upsertStatement(schema, 'contact_users', contactUserColumns, [...changed.contactUsers.values()], { key: ['contact_id'] }),
    removedCompanies.length > 0
      ? sql.fragment`delete from ${table(schema, 'companies')} where company_id = any(${sql.array(removedCompanies, 'uuid')})`
      : null,
    removedCompanies.length > 0
      ? sql.fragment`delete from ${table(schema, 'company_users')} where company_id = any(${sql.array(removedCompanies, 'uuid')})`
      : null,
  ]);
  return [
    ...[...changed.users.keys()].map((userId) => ({ subject: USERS_CHANGED, message: { userId } })),
    ...[...changed.companies.keys()].map((companyId) => ({ subject: COMPANIES_CHANGED, message: { companyId } })),
  ];
}

/** Erased users keep their row (roles, company) with an address of no one and an empty password hash: no sign-in. */
async function forgetUsers(
  subjectIds: readonly string[],
  connection: DatabaseTransactionConnection,
  { schema }: ProjectionContext,
): Promise<Notice[]> {
  const id = sql.identifier(['user_id']);
  const field = (name: string) => erasedSql('UserRegistered', name, id);
  const result = await connection.query(sql.unsafe`
    update ${table(schema, 'users')} set
      email = ${field('email')}, first_name = ${field('firstName')}, last_name = ${field('lastName')},
      full_name = ${erasedFullName('UserRegistered')}, phone = ${field('phone')}, password_hash = ${field('passwordHash')}
    where user_id = any(${sql.array([...subjectIds], 'uuid')})
    returning user_id`);
  return (result.rows as ReadonlyArray<{ user_id: string }>).map((row) => ({ subject: USERS_CHANGED, message: { userId: row.user_id } }));
}

/** Users (sign-in, current user, option lists), companies and their users. */
export const usersProjection: Projection = {
  name: 'users',
  schema: USERS_SCHEMA,
  createTables: createUsersTables,
  // What `handle` acts on (checked in server/src/product-projections.unit.test.ts); erasures reach `forget` whatever this says.
  eventTypes: [
    'UserRegistered',
    'UserRoleGranted',
    'UserPasswordChanged',
    'EmployerAttached',
    'CompanyRegistered',
    'CompanyAccountManagerAssigned',
    'CompanyDeleted',
    'ContactRegistered',
    'ContactPhoneVerified',
    'ContactPhoneChanged',
    'CandidateProfileChanged',
    'CandidateProfileImageChanged',
  ],
  handle: handleUsers,
  forget: forgetUsers,
};
