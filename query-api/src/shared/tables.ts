import { auditLogTables, campaignsTables, contactsTables, offerBoardTables, unlocksTables, USERS_SCHEMA, usersTables } from '@rm/projectors';
import { sql, type IdentifierSqlToken } from 'slonik';

const table = (qualified: string): IdentifierSqlToken => sql.identifier(qualified.split('.'));

/** The read-model tables this API reads, by the names the projectors export. */
export const tables = {
  offers: table(offerBoardTables.offers),
  offerStageCounts: table(offerBoardTables.stageCounts),
  offerContacts: table(offerBoardTables.contacts),
  offerCampaigns: table(offerBoardTables.campaigns),
  offerCompanies: table(offerBoardTables.companies),
  offerUsers: table(offerBoardTables.users),
  contacts: table(contactsTables.contacts),
  campaigns: table(campaignsTables.campaigns),
  audiences: table(campaignsTables.audiences),
  campaignCompanies: table(campaignsTables.companies),
  unlockedContacts: table(unlocksTables.unlockedContacts),
  unlockContacts: table(unlocksTables.contacts),
  unlockCampaigns: table(unlocksTables.campaigns),
  unlockUsers: table(unlocksTables.users),
  users: table(usersTables.users),
  companies: table(usersTables.companies),
  companyUsers: table(usersTables.companyUsers),
  contactUsers: sql.identifier([USERS_SCHEMA, 'contact_users']),
  auditEntries: table(auditLogTables.entries),
  auditEntryEntities: table(auditLogTables.entryEntities),
  auditActors: table(auditLogTables.actors),
} as const;
