import { randomUUID } from 'node:crypto';
import {
  API_FEATURES,
  COMPANY_USER_PERMISSIONS,
  PERMISSION_REFUSALS,
  companyUsersMayCall,
  operationsOf,
  type CompanyUserPermission,
  type Contract,
} from '@rm/domain';
import type { TSchema } from '@sinclair/typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithWorld, type Session, type TestApp, type World } from './test-app';

/**
 * A company user's permission list, walked over every operation of the API a company user (role
 * `business`) may call, as the contracts declare it: with an empty list and with each single area, each
 * operation whose area is missing answers 403 with that area's refusal, and each other one does not refuse.
 * The list is derived from the contracts, so that a new operation is covered the day it is declared.
 */

let t: TestApp;
let w: World;
let unlockId: string;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 2 }));
  unlockId = (
    await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, { driver_id: w.contactIds[1], company_id: w.companyId, price: 5 })
  ).json<{ data: { id: string } }>().data.id;
  await t.caughtUp();
});
afterAll(() => t.close());

const businessMayCall = (operation: Contract): boolean =>
  companyUsersMayCall(operation) && (operation.access === 'authenticated' || operation.access.includes('business'));

const OPERATIONS: Contract[] = API_FEATURES.flatMap((feature) => operationsOf(feature).map(([, operation]) => operation)).filter(
  businessMayCall,
);

/** A value a path parameter's schema takes (its first literal), or an id of the world where the path names one. */
function sampleOf(schema: TSchema | undefined, name: string, path: string, selfId: string): string {
  if (schema && Array.isArray(schema.anyOf)) return sampleOf((schema.anyOf as TSchema[])[0], name, path, selfId);
  if (schema && 'const' in schema) return String(schema.const);
  if (schema && Array.isArray(schema.enum)) return String(schema.enum[0]);
  if (schema?.format === 'uuid' || name === 'id' || name.endsWith('Id')) {
    if (path.startsWith('/api/companies/')) return w.companyId;
    if (path.startsWith('/api/settings/user/')) return selfId;
    if (path.startsWith('/api/unlocked-contacts/')) return unlockId;
    if (name === 'contactId') return w.contactIds[1] ?? '';
    if (path.startsWith('/api/campaigns/') || path.includes('/campaigns/') || path.includes('campaign-users')) return w.campaignId;
    return randomUUID();
  }
  if (schema?.type === 'integer' || schema?.type === 'number') return '1';
  if (schema?.type === 'boolean') return 'true';
  return 'x';
}

const urlOf = (operation: Contract, selfId: string): string =>
  operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(sampleOf(operation.params?.properties[name], name, operation.path, selfId)),
  );

const setPermissions = async (permissions: readonly CompanyUserPermission[]): Promise<void> => {
  const response = await t.call('PUT', `/api/company-users/${w.users.business.id}/permissions`, w.sessions.owner, { permissions });
  expect(response.statusCode).toBe(200);
  await t.caughtUp();
};

/** Each operation's answer to the session, against what the contracts' table says for this list. */
async function walk(session: Session, selfId: string, granted: readonly CompanyUserPermission[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const operation of OPERATIONS) {
    const response = await t.call(operation.method, urlOf(operation, selfId), session);
    const message = response.statusCode === 403 ? response.json<{ message?: string }>().message : undefined;
    const name = `${operation.operationId} ${operation.method} ${operation.path}`;
    if (operation.permission && !granted.includes(operation.permission)) {
      const refusal = PERMISSION_REFUSALS[operation.permission];
      if (response.statusCode !== 403 || message !== refusal)
        wrong.push(`${name}: ${response.statusCode} ${message ?? ''}, not the refusal`);
    } else if (response.statusCode === 403) wrong.push(`${name}: 403 ${message ?? ''} though granted`);
  }
  return wrong;
}

describe("every operation a company user may call, against the company user's permission list", () => {
  it('covers the operations of every area', () => {
    for (const permission of COMPANY_USER_PERMISSIONS)
      expect(OPERATIONS.some((operation) => operation.permission === permission)).toBe(true);
    expect(OPERATIONS.length).toBeGreaterThan(90);
  });

  it('a list never set refuses nothing', async () => {
    expect(await walk(w.sessions.business, w.users.business.id, COMPANY_USER_PERMISSIONS)).toEqual([]);
  });

  it('an empty list refuses every area, and nothing else', async () => {
    await setPermissions([]);
    expect(await walk(w.sessions.business, w.users.business.id, [])).toEqual([]);
  });

  it.each(COMPANY_USER_PERMISSIONS)('a list of %s only grants that area', async (permission) => {
    await setPermissions([permission]);
    expect(await walk(w.sessions.business, w.users.business.id, [permission])).toEqual([]);
  });

  it('an empty list refuses the contact lists, chat and chat SMS of the unlocked contacts', async () => {
    await setPermissions([]);
    const refusal = { message: PERMISSION_REFUSALS['unlocked-contacts'] };
    for (const [method, url, body] of [
      ['GET', `/api/companies/${w.companyId}/unlocked-contacts`],
      ['GET', `/api/companies/${w.companyId}/hired-unlocked-contacts`],
      ['PUT', `/api/unlocked-contacts/${unlockId}/open`],
      ['GET', '/api/messages/contacts'],
      ['GET', `/api/messages/${w.contactIds[1]}`],
      ['POST', `/api/messages/${w.contactIds[1]}`, { message: 'Hallo', client_message_id: randomUUID() }],
    ] as const) {
      const response = await t.call(method, url, w.sessions.business, body);
      expect([response.statusCode, response.json()], `${method} ${url}`).toEqual([403, refusal]);
    }
  });

  it("the company's owner keeps every area while the user's list is empty", async () => {
    await setPermissions([]);
    expect(await walk(w.sessions.owner, w.users.owner.id, COMPANY_USER_PERMISSIONS)).toEqual([]);
  });
});
