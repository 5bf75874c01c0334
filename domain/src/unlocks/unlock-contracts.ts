import { Type } from '@sinclair/typebox';
import { UnlockedContactSchema, paged } from '../api/api-schemas';
import { ADMIN, ADMIN_OR_BUSINESS, IdParams, Page, apiFeature, contract } from '../shared/contract';
import { Nullable, Uuid } from '../shared/schema';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'unlocks';

const UnlockedAnswer = Type.Object({ message: Type.String(), data: UnlockedContactSchema });
const UnlockedContactAnswer = Type.Object({ data: UnlockedContactSchema });

const statusChange = (operationId: string, action: string, access: typeof ADMIN, summary: string, description: string) =>
  contract({
    operationId,
    feature: FEATURE,
    method: 'PUT',
    path: `/api/unlocked-contacts/{id}/${action}`,
    access,
    summary,
    description,
    params: IdParams,
    response: UnlockedContactAnswer,
    errors: [404, 409],
    changes: ['unlocks', 'audit-log'],
  });

/** Unlocking contacts for companies (the billable core action) and what follows an unlock. */
export const unlocksFeature = apiFeature({
  name: FEATURE,
  description: 'Unlocking contacts for companies (billable) and what follows',
  ...API_CATALOGUE.unlocks,
  queries: {
    unlockedContactsOfCompany: contract({
      operationId: 'unlockedContactsOfCompany',
      feature: FEATURE,
      method: 'GET',
      path: '/api/companies/{id}/unlocked-contacts',
      access: ADMIN_OR_BUSINESS,
      permission: 'unlocked-contacts',
      summary: "A company's unlocked contacts",
      description:
        "A company's unlocked contacts, newest first, 20 per page; a company user sees their own company only (403 otherwise); 404 for an unknown company.",
      params: IdParams,
      query: Type.Object({ page: Page }),
      response: paged(UnlockedContactSchema),
      errors: [404],
    }),
    hiredContactsOfCompany: contract({
      operationId: 'hiredContactsOfCompany',
      feature: FEATURE,
      method: 'GET',
      path: '/api/companies/{id}/hired-unlocked-contacts',
      access: ADMIN_OR_BUSINESS,
      permission: 'unlocked-contacts',
      summary: "A company's hired unlocked contacts",
      description:
        'The unlocked contacts a company hired (status_id 4), newest first, 20 per page; a company user sees their own company only (403 otherwise); 404 for an unknown company.',
      params: IdParams,
      query: Type.Object({ page: Page }),
      response: paged(UnlockedContactSchema),
      errors: [404],
    }),
  },
  commands: {
    unlockContact: contract({
      operationId: 'unlockContact',
      feature: FEATURE,
      method: 'POST',
      path: '/api/unlock-contact',
      access: ADMIN,
      summary: 'Unlock a contact for a company through a campaign',
      description:
        "Unlocks a contact for a company at the campaign's cost per unlock and moves the contact's offer to unlocked (201). A second unlock of the same contact for the same company is 409; an unknown company or campaign, a campaign of another company or an employer outside the company is 422 on that field.",
      body: Type.Object({ driver_id: Uuid, company_id: Uuid, employer_id: Nullable(Uuid), campaign_id: Uuid }),
      response: UnlockedAnswer,
      status: 201,
      errors: [404, 409],
      changes: ['unlocks', 'offer-board', 'contacts', 'campaigns', 'audit-log'],
      appends: ['ContactUnlocked', 'OfferStageChanged'],
    }),
    requestContactUnlock: contract({
      operationId: 'requestContactUnlock',
      feature: FEATURE,
      method: 'POST',
      path: '/requested-contacts/unlock',
      access: ADMIN,
      summary: 'Unlock a contact a company asked for, at a given price',
      description:
        'Unlocks a contact a company asked for, outside any campaign, at the given price in euros (201); a second unlock for the same company is 409; an unknown company is 422 on company_id.',
      body: Type.Object({ driver_id: Uuid, company_id: Uuid, price: Type.Number({ minimum: 0, maximum: 100_000, description: 'euros' }) }),
      response: UnlockedAnswer,
      status: 201,
      errors: [404, 409],
      changes: ['unlocks', 'contacts', 'audit-log'],
      appends: ['ContactUnlocked'],
    }),
    openUnlockedContact: {
      ...statusChange(
        'openUnlockedContact',
        'open',
        ADMIN_OR_BUSINESS,
        'Open an unlocked contact',
        "Marks an unlocked contact as opened by its company (or an admin); another company's is 403, an unknown or deleted one 404.",
      ),
      permission: 'unlocked-contacts',
    },
    confirmHireByAdmin: statusChange(
      'confirmHireByAdmin',
      'confirmHiredByAdmin',
      ADMIN,
      'Confirm the hire of an unlocked contact',
      'Confirms that the company hired the unlocked contact (status_id 4); 404 for an unknown or deleted unlock, 409 when the status does not allow it.',
    ),
    rejectHireByAdmin: statusChange(
      'rejectHireByAdmin',
      'rejectHiredByAdmin',
      ADMIN,
      'Reject the reported hire of an unlocked contact',
      'Rejects a hire the company reported; 404 for an unknown or deleted unlock, 409 when the status does not allow it.',
    ),
    deleteUnlockedContact: contract({
      operationId: 'deleteUnlockedContact',
      feature: FEATURE,
      method: 'DELETE',
      path: '/api/unlocked-contacts/{id}',
      access: ADMIN,
      summary: 'Delete an unlock',
      description:
        'Deletes an unlock (204); the contact may be unlocked for the company again later. 404 for an unknown or already deleted unlock.',
      params: IdParams,
      response: Type.Null(),
      status: 204,
      errors: [404],
      changes: ['unlocks', 'audit-log'],
      appends: ['UnlockDeleted'],
    }),
  },
});
