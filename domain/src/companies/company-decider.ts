import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';
import {
  COMPANY_FLAGS,
  type BusinessRegistered,
  type CompanyEvent,
  type CompanyFlag,
  type CompanyRegistered,
  type CustomerLevel,
  type CustomerSegment,
  type SettingsMap,
} from './company-events';

export type CompanyFlags = Readonly<Record<CompanyFlag, boolean>>;

export interface RegisteredCompany {
  status: 'registered';
  companyId: string;
  name: string;
  accountManagerId: string | null;
  employerIds: readonly string[];
  flags: CompanyFlags;
  sepaSignedAt: string | null;
  customerLevel: CustomerLevel | null;
  customerSegment: CustomerSegment | null;
  dueDays: number;
  goodwillMode: boolean;
  configs: SettingsMap;
  properties: SettingsMap;
  /** Revision of the company's stream (0 after its first event): what an edit names as the state it saw. */
  version: number;
}

export type CompanyState = { status: 'none' } | RegisteredCompany | { status: 'deleted'; companyId: string; version: number };

/** Every edit may name the version the editor saw: a change by someone else since is a conflict (409). */
interface Edit {
  companyId: string;
  expectedVersion?: number;
}

export type CompanyCommand =
  | { type: 'RegisterCompany'; data: CompanyRegistered['data'] }
  | { type: 'RegisterBusiness'; data: { company: CompanyRegistered['data']; business: BusinessRegistered['data'] } }
  | { type: 'AssignAccountManager'; data: Edit & { accountManagerId: string | null } }
  | { type: 'AttachEmployer'; data: Edit & { employerId: string } }
  /** Sets a switch; without `value` it flips it (the spec's toggle calls). */
  | { type: 'SetCompanyFlag'; data: Edit & { flag: CompanyFlag; value?: boolean } }
  | { type: 'ApproveSepa'; data: Edit & { signedAt: string; now: string } }
  | { type: 'SetCustomerLevel'; data: Edit & { customerLevel: CustomerLevel } }
  | { type: 'SetCustomerSegment'; data: Edit & { customerSegment: CustomerSegment } }
  | { type: 'ChangeCompanySettings'; data: Edit & { dueDays: number; goodwillMode: boolean } }
  | { type: 'ChangeCompanyConfigs'; data: Edit & { configs: SettingsMap } }
  | { type: 'ChangeCompanyProperties'; data: Edit & { properties: SettingsMap } }
  | { type: 'DeleteCompany'; data: Edit };

/** Days until an invoice is due: at most a quarter. */
export const MAX_DUE_DAYS = 120;
export const DEFAULT_DUE_DAYS = 14;

export const COMPANY_CHANGED_MESSAGE = 'Someone else changed this company meanwhile. Reload it and try again.';

const initialFlags = (isPartner: boolean): CompanyFlags => ({
  ...(Object.fromEntries(COMPANY_FLAGS.map((flag) => [flag, false])) as Record<CompanyFlag, boolean>),
  is_active: true,
  is_partner: isPartner,
});

function requireCompany(state: CompanyState, edit?: Edit): RegisteredCompany {
  if (state.status !== 'registered') throw notFound('Company not found.');
  if (edit?.expectedVersion !== undefined && edit.expectedVersion !== state.version) throw conflict(COMPANY_CHANGED_MESSAGE);
  return state;
}

const SETTING_KEY = /^[A-Za-z0-9_.-]{1,100}$/;

/** Keys of letters, digits, `.`, `_` and `-`, so that integrations can name them. */
function checkKeys(field: 'configs' | 'properties', map: SettingsMap): void {
  const bad = Object.keys(map).find((key) => !SETTING_KEY.test(key));
  if (bad !== undefined) throw invalid(field, `The key "${bad}" may hold only letters, digits, dots, dashes and underscores.`);
}

const sameMap = (a: SettingsMap, b: SettingsMap): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && a[key] === b[key]);
};

function registered(data: CompanyRegistered['data']): CompanyEvent {
  const name = data.name.trim();
  if (name === '') throw invalid('company_name', 'The company name field is required.');
  return { type: 'CompanyRegistered', data: { ...data, name } };
}

