import type { Decider } from '../shared/decider';
import { assertNever } from '../shared/decider';
import { conflict, invalid, notFound } from '../shared/errors';
import type { CompanyEvent, CompanyRegistered } from './company-events';

export type CompanyState =
  | { status: 'none' }
  | { status: 'registered'; companyId: string; accountManagerId: string | null; employerIds: readonly string[] };

export type CompanyCommand =
  | { type: 'RegisterCompany'; data: CompanyRegistered['data'] }
  | { type: 'AssignAccountManager'; data: { companyId: string; accountManagerId: string | null } }
  | { type: 'AttachEmployer'; data: { companyId: string; employerId: string } };

function requireCompany(state: CompanyState): Extract<CompanyState, { status: 'registered' }> {
  if (state.status !== 'registered') throw notFound('Company not found.');
  return state;
}

export const companyDecider: Decider<CompanyState, CompanyCommand, CompanyEvent> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    switch (command.type) {
      case 'RegisterCompany':
        if (state.status !== 'none') throw conflict('Company already exists.');
        if (command.data.name.trim() === '') throw invalid('company_name', 'The company name field is required.');
        return [{ type: 'CompanyRegistered', data: { ...command.data, name: command.data.name.trim() } }];
      case 'AssignAccountManager': {
        const company = requireCompany(state);
        if (company.accountManagerId === command.data.accountManagerId) return [];
        return [{ type: 'CompanyAccountManagerAssigned', data: { companyId: company.companyId, accountManagerId: command.data.accountManagerId } }];
      }
      case 'AttachEmployer': {
        const company = requireCompany(state);
        if (company.employerIds.includes(command.data.employerId)) return [];
        return [{ type: 'EmployerAttached', data: { companyId: company.companyId, employerId: command.data.employerId } }];
      }
      default:
        return assertNever(command);
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CompanyRegistered':
        return { status: 'registered', companyId: event.data.companyId, accountManagerId: null, employerIds: [] };
      case 'CompanyAccountManagerAssigned':
        return state.status === 'registered' ? { ...state, accountManagerId: event.data.accountManagerId } : state;
      case 'EmployerAttached':
        return state.status === 'registered' ? { ...state, employerIds: [...state.employerIds, event.data.employerId] } : state;
      default:
        return assertNever(event);
    }
  },
};
