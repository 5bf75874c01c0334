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
    spec
      .given([])
      .when({ type: 'RegisterCompany', data: { ...registered.data, name: ' Spedition Nord ' } })
      .then([registered]);
  });

  it('needs a company name', () => {
    spec
      .given([])
      .when({ type: 'RegisterCompany', data: { ...registered.data, name: ' ' } })
      .thenThrows('invalid', { field: 'company_name' });
  });

  it('refuses to register the same company twice', () => {
    spec.given([registered]).when({ type: 'RegisterCompany', data: registered.data }).thenThrows('conflict');
  });

  it('assigns an account manager', () => {
    spec
      .given([registered])
      .when({ type: 'AssignAccountManager', data: { companyId, accountManagerId: managerId } })
      .then([assigned]);
  });

  it('records nothing when the same account manager is assigned again', () => {
    spec
      .given([registered, assigned])
      .when({ type: 'AssignAccountManager', data: { companyId, accountManagerId: managerId } })
      .thenNothing();
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
    spec
      .given([])
      .when({ type: 'AssignAccountManager', data: { companyId, accountManagerId: managerId } })
      .thenThrows('not_found');
  });
});

describe('company decider: the back office edits', () => {
  const now = '2026-11-20T10:00:00.000Z';
  const sepaOn: CompanyEvent = { type: 'CompanyFlagChanged', data: { companyId, flag: 'sepa_enabled', value: true } };

  it('registers a business with what its form said', () => {
    const business = {
      companyId,
      ownerId: managerId,
      companyPhone: '+4940123456',
      registeredFrom: null,
      registeredFromPage: '/register/business',
      salesOwnerId: null,
    };
    spec
      .given([])
      .when({ type: 'RegisterBusiness', data: { company: registered.data, business } })
      .then([registered, { type: 'BusinessRegistered', data: business }]);
  });

  it('flips a switch, and sets it to a given value', () => {
    spec
      .given([registered])
      .when({ type: 'SetCompanyFlag', data: { companyId, flag: 'is_partner' } })
      .then([{ type: 'CompanyFlagChanged', data: { companyId, flag: 'is_partner', value: true } }]);
    spec
      .given([registered])
      .when({ type: 'SetCompanyFlag', data: { companyId, flag: 'is_active' } })
      .then([{ type: 'CompanyFlagChanged', data: { companyId, flag: 'is_active', value: false } }]);
    spec
      .given([registered])
      .when({ type: 'SetCompanyFlag', data: { companyId, flag: 'is_active', value: true } })
      .thenNothing();
  });

  it('refuses an edit made on a version someone else has changed since (409)', () => {
    spec
      .given([registered, sepaOn])
      .when({ type: 'SetCompanyFlag', data: { companyId, flag: 'direct_pay', expectedVersion: 0 } })
      .thenThrows('conflict', { message: /meanwhile/ });
    spec
      .given([registered, sepaOn])
      .when({ type: 'SetCompanyFlag', data: { companyId, flag: 'direct_pay', expectedVersion: 1 } })
      .then([{ type: 'CompanyFlagChanged', data: { companyId, flag: 'direct_pay', value: true } }]);
  });

  it('approves SEPA only once it is enabled, and never signed in the future', () => {
    spec
      .given([registered])
      .when({ type: 'ApproveSepa', data: { companyId, signedAt: '2026-11-19T00:00:00.000Z', now } })
      .thenThrows('invalid', { field: 'signed_at' });
    spec
      .given([registered, sepaOn])
      .when({ type: 'ApproveSepa', data: { companyId, signedAt: '2026-12-01T00:00:00.000Z', now } })
      .thenThrows('invalid', { field: 'signed_at', message: /future/ });
    spec
      .given([registered, sepaOn])
      .when({ type: 'ApproveSepa', data: { companyId, signedAt: '2026-11-19T00:00:00.000Z', now } })
      .then([{ type: 'CompanySepaApproved', data: { companyId, signedAt: '2026-11-19T00:00:00.000Z' } }]);
  });

  it('keeps due days within a quarter and records settings only when they change', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeCompanySettings', data: { companyId, dueDays: 400, goodwillMode: false } })
      .thenThrows('invalid', { field: 'due_days' });
    spec
      .given([registered])
      .when({ type: 'ChangeCompanySettings', data: { companyId, dueDays: 14, goodwillMode: false } })
      .thenNothing();
    spec
      .given([registered])
      .when({ type: 'ChangeCompanySettings', data: { companyId, dueDays: 30, goodwillMode: true } })
      .then([{ type: 'CompanySettingsChanged', data: { companyId, dueDays: 30, goodwillMode: true } }]);
  });

  it('changes customer level, segment, configs and properties', () => {
    spec
      .given([registered])
      .when({ type: 'SetCustomerLevel', data: { companyId, customerLevel: 'A' } })
      .then([{ type: 'CompanyCustomerLevelChanged', data: { companyId, customerLevel: 'A' } }]);
    spec
      .given([registered])
      .when({ type: 'SetCustomerSegment', data: { companyId, customerSegment: 'logistics' } })
      .then([{ type: 'CompanyCustomerSegmentChanged', data: { companyId, customerSegment: 'logistics' } }]);
    const configs = { invoice_email: 'buchhaltung@nord.de', max_unlocks: 10 };
    const changed: CompanyEvent = { type: 'CompanyConfigsChanged', data: { companyId, configs } };
    spec.given([registered]).when({ type: 'ChangeCompanyConfigs', data: { companyId, configs } }).then([changed]);
    spec
      .given([registered, changed])
      .when({ type: 'ChangeCompanyConfigs', data: { companyId, configs: { ...configs } } })
      .thenNothing();
    spec
      .given([registered])
      .when({ type: 'ChangeCompanyProperties', data: { companyId, properties: { hubspot_id: '4711' } } })
      .then([{ type: 'CompanyPropertiesChanged', data: { companyId, properties: { hubspot_id: '4711' } } }]);
  });

  it('deletes a company, after which it is not found', () => {
    const deleted: CompanyEvent = { type: 'CompanyDeleted', data: { companyId } };
    spec.given([registered]).when({ type: 'DeleteCompany', data: { companyId } }).then([deleted]);
    spec.given([registered, deleted]).when({ type: 'DeleteCompany', data: { companyId } }).thenThrows('not_found');
    spec
      .given([registered, deleted])
      .when({ type: 'SetCompanyFlag', data: { companyId, flag: 'is_active' } })
      .thenThrows('not_found');
  });
});

describe('company configs and properties', () => {
  it('refuses keys an integration could not name', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeCompanyConfigs', data: { companyId, configs: { 'bad key!': 1 } } })
      .thenThrows('invalid', { field: 'configs' });
  });
});
