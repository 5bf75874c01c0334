import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { companyDecider } from './company-decider';
import type { CompanyEvent } from './company-events';

const companyId = '00000000-0000-4000-8000-000000000051';
const employerId = '00000000-0000-4000-8000-000000000052';
const managerId = '00000000-0000-4000-8000-000000000053';
const registered: CompanyEvent = {
  type: 'CompanyRegistered',
  data: { companyId, name: 'Spedition Nord', country: 'DE', zipCode: '20095', city: 'Hamburg', isPartner: false },
};
const assigned: CompanyEvent = { type: 'CompanyAccountManagerAssigned', data: { companyId, accountManagerId: managerId } };
const attached: CompanyEvent = { type: 'EmployerAttached', data: { companyId, employerId } };
const spec = deciderSpec(companyDecider);

describe('company decider', () => {
  it('registers a company with its trimmed name', () => {
    spec.given([]).when({ type: 'RegisterCompany', data: { ...registered.data, name: ' Spedition Nord ' } }).then([registered]);
  });

  it('needs a company name', () => {
    spec.given([]).when({ type: 'RegisterCompany', data: { ...registered.data, name: ' ' } }).thenThrows('invalid', { field: 'company_name' });
  });

  it('refuses to register the same company twice', () => {
    spec.given([registered]).when({ type: 'RegisterCompany', data: registered.data }).thenThrows('conflict');
  });

  it('assigns an account manager', () => {
    spec.given([registered]).when({ type: 'AssignAccountManager', data: { companyId, accountManagerId: managerId } }).then([assigned]);
  });

  it('records nothing when the same account manager is assigned again', () => {
    spec.given([registered, assigned]).when({ type: 'AssignAccountManager', data: { companyId, accountManagerId: managerId } }).thenNothing();
  });

  it('removes the account manager', () => {
    spec
      .given([registered, assigned])
      .when({ type: 'AssignAccountManager', data: { companyId, accountManagerId: null } })
      .then([{ type: 'CompanyAccountManagerAssigned', data: { companyId, accountManagerId: null } }]);
  });

  it('attaches an employer', () => {
    spec.given([registered]).when({ type: 'AttachEmployer', data: { companyId, employerId } }).then([attached]);
  });

  it('records nothing when the employer is already attached', () => {
    spec.given([registered, attached]).when({ type: 'AttachEmployer', data: { companyId, employerId } }).thenNothing();
  });

  it('answers not found for an unknown company', () => {
    spec.given([]).when({ type: 'AttachEmployer', data: { companyId, employerId } }).thenThrows('not_found');
    spec.given([]).when({ type: 'AssignAccountManager', data: { companyId, accountManagerId: managerId } }).thenThrows('not_found');
  });
});
