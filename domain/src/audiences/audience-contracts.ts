import { Type, type Static } from '@sinclair/typebox';
import { paged } from '../api/api-schemas';
import { ADMIN, ADMIN_OR_BUSINESS, IdParams, Page, apiFeature, contract } from '../shared/contract';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { ProfessionSchema } from '../contacts/contact-events';
import { AudienceFiltersSchema } from '../contacts/contact-profile';
import { MAX_RANGE_KM } from './geography';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'audiences';

const ZipCode = Type.String({ pattern: '^[0-9]{5}$', description: 'A German postal code: exactly 5 digits.' });
const RangeKm = Type.Number({ minimum: 1, maximum: MAX_RANGE_KM, description: 'Kilometres around the centre.' });
const Coordinate = Type.Object({ lat: Type.Number(), lng: Type.Number() });

/** An audience's criteria as the forms send them (`meta` in the spec). */
export const AudienceMetaSchema = Type.Composite([
  Type.Object({
    zip_code: ZipCode,
    range: RangeKm,
    profession: ProfessionSchema,
  }),
  AudienceFiltersSchema,
]);
/** Criteria of a count in progress: location and range may still be missing (then nothing is counted). */
export const PartialAudienceMetaSchema = Type.Composite([
  Type.Object({
    zip_code: Type.Optional(Type.String({ maxLength: 5, pattern: '^[0-9]{0,5}$' })),
    range: Type.Optional(Nullable(RangeKm)),
    profession: Type.Optional(Nullable(ProfessionSchema)),
  }),
  AudienceFiltersSchema,
]);
export type AudienceMeta = Static<typeof AudienceMetaSchema>;

export const PostalPlaceSchema = Type.Object({
  zip_code: Type.String(),
  place: Type.String(),
  state: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
});
export type PostalPlace = Static<typeof PostalPlaceSchema>;

export const AudienceDetailSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  company_id: Uuid,
  candidates_count: Type.Integer(),
  location: Coordinate,
  place: Nullable(Type.String()),
  meta: AudienceMetaSchema,
});
export type AudienceDetail = Static<typeof AudienceDetailSchema>;

export const PotentialContactsSchema = Type.Object({
  /** Null until both location and range are given. */
  count: Nullable(Type.Integer()),
  /** The meter's fill, 0 to 100. */
  meter: Type.Integer({ minimum: 0, maximum: 100 }),
  band: Nullable(Type.String({ description: 'too_small, make_rough, good_size, make_tighter or too_big' })),
  color: Nullable(Type.String({ description: 'danger, warning or success' })),
  estimate_12_months: Nullable(Type.Integer()),
  center: Nullable(Coordinate),
});
export type PotentialContacts = Static<typeof PotentialContactsSchema>;

/** Contacts on a map: one point per place, with how many contacts live there. */
export const MapPointSchema = Type.Object({ lat: Type.Number(), lng: Type.Number(), count: Type.Integer() });
export type MapPoint = Static<typeof MapPointSchema>;

export const MapAudienceSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  company_id: Uuid,
  company_name: Nullable(Type.String()),
  lat: Type.Number(),
  lng: Type.Number(),
  range: Type.Number(),
  candidates_count: Type.Integer(),
});
export type MapAudience = Static<typeof MapAudienceSchema>;

const DateRange = {
  from: Type.Optional(Type.String({ format: 'date', description: 'First day (required; without it: Please select date range!)' })),
  till: Type.Optional(Type.String({ format: 'date', description: 'Last day, included (required)' })),
};

/** The audience contacts modal's tabs. */
export const AUDIENCE_CONTACT_TYPES = ['eligible', 'potential', 'unlocked', 'unlocked_by_company'] as const;
export const AudienceContactSchema = Type.Object({
  id: Uuid,
  full_name: Type.String(),
  zip_code: Type.String(),
  city: Type.String(),
  distance_km: Type.Number(),
  is_active: Type.Boolean(),
  created_at: Timestamp,
});
export type AudienceContact = Static<typeof AudienceContactSchema>;

