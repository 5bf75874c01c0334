import {
  quotaOf,
  type ActiveSourcingQuotaAnswer,
  type CompanyPlan,
  type ContactDocument,
  type ContactInformation,
  type Definition,
  type MessageTemplate,
  type SepaAccount,
  type Testimonial,
} from '@rm/domain';
import { employerSettingsTables } from '@rm/projectors';
import { sql, type CommonQueryMethods, type IdentifierSqlToken } from 'slonik';
import { tables } from '../shared/tables';

const table = (qualified: string): IdentifierSqlToken => sql.identifier(qualified.split('.'));
const t = {
  sepa: table(employerSettingsTables.sepa),
  definitions: table(employerSettingsTables.definitions),
  testimonials: table(employerSettingsTables.testimonials),
  plans: table(employerSettingsTables.plans),
  templates: table(employerSettingsTables.templates),
  documents: table(employerSettingsTables.documents),
  media: table(employerSettingsTables.media),
};

const iso = (value: unknown): string => new Date(value as string | number).toISOString();

export async function readSepa(db: CommonQueryMethods, companyId: string): Promise<SepaAccount | null> {
  const row = (await db.maybeOne(sql.unsafe`
    select bank_account_owner, iban, swift_bic, signer_name, accepted_terms_at, approved_at from ${t.sepa}
    where company_id = ${companyId} and bank_account_owner is not null`)) as Record<string, unknown> | null;
  if (!row) return null;
  return {
    bank_account_owner: String(row['bank_account_owner']),
    iban: String(row['iban']),
    swift_bic: String(row['swift_bic']),
    signer_name: String(row['signer_name']),
    accepted_terms_at: iso(row['accepted_terms_at']),
    approved_at: row['approved_at'] === null ? null : iso(row['approved_at']),
  };
}

export async function listDefinitions(db: CommonQueryMethods, companyId: string): Promise<Definition[]> {
  const rows = await db.any(sql.unsafe`
    select definition_id as id, name, description from ${t.definitions}
    where company_id = ${companyId} and deleted_at is null order by lower(name), definition_id`);
  return rows as unknown as Definition[];
}

/** Testimonials with their company's and author's names, newest first (one company's, or every one). */
export async function listTestimonials(db: CommonQueryMethods, companyId: string | undefined): Promise<Testimonial[]> {
  const rows = (await db.any(sql.unsafe`
    select x.testimonial_id, x.company_id, coalesce(c.name, '') as company_name, x.user_id, coalesce(u.full_name, '') as author_name,
      x.body_problem, x.body_collaboration, x.body_results, x.body_conclusion, x.updated_at
    from ${t.testimonials} x
    left join ${tables.companies} c on c.company_id = x.company_id
    left join ${tables.users} u on u.user_id = x.user_id
    where ${companyId === undefined ? sql.fragment`true` : sql.fragment`x.company_id = ${companyId}`}
    order by x.updated_at desc, x.testimonial_id`)) as ReadonlyArray<Record<string, unknown>>;
  return rows.map((row) => ({
    id: String(row['testimonial_id']),
    company_id: String(row['company_id']),
    company_name: String(row['company_name']),
    author_id: String(row['user_id']),
    author_name: String(row['author_name']),
    body_problem: String(row['body_problem']),
    body_collaboration: String(row['body_collaboration']),
    body_results: String(row['body_results']),
    body_conclusion: String(row['body_conclusion']),
    updated_at: iso(row['updated_at']),
  }));
}

interface PlanRow {
  package_key: string | null;
  messages: number | null;
  campaigns: number | null;
  months: number | null;
  monthly_price: number | null;
  period_price: number | null;
  chosen_at: string | null;
  unlimited: boolean;
  sent: number;
}

async function planRow(db: CommonQueryMethods, companyId: string): Promise<PlanRow | null> {
  return (await db.maybeOne(sql.unsafe`
    select package_key, messages, campaigns, months, monthly_price, period_price, chosen_at, unlimited, sent
    from ${t.plans} where company_id = ${companyId}`)) as PlanRow | null;
}

