import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  DEFAULT_REGISTRATION_COUNTRY,
  DomainError,
  PASSWORD_CONFIRMATION_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  DPA_REQUIRED_MESSAGE,
  UNKNOWN_TEXT_VERSION_MESSAGE,
  currentLegalVersion,
  isLegalVersion,
  companiesFeature,
  invalid,
  normalizeEmail,
  notFound,
  passwordProblem,
  splitFullName,
  type CompanyCommand,
  type CompanyFlag,
} from '@rm/domain';
import { HttpError, INVALID_DATA_MESSAGE, bindContracts, commandHandlers, isAdmin, isBusiness } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { postalCodePlace } from '../campaigns/postal-codes';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import { loadCompany, registerBusiness, runCompanyCommand } from './company-commands';

type EditData = { companyId: string; expectedVersion?: number };
type CompanyEdit = Exclude<CompanyCommand, { type: 'RegisterCompany' | 'RegisterBusiness' }>;

const SAVED = 'Gespeichert!';

/** A phone number in E.164 (+4915112345678), read as an international number or one of `country`; null when it is none. */
function e164(phone: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, country.toUpperCase() as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

/** Company admin: every switch and setting, employers, deletion; and the public business registration. */
export const companyRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads, loginThrottle }, done) => {
  /** Runs an edit on the company's stream and answers once the companies read model shows it. */
  const edit = async (request: FastifyRequest, command: CompanyEdit, flag?: CompanyFlag) => {
    const result = await runCompanyCommand(store, command.data.companyId, command, metadataOf(request));
    await reads.caughtUp('companies', result.append?.position ?? null);
    if (result.state.status !== 'registered') return { message: SAVED, version: result.state.status === 'none' ? 0 : result.state.version };
    return { message: SAVED, version: result.state.version, ...(flag ? { value: result.state.flags[flag] } : {}) };
  };
  const ids = (id: string, expected: number | undefined): EditData => ({
    companyId: id,
    ...(expected === undefined ? {} : { expectedVersion: expected }),
  });
  const toggle = (flag: CompanyFlag) => (request: FastifyRequest<{ Params: { id: string }; Body: { expected_version?: number } }>) =>
    edit(request, { type: 'SetCompanyFlag', data: { ...ids(request.params.id, request.body.expected_version), flag } }, flag);
  const approveSepa = (request: FastifyRequest<{ Params: { id: string }; Body: { signed_at: string; expected_version?: number } }>) =>
    edit(request, {
      type: 'ApproveSepa',
      data: { ...ids(request.params.id, request.body.expected_version), signedAt: request.body.signed_at, now: new Date().toISOString() },
    });

  bindContracts(
    app,
    commandHandlers(companiesFeature, {
      toggleCompanyActive: toggle('is_active'),
      toggleCompanyActivePut: toggle('is_active'),
      toggleCompanyDirectPay: toggle('direct_pay'),
      toggleCompanyDirectPayPut: toggle('direct_pay'),
      toggleCompanyPartner: toggle('is_partner'),
      toggleCompanyPartnerPut: toggle('is_partner'),
      toggleCompanyAutoContactsUnlock: toggle('auto_contacts_unlock'),
      toggleCompanyAutoContactsUnlockPut: toggle('auto_contacts_unlock'),
      toggleCompanySepa: toggle('sepa_enabled'),
      toggleCompanySepaPut: toggle('sepa_enabled'),
      toggleCompanyMarkedAsVerified: (request) =>
        edit(
          request,
          { type: 'SetCompanyFlag', data: { ...ids(request.params.id, request.query.expected_version), flag: 'marked_as_verified' } },
          'marked_as_verified',
        ),
      toggleCompanyNoFocus: (request) =>
        edit(
          request,
          { type: 'SetCompanyFlag', data: { ...ids(request.params.id, request.query.expected_version), flag: 'no_focus' } },
          'no_focus',
        ),
      approveCompanySepa: approveSepa,
      approveCompanySepaPut: approveSepa,
      setCompanyCustomerLevel: (request) =>
        edit(request, {
          type: 'SetCustomerLevel',
          data: { ...ids(request.params.id, request.body.expected_version), customerLevel: request.body.customer_level },
        }),
      changeCompanySettings: (request) =>
        edit(request, {
          type: 'ChangeCompanySettings',
          data: {
            ...ids(request.params.id, request.body.expected_version),
            dueDays: request.body.due_days,
            goodwillMode: request.body.goodwill_mode,
          },
        }),
      changeCompanyConfigs: (request) =>
        edit(request, {
          type: 'ChangeCompanyConfigs',
          data: { ...ids(request.params.id, request.body.expected_version), configs: request.body.configs },
        }),
      changeCompanyProperties: (request) =>
        edit(request, {
          type: 'ChangeCompanyProperties',
          data: { ...ids(request.params.id, request.body.expected_version), properties: request.body.properties },
        }),
      async assignCompanyAccountManager(request) {
        const accountManagerId = request.body.account_manager_id;
        if (accountManagerId) {
          const manager = await reads.user(accountManagerId);
          if (!manager || !isAdmin(manager)) throw invalid('account_manager_id', 'The selected account manager is invalid.');
        }
        return edit(request, {
          type: 'AssignAccountManager',
          data: { ...ids(request.params.id, request.body.expected_version), accountManagerId },
        });
      },
      setCompanyCustomerSegment: (request) =>
        edit(request, {
          type: 'SetCustomerSegment',
          data: { ...ids(request.params.id, request.body.expected_version), customerSegment: request.body.selectedCustomerSegment },
        }),
      async attachEmployer(request) {
        const employerId = request.params.id;
        const companyId = request.body.company_id;
        const employer = await reads.user(employerId);
        if (!employer) throw notFound('Employer not found.');
        if (!isBusiness(employer) || isAdmin(employer)) throw invalid('employer_id', 'This user is no employer.');
        if (employer.companyId && employer.companyId !== companyId)
          throw invalid('employer_id', 'This employer already belongs to another company.');
        if ((await loadCompany(store, companyId)).status !== 'registered') throw invalid('company_id', 'The selected company is invalid.');
        const result = await runCompanyCommand(
          store,
          companyId,
          { type: 'AttachEmployer', data: { ...ids(companyId, request.body.expected_version), employerId } },
          metadataOf(request),
        );
        await reads.caughtUp('users', result.append?.position ?? null);
        await reads.caughtUp('companies', result.append?.position ?? null);
        return { message: SAVED, version: result.state.status === 'none' ? 0 : result.state.version };
      },
      async deleteCompany(request, reply) {
        const result = await runCompanyCommand(
          store,
          request.params.id,
          { type: 'DeleteCompany', data: { companyId: request.params.id } },
          metadataOf(request),
        );
        await reads.caughtUp('companies', result.append?.position ?? null);
        return reply.code(204).send(null);
      },
      async registerBusiness(request, reply) {
        const body = request.body;
        const email = normalizeEmail(body.email);
        const attempt = await loginThrottle.attempt(`register:${email}`, request.ip);
        if (!attempt.allowed) {
          void reply.header('retry-after', String(attempt.retryAfter));
          return reply.code(429).send({ message: `Too many registration attempts. Please try again in ${attempt.retryAfter} seconds.` });
        }
        const errors: Record<string, string[]> = {};
        const refuse = (field: string, message: string): void => void (errors[field] ??= []).push(message);
        const given = body.first_name?.trim() ? { firstName: body.first_name.trim(), lastName: body.last_name?.trim() ?? '' } : null;
        const { firstName, lastName } = given ?? splitFullName(body.full_name ?? '');
        if (!firstName) refuse(body.full_name === undefined ? 'first_name' : 'full_name', 'The name field is required.');
        if (!body.company_name.trim()) refuse('company_name', 'The company name field is required.');
        if (!body.accept_terms_condition) refuse('accept_terms_condition', TERMS_REQUIRED_MESSAGE);
        if (!body.accept_dpa) refuse('accept_dpa', DPA_REQUIRED_MESSAGE);
        const termsVersion = body.terms_version ?? currentLegalVersion('terms');
        if (!isLegalVersion('terms', termsVersion)) refuse('terms_version', UNKNOWN_TEXT_VERSION_MESSAGE);
        const dpaVersion = body.dpa_version ?? currentLegalVersion('dpa');
        if (!isLegalVersion('dpa', dpaVersion)) refuse('dpa_version', UNKNOWN_TEXT_VERSION_MESSAGE);
        const passwordError = passwordProblem(body.password);
        if (passwordError) refuse('password', passwordError);
        else if (body.password !== body.password_confirmation) refuse('password', PASSWORD_CONFIRMATION_MESSAGE);
        const country = (body.country_id || DEFAULT_REGISTRATION_COUNTRY).toUpperCase();
        const mobile = e164(body.mobile, country);
        if (!mobile) refuse('mobile', 'The mobile must be a valid phone number.');
        const companyPhone = body.company_phone?.trim() ? e164(body.company_phone, country) : null;
        if (body.company_phone?.trim() && !companyPhone) refuse('company_phone', 'The company phone must be a valid phone number.');
        if (Object.keys(errors).length > 0) throw new HttpError(422, { message: INVALID_DATA_MESSAGE, errors });

        const location = body.location?.trim() ?? '';
        const place = /^\d{5}$/.test(location) ? postalCodePlace(location) : null;
        let registered;
        try {
          registered = await registerBusiness(
            store,
            {
              companyName: body.company_name,
              country,
              zipCode: place?.zipCode ?? null,
              city: place?.place ?? (location || null),
              companyPhone,
              firstName,
              lastName,
              email,
              mobile: mobile ?? '',
              password: body.password,
              registeredFrom: body.from ?? null,
              registeredFromPage: body.registered_from_page ?? null,
              // Not the registrant's to choose: admins assign them in the back office.
              salesOwnerId: null,
              accountManagerId: null,
              termsVersion,
              dpaVersion,
            },
            metadataOf(request),
          );
        } catch (error) {
          if (error instanceof DomainError && error.code === 'conflict') throw invalid('email', 'The email has already been taken.');
          throw error;
        }
        await attempt.succeeded();
        await reads.caughtUp('users', registered.position);
        await reply.signIn(registered.ownerId);
        return reply.code(201).send({
          company_id: registered.companyId,
          redirect_path: '/company',
          user: { id: registered.ownerId, full_name: `${firstName} ${lastName}`.trim() },
        });
      },
    }),
  );
  done();
};
