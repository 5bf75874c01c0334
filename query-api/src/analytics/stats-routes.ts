import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { analyticsFeature, DEFAULT_STATS_PERIOD, statsWindow } from '@rm/domain';
import { bindContracts, queryHandlers } from '@rm/platform/http';
import { sql } from 'slonik';
import type { QueryRoutesOptions } from '../shared/query-context';
import { profileVisits, replacementReasons, transactionRevenueMonthly } from './report-queries';
import { byCategory, categoriesOver, timeSeries, unlockedTimeWise } from './stats-queries';

/** A company's sales owner's name, 'none' without one. */
const SALES_OWNER = sql.fragment`coalesce(u.full_name, 'none')`;

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
      statsUnlocksBySalesOwner: (request) => byCategory(pool, request.query, 'unlock', SALES_OWNER, 'unlocks'),
      statsUnlockedTimeWise: (request) => unlockedTimeWise(pool, request.query),
      statsSaleCompareRecent: (request) =>
        timeSeries(
          pool,
          { ...request.query, compare: true, cumulative: request.params.cumulative === '1' || request.params.cumulative === 'true' },
          { revenue: { kind: 'revenue', euros: true } },
        ),
      statsSaleLeaderboardCompareRecent: (request) =>
        categoriesOver(
          pool,
          request.query.as_of,
          (day) => {
            const window = statsWindow(request.query.period ?? DEFAULT_STATS_PERIOD, 'daily', day);
            return [
              { name: 'revenue', span: window },
              { name: 'revenue_previous', span: window.previous },
            ];
          },
          { kind: 'revenue', euros: true },
          SALES_OWNER,
        ),
      statsSaleLeaderboardCompareRecentMonths: (request) =>
        categoriesOver(
          pool,
          request.query.as_of,
          (day) => {
            const months = statsWindow('this_month', 'monthly', day);
            const before = statsWindow('last_month', 'monthly', day);
            const earlier = statsWindow('last_month', 'monthly', before.from);
            return [earlier, before, months].map((month) => ({ name: month.buckets[0] ?? month.from.slice(0, 7), span: month }));
          },
          { kind: 'revenue', euros: true },
          SALES_OWNER,
        ),
      statsSaleLeaderboardSalesCompanies: (request) =>
        byCategory(pool, request.query, 'revenue', sql.fragment`coalesce(c.name, f.company_id::text)`, 'revenue', { euros: true }),
      statsContactProfileVisits: (request) => profileVisits(pool, request.params.companyId, request.query),
      statsContactReplacementReasons: (request) => replacementReasons(pool, request.query),
      statsTransactionRevenueMonthly: (request) => transactionRevenueMonthly(pool, request.query),
    }),
  );
  done();
};
