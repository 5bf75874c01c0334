import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  ACCOUNT_DELETED_MESSAGE,
  CANDIDATE_REGISTERED_MESSAGE,
  DomainError,
  IMAGE_TYPES,
  LAST_NAME_REQUIRED_MESSAGE,
  NO_PROFILE_MESSAGE,
  PASSWORD_CONFIRMATION_MESSAGE,
  PHONE_INVALID_MESSAGE,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_META_SAVED_MESSAGE,
  PROFILE_THUMBNAIL_WIDTH,
  PROFILE_UPDATED_MESSAGE,
  REASON_UNKNOWN_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
  ZIP_CODE_MESSAGE,
  candidateProfileFeature,
  deleteAccountProblems,
  invalid,
  normalizeEmail,
  notFound,
  passwordProblem,
  profileMetaFrom,
  type CandidateProfile,
} from '@rm/domain';
import { HttpError, INVALID_DATA_MESSAGE, bindContracts, commandHandlers, signedInUser, type AuthUser } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import { postalCodePlace } from '../campaigns/postal-codes';
import { runContactCommand } from '../contacts/contact-commands';
import { acceptUploads, readUploads } from '../files/uploads';
import { erasePerson } from '../privacy/privacy-commands';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import {
  EMAIL_TAKEN_MESSAGE,
  claimEmail,
  contactRegistration,
  e164,
  registerCandidate,
  releaseEmail,
  runCandidateProfileCommand,
  thumbnailOf,
} from './candidate-profile-commands';
import { withoutMetadata } from '../files/images';

/** Why the log keeps a `PersonalDataErased` for a deleted account (no personal data: it stays readable). */
export const ACCOUNT_DELETION_REASON = 'Konto vom Kandidaten selbst gelöscht';

/** The signed-in candidate and their profile's id; 404 for a user without a candidate profile. */
function candidateOf(request: FastifyRequest): { user: AuthUser; contactId: string } {
  const user = signedInUser(request);
  if (!user.contactId) throw notFound(NO_PROFILE_MESSAGE);
  return { user, contactId: user.contactId };
}

/** Collects field errors and answers them all at once (422). */
function fieldErrors() {
  const errors: Record<string, string[]> = {};
  return {
    refuse: (field: string, message: string): void => void (errors[field] ??= []).push(message),
    check: (): void => {
      if (Object.keys(errors).length > 0) throw new HttpError(422, { message: INVALID_DATA_MESSAGE, errors });
    },
  };
}

/**
 * The candidate's own account: registration (public), profile, image, profile meta, wizard step, deletion.
 * Every operation but registration acts on the signed-in candidate's own profile (there is no id to name
 * another's); the contract admits the contact role only.
 */
