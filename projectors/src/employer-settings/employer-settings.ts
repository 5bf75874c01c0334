import type { EmployerEvent } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { sql, type DatabaseTransactionConnection } from 'slonik';
import type { Notice, Projection } from '../runner/projection';
import { table } from '../shared/sql-rows';
import { EMPLOYER_SETTINGS_SCHEMA, createEmployerSettingsTables } from './employer-settings-schema';

const EVENT_TYPES = [
  'SepaDetailsSaved',
  'CompanySepaApproved',
  'DefinitionSaved',
  'DefinitionDeleted',
  'TestimonialSaved',
  'PackageChosen',
  'ActiveSourcingAccessSet',
  'MessageTemplateSaved',
  'MessageTemplateDeleted',
  'ActiveSourcingMessageSent',
  'ContactDocumentAdded',
  'ContactDocumentDeleted',
  'ImageUploaded',
] as const;

type Handled = EmployerEvent | { type: 'CompanySepaApproved'; data: { companyId: string; signedAt: string } };

/**
 * The employer workspace: one statement per event (a company's settings change rarely beside offers).
 * A new SEPA account waits for an admin's approval again; choosing a package starts the count of sent
 * active-sourcing messages anew, as the decider does.
 */
async function handleEmployerSettings(
  batch: readonly RecordedEvent[],
  connection: DatabaseTransactionConnection,
  schema: string,
): Promise<Notice[]> {
  const t = (name: string) => table(schema, name);
  for (const recorded of batch) {
    const at = recorded.metadata.occurredAt;
    const event = recorded as unknown as Handled;
    switch (event.type) {
      case 'SepaDetailsSaved': {
        const d = event.data;
        await connection.query(sql.unsafe`
          insert into ${t('sepa_accounts')} (company_id, user_id, bank_account_owner, iban, swift_bic, signer_name, accepted_terms_at, approved_at)
          values (${d.companyId}, ${d.userId}, ${d.bankAccountOwner}, ${d.iban}, ${d.swiftBic}, ${d.signerName}, ${d.acceptedTermsAt}, null)
          on conflict (company_id) do update set user_id = excluded.user_id, bank_account_owner = excluded.bank_account_owner,
            iban = excluded.iban, swift_bic = excluded.swift_bic, signer_name = excluded.signer_name,
            accepted_terms_at = excluded.accepted_terms_at, approved_at = null`);
        break;
      }
      case 'CompanySepaApproved':
        await connection.query(sql.unsafe`
          insert into ${t('sepa_accounts')} (company_id, approved_at) values (${event.data.companyId}, ${event.data.signedAt})
          on conflict (company_id) do update set approved_at = excluded.approved_at`);
        break;
      case 'DefinitionSaved': {
        const d = event.data;
        await connection.query(sql.unsafe`
          insert into ${t('definitions')} (definition_id, company_id, name, description) values (${d.definitionId}, ${d.companyId}, ${d.name}, ${d.description})
          on conflict (definition_id) do update set name = excluded.name, description = excluded.description`);
        break;
      }
      case 'DefinitionDeleted':
        await connection.query(
          sql.unsafe`update ${t('definitions')} set deleted_at = ${at} where definition_id = ${event.data.definitionId}`,
        );
        break;
      case 'TestimonialSaved': {
        const d = event.data;
        await connection.query(sql.unsafe`
          insert into ${t('testimonials')} (testimonial_id, company_id, user_id, body_problem, body_collaboration, body_results, body_conclusion, updated_at)
          values (${d.testimonialId}, ${d.companyId}, ${d.userId}, ${d.bodyProblem}, ${d.bodyCollaboration}, ${d.bodyResults}, ${d.bodyConclusion}, ${at})
          on conflict (testimonial_id) do update set user_id = excluded.user_id, body_problem = excluded.body_problem,
            body_collaboration = excluded.body_collaboration, body_results = excluded.body_results,
            body_conclusion = excluded.body_conclusion, updated_at = excluded.updated_at`);
        break;
      }
      case 'PackageChosen': {
        const d = event.data;
        await connection.query(sql.unsafe`
          insert into ${t('plans')} (company_id, package_key, messages, campaigns, months, monthly_price, period_price, chosen_at, sent)
          values (${d.companyId}, ${d.packageKey}, ${d.messages}, ${d.campaigns}, ${d.months}, ${d.monthlyPrice}, ${d.periodPrice}, ${at}, 0)
          on conflict (company_id) do update set package_key = excluded.package_key, messages = excluded.messages,
            campaigns = excluded.campaigns, months = excluded.months, monthly_price = excluded.monthly_price,
            period_price = excluded.period_price, chosen_at = excluded.chosen_at, sent = 0`);
        break;
      }
      case 'ActiveSourcingAccessSet':
        await connection.query(sql.unsafe`
          insert into ${t('plans')} (company_id, unlimited) values (${event.data.companyId}, ${event.data.unlimited})
          on conflict (company_id) do update set unlimited = excluded.unlimited`);
        break;
      case 'MessageTemplateSaved': {
        const d = event.data;
        await connection.query(sql.unsafe`
          insert into ${t('message_templates')} (template_id, company_id, name, body) values (${d.templateId}, ${d.companyId}, ${d.name}, ${d.body})
          on conflict (template_id) do update set name = excluded.name, body = excluded.body`);
        break;
      }
      case 'MessageTemplateDeleted':
        await connection.query(sql.unsafe`delete from ${t('message_templates')} where template_id = ${event.data.templateId}`);
        break;
      case 'ActiveSourcingMessageSent': {
        const d = event.data;
        await connection.query(sql.unsafe`
          insert into ${t('sourcing_messages')} (message_id, company_id, contact_id, sender_id, sent_at)
          values (${d.messageId}, ${d.companyId}, ${d.contactId}, ${d.senderId}, ${d.sentAt}) on conflict (message_id) do nothing`);
        await connection.query(sql.unsafe`
          insert into ${t('plans')} (company_id, sent) values (${d.companyId}, 1)
          on conflict (company_id) do update set sent = ${t('plans')}.sent + 1`);
        break;
      }
      case 'ContactDocumentAdded': {
        const d = event.data;
        await connection.query(sql.unsafe`
          insert into ${t('contact_documents')} (document_id, company_id, contact_id, name, content_type, size, created_at)
          values (${d.documentId}, ${d.companyId}, ${d.contactId}, ${d.name}, ${d.contentType}, ${d.size}, ${at}) on conflict (document_id) do nothing`);
        break;
      }
      case 'ContactDocumentDeleted':
        await connection.query(sql.unsafe`delete from ${t('contact_documents')} where document_id = ${event.data.documentId}`);
        break;
      case 'ImageUploaded': {
        const d = event.data;
        await connection.query(sql.unsafe`
          insert into ${t('media')} (media_id, company_id, user_id, name, content_type, size, created_at)
          values (${d.mediaId}, ${d.companyId}, ${d.userId}, ${d.name}, ${d.contentType}, ${d.size}, ${at}) on conflict (media_id) do nothing`);
        break;
      }
      default:
        break;
    }
  }
  return [];
}

/** The employer workspace: SEPA accounts, definitions, testimonials, packages and quotas, templates, documents and images. */
export const employerSettingsProjection: Projection = {
  name: 'employer-settings',
  schema: EMPLOYER_SETTINGS_SCHEMA,
  createTables: createEmployerSettingsTables,
  handle: (batch, connection, { schema }) => handleEmployerSettings(batch, connection, schema),
  eventTypes: EVENT_TYPES,
};
