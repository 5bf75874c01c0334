import { companyAdminChanged, companyDomainOf, normalizedCompanyName, transactionsChanged } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection, ProjectionContext } from '../runner/projection';
import { loadRows, table, upsertStatement, writeLast, type Columns } from '../shared/sql-rows';
import { COMPANIES_SCHEMA, createCompaniesTables, type CompanyAdminRow, type TransactionRow } from './companies-schema';

const EVENT_TYPES = [
  'UserRegistered',
  'CompanyRegistered',
  'BusinessRegistered',
  'CompanyAccountManagerAssigned',
  'EmployerAttached',
  'CompanyFlagChanged',
  'CompanySepaApproved',
  'CompanyCustomerLevelChanged',
  'CompanyCustomerSegmentChanged',
  'CompanySettingsChanged',
  'CompanyConfigsChanged',
  'CompanyPropertiesChanged',
  'CompanyDeleted',
  'ContactUnlocked',
  'UnlockDeleted',
  'HireCharged',
  'TransactionRemindersToggled',
] as const;

/** A company's switch as its column. */
const FLAG_COLUMNS = {
  is_active: 'is_active',
  direct_pay: 'direct_pay',
  is_partner: 'is_partner',
  auto_contacts_unlock: 'auto_contacts_unlock',
  sepa_enabled: 'sepa_enabled',
  marked_as_verified: 'marked_as_verified',
  no_focus: 'no_focus',
} as const;

const companyColumns: Columns<CompanyAdminRow> = {
  company_id: 'uuid',
  name: 'text',
  normalized_name: 'text',
  domain: 'text',
  country: 'text',
  zip_code: 'text',
  city: 'text',
  phone: 'text',
  registered_from: 'text',
  owner_id: 'uuid',
  sales_owner_id: 'uuid',
  account_manager_id: 'uuid',
  is_active: 'bool',
  direct_pay: 'bool',
  is_partner: 'bool',
  auto_contacts_unlock: 'bool',
  sepa_enabled: 'bool',
  marked_as_verified: 'bool',
  no_focus: 'bool',
  sepa_signed_at: 'timestamptz',
  customer_level: 'text',
  customer_segment: 'text',
  due_days: 'int4',
  goodwill_mode: 'bool',
  configs: 'jsonb',
  properties: 'jsonb',
  version: 'int4',
  created_at: 'timestamptz',
};

const transactionColumns: Columns<TransactionRow> = {
  transaction_id: 'uuid',
  company_id: 'uuid',
  type: 'text',
  unlock_id: 'uuid',
  contact_id: 'uuid',
  campaign_id: 'uuid',
  amount: 'int4',
  status: 'text',
  reminders_paused: 'bool',
  created_at: 'timestamptz',
};

/** A user's e-mail domain (the first registration of the user counts) and company. */
interface UserDomainRow {
  user_id: string;
  company_id: string | null;
  domain: string | null;
}
const userDomainColumns: Columns<UserDomainRow> = { user_id: 'uuid', company_id: 'uuid', domain: 'text' };

/** A domain of a user of each of `companyIds` (any one, as `limit 1` picks it), as before the batch: one query. */
async function loadCompanyDomains(
  connection: DatabaseTransactionConnection,
  schema: string,
  companyIds: ReadonlySet<string>,
): Promise<Map<string, string>> {
  if (companyIds.size === 0) return new Map();
  const rows = (await connection.any(sql.unsafe`
    select distinct on (company_id) company_id, domain from ${table(schema, 'user_domains')}
    where company_id = any(${sql.array([...companyIds], 'uuid')}) and domain is not null`)) as ReadonlyArray<{
    company_id: string;
    domain: string;
  }>;
  return new Map(rows.map((row) => [row.company_id, row.domain]));
}

/** A new company's row: defaults of the table but for what its registration says. */
const registeredCompany = (
  d: { companyId: string; name: string; country: string; zipCode: string | null; city: string | null; isPartner: boolean },
  domain: string | null,
  version: number,
  at: string,
): CompanyAdminRow => ({
  company_id: d.companyId,
  name: d.name,
  normalized_name: normalizedCompanyName(d.name),
  domain,
  country: d.country,
  zip_code: d.zipCode,
  city: d.city,
  phone: null,
  registered_from: null,
  owner_id: null,
  sales_owner_id: null,
  account_manager_id: null,
  is_active: true,
  direct_pay: false,
  is_partner: d.isPartner,
  auto_contacts_unlock: false,
  sepa_enabled: false,
  marked_as_verified: false,
  no_focus: false,
  sepa_signed_at: null,
  customer_level: null,
  customer_segment: null,
  due_days: 14,
  goodwill_mode: false,
  configs: {},
  properties: {},
  version,
  created_at: at,
});

