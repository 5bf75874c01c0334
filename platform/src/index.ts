export type {
  AppConfig,
  DataProcessor,
  DataProtectionSettings,
  RateLimit,
  RateLimitGroup,
  RateLimits,
  RetentionSettings,
  KeyEncryptionSettings,
} from './config/config';
export {
  DEFAULT_RATE_LIMITS,
  DEMO_DATA_PROTECTION,
  loadConfig,
  loadKeyEncryptionSettings,
  publicBaseUrl,
  RATE_LIMIT_GROUPS,
  RATE_LIMITS_OFF,
} from './config/config';
export type { Logger } from './logging/logger';
export { createLogger } from './logging/logger';
export { onShutdown } from './lifecycle/shutdown';
export type { ShutdownStep } from './lifecycle/shutdown';
export type { Bus, BusSubscription } from './bus/port';
export { createInProcessBus } from './bus/in-process-bus';
export { connectNatsBus } from './bus/nats-bus';
export { resolveBus } from './bus/resolve-bus';
export { subjectMatches } from './bus/subject-match';
export { startEmbeddedPostgres, freePort } from './postgres/embedded-postgres';
export type { EmbeddedPostgresHandle } from './postgres/embedded-postgres';
export { createDatabasePool, runSqlScript } from './postgres/pool';
export { createStatementClient, statement } from './postgres/statements';
export type { Statement, StatementClient } from './postgres/statements';
export { resolveDatabase } from './postgres/database';
export type { ResolvedDatabase } from './postgres/database';
export {
  createTestDatabase,
  dropTestTemplates,
  testKekDirectory,
  TEST_STREAM_KEY_SECRET,
  testServerUrl,
  TEMPLATE_RUN_VARIABLE,
  type TestDatabaseTemplate,
} from './testing/test-database';
export { natsServerBinary, startNatsServerProcess } from './testing/nats-server';
export type { NatsServerProcess } from './testing/nats-server';
export { repoRoot, fromRepoRoot } from './paths/repo-root';
export type { TestDatabase } from './testing/test-database';
export { NOTIFICATION_OUTBOX, createNotificationOutbox, outboxNotifications } from './notifications/outbox';
export type { Notification, NotificationPort } from './notifications/outbox';
export { batchedOutboxNotifications } from './notifications/outbox-batch';
export { addMailSenderColumns, mailSettingsFromEnv, sendPendingMail, smtpTransport } from './notifications/mail-sender';
export type {
  MailRecipientLookup,
  MailResult,
  MailSenderSettings,
  MailSettings,
  MailTransport,
  OutgoingMail,
} from './notifications/mail-sender';
export { MAIL_LANGUAGES, MAIL_TEMPLATES, mailLanguageOf, mailText } from './notifications/mail-texts';
export type { MailContext, MailLanguage, MailText } from './notifications/mail-texts';
export { createNotificationSender } from './notifications/outbox-sender';
export type { NotificationSender } from './notifications/outbox-sender';
export {
  addSmsSenderColumns,
  localSmsAdapter,
  markSmsReported,
  sendPendingSms,
  SMS_CLAIM_MS,
  unreportedSms,
} from './notifications/sms-sender';
export type { PendingSms, SmsAdapter, SmsOutcome, SmsResult } from './notifications/sms-sender';
export { nameBasedId } from './ids/name-based-id';
