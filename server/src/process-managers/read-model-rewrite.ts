import type { EventStore } from '@rm/eventstore';
import type { Logger } from '@rm/platform';
import { rewriteErasedReadModels, type Projection, type RewriteOutcome } from '@rm/projectors';
import { periodic, type Periodic } from './periodic';

export interface ReadModelRewriteDependencies {
  databaseUrl: string;
  store: EventStore;
  projections: readonly Projection[];
  /** A look this often (`READ_MODEL_REWRITE_HOURS`); a look rewrites only after new erasures. */
  rewriteHours: number;
  logger: Logger;
  firstCheckMs?: number;
}

/**
 * The rewrite of the read models' tables after erasures (see `rewriteErasedReadModels`) on its schedule:
 * a look every `rewriteHours` (the first ten minutes after the start). A look that finds the projections
 * not yet past the erasure, or a table it could not lock, leaves the erasure for the next look.
 */
export function startReadModelRewrite(deps: ReadModelRewriteDependencies): Periodic<RewriteOutcome> {
  const periodMs = deps.rewriteHours * 3600_000;
  return periodic(
    async () => {
      const result = await rewriteErasedReadModels({ databaseUrl: deps.databaseUrl, store: deps.store, projections: deps.projections });
      if (result.outcome === 'rewritten')
        deps.logger.info(
          { erasedUpTo: result.erasedUpTo, tables: result.tables.length, skipped: result.skipped },
          'read-model tables rewritten after erasures: forgotten row versions left the database files',
        );
      return result;
    },
    {
      firstMs: deps.firstCheckMs ?? 10 * 60_000,
      everyMs: periodMs,
      onError: (error) => deps.logger.error({ err: error }, 'read-model rewrite failed; tried again at the next look'),
    },
  );
}