/** Audiences (who a campaign reaches) and the geography behind them: postal codes, radius counts, maps. */
export const audiencesFeature = apiFeature({
  name: FEATURE,
  description: 'Audiences and geography: postal-code lookup, potential contacts within a radius, maps, contact-versus-audience scores',
  ...API_CATALOGUE.audiences,
  queries: {
    audienceOptimization: contract({
      operationId: 'audienceOptimization',
      feature: FEATURE,
      method: 'GET',
      path: '/api/audience-optimizations',
      access: ADMIN,
      summary: 'The audience optimisation preference',
      description:
        'The experiences and qualifications audiences with `optimize_audience` favour, as last saved (PUT /api/audience-optimizations); both lists empty before the first save.',
      response: Type.Object({
        meta: Type.Object({ experiences: Type.Array(Type.String()), qualifications: Type.Array(Type.String()) }),
      }),
    }),
    editAudience: contract({
      operationId: 'editAudience',
      feature: FEATURE,
      method: 'GET',
      path: '/api/audiences/{id}/edit',
      access: ADMIN_OR_BUSINESS,
      permission: 'campaigns',
      summary: 'An audience for its edit form',
      description:
        "The audience's criteria and candidate count; a company user sees their own company's audiences only (403). 404 for an unknown audience.",
      params: IdParams,
      response: Type.Object({ data: AudienceDetailSchema }),
      errors: [404],
    }),
    mapAudiences: contract({
      operationId: 'mapAudiences',
      feature: FEATURE,
      method: 'GET',
      path: '/api/map/audiences',
      access: ADMIN,
      summary: 'Audiences on the map',
      description:
        'Every audience as a circle: centre, range and candidate count. `audiences=paying_job_locations` (the default) keeps those with an approved campaign; `all` shows every audience.',
      query: Type.Object({
        audiences: Type.Union([Type.Literal('paying_job_locations'), Type.Literal('all')], { default: 'paying_job_locations' }),
      }),
      response: Type.Object({ data: Type.Array(MapAudienceSchema) }),
    }),
    mapAudienceContacts: contract({
      operationId: 'mapAudienceContacts',
      feature: FEATURE,
      method: 'GET',
      path: '/api/map/audience-contacts/{id}',
      access: ADMIN,
      summary: "An audience's contacts on the map",
      description:
        "The active contacts of the audience's profession within its range who registered between from and till (both required: 422 'Please select date range!'), one point per place. 404 for an unknown audience.",
      params: IdParams,
      query: Type.Object(DateRange),
      response: Type.Object({ audience: MapAudienceSchema, data: Type.Array(MapPointSchema), total: Type.Integer() }),
      errors: [404],
    }),
    mapContacts: contract({
      operationId: 'mapContacts',
      feature: FEATURE,
      method: 'GET',
      path: '/api/map/contacts',
      access: ADMIN,
      summary: 'Contacts on the map',
      description:
        "Contacts by place (one point per place with its count), 2,000 places a page: `eligible` keeps active contacts available for unlocking, `looking_for_job` those who said they are interested, `from`/`till` the registration days, `profession_groups` the professions, `audiences` the contacts any of these audiences reaches (profession, range and meta filters, as its live count), `zip_code` with `radius_km` those within the radius of the postal code's centre.",
      query: Type.Object({
        page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
        eligible: Type.Optional(Type.Boolean()),
        looking_for_job: Type.Optional(Type.Boolean()),
        ...DateRange,
        audiences: Type.Optional(Type.Array(Uuid, { maxItems: 50 })),
        profession_groups: Type.Optional(Type.Array(ProfessionSchema, { maxItems: 10 })),
        /** Around a postal code: the contacts within `radius_km` of its centre (both or neither; an unknown code is 422). */
        zip_code: Type.Optional(Type.String({ pattern: '^[0-9]{5}$' })),
        radius_km: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
      }),
      response: Type.Object({
        data: Type.Array(MapPointSchema),
        total: Type.Integer(),
        meta: Type.Object({ current_page: Type.Integer(), last_page: Type.Integer() }),
      }),
    }),
    audienceContacts: contract({
      operationId: 'audienceContacts',
      feature: FEATURE,
      method: 'GET',
      path: '/api/audiences/{id}/potential-contacts',
      access: ADMIN,
      summary: "An audience's contacts, by tab",
      description:
        "The audience contacts modal's tabs, 20 a page, nearest first: `potential` every contact of the profession within the range; `eligible` those of them active, available for unlocking and not unlocked by the audience's company; `unlocked` those unlocked through the audience's campaigns; `unlocked_by_company` those within the range the company unlocked through its other campaigns. 404 for an unknown audience.",
      params: IdParams,
      query: Type.Object({
        types: Type.Union(
          AUDIENCE_CONTACT_TYPES.map((type) => Type.Literal(type)),
          { default: 'eligible' },
        ),
        page: Page,
      }),
      response: paged(AudienceContactSchema),
      errors: [404],
    }),
    audienceGrowth: contract({
      operationId: 'audienceGrowth',
      feature: FEATURE,
      method: 'GET',
      path: '/api/stats/audience-growth/{id}',
      access: ADMIN,
      summary: "An audience's growth",
      description:
        "Active contacts of the audience (profession, range) who registered within the last 1, 7 and 28 days, with their rate per day, and the audience's total. 404 for an unknown audience.",
      params: IdParams,
      response: Type.Object({
        total: Type.Integer(),
        growth: Type.Array(Type.Object({ days: Type.Integer(), count: Type.Integer(), per_day: Type.Number() })),
      }),
      errors: [404],
    }),
    contactVsAudience: contract({
      operationId: 'contactVsAudience',
      feature: FEATURE,
      method: 'GET',
      path: '/api/contactVsAudience',
      access: ADMIN,
      summary: 'How well a contact fits an audience',
      description:
        "A score from 0 to 100: 40 for the profession, 30 for living within the range and up to 20 more the nearer to the centre, 10 for being active and available for unlocking; 0 for a contact outside the audience's meta filters (gender, ages, languages, experience, …; `filters_match` false). 404 for an unknown contact or audience.",
      query: Type.Object({ contact_id: Uuid, audience_id: Uuid }),
      response: Type.Object({
        score: Type.Integer({ minimum: 0, maximum: 100 }),
        distance_km: Type.Number(),
        profession_matches: Type.Boolean(),
        in_range: Type.Boolean(),
        available: Type.Boolean(),
        filters_match: Type.Boolean(),
      }),
      errors: [404],
    }),
    potentialCompanies: contract({
      operationId: 'potentialCompanies',
      feature: FEATURE,
      method: 'GET',
      path: '/contacts/{id}/potentialCompanies',
      access: ADMIN,
      summary: 'Companies whose audiences reach the contact',
      description:
        "Companies with an audience of the contact's profession whose range covers the contact's place and whose meta filters the contact passes, each company once, nearest first: its nearest audience (`audience_id`, `audience_name`, `distance_km`) and every audience of it that reaches the contact (`audiences`, nearest first). 404 for an unknown contact.",
      params: IdParams,
      response: Type.Object({
        data: Type.Array(
          Type.Object({
            company_id: Uuid,
            company_name: Nullable(Type.String()),
            audience_id: Uuid,
            audience_name: Type.String(),
            distance_km: Type.Number(),
            audiences: Type.Array(Type.Object({ id: Uuid, name: Type.String(), distance_km: Type.Number() })),
          }),
        ),
      }),
      errors: [404],
    }),
  },
  commands: {
    potentialLocations: contract({
      operationId: 'potentialLocations',
      feature: FEATURE,
      method: 'POST',
      path: '/api/potential-locations',
      access: 'public',
      summary: 'Look a postal code up',
      description:
        "Public (the landing page's zip check needs no sign-in; postal codes are public data). The places whose postal code starts with the digits given (at most 20), and the centre once the code is complete (exactly 5 digits and known; otherwise null). Reads only.",
      body: Type.Object({ zip_code: Type.String({ minLength: 1, maxLength: 5, pattern: '^[0-9]{1,5}$' }) }),
      response: Type.Object({ center: Nullable(Coordinate), locations: Type.Array(PostalPlaceSchema) }),
    }),
    potentialContacts: contract({
      operationId: 'potentialContacts',
      feature: FEATURE,
      method: 'POST',
      path: '/api/potential-contacts',
      access: ADMIN_OR_BUSINESS,
      permission: 'campaigns',
      summary: 'Count the potential contacts of audience criteria',
      description:
        'Active contacts of the profession (any, when none is given) within the range around the postal code, with the meter (fill up to 100, band and colour) and the 12-month estimate (2.75 × the count). Counted only when both location and range are given (otherwise count null). Reads only.',
      body: Type.Object({ meta: PartialAudienceMetaSchema }),
      response: PotentialContactsSchema,
    }),
    potentialContactLocations: contract({
      operationId: 'potentialContactLocations',
      feature: FEATURE,
      method: 'POST',
      path: '/api/potential-contacts/locations',
      access: ADMIN_OR_BUSINESS,
      permission: 'campaigns',
      summary: 'Where the potential contacts of audience criteria live',
      description:
        'The places of the active contacts the criteria reach, one point per place with its count (empty until both location and range are given). Reads only.',
      body: Type.Object({ meta: PartialAudienceMetaSchema }),
      response: Type.Object({ center: Nullable(Coordinate), data: Type.Array(MapPointSchema) }),
    }),
    createAudience: contract({
      operationId: 'createAudience',
      feature: FEATURE,
      method: 'POST',
      path: '/api/audiences',
      access: ADMIN_OR_BUSINESS,
      permission: 'campaigns',
      summary: 'Create an audience',
      description:
        "Creates an audience for the company (a company user: their own company only, 403 otherwise) around a known postal code (201, 'Zielgruppe erstellt!'). 422 on name, company_id or meta.zip_code.",
      body: Type.Object({ company_id: Uuid, name: Type.String({ minLength: 1, maxLength: 200 }), meta: AudienceMetaSchema }),
      response: Type.Object({ message: Type.String(), id: Uuid, created_at: Timestamp }),
      status: 201,
      changes: ['campaigns', 'audit-log'],
      appends: ['AudienceCreated'],
    }),
    updateAudience: contract({
      operationId: 'updateAudience',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/audiences/{id}',
      access: ADMIN_OR_BUSINESS,
      permission: 'campaigns',
      summary: 'Change an audience',
      description:
        "Changes the audience's name and criteria ('Zielgruppe aktualisiert'); its candidate count follows. A company user changes their own company's audiences only (403). 404 for an unknown audience, 422 on name or meta.zip_code.",
      params: IdParams,
      body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }), meta: AudienceMetaSchema }),
      response: Type.Object({ message: Type.String(), data: AudienceDetailSchema }),
      errors: [404],
      changes: ['campaigns', 'audit-log'],
      appends: ['AudienceUpdated'],
    }),
    resetAllOffers: contract({
      operationId: 'resetAllOffers',
      feature: FEATURE,
      method: 'POST',
      path: '/api/audiences/{id}/reset-all-offers',
      access: ADMIN,
      summary: "Reset every offer of the audience's campaigns",
      description:
        "Records that the offers of the audience's campaigns go out again, viewed or not ('Offers reset.'): each unanswered offer is sent once more by SMS with a new link (the offer-resends reactor). 404 for an unknown audience.",
      params: IdParams,
      response: Type.Object({ message: Type.String() }),
      errors: [404],
      changes: ['audit-log'],
      appends: ['AudienceOffersReset'],
    }),
    resetNonViewedOffers: contract({
      operationId: 'resetNonViewedOffers',
      feature: FEATURE,
      method: 'POST',
      path: '/api/audiences/{id}/reset-non-viewed-offers',
      access: ADMIN,
      summary: "Reset the offers of the audience's campaigns nobody viewed",
      description:
        "Records that the offers the contacts never viewed go out again ('Offers reset.'): each unanswered one is sent once more by SMS with a new link (the offer-resends reactor). 404 for an unknown audience.",
      params: IdParams,
      response: Type.Object({ message: Type.String() }),
      errors: [404],
      changes: ['audit-log'],
      appends: ['AudienceOffersReset'],
    }),
    saveAudienceOptimization: contract({
      operationId: 'saveAudienceOptimization',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/audience-optimizations',
      access: ADMIN,
      summary: 'Save the audience optimisation preference',
      description:
        "Which experiences and qualifications audiences with `optimize_audience` favour ('Audience optimization preference saved.'); the answer has the lists as saved (trimmed, sorted, once each).",
      body: Type.Object({
        meta: Type.Object({
          experiences: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 }),
          qualifications: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 }),
        }),
      }),
      response: Type.Object({
        message: Type.String(),
        meta: Type.Object({ experiences: Type.Array(Type.String()), qualifications: Type.Array(Type.String()) }),
      }),
      changes: ['audit-log'],
      appends: ['AudienceOptimizationSaved'],
    }),
  },
});
