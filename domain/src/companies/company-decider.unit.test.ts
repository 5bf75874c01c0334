import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/decider-spec';
import { companyDecider } from './company-decider';
import type { CompanyEvent } from './company-events';

const companyId = '00000000-0000-4000-8000-000000000051';
const employerId = '00000000-0000-4000-8000-000000000052';
const registered: CompanyEvent = { type: 'CompanyRegistered', data: { companyId, name: 'Spedition Nord', country: 'DE', zipCode: '20095', city: 'Hamburg', isPartner: false } };
const spec = deciderSpec(companyDecider);

describe('company decider', () => {
  it('registers a company with a name', () => {
    spec.given([]).when({ type: 'RegisterCompany', data: registered.data }).then([registered]);
    spec.given([]).when({ type: 'RegisterCompany', data: { ...registered.data, name: ' ' } }).thenThrows('invalid', 'company_name');
  });

  it('assigns an account manager, ignoring a repeat', () => {
    spec.given([registered]).when({ type: 'AssignAccountManager', data: { companyId, accountManagerId: employerId } }).then([{ type: 'CompanyAccountManagerAssigned', data: { companyId, accountManagerId: employerId } }]);
    spec
      .given([registered, { type: 'CompanyAccountManagerAssigned', data: { companyId, accountManagerId: employerId } }])
      .when({ type: 'AssignAccountManager', data: { companyId, accountManagerId: employerId } })
      .thenNothing();
  });

  it('attaches an employer once', () => {
    spec.given([registered]).when({ type: 'AttachEmployer', data: { companyId, employerId } }).then([{ type: 'EmployerAttached', data: { companyId, employerId } }]);
    spec.given([registered, { type: 'EmployerAttached', data: { companyId, employerId } }]).when({ type: 'AttachEmployer', data: { companyId, employerId } }).thenNothing();
    spec.given([]).when({ type: 'AttachEmployer', data: { companyId, employerId } }).thenThrows('not_found');
  });
});