export const candidateProfileRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (
  app,
  { store, reads, loginThrottle, personalData },
  done,
) => {
  acceptUploads(app, { maxBytes: PROFILE_IMAGE_MAX_BYTES, maxFiles: 1 });
  /** The profile once the read model shows `position`. */
  const profileAfter = async (contactId: string, position: bigint | null): Promise<CandidateProfile> => {
    await reads.caughtUp('candidate-profiles', position);
    const profile = await reads.candidateProfile(contactId);
    if (!profile) throw notFound(NO_PROFILE_MESSAGE);
    return profile;
  };

  bindContracts(
    app,
    commandHandlers(candidateProfileFeature, {
      async registerCandidate(request, reply) {
        const body = request.body;
        const email = normalizeEmail(body.email);
        const attempt = await loginThrottle.attempt(`register:${email}`, request.ip);
        if (!attempt.allowed) {
          void reply.header('retry-after', String(attempt.retryAfter));
          return reply.code(429).send({ message: `Too many registration attempts. Please try again in ${attempt.retryAfter} seconds.` });
        }
        const { refuse, check } = fieldErrors();
        const firstName = body.first_name.trim();
        const lastName = body.last_name.trim();
        if (!firstName) refuse('first_name', 'The first name field is required.');
        if (!lastName) refuse('last_name', LAST_NAME_REQUIRED_MESSAGE);
        if (!body.accept_terms_condition) refuse('accept_terms_condition', TERMS_REQUIRED_MESSAGE);
        const passwordError = passwordProblem(body.password);
        if (passwordError) refuse('password', passwordError);
        else if (body.password !== body.password_confirmation) refuse('password', PASSWORD_CONFIRMATION_MESSAGE);
        const phone = body.phone?.trim() ? e164(body.phone, 'DE') : null;
        if (body.phone?.trim() && !phone) refuse('phone', PHONE_INVALID_MESSAGE);
        const place = /^\d{5}$/.test(body.zip_code.trim()) ? postalCodePlace(body.zip_code.trim()) : null;
        if (!place) refuse('zip_code', ZIP_CODE_MESSAGE);
        const utm = (value: string | null | undefined): string | null => value?.trim() || null;
        const source = {
          utmSource: utm(body.utm_source),
          utmMedium: utm(body.utm_medium),
          utmCampaign: utm(body.utm_campaign),
          utmContent: utm(body.utm_content),
        };
        check();
        let registered;
        try {
          registered = await registerCandidate(
            store,
            { firstName, lastName, email, phone, password: body.password, profession: body.profession, place: place!, source },
            metadataOf(request),
          );
        } catch (error) {
          if (error instanceof DomainError && error.code === 'conflict') throw invalid('email', EMAIL_TAKEN_MESSAGE);
          throw error;
        }
        await attempt.succeeded();
        await reads.caughtUp('users', registered.position);
        await reads.caughtUp('candidate-profiles', registered.position);
        await reply.signIn(registered.userId);
        return reply.code(201).send({
          message: CANDIDATE_REGISTERED_MESSAGE,
          redirect_path: '/my-profile',
          user: { id: registered.userId, full_name: `${firstName} ${lastName}` },
        });
      },

      async updateProfile(request) {
        const { user, contactId } = candidateOf(request);
        const body = request.body;
        const { refuse, check } = fieldErrors();
        const firstName = body.first_name.trim();
        const lastName = body.last_name.trim();
        if (!firstName) refuse('first_name', 'The first name field is required.');
        if (!lastName) refuse('last_name', LAST_NAME_REQUIRED_MESSAGE);
        const country = body.country.toUpperCase();
        const phone = body.phone?.trim() ? e164(body.phone, country) : null;
        if (body.phone?.trim() && !phone) refuse('phone', PHONE_INVALID_MESSAGE);
        check();
        const email = normalizeEmail(body.email);
        const metadata = metadataOf(request);
        const registration = await contactRegistration(store, contactId);
        if (!registration) throw notFound(NO_PROFILE_MESSAGE);
        const emailChanged = email !== normalizeEmail(user.email);
        if (emailChanged) {
          try {
            await claimEmail(store, user.id, email, metadata);
          } catch (error) {
            if (error instanceof DomainError && error.code === 'conflict') throw invalid('email', EMAIL_TAKEN_MESSAGE);
            throw error;
          }
        }
        const result = await runCandidateProfileCommand(
          store,
          contactId,
          {
            type: 'ChangeProfile',
            data: {
              contactId,
              userId: user.id,
              firstName,
              lastName,
              email,
              phone,
              country,
              language: body.language,
              registeredPhone: registration.phone ? (e164(registration.phone, 'DE') ?? registration.phone) : null,
              at: metadata.occurredAt ?? new Date().toISOString(),
            },
          },
          metadata,
        );
        // Another number: the contact's own, whose verification it takes back (codes and offers ask the contact).
        const phoneChange = result.events.some((event) => event.type === 'CandidatePhoneChanged')
          ? await runContactCommand(store, contactId, { type: 'ChangeContactPhone', data: { contactId, phone } }, metadata)
          : null;
        if (emailChanged) await releaseEmail(store, user.id, user.email, metadata);
        await reads.caughtUp('users', phoneChange?.append?.position ?? result.append?.position ?? null);
        return { message: PROFILE_UPDATED_MESSAGE, data: await profileAfter(contactId, result.append?.position ?? null) };
      },

      async uploadProfileImage(request, reply) {
        const { user, contactId } = candidateOf(request);
        const [upload] = await readUploads(request, {
          field: /^profile_image$/,
          maxBytes: PROFILE_IMAGE_MAX_BYTES,
          maxFiles: 1,
          types: IMAGE_TYPES,
          errorField: 'profile_image',
          wrongTypeMessage: 'Invalid file type! Please select an image file.',
          tooLargeMessage: 'The image must not be larger than 2 MB.',
          missingMessage: 'Please select an image.',
        });
        if (!upload) throw invalid('profile_image', 'Please select an image.');
        // Stored without its metadata (EXIF GPS and the like), re-encoded before it is encrypted.
        const image = { ...upload, content: await withoutMetadata(upload.content, upload.contentType, 'profile_image') };
        let thumbnail: Buffer;
        try {
          thumbnail = await thumbnailOf(image.content, PROFILE_THUMBNAIL_WIDTH);
        } catch {
          throw invalid('profile_image', 'Invalid file type! Please select an image file.');
        }
        const imageId = randomUUID();
        const thumbnailId = randomUUID();
        // Person files of the contact: encrypted with their key, deleted by their erasure.
        await personalData.files.put(contactId, imageId, image);
        await personalData.files.put(contactId, thumbnailId, {
          name: `thumbnail-${image.name}`,
          contentType: 'image/jpeg',
          content: thumbnail,
        });
        const result = await runCandidateProfileCommand(
          store,
          contactId,
          {
            type: 'ChangeProfileImage',
            data: { contactId, userId: user.id, imageId, thumbnailId, contentType: image.contentType, size: image.content.length },
          },
          metadataOf(request),
        );
        await reads.caughtUp('users', result.append?.position ?? null);
        const data = await profileAfter(contactId, result.append?.position ?? null);
        return reply.code(201).send({ message: 'Image Uploaded!', data });
      },

      async saveProfileMeta(request) {
        const { user, contactId } = candidateOf(request);
        const metadata = metadataOf(request);
        const { variant, ...input } = request.body;
        const { meta, problems } = profileMetaFrom({ ...input, variant }, (metadata.occurredAt ?? new Date().toISOString()).slice(0, 10));
        const { refuse, check } = fieldErrors();
        for (const [field, message] of Object.entries(problems)) refuse(field, message);
        check();
        const result = await runCandidateProfileCommand(
          store,
          contactId,
          { type: 'SaveProfileMeta', data: { contactId, userId: user.id, variant, meta } },
          metadata,
        );
        return { message: PROFILE_META_SAVED_MESSAGE, data: await profileAfter(contactId, result.append?.position ?? null) };
      },

      async saveProfileSession(request) {
        const { user, contactId } = candidateOf(request);
        const result = await runCandidateProfileCommand(
          store,
          contactId,
          {
            type: 'SaveProfileStep',
            data: { contactId, userId: user.id, step: request.body.step, address: request.body.address?.trim() || null },
          },
          metadataOf(request),
        );
        await reads.caughtUp('candidate-profiles', result.append?.position ?? null);
        return { success: true };
      },

      async deleteAccount(request) {
        const { user, contactId } = candidateOf(request);
        const body = request.body;
        const reason = body.reason_id ? await reads.referenceItemKind(body.reason_id) : null;
        const { refuse, check } = fieldErrors();
        if (body.reason_id && reason?.kind !== 'account-delete-reasons') refuse('reason_id', REASON_UNKNOWN_MESSAGE);
        const problems = deleteAccountProblems({
          key: body.key,
          reasonId: body.reason_id,
          text: body.text,
          reasonRequiresText: reason?.fields['requires_text'] === true,
        });
        for (const [field, message] of Object.entries(problems)) refuse(field, message);
        check();
        const metadata = metadataOf(request);
        const registration = await contactRegistration(store, contactId);
        if (!registration) throw notFound(NO_PROFILE_MESSAGE);
        await runCandidateProfileCommand(
          store,
          contactId,
          {
            type: 'DeleteAccount',
            data: {
              contactId,
              userId: user.id,
              reasonId: body.reason_id!,
              reasonText: body.text.trim() || null,
              deletedAt: metadata.occurredAt ?? new Date().toISOString(),
            },
          },
          metadata,
        );
        // The address the candidate signs in with now: the erasure releases the one of the registration.
        const currentEmail = user.email;
        const outcome = await erasePerson(
          store,
          personalData,
          { contactId, cause: 'account_deleted', reason: ACCOUNT_DELETION_REASON },
          metadata,
        );
        const released = await releaseEmail(store, user.id, currentEmail, metadata);
        await personalData.caughtUp(released ?? outcome.position);
        await reads.caughtUp('users', released ?? outcome.position);
        return { success: true, message: ACCOUNT_DELETED_MESSAGE };
      },
    }),
  );
  done();
};
