import { describe, expect, it } from 'vitest';
import { API_FEATURES } from '../api-features';
import { companyUsersMayCall, operationsOf, permissionDeclarationFault, type Contract } from './contract';
import { COMPANY_USER_PERMISSIONS, grants } from './permissions';

const operations: Array<[string, Contract]> = API_FEATURES.flatMap((feature) =>
  operationsOf(feature).map(([name, operation]): [string, Contract] => [`${feature.name}.${name}`, operation]),
);

describe('the permission of every operation company users may call', () => {
  it('is declared: an area, or null for none (only business-owners: null; others: none)', () => {
    const faults = operations.flatMap(([name, operation]) => {
      const fault = permissionDeclarationFault(operation);
      return fault ? [`${name} ${fault}`] : [];
    });
    expect(faults).toEqual([]);
    expect(operations.filter(([, operation]) => companyUsersMayCall(operation)).length).toBeGreaterThan(100);
  });

  it('names an area the company can grant', () => {
    for (const [name, operation] of operations)
      if (operation.permission) expect(COMPANY_USER_PERMISSIONS, name).toContain(operation.permission);
  });

  it('every area guards at least one operation', () => {
    const guarded = new Set(operations.map(([, operation]) => operation.permission));
    for (const permission of COMPANY_USER_PERMISSIONS) expect(guarded, permission).toContain(permission);
  });

  it("chat and the company's unlocked-contact lists belong to the unlocked contacts", () => {
    const byId = new Map(operations.map(([, operation]) => [operation.operationId, operation.permission]));
    for (const operationId of [
      'unlockedContactsOfCompany',
      'hiredContactsOfCompany',
      'openUnlockedContact',
      'chatContacts',
      'chatThread',
      'sendChatMessage',
      'openChatContact',
    ])
      expect(byId.get(operationId), operationId).toBe('unlocked-contacts');
  });
});

describe('the declaration rule', () => {
  const base = { operationId: 'x', method: 'GET', path: '/x', feature: 'x', summary: 'x', description: 'x', response: {} } as const;
  const of = (fields: Partial<Contract>): Contract => ({ ...base, access: 'public', ...fields }) as Contract;

  it('asks an area or null of what company users may call, and nothing of the rest', () => {
    expect(permissionDeclarationFault(of({ access: ['business'] }))).toMatch(/names no permission/);
    expect(permissionDeclarationFault(of({ access: 'authenticated' }))).toMatch(/names no permission/);
    expect(permissionDeclarationFault(of({ access: ['business'], permission: null }))).toBeNull();
    expect(permissionDeclarationFault(of({ access: ['admin', 'business'], permission: 'tasks' }))).toBeNull();
    expect(permissionDeclarationFault(of({ access: ['business-owner'], permission: 'billing' }))).toMatch(/only business-owners/);
    expect(permissionDeclarationFault(of({ access: ['admin'], permission: 'billing' }))).toMatch(/may not call/);
    expect(permissionDeclarationFault(of({ access: ['admin'] }))).toBeNull();
    expect(permissionDeclarationFault(of({ access: 'public' }))).toBeNull();
  });

  it('grants: admins and business-owners every area, a list never set every area, a list only its own', () => {
    expect(grants({ roles: ['business'], permissions: [] }, 'tasks')).toBe(false);
    expect(grants({ roles: ['business'], permissions: ['tasks'] }, 'tasks')).toBe(true);
    expect(grants({ roles: ['business'], permissions: null }, 'tasks')).toBe(true);
    expect(grants({ roles: ['business-owner'], permissions: [] }, 'tasks')).toBe(true);
    expect(grants({ roles: ['admin'], permissions: [] }, 'tasks')).toBe(true);
  });
});