/**
 * Company admin, the batch folded in memory in event order: the companies, charges and user domains it
 * touches are read once (four queries at most) and written with one statement. Each company event also
 * moves the row's `version` to the event's revision in the company's stream. A deleted company's rows
 * go, its charges too (those of the batch before the deletion included).
 */
async function handleCompanies(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  context: ProjectionContext,
): Promise<Notice[]> {
  const { schema } = context;
  const wanted = { companies: new Set<string>(), transactions: new Set<string>(), users: new Set<string>(), domainsOf: new Set<string>() };
  for (const event of batch) {
    switch (event.type) {
      case 'UserRegistered':
        wanted.users.add(event.data.userId);
        if (event.data.companyId) wanted.companies.add(event.data.companyId);
        break;
      case 'CompanyRegistered':
        wanted.companies.add(event.data.companyId);
        wanted.domainsOf.add(event.data.companyId);
        break;
      case 'EmployerAttached':
        wanted.companies.add(event.data.companyId);
        wanted.users.add(event.data.employerId);
        break;
      case 'BusinessRegistered':
      case 'CompanyAccountManagerAssigned':
      case 'CompanyFlagChanged':
      case 'CompanySepaApproved':
      case 'CompanyCustomerLevelChanged':
      case 'CompanyCustomerSegmentChanged':
      case 'CompanySettingsChanged':
      case 'CompanyConfigsChanged':
      case 'CompanyPropertiesChanged':
        wanted.companies.add(event.data.companyId);
        break;
      case 'ContactUnlocked':
      case 'UnlockDeleted':
        wanted.transactions.add(event.data.unlockId);
        break;
      case 'HireCharged':
        wanted.transactions.add(event.data.transactionId);
        wanted.transactions.add(event.data.unlockId);
        break;
      case 'TransactionRemindersToggled':
        wanted.transactions.add(event.data.transactionId);
        break;
      default:
        break;
    }
  }
  const companies = await loadRows(connection, schema, 'companies', companyColumns, 'company_id', wanted.companies);
  const transactions = await loadRows(connection, schema, 'transactions', transactionColumns, 'transaction_id', wanted.transactions);
  const userDomains = await loadRows(connection, schema, 'user_domains', userDomainColumns, 'user_id', wanted.users);
  const companyDomains = await loadCompanyDomains(connection, schema, wanted.domainsOf);

  const changed = { companies: new Map<string, CompanyAdminRow>(), transactions: new Map<string, TransactionRow>() };
  const newUserDomains = new Map<string, UserDomainRow>();
  /** Companies deleted in the batch: their rows and charges go (charges of the batch after the deletion stay). */
  const deleted = new Set<string>();
  const changedCompanies = new Set<string>();
  const changedTransactions = new Map<string, string>();
  const update = (event: RecordedEvent & { data: { companyId: string } }, change: (row: CompanyAdminRow) => void): void => {
    changedCompanies.add(event.data.companyId);
    const row = companies.get(event.data.companyId);
    if (!row) return;
    change(row);
    row.version = Number(event.revision);
    changed.companies.set(row.company_id, row);
  };
  const transaction = (transactionId: string, change: (row: TransactionRow) => void): void => {
    const row = transactions.get(transactionId);
    if (!row) return;
    change(row);
    changed.transactions.set(transactionId, row);
  };

  for (const event of batch) {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, companyId, email } = event.data;
        const domain = companyDomainOf(email);
        if (!userDomains.has(userId)) {
          const row = { user_id: userId, company_id: companyId, domain };
          userDomains.set(userId, row);
          newUserDomains.set(userId, row);
          if (companyId && domain && !companyDomains.has(companyId)) companyDomains.set(companyId, domain);
        }
        const company = companyId ? companies.get(companyId) : undefined;
        if (company && domain && company.domain === null) {
          company.domain = domain;
          changed.companies.set(company.company_id, company);
        }
        break;
      }
      case 'CompanyRegistered': {
        const d = event.data;
        changedCompanies.add(d.companyId);
        if (companies.has(d.companyId)) break;
        const row = registeredCompany(d, companyDomains.get(d.companyId) ?? null, Number(event.revision), at);
        companies.set(d.companyId, row);
        changed.companies.set(d.companyId, row);
        break;
      }
      case 'BusinessRegistered': {
        const d = event.data;
        update(event, (row) =>
          Object.assign(row, {
            phone: d.companyPhone,
            registered_from: d.registeredFrom,
            owner_id: d.ownerId,
            sales_owner_id: d.salesOwnerId,
          }),
        );
        break;
      }
      case 'CompanyAccountManagerAssigned':
        update(event, (row) => (row.account_manager_id = event.data.accountManagerId));
        break;
      case 'EmployerAttached':
        update(event, (row) => (row.domain ??= userDomains.get(event.data.employerId)?.domain ?? null));
        break;
      case 'CompanyFlagChanged':
        update(event, (row) => (row[FLAG_COLUMNS[event.data.flag]] = event.data.value));
        break;
      case 'CompanySepaApproved':
        update(event, (row) => (row.sepa_signed_at = event.data.signedAt));
        break;
      case 'CompanyCustomerLevelChanged':
        update(event, (row) => (row.customer_level = event.data.customerLevel));
        break;
      case 'CompanyCustomerSegmentChanged':
        update(event, (row) => (row.customer_segment = event.data.customerSegment));
        break;
      case 'CompanySettingsChanged':
        update(event, (row) => Object.assign(row, { due_days: event.data.dueDays, goodwill_mode: event.data.goodwillMode }));
        break;
      case 'CompanyConfigsChanged':
        update(event, (row) => (row.configs = event.data.configs));
        break;
      case 'CompanyPropertiesChanged':
        update(event, (row) => (row.properties = event.data.properties));
        break;
      case 'CompanyDeleted': {
        const { companyId } = event.data;
        companies.delete(companyId);
        changed.companies.delete(companyId);
        deleted.add(companyId);
        for (const [transactionId, row] of transactions) {
          if (row.company_id !== companyId) continue;
          transactions.delete(transactionId);
          changed.transactions.delete(transactionId);
        }
        changedCompanies.add(companyId);
        break;
      }
      case 'ContactUnlocked': {
        const d = event.data;
        if (!transactions.has(d.unlockId)) {
          const row: TransactionRow = {
            transaction_id: d.unlockId,
            company_id: d.companyId,
            type: 'unlock',
            unlock_id: d.unlockId,
            contact_id: d.contactId,
            campaign_id: d.campaignId,
            amount: d.price,
            status: 'open',
            reminders_paused: false,
            created_at: at,
          };
          transactions.set(d.unlockId, row);
          changed.transactions.set(d.unlockId, row);
        }
        changedTransactions.set(d.unlockId, d.companyId);
        break;
      }
      case 'UnlockDeleted':
        transaction(event.data.unlockId, (row) => {
          if (row.type === 'unlock') row.status = 'cancelled';
        });
        changedTransactions.set(event.data.unlockId, event.data.companyId);
        break;
      case 'HireCharged': {
        const d = event.data;
        if (!transactions.has(d.transactionId)) {
          const row: TransactionRow = {
            transaction_id: d.transactionId,
            company_id: d.companyId,
            type: 'hire',
            unlock_id: d.unlockId,
            contact_id: d.contactId,
            campaign_id: transactions.get(d.unlockId)?.campaign_id ?? null,
            amount: d.price,
            status: 'open',
            reminders_paused: false,
            created_at: at,
          };
          transactions.set(d.transactionId, row);
          changed.transactions.set(d.transactionId, row);
        }
        changedTransactions.set(d.transactionId, d.companyId);
        break;
      }
      case 'TransactionRemindersToggled':
        transaction(event.data.transactionId, (row) => (row.reminders_paused = event.data.remindersPaused));
        changedTransactions.set(event.data.transactionId, event.data.companyId);
        break;
      default:
        break;
    }
  }

  // Deleted companies registered again later in the batch are overwritten instead (one part per row).
  const gone = [...deleted].filter((companyId) => !changed.companies.has(companyId));
  await writeLast(connection, context, [
    upsertStatement(schema, 'companies', companyColumns, [...changed.companies.values()], { key: ['company_id'] }),
    gone.length === 0 ? null : sql.fragment`delete from ${table(schema, 'companies')} where company_id = any(${sql.array(gone, 'uuid')})`,
    // The statement sees the charges as before it: those the batch adds after a deletion stay.
    deleted.size === 0
      ? null
      : sql.fragment`delete from ${table(schema, 'transactions')} where company_id = any(${sql.array([...deleted], 'uuid')})`,
    upsertStatement(schema, 'transactions', transactionColumns, [...changed.transactions.values()], { key: ['transaction_id'] }),
    upsertStatement(schema, 'user_domains', userDomainColumns, [...newUserDomains.values()], { key: ['user_id'], update: 'none' }),
  ]);
  return [
    ...[...changedCompanies].map((companyId) => ({ subject: companyAdminChanged.subject, message: { companyId } })),
    ...[...changedTransactions].map(([transactionId, companyId]) => ({
      subject: transactionsChanged.subject,
      message: { companyId, transactionId },
    })),
  ];
}

/** Company admin: companies with every switch and setting (and their duplicate keys), and what they were charged. */
export const companiesProjection: Projection = {
  name: 'companies',
  schema: COMPANIES_SCHEMA,
  createTables: createCompaniesTables,
  handle: handleCompanies,
  eventTypes: EVENT_TYPES,
};
