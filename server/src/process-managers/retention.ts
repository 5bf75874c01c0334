import { runRetention } from '@rm/command-api';
import type { EventStore } from '@rm/eventstore';
import type { Bus, Logger, RetentionSettings } from '@rm/platform';
import { purgeSecurityLog } from '@rm/platform/http';
import type { DatabasePool } from 'slonik';
import { createPersonalDataPort, type PersonalData } from '../personal-data';
import { startRetentionScheduler, type RetentionScheduler } from './retention-scheduler';

export interface RetentionDependencies {
  pool: DatabasePool;
  databaseUrl: string;
  store: EventStore;
  bus: Bus;
  logger: Logger;
  personalData: PersonalData;
  settings: RetentionSettings;
  instance: string;
}

/** The retention rule on its daily schedule (see `startRetentionScheduler` and `runRetention`), and the security log's. */
export function startRetention(deps: RetentionDependencies): RetentionScheduler {
  const policy = {
    rejectedMonths: deps.settings.rejectedMonths,
    talentPoolMonths: deps.settings.talentPoolMonths,
    inactiveMonths: deps.settings.inactiveMonths,
    inactivityNoticeDays: deps.settings.inactivityNoticeDays,
  };
  const port = createPersonalDataPort(
    { pool: deps.pool, bus: deps.bus, logger: deps.logger, store: deps.store, retention: policy },
    deps.personalData,
  );
  return startRetentionScheduler({
    connectionString: deps.databaseUrl,
    instance: deps.instance,
    logger: deps.logger,
    checkMs: deps.settings.checkMinutes * 60_000,
    run: async (now) => {
      const outcome = await runRetention(deps.store, port, { now, policy, accessLogMonths: deps.settings.accessLogMonths });
      const securityLogPurged = await purgeSecurityLog(deps.pool, now, deps.settings.securityLogDays);
      deps.logger.info({ runId: outcome.runId, securityLogPurged }, 'security log purged');
      return outcome;
    },
  });
}
