import { Type } from '@sinclair/typebox';
import { PersonSchema } from '../api/api-schemas';
import { PROFESSIONS } from '../contacts/contact-events';
import { apiFeature, CANDIDATE, contract, IdParams } from '../shared/contract';
import { Nullable, Uuid } from '../shared/schema';
import { DELETE_REASON_MIN_TEXT, PROFILE_META_STEPS } from './candidate-profile-rules';
import {
  AccountDeleteReasonSchema,
  CandidateProfileSchema,
  ProfileLanguageSchema,
  ProfileMetaInputSchema,
} from './candidate-profile-schemas';
import { API_CATALOGUE } from '../api-catalogue';

const FEATURE = 'candidate-profile';

/** A UTM parameter of the landing a candidate registered from (blank: none). */
const UtmParameter = Nullable(Type.String({ maxLength: 200 }));

const ProfileAnswer = Type.Object({ message: Type.String(), data: CandidateProfileSchema });
const CHANGES = ['candidate-profiles', 'users', 'audit-log'];

/** A candidate's registration, profile, profile image, profile-meta wizard and account deletion. */
export const candidateProfileFeature = apiFeature({
  name: FEATURE,
  description: 'Candidates: registration, their own profile and profile meta, the profile image, deleting the account',
  ...API_CATALOGUE.candidateProfile,
  queries: {
    candidateProfile: contract({
      operationId: 'candidateProfile',
      feature: FEATURE,
      method: 'GET',
      path: '/api/profile',
      access: CANDIDATE,
      summary: "The signed-in candidate's profile",
      description:
        'Name, e-mail, phone (and when it was verified), country, language, profile image, the profile meta and the wizard step. Candidates only (403 for others); 404 when the user has no candidate profile.',
      response: Type.Object({ data: CandidateProfileSchema }),
      errors: [404],
    }),
    profileImage: contract({
      operationId: 'profileImage',
      feature: FEATURE,
      method: 'GET',
      path: '/api/profile/image/{id}',
      access: ['contact', 'admin'],
      summary: 'A profile image or its thumbnail',
      description:
        "The file (its sniffed content type). A candidate reads only their own images, admins anyone's; 404 otherwise, as for an unknown id.",
      params: IdParams,
      response: Type.String({ format: 'binary' }),
      errors: [404],
    }),
    accountDeleteReasons: contract({
      operationId: 'accountDeleteReasons',
      feature: FEATURE,
      method: 'GET',
      path: '/api/accountDeleteReasons',
      access: CANDIDATE,
      summary: 'Reasons to delete an account',
      description: `The reasons of the account-deletion form, in their order (reference data the admins keep); a reason with requires_text asks for at least ${DELETE_REASON_MIN_TEXT} characters of explanation.`,
      response: Type.Object({ data: Type.Array(AccountDeleteReasonSchema) }),
    }),
  },
  commands: {
    registerCandidate: contract({
      operationId: 'registerCandidate',
      feature: FEATURE,
      method: 'POST',
      path: '/register',
      access: 'public',
      summary: 'Register as a candidate',
      description:
        'Creates a candidate: the user (role contact, password hashed with argon2id), their candidate profile (where they live, from the postal code, and their profession, so that employers can find them) and their consent to the terms of use and the privacy notice (privacy record, channel web); signs them in (201). Field errors are 422 (a taken e-mail on email, missing consent on accept_terms_condition); more than 5 attempts per e-mail a minute or 20 per address in 15 minutes answer 429. The UTM parameters of the landing the candidate came from (utm_source, utm_medium, utm_campaign, utm_content; optional, up to 200 characters each, blank ones ignored) are recorded as where the contact came from (ContactSourceRecorded), for the ROI of advertising campaigns.',
      body: Type.Object({
        first_name: Type.String({ maxLength: 100 }),
        last_name: Type.String({ maxLength: 100 }),
        email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
        phone: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
        zip_code: Type.String({ maxLength: 10 }),
        profession: Type.Union(PROFESSIONS.map((profession) => Type.Literal(profession))),
        password: Type.String({ minLength: 1, maxLength: 200 }),
        password_confirmation: Type.String({ maxLength: 200 }),
        accept_terms_condition: Type.Boolean({ default: false }),
        language: Type.Optional(ProfileLanguageSchema),
        utm_source: Type.Optional(UtmParameter),
        utm_medium: Type.Optional(UtmParameter),
        utm_campaign: Type.Optional(UtmParameter),
        utm_content: Type.Optional(UtmParameter),
      }),
      response: Type.Object({ message: Type.String(), redirect_path: Type.String(), user: PersonSchema }),
      status: 201,
      errors: [429],
      changes: ['users', 'contacts', 'candidate-profiles', 'privacy', 'reports', 'audit-log'],
      appends: ['UserEmailClaimed', 'UserRegistered', 'UserRoleGranted', 'ContactRegistered', 'ConsentGiven', 'ContactSourceRecorded'],
    }),
    updateProfile: contract({
      operationId: 'updateProfile',
      feature: FEATURE,
      method: 'POST',
      path: '/api/profile',
      access: CANDIDATE,
      summary: 'Change the own profile',
      description:
        "Name, e-mail (the new address must be free; it is the sign-in from now on), phone (checked with libphonenumber-js as an international number or one of `country`, default DE; stored as E.164), country and language. A changed phone appends CandidatePhoneChanged too (a verification of the earlier number does not hold for it). Answers 'profileUpdated' and the profile.",
      body: Type.Object({
        first_name: Type.String({ maxLength: 100 }),
        last_name: Type.String({ maxLength: 100 }),
        email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
        phone: Nullable(Type.String({ maxLength: 40 })),
        country: Type.String({ pattern: '^[A-Za-z]{2}$', default: 'DE' }),
        language: ProfileLanguageSchema,
      }),
      response: ProfileAnswer,
      errors: [404],
      changes: CHANGES,
      appends: ['CandidateProfileChanged', 'CandidatePhoneChanged', 'UserEmailClaimed', 'UserEmailReleased'],
    }),
    uploadProfileImage: contract({
      operationId: 'uploadProfileImage',
      feature: FEATURE,
      method: 'POST',
      path: '/api/profile/upload',
      access: CANDIDATE,
      summary: 'Upload the profile image',
      description:
        "multipart/form-data with one file `profile_image` (JPEG, PNG, GIF or WebP as sniffed from its content; at most 2 MB): stored encrypted among the candidate's person files with a thumbnail 150 px wide; answers 'Image Uploaded!' and the profile (201). 422 for another type, 413 for a larger file.",
      response: ProfileAnswer,
      status: 201,
      errors: [404, 413],
      changes: CHANGES,
      appends: ['CandidateProfileImageChanged'],
    }),
    saveProfileMeta: contract({
      operationId: 'saveProfileMeta',
      feature: FEATURE,
      method: 'POST',
      path: '/api/profile/meta',
      access: CANDIDATE,
      summary: 'Save the profile meta',
      description:
        "Every field of the candidate profile meta (spec §3). The birthday is set only when day, month and year are all chosen (a date that does not exist, or less than 16 years ago, is 422 on birthday); working_since within the last 60 years; custom options unique ('Option existiert bereits.'), empty ones dropped; custom_work_area required for work_area other; gdpr must be accepted. Field errors name the field; the wizard marks its section.",
      body: ProfileMetaInputSchema,
      response: ProfileAnswer,
      errors: [404],
      changes: CHANGES,
      appends: ['CandidateProfileMetaSaved'],
    }),
    saveProfileSession: contract({
      operationId: 'saveProfileSession',
      feature: FEATURE,
      method: 'POST',
      path: '/profile-session/meta',
      access: CANDIDATE,
      summary: 'Remember the wizard step',
      description: `The step of the profile-meta wizard the candidate reached (1–${PROFILE_META_STEPS}) and the address typed so far, so that the wizard opens there next time.`,
      body: Type.Object({
        step: Type.Integer({ minimum: 1, maximum: PROFILE_META_STEPS }),
        address: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
      }),
      response: Type.Object({ success: Type.Boolean() }),
      errors: [404],
      changes: ['candidate-profiles'],
      appends: ['CandidateProfileStepSaved'],
    }),
    deleteAccount: contract({
      operationId: 'deleteAccount',
      feature: FEATURE,
      method: 'POST',
      path: '/api/profile/delete',
      access: CANDIDATE,
      summary: 'Delete the own account',
      description: `The typed key must be 'löschen' and a reason chosen; a reason with requires_text needs at least ${DELETE_REASON_MIN_TEXT} characters of text (field errors on key, reason_id, text). Then the candidate is erased like an Art. 17 erasure (cause account_deleted): their keys are deleted (every personal field of theirs in the log unreadable), their files deleted, every read model forgets them, their sessions end and sign-in no longer works. Answers success and a message.`,
      body: Type.Object({
        key: Type.String({ maxLength: 50 }),
        reason_id: Nullable(Uuid),
        text: Type.String({ maxLength: 2000, default: '' }),
      }),
      response: Type.Object({ success: Type.Boolean(), message: Type.String() }),
      errors: [404],
      changes: ['candidate-profiles', 'users', 'contacts', 'privacy', 'audit-log'],
      appends: ['CandidateAccountDeleted', 'ContactDeactivated', 'ContactDisabledForUnlock', 'PersonalDataErased', 'UserEmailReleased'],
    }),
  },
});
