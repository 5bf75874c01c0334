import { companyAdminChanged, companyDomainOf, normalizedCompanyName, transactionsChanged } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection, type FragmentSqlToken } from 'slonik';
import type { Notice, Projection } from '../runner/projection';
import { table } from '../shared/sql-rows';
import { COMPANIES_SCHEMA, createCompaniesTables } from './companies-schema';

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

/**
 * Company admin: one statement per event (companies and charges are few beside offers), each company
 * event also moving the row's `version` to the event's revision in the company's stream.
 */
async function handleCompanies(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  schema: string,
): Promise<Notice[]> {
  const companies = table(schema, 'companies');
  const transactions = table(schema, 'transactions');
  const userDomains = table(schema, 'user_domains');
  const changedCompanies = new Set<string>();
  const changedTransactions = new Map<string, string>();
  const update = async (event: RecordedEvent & { data: { companyId: string } }, set: FragmentSqlToken): Promise<void> => {
    await connection.query(sql.unsafe`
      update ${companies} set ${set}, version = ${Number(event.revision)} where company_id = ${event.data.companyId}`);
    changedCompanies.add(event.data.companyId);
  };

  for (const event of batch) {
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'UserRegistered': {
        const { userId, companyId, email } = event.data;
        const domain = companyDomainOf(email);
        await connection.query(sql.unsafe`
          insert into ${userDomains} (user_id, company_id, domain) values (${userId}, ${companyId}, ${domain})
          on conflict (user_id) do nothing`);
        if (companyId && domain) {
          await connection.query(sql.unsafe`update ${companies} set domain = ${domain} where company_id = ${companyId} and domain is null`);
        }
        break;
      }
      case 'CompanyRegistered': {
        const d = event.data;
        await connection.query(sql.unsafe`
          insert into ${companies} (company_id, name, normalized_name, domain, country, zip_code, city, is_partner, version, created_at)
          values (${d.companyId}, ${d.name}, ${normalizedCompanyName(d.name)},
            (select domain from ${userDomains} where company_id = ${d.companyId} and domain is not null limit 1),
            ${d.country}, ${d.zipCode}, ${d.city}, ${d.isPartner}, ${Number(event.revision)}, ${at})
          on conflict (company_id) do nothing`);
        changedCompanies.add(d.companyId);
        break;
      }
      case 'BusinessRegistered':
        await update(
          event,
          sql.fragment`phone = ${event.data.companyPhone}, registered_from = ${event.data.registeredFrom}, owner_id = ${event.data.ownerId},
            sales_owner_id = ${event.data.salesOwnerId}`,
        );
        break;
      case 'CompanyAccountManagerAssigned':
        await update(event, sql.fragment`account_manager_id = ${event.data.accountManagerId}`);
        break;
      case 'EmployerAttached':
        await update(
          event,
          sql.fragment`domain = coalesce(domain, (select domain from ${userDomains} where user_id = ${event.data.employerId}))`,
        );
        break;
      case 'CompanyFlagChanged':
        await update(event, sql.fragment`${sql.identifier([FLAG_COLUMNS[event.data.flag]])} = ${event.data.value}`);
        break;
      case 'CompanySepaApproved':
        await update(event, sql.fragment`sepa_signed_at = ${event.data.signedAt}`);
        break;
      case 'CompanyCustomerLevelChanged':
        await update(event, sql.fragment`customer_level = ${event.data.customerLevel}`);
        break;
      case 'CompanyCustomerSegmentChanged':
        await update(event, sql.fragment`customer_segment = ${event.data.customerSegment}`);
        break;
      case 'CompanySettingsChanged':
        await update(event, sql.fragment`due_days = ${event.data.dueDays}, goodwill_mode = ${event.data.goodwillMode}`);
        break;
      case 'CompanyConfigsChanged':
        await update(event, sql.fragment`configs = ${JSON.stringify(event.data.configs)}::jsonb`);
        break;
      case 'CompanyPropertiesChanged':
        await update(event, sql.fragment`properties = ${JSON.stringify(event.data.properties)}::jsonb`);
        break;
      case 'CompanyDeleted':
        await connection.query(sql.unsafe`delete from ${companies} where company_id = ${event.data.companyId}`);
        await connection.query(sql.unsafe`delete from ${transactions} where company_id = ${event.data.companyId}`);
        changedCompanies.add(event.data.companyId);
        break;
      case 'ContactUnlocked': {
        const d = event.data;
        await connection.query(sql.unsafe`
          insert into ${transactions} (transaction_id, company_id, type, unlock_id, contact_id, campaign_id, amount, status, created_at)
          values (${d.unlockId}, ${d.companyId}, 'unlock', ${d.unlockId}, ${d.contactId}, ${d.campaignId}, ${d.price}, 'open', ${at})
          on conflict (transaction_id) do nothing`);
        changedTransactions.set(d.unlockId, d.companyId);
        break;
      }
      case 'UnlockDeleted':
        await connection.query(sql.unsafe`
          update ${transactions} set status = 'cancelled' where transaction_id = ${event.data.unlockId} and type = 'unlock'`);
        changedTransactions.set(event.data.unlockId, event.data.companyId);
        break;
      case 'HireCharged': {
        const d = event.data;
        await connection.query(sql.unsafe`
          insert into ${transactions} (transaction_id, company_id, type, unlock_id, contact_id, campaign_id, amount, status, created_at)
          values (${d.transactionId}, ${d.companyId}, 'hire', ${d.unlockId}, ${d.contactId},
            (select campaign_id from ${transactions} where transaction_id = ${d.unlockId}), ${d.price}, 'open', ${at})
          on conflict (transaction_id) do nothing`);
        changedTransactions.set(d.transactionId, d.companyId);
        break;
      }
      case 'TransactionRemindersToggled':
        await connection.query(sql.unsafe`
          update ${transactions} set reminders_paused = ${event.data.remindersPaused} where transaction_id = ${event.data.transactionId}`);
        changedTransactions.set(event.data.transactionId, event.data.companyId);
        break;
      default:
        break;
    }
  }
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
  handle: (batch, connection, { schema }) => handleCompanies(batch, connection, schema),
  eventTypes: EVENT_TYPES,
};
