import { Type, type Static } from '@sinclair/typebox';
import { NamedSchema, paged, PersonSchema } from '../api/api-schemas';
import { ADMIN, apiFeature, contract, Page } from '../shared/contract';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'interviews';

/** An interview: a meeting a company scheduled in an unlocked contact's timeline. */
export const InterviewSchema = Type.Object({
  id: Uuid,
  contact: PersonSchema,
  company: NamedSchema,
  /** The unlocked contact (the employer's detail page). */
  unlocked_contact_id: Uuid,
  description: Type.String(),
  /** YYYY-MM-DD and HH:mm. */
  date: Nullable(Type.String()),
  time: Nullable(Type.String()),
  outcome: Nullable(Type.String()),
  performed_at: Timestamp,
  author: Nullable(PersonSchema),
});
export type Interview = Static<typeof InterviewSchema>;

/** The interviews companies schedule with their unlocked contacts (back-office spec §2 "Interviews list"). */
export const interviewsFeature = apiFeature({
  name: FEATURE,
  description: 'The interviews companies schedule with unlocked contacts (meetings in their timelines)',
  ...API_CATALOGUE.interviews,
  queries: {
    listInterviews: contract({
      operationId: 'listInterviews',
      feature: FEATURE,
      method: 'GET',
      path: '/api/interviews',
      access: ADMIN,
      summary: 'Interviews',
      description:
        "Every meeting a company scheduled in an unlocked contact's timeline, the latest date first, 20 a page; search in the contact's name, the company's name and the description; company narrows to one company.",
      query: Type.Object({
        page: Type.Optional(Page),
        search: Type.Optional(Type.String({ maxLength: 200 })),
        company: Type.Optional(Uuid),
      }),
      response: paged(InterviewSchema),
    }),
  },
  commands: {},
});
