import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  OUTCOMES,
  RATER_RELATIONSHIPS,
  RESERVED_GROUP_MESSAGE,
  USER_UNLOCK_TYPES,
  forbidden,
  invalid,
  isReservedOptionGroup,
  notFound,
  optionsFeature,
} from '@rm/domain';
import { bindContracts, queryHandlers, signedInUser } from '@rm/platform/http';
import { companyScope, type QueryRoutesOptions } from '../shared/query-context';
import { countryOptions } from './option-catalog';
import {
  accountManagerOptions,
  adminUserOptions,
  audienceOptions,
  campaignCompany,
  campaignOptions,
  campaignsOf,
  companyOptions,
  employerOptions,
  salesOwnerOptions,
  userOptions,
} from './option-queries';
import {
  contactStatusOptions,
  optionGroup,
  optionGroupTranslations,
  reviewQuestionOptions,
  taskStatusOptions,
  unqualifiedStatusReasonOptions,
} from './reference-options';

/** A group's name as asked for; another list's name is no group (`/api/options/admin-users.json` is not read as one). */
const groupName = (name: string): string => {
  if (isReservedOptionGroup(name)) throw invalid('name', RESERVED_GROUP_MESSAGE);
  return name;
};

const keyed = (list: ReadonlyArray<{ id: string; name: string }>) => list.map(({ id, name }) => ({ id, name }));

/** Option lists for pickers. Company users get their own company's entries only; user lists are for admins. */
export const optionQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool }, done) => {
  bindContracts(
    app,
    queryHandlers(optionsFeature, {
      companyOptions: (request) => companyOptions(pool, companyScope(request.user)),
      employerOptions: (request) => employerOptions(pool, companyScope(request.user, request.query.company_id) ?? request.query.company_id),
      campaignOptions: (request) => campaignOptions(pool, companyScope(request.user, request.query.company_id)),
      accountManagerOptions: () => accountManagerOptions(pool),
      adminUserOptions: () => adminUserOptions(pool),
      salesOwnerOptions: () => salesOwnerOptions(pool),
      async campaignUserOptions(request) {
        const companyId = await campaignCompany(pool, request.params.id);
        if (!companyId) throw notFound('Campaign not found.');
        companyScope(request.user, companyId);
        return employerOptions(pool, companyId);
      },
      userCampaignOptions(request) {
        const user = signedInUser(request);
        const companyId = companyScope(user);
        return companyId ? campaignsOf(pool, { companyId }) : campaignsOf(pool, { accountManagerId: user.id });
      },
      companyUserOptions(request) {
        const companyId = signedInUser(request).companyId;
        if (!companyId) throw forbidden();
        return employerOptions(pool, companyId);
      },
      audienceOptions: (request) => audienceOptions(pool, companyScope(request.user, request.query.company_id) ?? request.query.company_id),
      async companyCampaignOptions(request) {
        const companyId = companyScope(request.user, request.query.company_id) ?? request.query.company_id;
        const { employer_id: employerId } = request.query;
        if (employerId && !(await employerOptions(pool, companyId)).some((employer) => employer.id === employerId)) {
          throw invalid('employer_id', 'The selected employer id is invalid.');
        }
        return campaignOptions(pool, companyId);
      },
      userOptions: (request) => userOptions(pool, companyScope(request.user, request.query.company_id), request.query.search),
      contactStatusOptions: (request) => contactStatusOptions(pool, request.query.lang ?? 'de'),
      unqualifiedStatusReasonOptions: () => unqualifiedStatusReasonOptions(pool),
      taskStatusOptions: () => taskStatusOptions(pool),
      countryOptions: (request) => countryOptions(request.query.lang ?? 'de'),
      outcomeOptions: () => keyed(OUTCOMES),
      raterRelationshipOptions: () => keyed(RATER_RELATIONSHIPS),
      reviewQuestionOptions: (request) => reviewQuestionOptions(pool, request.params.model, request.query.lang ?? 'de'),
      userUnlockTypeOptions: () => keyed(USER_UNLOCK_TYPES),
      optionGroup: (request) => optionGroup(pool, groupName(request.params.name), request.query.lang ?? 'de'),
      optionGroupTranslations: (request) => optionGroupTranslations(pool, groupName(request.params.name)),
    }),
  );
  done();
};
