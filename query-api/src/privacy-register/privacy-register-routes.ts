import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  breachDeadline,
  breachOverdue,
  dataSubjectRequestDue,
  dataSubjectRequestOverdue,
  privacyRegisterFeature,
  type Breach,
  type BreachFields,
  type DataSubjectRequest,
  type DataSubjectRequestFields,
} from '@rm/domain';
import { privacyRegisterTables } from '@rm/projectors';
import { bindContracts, queryHandlers } from '@rm/platform/http';
import { sql } from 'slonik';
import type { QueryRoutesOptions } from '../shared/query-context';

const breaches = sql.identifier(privacyRegisterTables.breaches.split('.'));
const requests = sql.identifier(privacyRegisterTables.requests.split('.'));
const iso = (value: unknown): string => new Date(value as string | number).toISOString();

/** The breach register and the register of data-subject requests, with deadlines as of now (admins; the contracts say so). */
export const privacyRegisterQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  const handlers = {
    listBreaches: async () => {
      const now = new Date();
      const result = await pool.query(
        sql.unsafe`select breach_id, fields, updated_at from ${breaches} order by detected_at desc, breach_id limit 500`,
      );
      const data: Breach[] = (result.rows as Array<{ breach_id: string; fields: BreachFields; updated_at: unknown }>).map((row) => ({
        id: row.breach_id,
        ...row.fields,
        deadline: breachDeadline(row.fields.detectedAt),
        overdue: breachOverdue(row.fields, now),
        updatedAt: iso(row.updated_at),
      }));
      return { data };
    },
    listDataSubjectRequests: async () => {
      const now = new Date();
      const result = await pool.query(
        sql.unsafe`select request_id, fields, updated_at from ${requests} order by done, received_at desc, request_id limit 500`,
      );
      const data: DataSubjectRequest[] = (
        result.rows as Array<{ request_id: string; fields: DataSubjectRequestFields; updated_at: unknown }>
      ).map((row) => ({
        id: row.request_id,
        ...row.fields,
        due: dataSubjectRequestDue(row.fields),
        overdue: dataSubjectRequestOverdue(row.fields, now),
        updatedAt: iso(row.updated_at),
      }));
      return { data };
    },
  } satisfies Record<keyof typeof privacyRegisterFeature.queries, unknown>;
  bindContracts(app, queryHandlers(privacyRegisterFeature, handlers as never));
  done();
};
