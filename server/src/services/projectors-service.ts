import { publicBaseUrl, type Logger } from '@rm/platform';
import { allProjections } from '@rm/projectors';
import { startSmsSender } from '../process-managers/chat-sms';
import { startMailSenderFromEnv } from '../process-managers/mail-sender';
import { startNotificationJobs } from '../process-managers/notification-jobs';
import { startKeyRotation } from '../process-managers/key-rotation';
import { startReadModelRewrite } from '../process-managers/read-model-rewrite';
import { startRetention } from '../process-managers/retention';
import { startTaskReminders } from '../process-managers/task-reminders';
import { connectBackends, migrateEventStoreIfPostgres } from './backends';
import { startHealthServer } from './health-server';
import { runProjections } from './run-projections';
import type { RunningService } from './running-service';
import type { ServiceSettings } from './service-settings';

/** The projections on their own, publishing change notices on NATS; a tiny HTTP server answers GET /health. */
export async function startProjectorsService(settings: ServiceSettings, logger: Logger): Promise<RunningService> {
  const backends = await connectBackends(settings, logger);
  await migrateEventStoreIfPostgres(settings);
  // The instance names the lease connection (`pg_stat_activity.application_name`): who holds which projection.
  const projections = await runProjections(
    { pool: backends.pool, store: backends.store, bus: backends.bus, logger, databaseUrl: settings.databaseUrl },
    { instance: settings.instance },
  );
  // The retention rule runs beside the projections (in one instance at a time, see the scheduler).
  const retention = startRetention({
    pool: backends.pool,
    databaseUrl: settings.databaseUrl,
    store: backends.store,
    bus: backends.bus,
    logger,
    personalData: backends.personalData,
    settings: settings.retention,
    instance: settings.instance,
  });
  // The KEK rotation too (one instance at a time, by an advisory lock).
  const keyRotation = startKeyRotation({
    databaseUrl: settings.databaseUrl,
    encryption: backends.personalData.encryption,
    rotationHours: settings.keyEncryption.rotationHours,
    logger,
  });
  // The rewrite of the read models' tables after erasures (one instance at a time, by an advisory lock).
  const readModelRewrite = startReadModelRewrite({
    databaseUrl: settings.databaseUrl,
    store: backends.store,
    projections: allProjections,
    rewriteHours: settings.retention.rewriteHours,
    logger,
  });
  // The sending jobs too: instances share a job's recipients (rows locked with SKIP LOCKED).
  const notificationJobs = startNotificationJobs({
    pool: backends.pool,
    store: backends.store,
    bus: backends.bus,
    logger,
  });
  // Task reminders on their due date: any number of instances, each due task claimed by one (SKIP LOCKED)
  // and sent once by its own stream's revision.
  const taskReminders = startTaskReminders({ pool: backends.pool, store: backends.store, logger });
  // The outbox's SMS to the gateway: instances share the waiting rows (claimed with SKIP LOCKED).
  const smsSender = startSmsSender({ pool: backends.pool, store: backends.store, logger });
  // The outbox's mails to the SMTP server (with SMTP_URL), shared the same way.
  const mailSender = startMailSenderFromEnv({ pool: backends.pool, logger, baseUrl: publicBaseUrl(settings) });
  const health = await startHealthServer({ service: 'projectors', instance: settings.instance }, settings.port, settings.host);
  return {
    port: health.port,
    shutdownSteps: [
      { name: 'stop health checks', run: () => health.close() },
      { name: 'stop the retention schedule', run: () => retention.stop() },
      { name: 'stop the KEK rotation', run: () => keyRotation.stop() },
      { name: 'stop the read-model rewrite', run: () => readModelRewrite.stop() },
      { name: 'stop the notification jobs', run: () => notificationJobs.stop() },
      { name: 'stop the task reminders', run: () => taskReminders.stop() },
      { name: 'stop the SMS sender', run: () => smsSender.stop() },
      ...(mailSender ? [{ name: 'stop the mail sender', run: () => mailSender.stop() }] : []),
      { name: 'finish projection batches', run: () => projections.stop() },
      ...backends.closeSteps,
    ],
  };
}
