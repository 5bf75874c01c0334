import { Type, type Static } from '@sinclair/typebox';
import { API_CATALOGUE } from '../api-catalogue';
import { ADMIN, IdParams, apiFeature, contract } from '../shared/contract';
import { Timestamp, Uuid } from '../shared/schema';
import { BreachFieldsSchema, DataSubjectRequestFieldsSchema } from './privacy-register-events';

const FEATURE = 'privacy-register';

/** A breach with its deadline (detected + 72 h) and whether it passed without the authority told. */
export const BreachSchema = Type.Object({
  id: Uuid,
  ...BreachFieldsSchema.properties,
  deadline: Timestamp,
  overdue: Type.Boolean(),
  updatedAt: Timestamp,
});
export type Breach = Static<typeof BreachSchema>;

/** A data-subject request with its due date (received + 1 month, 3 when extended) and whether it is overdue. */
export const DataSubjectRequestSchema = Type.Object({
  id: Uuid,
  ...DataSubjectRequestFieldsSchema.properties,
  due: Timestamp,
  overdue: Type.Boolean(),
  updatedAt: Timestamp,
});
export type DataSubjectRequest = Static<typeof DataSubjectRequestSchema>;

const CHANGES = ['privacy-register'];

/** The register of breaches (Art. 33(5)) and of data-subject requests (Art. 12(3)) with their deadlines. Admins only. */
export const privacyRegisterFeature = apiFeature({
  name: FEATURE,
  description: 'The register of personal-data breaches and of data-subject requests, with their deadlines',
  ...API_CATALOGUE.privacyRegister,
  queries: {
    listBreaches: contract({
      operationId: 'listBreaches',
      feature: FEATURE,
      method: 'GET',
      path: '/api/privacy-register/breaches',
      access: ADMIN,
      summary: 'The breach register',
      description: 'Every recorded breach, newest detection first (at most 500), with its deadline and whether it is overdue.',
      response: Type.Object({ data: Type.Array(BreachSchema) }),
    }),
    listDataSubjectRequests: contract({
      operationId: 'listDataSubjectRequests',
      feature: FEATURE,
      method: 'GET',
      path: '/api/privacy-register/requests',
      access: ADMIN,
      summary: 'The register of data-subject requests',
      description: 'Every recorded request, open ones first, then newest receipt first (at most 500), with its due date.',
      response: Type.Object({ data: Type.Array(DataSubjectRequestSchema) }),
    }),
  },
  commands: {
    recordBreach: contract({
      operationId: 'recordBreach',
      feature: FEATURE,
      method: 'POST',
      path: '/api/privacy-register/breaches',
      access: ADMIN,
      summary: 'Record a breach',
      description:
        'Records a breach (event BreachRecorded). The description and categories describe what happened, never a person by name. A notification date before the detection is 422 on its field.',
      body: BreachFieldsSchema,
      response: Type.Object({ message: Type.String(), data: BreachSchema }),
      status: 201,
      changes: CHANGES,
      appends: ['BreachRecorded'],
    }),
    changeBreach: contract({
      operationId: 'changeBreach',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/privacy-register/breaches/{id}',
      access: ADMIN,
      summary: 'Change a breach',
      description: 'Changes a breach (event BreachChanged; nothing when nothing changed). An unknown id is 404.',
      params: IdParams,
      body: BreachFieldsSchema,
      response: Type.Object({ message: Type.String(), data: BreachSchema }),
      errors: [404],
      changes: CHANGES,
      appends: ['BreachChanged'],
    }),
    recordDataSubjectRequest: contract({
      operationId: 'recordDataSubjectRequest',
      feature: FEATURE,
      method: 'POST',
      path: '/api/privacy-register/requests',
      access: ADMIN,
      summary: 'Record a data-subject request',
      description:
        'Records a request (event DataSubjectRequestRecorded): reference is the file reference, never a name; contactId the candidate when known. A done date before the receipt is 422 on doneAt.',
      body: DataSubjectRequestFieldsSchema,
      response: Type.Object({ message: Type.String(), data: DataSubjectRequestSchema }),
      status: 201,
      changes: CHANGES,
      appends: ['DataSubjectRequestRecorded'],
    }),
    changeDataSubjectRequest: contract({
      operationId: 'changeDataSubjectRequest',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/privacy-register/requests/{id}',
      access: ADMIN,
      summary: 'Change a data-subject request',
      description: 'Changes a request (event DataSubjectRequestChanged): extended, done. An unknown id is 404.',
      params: IdParams,
      body: DataSubjectRequestFieldsSchema,
      response: Type.Object({ message: Type.String(), data: DataSubjectRequestSchema }),
      errors: [404],
      changes: CHANGES,
      appends: ['DataSubjectRequestChanged'],
    }),
  },
});
