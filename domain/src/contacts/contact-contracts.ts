import { Type } from '@sinclair/typebox';
import { ContactDetails } from '../shared/contact-details';
import { ContactDetailSchema } from '../api/api-schemas';
import { paged } from '../api/api-schemas';
import { ADMIN, IdParams, Page, Success, apiFeature, contract } from '../shared/contract';
import { Nullable, Timestamp, Uuid } from '../shared/schema';
import { IncentiveSchema } from '../api/api-schemas';
import { ProfessionSchema } from './contact-events';
import { ContactProfileSchema, GenderSchema } from './contact-profile';
import { OfferStageSchema } from '../offers/offer-events';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'contacts';

/** A row of the admin contacts table. */
export const ContactRowSchema = Type.Object({
  id: Uuid,
  full_name: Type.String(),
  email: ContactDetails(Type.Union([Type.String(), Type.Null()]), { subject: 'id' }),
  phone: ContactDetails(Type.Union([Type.String(), Type.Null()]), { subject: 'id' }),
  zip_code: Type.String(),
  city: Type.String(),
  profession: Type.String(),
  is_active: Type.Boolean(),
  call_made: Type.Boolean(),
  recruitment_interest: Type.Union([Type.Boolean(), Type.Null()]),
  created_at: Timestamp,
});

/** The contact edit form (`PUT /api/user/{id}`): the contact's name, e-mail, phone and profile. */
export const ContactEditSchema = Type.Object({
  first_name: Type.String({ minLength: 1, maxLength: 100 }),
  last_name: Type.String({ maxLength: 100 }),
  email: Nullable(Type.String({ format: 'email', maxLength: 200 })),
  phone: Nullable(Type.String({ pattern: '^\\+?[0-9 ()/-]{6,30}$', maxLength: 30 })),
  gender: Nullable(GenderSchema),
  birth_year: Nullable(Type.Integer({ minimum: 1900, maximum: 2100 })),
  profile: ContactProfileSchema,
});

const StageSchema = OfferStageSchema;
/** One offer of the contact's pipe: where the contact stands with a campaign. */
export const PipedOfferSchema = Type.Object({
  offer_id: Uuid,
  stage: StageSchema,
  campaign_id: Uuid,
  campaign_name: Nullable(Type.String()),
  company_id: Uuid,
  company_name: Nullable(Type.String()),
  price: Type.Number({ description: 'Euros' }),
  created_at: Timestamp,
  stage_changed_at: Timestamp,
  hired_at: Nullable(Timestamp),
});

/** A call with the contact that some company recorded on its timeline. */
export const ContactCallSchema = Type.Object({
  id: Uuid,
  company_id: Uuid,
  company_name: Nullable(Type.String()),
  description: Type.String(),
  outcome: Nullable(Type.String()),
  performed_at: Timestamp,
});