export const companyDecider: Decider<CompanyState, CompanyCommand, CompanyEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'RegisterCompany':
        if (state.status !== 'none') throw conflict('Company already exists.');
        return [registered(command.data)];
      case 'RegisterBusiness':
        if (state.status !== 'none') throw conflict('Company already exists.');
        return [registered(command.data.company), { type: 'BusinessRegistered', data: command.data.business }];
      case 'AssignAccountManager': {
        const company = requireCompany(state, command.data);
        if (company.accountManagerId === command.data.accountManagerId) return [];
        return [
          {
            type: 'CompanyAccountManagerAssigned',
            data: { companyId: company.companyId, accountManagerId: command.data.accountManagerId },
          },
        ];
      }
      case 'AttachEmployer': {
        const company = requireCompany(state, command.data);
        if (company.employerIds.includes(command.data.employerId)) return [];
        return [{ type: 'EmployerAttached', data: { companyId: company.companyId, employerId: command.data.employerId } }];
      }
      case 'SetCompanyFlag': {
        const company = requireCompany(state, command.data);
        const { flag } = command.data;
        const value = command.data.value ?? !company.flags[flag];
        if (company.flags[flag] === value) return [];
        return [{ type: 'CompanyFlagChanged', data: { companyId: company.companyId, flag, value } }];
      }
      case 'ApproveSepa': {
        const company = requireCompany(state, command.data);
        if (!company.flags.sepa_enabled) throw invalid('signed_at', 'Enable SEPA for this company before approving its mandate.');
        if (Date.parse(command.data.signedAt) > Date.parse(command.data.now))
          throw invalid('signed_at', 'The signed at date must not be in the future.');
        if (company.sepaSignedAt === command.data.signedAt) return [];
        return [{ type: 'CompanySepaApproved', data: { companyId: company.companyId, signedAt: command.data.signedAt } }];
      }
      case 'SetCustomerLevel': {
        const company = requireCompany(state, command.data);
        if (company.customerLevel === command.data.customerLevel) return [];
        return [{ type: 'CompanyCustomerLevelChanged', data: { companyId: company.companyId, customerLevel: command.data.customerLevel } }];
      }
      case 'SetCustomerSegment': {
        const company = requireCompany(state, command.data);
        if (company.customerSegment === command.data.customerSegment) return [];
        return [
          { type: 'CompanyCustomerSegmentChanged', data: { companyId: company.companyId, customerSegment: command.data.customerSegment } },
        ];
      }
      case 'ChangeCompanySettings': {
        const company = requireCompany(state, command.data);
        const { dueDays, goodwillMode } = command.data;
        if (!Number.isInteger(dueDays) || dueDays < 0 || dueDays > MAX_DUE_DAYS)
          throw invalid('due_days', `The due days must be between 0 and ${MAX_DUE_DAYS}.`);
        if (company.dueDays === dueDays && company.goodwillMode === goodwillMode) return [];
        return [{ type: 'CompanySettingsChanged', data: { companyId: company.companyId, dueDays, goodwillMode } }];
      }
      case 'ChangeCompanyConfigs': {
        const company = requireCompany(state, command.data);
        checkKeys('configs', command.data.configs);
        if (sameMap(company.configs, command.data.configs)) return [];
        return [{ type: 'CompanyConfigsChanged', data: { companyId: company.companyId, configs: command.data.configs } }];
      }
      case 'ChangeCompanyProperties': {
        const company = requireCompany(state, command.data);
        checkKeys('properties', command.data.properties);
        if (sameMap(company.properties, command.data.properties)) return [];
        return [{ type: 'CompanyPropertiesChanged', data: { companyId: company.companyId, properties: command.data.properties } }];
      }
      case 'DeleteCompany': {
        const company = requireCompany(state, command.data);
        return [{ type: 'CompanyDeleted', data: { companyId: company.companyId } }];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    if (event.type === 'CompanyRegistered') {
      return {
        status: 'registered',
        companyId: event.data.companyId,
        name: event.data.name,
        accountManagerId: null,
        employerIds: [],
        flags: initialFlags(event.data.isPartner),
        sepaSignedAt: null,
        customerLevel: null,
        customerSegment: null,
        dueDays: DEFAULT_DUE_DAYS,
        goodwillMode: false,
        configs: {},
        properties: {},
        version: 0,
      };
    }
    if (state.status === 'none') return state;
    const version = state.version + 1;
    if (state.status === 'deleted') return { ...state, version };
    switch (event.type) {
      case 'CompanyAccountManagerAssigned':
        return { ...state, version, accountManagerId: event.data.accountManagerId };
      case 'EmployerAttached':
        return { ...state, version, employerIds: [...state.employerIds, event.data.employerId] };
      case 'BusinessRegistered':
        return { ...state, version };
      case 'CompanyFlagChanged':
        return { ...state, version, flags: { ...state.flags, [event.data.flag]: event.data.value } };
      case 'CompanySepaApproved':
        return { ...state, version, sepaSignedAt: event.data.signedAt };
      case 'CompanyCustomerLevelChanged':
        return { ...state, version, customerLevel: event.data.customerLevel };
      case 'CompanyCustomerSegmentChanged':
        return { ...state, version, customerSegment: event.data.customerSegment };
      case 'CompanySettingsChanged':
        return { ...state, version, dueDays: event.data.dueDays, goodwillMode: event.data.goodwillMode };
      case 'CompanyConfigsChanged':
        return { ...state, version, configs: event.data.configs };
      case 'CompanyPropertiesChanged':
        return { ...state, version, properties: event.data.properties };
      case 'CompanyDeleted':
        return { status: 'deleted', companyId: state.companyId, version };
      default:
        return assertNever(event);
    }
  },
};