export async function readPlan(db: CommonQueryMethods, companyId: string): Promise<CompanyPlan | null> {
  const row = await planRow(db, companyId);
  if (!row?.package_key) return null;
  return {
    package_key: row.package_key as CompanyPlan['package_key'],
    messages: row.messages ?? 0,
    campaigns: row.campaigns ?? 0,
    months: (row.months ?? 3) as CompanyPlan['months'],
    monthly_price: row.monthly_price ?? 0,
    period_price: row.period_price ?? 0,
    chosen_at: iso(row.chosen_at),
  };
}

/** The quota by the domain's rule, from the read model's counts. */
export async function readQuota(db: CommonQueryMethods, companyId: string): Promise<ActiveSourcingQuotaAnswer> {
  const row = await planRow(db, companyId);
  return quotaOf({
    plan: row?.package_key ? { packageKey: row.package_key as CompanyPlan['package_key'], messages: row.messages ?? 0 } : null,
    unlimited: row?.unlimited ?? false,
    sent: row?.sent ?? 0,
  });
}

export async function listTemplates(db: CommonQueryMethods, companyId: string): Promise<MessageTemplate[]> {
  return (await db.any(sql.unsafe`
    select template_id as id, name, body from ${t.templates} where company_id = ${companyId} order by lower(name), template_id`)) as unknown as MessageTemplate[];
}

export async function listDocuments(db: CommonQueryMethods, companyId: string, contactId: string): Promise<ContactDocument[]> {
  const rows = (await db.any(sql.unsafe`
    select document_id, name, content_type, size, created_at from ${t.documents}
    where company_id = ${companyId} and contact_id = ${contactId} order by created_at, document_id`)) as ReadonlyArray<
    Record<string, unknown>
  >;
  return rows.map((row) => ({
    id: String(row['document_id']),
    name: String(row['name']),
    content_type: String(row['content_type']),
    size: Number(row['size']),
    created_at: iso(row['created_at']),
  }));
}

export async function readDocument(
  db: CommonQueryMethods,
  companyId: string,
  contactId: string,
  documentId: string,
): Promise<{ name: string; contentType: string } | null> {
  const row = (await db.maybeOne(sql.unsafe`
    select name, content_type from ${t.documents}
    where document_id = ${documentId} and company_id = ${companyId} and contact_id = ${contactId}`)) as {
    name: string;
    content_type: string;
  } | null;
  return row ? { name: row.name, contentType: row.content_type } : null;
}

/** An uploaded image: who uploaded it (its file is among their person files) and for which company. */
export async function readMedia(
  db: CommonQueryMethods,
  mediaId: string,
): Promise<{ companyId: string; userId: string; name: string; contentType: string } | null> {
  const row = (await db.maybeOne(sql.unsafe`
    select company_id, user_id, name, content_type from ${t.media} where media_id = ${mediaId}`)) as Record<string, string> | null;
  return row
    ? {
        companyId: String(row['company_id']),
        userId: String(row['user_id']),
        name: String(row['name']),
        contentType: String(row['content_type']),
      }
    : null;
}

/** Whether the company has unlocked the contact (an unlock that was not deleted). */
export async function companyHasUnlocked(db: CommonQueryMethods, companyId: string, contactId: string): Promise<boolean> {
  return db.exists(sql.unsafe`
    select 1 from ${tables.unlockedContacts} where company_id = ${companyId} and contact_id = ${contactId} and deleted_at is null`);
}

/** An unlocked contact's details, for the company that unlocked them only. */
export async function readContactInformation(
  db: CommonQueryMethods,
  companyId: string,
  contactId: string,
): Promise<ContactInformation | null> {
  const row = (await db.maybeOne(sql.unsafe`
    select contact_id, contact_name, contact_email, contact_phone, unlocked_at from ${tables.unlockedContacts}
    where company_id = ${companyId} and contact_id = ${contactId} and deleted_at is null
    order by unlocked_at limit 1`)) as Record<string, unknown> | null;
  if (!row) return null;
  return {
    id: String(row['contact_id']),
    full_name: (row['contact_name'] as string | null) ?? '',
    email: (row['contact_email'] as string | null) ?? null,
    phone: (row['contact_phone'] as string | null) ?? null,
    unlocked_at: iso(row['unlocked_at']),
  };
}