/** The admin's contact detail and its buttons: call status, active with a reason, unlock availability, phone. */
export const contactsFeature = apiFeature({
  name: FEATURE,
  description: 'Contacts (candidates): the admin detail and its switches',
  ...API_CATALOGUE.contacts,
  queries: {
    listContacts: contract({
      operationId: 'listContacts',
      feature: FEATURE,
      method: 'GET',
      path: '/api/contacts',
      access: ADMIN,
      summary: 'The contacts table',
      description:
        'Contacts, newest first, 20 a page: `search` in name, e-mail and phone; `profession`; `zip_code` (a postal code or its first digits); `is_active`; `call_made`; `recruitment_interest`.',
      query: Type.Object({
        page: Page,
        search: Type.Optional(Type.String({ maxLength: 100 })),
        profession: Type.Optional(ProfessionSchema),
        zip_code: Type.Optional(Type.String({ pattern: '^[0-9]{1,5}$' })),
        is_active: Type.Optional(Type.Boolean()),
        call_made: Type.Optional(Type.Boolean()),
        recruitment_interest: Type.Optional(Type.Boolean()),
      }),
      response: paged(ContactRowSchema),
    }),
    contactDetail: contract({
      operationId: 'contactDetail',
      feature: FEATURE,
      method: 'GET',
      path: '/api/contacts/{id}',
      access: ADMIN,
      summary: 'A contact',
      description:
        'A contact with call status, activity, unlock availability, phone verification and offer counts; 404 for an unknown contact.',
      params: IdParams,
      response: Type.Object({ data: ContactDetailSchema }),
      errors: [404],
    }),
    contactPipe: contract({
      operationId: 'contactPipe',
      feature: FEATURE,
      method: 'GET',
      path: '/api/contacts/{id}/pipe',
      access: ADMIN,
      summary: "The contact's pipe: their offers by stage",
      description:
        'Every offer made to the contact, newest first, with campaign, company and stage; `offer_status` keeps one stage. `counts` has the number of offers per stage (whatever the filter). 404 for an unknown contact.',
      params: IdParams,
      query: Type.Object({ offer_status: Type.Optional(StageSchema) }),
      response: Type.Object({
        data: Type.Array(PipedOfferSchema),
        counts: Type.Record(Type.String(), Type.Integer()),
      }),
      errors: [404],
    }),
    contactCalls: contract({
      operationId: 'contactCalls',
      feature: FEATURE,
      method: 'GET',
      path: '/api/calls/{contactId}',
      access: ADMIN,
      summary: 'The calls with a contact',
      description:
        'The calls companies recorded with the contact on their timelines, newest first (at most 100), with outcome and company. 404 for an unknown contact.',
      params: Type.Object({ contactId: Uuid }),
      response: Type.Object({ data: Type.Array(ContactCallSchema) }),
      errors: [404],
    }),
  },
  commands: {
    editContact: contract({
      operationId: 'editContact',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/user/{id}',
      access: ADMIN,
      summary: "Change a contact's name, e-mail, phone and profile",
      description:
        "The admin's contact edit form: every field as it should now stand ('Contact saved.'). 404 for an unknown contact, 422 with field messages.",
      params: IdParams,
      body: ContactEditSchema,
      response: Type.Object({ message: Type.String() }),
      errors: [404],
      changes: ['contacts', 'audit-log'],
      appends: ['ContactEdited'],
    }),
    giveIncentive: contract({
      operationId: 'giveIncentive',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/incentives/give/{id}',
      access: ADMIN,
      summary: 'Give the contact an incentive',
      description:
        "Gives the contact (`id`) an incentive of `amount` euros with an optional note ('Incentive given.'); an inactive contact gets none (422 on amount). 404 for an unknown contact.",
      params: IdParams,
      body: Type.Object({
        amount: Type.Integer({ minimum: 1, maximum: 10_000, description: 'Euros' }),
        note: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
      }),
      response: Type.Object({ message: Type.String(), incentive: IncentiveSchema }),
      errors: [404],
      changes: ['contacts', 'audit-log'],
      appends: ['IncentiveGiven'],
    }),
    updateCallStatus: contract({
      operationId: 'updateCallStatus',
      feature: FEATURE,
      method: 'POST',
      path: '/api/contacts/{id}/update-call-status',
      access: ADMIN,
      summary: 'Set whether the contact was called',
      description: 'Records that the contact was called, or not; 404 for an unknown contact.',
      params: IdParams,
      body: Type.Object({ call_made: Type.Boolean() }),
      response: Success,
      errors: [404],
      changes: ['contacts', 'audit-log'],
      appends: ['ContactCallStatusChanged'],
    }),
    setRecruitmentInterest: contract({
      operationId: 'setRecruitmentInterest',
      feature: FEATURE,
      method: 'PUT',
      path: '/api/contacts/{id}/setRecruitmentInterest',
      access: ADMIN,
      summary: 'Record whether the contact is interested in being recruited',
      description: "Records the contact's answer, yes or no (the contact detail's buttons); 404 for an unknown contact.",
      params: IdParams,
      body: Type.Object({ interested: Type.Boolean() }),
      response: Type.Object({ recruitment_interest: Type.Boolean() }),
      errors: [404],
      changes: ['contacts', 'audit-log'],
      appends: ['ContactRecruitmentInterestSet'],
    }),
    toggleContactActive: contract({
      operationId: 'toggleContactActive',
      feature: FEATURE,
      method: 'POST',
      path: '/contacts/toggleActive',
      access: ADMIN,
      summary: 'Toggle the contact between active and inactive',
      description:
        'Deactivates an active contact or activates an inactive one, with a reason recorded in the audit; 404 for an unknown contact.',
      body: Type.Object({ driver_id: Uuid, reason: Type.String({ minLength: 1, maxLength: 1000 }) }),
      response: Type.Object({ is_active: Type.Boolean() }),
      errors: [404],
      changes: ['contacts', 'audit-log'],
      appends: ['ContactActivated', 'ContactDeactivated'],
    }),
    toggleDisableForUnlock: contract({
      operationId: 'toggleDisableForUnlock',
      feature: FEATURE,
      method: 'POST',
      path: '/contacts/toggleDisableForUnlock',
      access: ADMIN,
      summary: 'Toggle whether the contact may be unlocked',
      description: 'Makes the contact unavailable for unlocking, or available again; 404 for an unknown contact.',
      body: Type.Object({ driver_id: Uuid }),
      response: Type.Object({ disabled_for_unlock: Type.Boolean() }),
      errors: [404],
      changes: ['contacts', 'audit-log'],
      appends: ['ContactDisabledForUnlock', 'ContactEnabledForUnlock'],
    }),
    verifyPhoneWithoutCode: contract({
      operationId: 'verifyPhoneWithoutCode',
      feature: FEATURE,
      method: 'GET',
      path: '/contacts/{id}/verifyWithoutCode',
      access: ADMIN,
      changesState: true,
      summary: "Mark the contact's phone number as verified without a code",
      description:
        'A GET that changes state because the spec names it so: it needs the X-XSRF-TOKEN header like a POST (419 without it, so that no link or navigation from another site can do it) and has no HEAD twin. One-way: asked again, it answers the first verification time. 404 for an unknown contact.',
      params: IdParams,
      response: Type.Object({ message: Type.String(), phone_confirmed_at: Timestamp }),
      errors: [404],
      changes: ['contacts', 'audit-log'],
      appends: ['ContactPhoneVerified'],
    }),
  },
});
