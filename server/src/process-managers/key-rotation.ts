import { rotateKeyEncryption, type KeyEncryption } from '@rm/eventstore';
import type { Logger } from '@rm/platform';
import { periodic, type Periodic } from './periodic';

export interface KeyRotationDependencies {
  databaseUrl: string;
  encryption: KeyEncryption;
  /** A new KEK this often (`KEK_ROTATION_HOURS`). */
  rotationHours: number;
  logger: Logger;
  /** How often to look whether a rotation is due (default a quarter of the period, at most 15 minutes). */
  checkMs?: number;
  firstCheckMs?: number;
}

/**
 * The KEK rotation on its schedule (see `rotateKeyEncryption`): in one instance at a time (an advisory
 * lock), the time of the current epoch in the database, so that restarts and several instances rotate
 * once per period; a look that failed is tried again at the next.
 */
export function startKeyRotation(deps: KeyRotationDependencies): Periodic<unknown> {
  const periodMs = deps.rotationHours * 3600_000;
  return periodic(
    async () => {
      const result = await rotateKeyEncryption({ connectionString: deps.databaseUrl, encryption: deps.encryption, periodMs });
      if (result.outcome === 'rotated' || result.outcome === 'finished')
        deps.logger.info({ ...result, kek: deps.encryption.kind }, 'personal-data keys re-wrapped under a new KEK; older KEKs destroyed');
      return result;
    },
    {
      firstMs: deps.firstCheckMs ?? 15_000,
      everyMs: deps.checkMs ?? Math.min(15 * 60_000, periodMs / 4),
      onError: (error) => deps.logger.error({ err: error }, 'KEK rotation failed; tried again at the next look'),
    },
  );
}
