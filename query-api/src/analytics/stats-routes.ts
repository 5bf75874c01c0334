import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { analyticsFeature } from '@rm/domain';
import { bindContracts, queryHandlers } from '@rm/platform/http';
import { sql } from 'slonik';
import type { QueryRoutesOptions } from '../shared/query-context';
import { byCategory, timeSeries, unlockedTimeWise } from './stats-queries';

/** The back office's charts: series over the statistics read model, each as of any moment. */
export const statsQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  bindContracts(
    app,
    queryHandlers(analyticsFeature, {
      statsActivities: (request) =>
        timeSeries(pool, request.query, {
          [request.params.activity]: { kind: 'activity', where: sql.fragment`f.label = ${request.params.activity}` },
        }),
      statsPartners: (request) =>
        timeSeries(pool, request.query, {
          partners: { kind: 'unlock', where: sql.fragment`coalesce(c.is_partner, false)` },
          others: { kind: 'unlock', where: sql.fragment`not coalesce(c.is_partner, false)` },
        }),
      statsCompaniesCompareRecent: (request) =>
        timeSeries(
          pool,
          { ...request.query, compare: true, cumulative: request.params.cumulative === '1' || request.params.cumulative === 'true' },
          { companies: { kind: 'company_registered' } },
        ),
      statsContactRejectionReasons: (request) => byCategory(pool, request.query, 'rejection', sql.fragment`f.label`, 'rejections'),
      statsHiredContacts: (request) => timeSeries(pool, request.query, { hires: { kind: 'hire' } }),
      statsHiredContactsByCompanies: (request) =>
        byCategory(pool, request.query, 'hire', sql.fragment`coalesce(c.name, f.company_id::text)`, 'hires'),
      statsUnlocksBySalesOwner: (request) =>
        byCategory(pool, request.query, 'unlock', sql.fragment`coalesce(u.full_name, 'none')`, 'unlocks'),
      statsUnlockedTimeWise: (request) => unlockedTimeWise(pool, request.query),
      statsSaleCompareRecent: (request) =>
        timeSeries(
          pool,
          { ...request.query, compare: true, cumulative: request.params.cumulative === '1' || request.params.cumulative === 'true' },
          { revenue: { kind: 'revenue', euros: true } },
        ),
      statsSaleLeaderboardSalesCompanies: (request) =>
        byCategory(pool, request.query, 'revenue', sql.fragment`coalesce(c.name, f.company_id::text)`, 'revenue', { euros: true }),
    }),
  );
  done();
};
