import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  candidateOffersFeature,
  contactDecider,
  DomainError,
  contactStreamId,
  forbidden,
  foldEvents,
  invalid,
  conflict,
  magicLinkDecider,
  magicLinkStreamId,
  magicLinkWaitSeconds,
  mayUseSignInLink,
  notFound,
  offerDecider,
  offerPopupDecider,
  offerPopupStreamId,
  offerStreamId,
  phoneCodeDecider,
  phoneCodeExpiresAt,
  phoneCodeSendRefusal,
  phoneCodeStreamId,
  phoneCodeTriesExhausted,
  showsFirstAcceptPopup,
  MAGIC_LINK_INVALID,
  MAGIC_LINK_SENT,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_TOO_MANY_TRIES,
  PHONE_CODE_WRONG,
  type ContactEvent,
  type MagicLinkEvent,
  type OfferEvent,
  type OfferPopupAnswered,
  type PhoneCodeEvent,
} from '@rm/domain';
import { bindContracts, commandHandlers, signedInUser } from '@rm/platform/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { runContactCommand } from '../contacts/contact-commands';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import { commandTime, handleCommand } from '../shared/handle-command';
import { MAGIC_TOKEN_SECRET_BYTES, OFFER_TOKEN_SECRET_BYTES, idOfLinkToken, newLinkToken, newPhoneCode, sha256 } from './link-tokens';

/** The signed-in candidate: their user and contact (the contract admits the contact role only). */
function candidateOf(request: FastifyRequest): { userId: string; contactId: string } {
  const user = signedInUser(request);
  if (user.contactId === null) throw forbidden();
  return { userId: user.id, contactId: user.contactId };
}

/** 429 with Retry-After, the wait filled into the message. */
const tooMany = (reply: FastifyReply, seconds: number, message: string) =>
  reply
    .code(429)
    .header('retry-after', String(seconds))
    .send({ message: message.replace('{{seconds}}', String(seconds)) });

const offerIdOf = (token: string): string => {
  const offerId = idOfLinkToken(token, OFFER_TOKEN_SECRET_BYTES);
  if (offerId === null) throw invalid('token', 'This offer link is not valid.');
  return offerId;
};

/** Answering offers by link, one-time codes for the phone, sign-in links, and the new-offers popup. */
export const candidateOfferRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (
  app,
  { store, reads, notifications, phoneCodes },
  done,
) => {
  /** The contact's phone and verification, and when the contact was created, from its own stream. */
  async function contactFacts(contactId: string) {
    const recorded = await store.readStream(contactStreamId(contactId));
    const state = foldEvents(contactDecider, recorded as unknown as ContactEvent[]);
    return {
      phone: state.status === 'registered' ? state.phone : null,
      phoneVerifiedAt: state.status === 'registered' ? state.phoneVerifiedAt : null,
      createdAt: recorded[0]?.metadata.occurredAt ?? new Date(0).toISOString(),
    };
  }

  bindContracts(
    app,
    commandHandlers(candidateOffersFeature, {
      async acceptOffer(request) {
        const { userId, contactId } = candidateOf(request);
        const { token } = request.params;
        const offerId = offerIdOf(token);
        const metadata = metadataOf(request);
        const facts = await contactFacts(contactId);
        await handleCommand({
          store,
          streamId: offerStreamId(offerId),
          decider: offerDecider,
          command: {
            type: 'AnswerOfferByLink',
            data: {
              offerId,
              token,
              contactId,
              answer: 'accept',
              phoneVerified: facts.phoneVerifiedAt !== null,
              now: commandTime(metadata),
            },
          },
          metadata,
        });
        const popups = foldEvents(
          offerPopupDecider,
          (await store.readStream(offerPopupStreamId(userId))) as unknown as OfferPopupAnswered[],
        );
        const contact = {
          created_at: facts.createdAt,
          user_info_screens: popups.screens.map((identifier_screen) => ({ identifier_screen })),
        };
        return { message: 'Offer accepted.', contact, show_first_accept_popup: showsFirstAcceptPopup(contact) };
      },
      async rejectOfferByLink(request) {
        const { contactId } = candidateOf(request);
        const { token } = request.params;
        const offerId = offerIdOf(token);
        const metadata = metadataOf(request);
        await handleCommand({
          store,
          streamId: offerStreamId(offerId),
          decider: offerDecider,
          command: {
            type: 'AnswerOfferByLink',
            data: {
              offerId,
              token,
              contactId,
              answer: 'reject',
              reason: request.body.reason,
              text: request.body.text ?? null,
              now: commandTime(metadata),
            },
          },
          metadata,
        });
        return { message: 'Offer rejected.' };
      },
      async generateOtp(request, reply) {
        const { userId, contactId } = candidateOf(request);
        const facts = await contactFacts(contactId);
        if (facts.phoneVerifiedAt !== null) throw conflict('Your phone number is already verified.');
        if (!facts.phone) throw invalid('phone', 'Your profile has no phone number.');
        const phone = facts.phone;
        const metadata = metadataOf(request);
        const now = commandTime(metadata);
        const streamId = phoneCodeStreamId(userId);
        const state = foldEvents(phoneCodeDecider, (await store.readStream(streamId)) as unknown as PhoneCodeEvent[]);
        const refusal = phoneCodeSendRefusal(state, phone, now);
        if (refusal) return tooMany(reply, refusal.retryAfterSeconds, refusal.message);
        const code = newPhoneCode();
        const codeId = randomUUID();
        // The code's row first: should the send be refused after all, no event names the row, and it runs out.
        await phoneCodes.issue({ codeId, userId, code, expiresAt: phoneCodeExpiresAt(now) });
        const result = await handleCommand({
          store,
          streamId,
          decider: phoneCodeDecider,
          command: { type: 'SendPhoneCode', data: { userId, contactId, phone, codeId, now } },
          metadata,
        });
        const sent = result.events[0];
        const eventId = result.eventIds[0];
        if (sent?.type !== 'PhoneCodeSent' || !eventId) throw conflict('Please wait {{seconds}} seconds before requesting a new code.');
        await phoneCodes.discard(userId, codeId);
        // The code leaves only through the SMS port (the outbox): never in an answer, never in the log.
        await notifications.send([
          {
            id: eventId,
            channel: 'sms',
            template: 'phone-verification-code',
            recipient: { type: 'contact', id: contactId },
            data: { code, userId },
            createdAt: now,
          },
        ]);
        return { message: 'We have sent you a code by SMS.', retry_after: PHONE_CODE_RESEND_SECONDS, expires_at: sent.data.expiresAt };
      },
      async verifyOtp(request, reply) {
        const { userId, contactId } = candidateOf(request);
        const metadata = metadataOf(request);
        const now = commandTime(metadata);
        const streamId = phoneCodeStreamId(userId);
        const before = foldEvents(phoneCodeDecider, (await store.readStream(streamId)) as unknown as PhoneCodeEvent[]);
        if (phoneCodeTriesExhausted(before)) return tooMany(reply, 0, PHONE_CODE_TOO_MANY_TRIES);
        const codeId = before.current?.confirmed === false ? before.current.codeId : null;
        const matchedCodeId = codeId !== null && (await phoneCodes.matches({ codeId, userId, code: request.body.otp })) ? codeId : null;
        const result = await handleCommand({
          store,
          streamId,
          decider: phoneCodeDecider,
          command: { type: 'ConfirmPhoneCode', data: { userId, contactId, matchedCodeId, now } },
          metadata,
        });
        if (result.events[0]?.type !== 'PhoneCodeConfirmed') {
          if (phoneCodeTriesExhausted(result.state)) {
            await phoneCodes.discard(userId);
            return tooMany(reply, 0, PHONE_CODE_TOO_MANY_TRIES);
          }
          throw invalid('otp', PHONE_CODE_WRONG);
        }
        await phoneCodes.discard(userId);
        const verified = await runContactCommand(
          store,
          contactId,
          { type: 'VerifyPhone', data: { contactId, method: 'otp', now } },
          metadata,
        );
        const confirmedAt = verified.state.status === 'registered' ? (verified.state.phoneVerifiedAt ?? now) : now;
        return { message: 'Your phone number is verified.', data: { phone_confirmed_at: confirmedAt } };
      },
      async sendMagicMail(request) {
        // Anyone may ask, for any id: the answer is the same whoever the id names, and whether a link went
        // out or not (for an admin, a company user, no one, or a candidate who was sent one a moment ago).
        const answer = { message: MAGIC_LINK_SENT };
        const userId = request.body.user_id;
        const user = await reads.user(userId);
        if (!user || !mayUseSignInLink(user)) return answer;
        const metadata = metadataOf(request);
        const now = commandTime(metadata);
        const streamId = magicLinkStreamId(userId);
        const state = foldEvents(magicLinkDecider, (await store.readStream(streamId)) as unknown as MagicLinkEvent[]);
        if (magicLinkWaitSeconds(state, now) > 0) return answer;
        const token = newLinkToken(userId, MAGIC_TOKEN_SECRET_BYTES);
        const result = await handleCommand({
          store,
          streamId,
          decider: magicLinkDecider,
          command: { type: 'SendMagicLink', data: { userId, tokenHash: sha256(token), now } },
          metadata,
        }).catch((error: unknown) => {
          if (error instanceof DomainError && error.code === 'conflict') return null;
          throw error;
        });
        const eventId = result?.eventIds[0];
        if (!eventId) return answer;
        await notifications.send([
          {
            id: eventId,
            channel: 'mail',
            template: 'magic-sign-in',
            recipient: { type: 'user', id: userId },
            data: { path: `/anmelden/link/${token}`, validMinutes: 60 },
            createdAt: now,
          },
        ]);
        return answer;
      },
      async magicSignIn(request, reply) {
        const { token } = request.body;
        const userId = idOfLinkToken(token, MAGIC_TOKEN_SECRET_BYTES);
        if (userId === null) throw invalid('token', MAGIC_LINK_INVALID);
        // A link mailed before links were for candidates only signs no admin or company user in.
        const user = await reads.user(userId);
        if (!user || !mayUseSignInLink(user)) throw invalid('token', MAGIC_LINK_INVALID);
        const metadata = { ...metadataOf(request), actorId: userId, actorRole: 'contact' };
        // The sign-in itself is the audited event (`MagicLinkUsed`: who, when, from which address).
        await handleCommand({
          store,
          streamId: magicLinkStreamId(userId),
          decider: magicLinkDecider,
          command: { type: 'UseMagicLink', data: { userId, tokenHash: sha256(token), now: commandTime(metadata) } },
          metadata,
        });
        await reply.signIn(userId);
        return { message: 'You are signed in.' };
      },
      async storeQueuedEvent(request) {
        const { userId, contactId } = candidateOf(request);
        const { identifier, variant, id: offerId } = request.body;
        const offer = foldEvents(offerDecider, (await store.readStream(offerStreamId(offerId))) as unknown as OfferEvent[]);
        if (offer.status !== 'open') throw notFound('Offer not found.');
        if (offer.contactId !== contactId) throw forbidden();
        const metadata = metadataOf(request);
        await handleCommand({
          store,
          streamId: offerPopupStreamId(userId),
          decider: offerPopupDecider,
          command: { type: 'AnswerOfferPopup', data: { userId, offerId, identifier, variant, now: commandTime(metadata) } },
          metadata,
        });
        return { success: true };
      },
    }),
  );
  done();
};

/** Makes a link for the offer's candidate to answer it with (tests, and offers sent again). */
export async function issueOfferLink(
  store: CommandRoutesOptions['store'],
  offerId: string,
  metadata: Parameters<typeof handleCommand>[0]['metadata'],
): Promise<string> {
  return (await appendOfferLink(store, offerId, metadata, false)) as string;
}

/**
 * Issues the offer's link when it has none yet: the link every new offer is sent with (the offer-links
 * reactor and the demo data). However often, and however concurrently, that runs for one offer, the offer
 * gets one link: the rule is the decider's, decided again on a conflicting append. Null when the offer has a
 * link already, is answered, or does not exist.
 */
export async function issueFirstOfferLink(
  store: CommandRoutesOptions['store'],
  offerId: string,
  metadata: Parameters<typeof handleCommand>[0]['metadata'],
): Promise<string | null> {
  try {
    return await appendOfferLink(store, offerId, metadata, true);
  } catch (error) {
    if (error instanceof DomainError && (error.code === 'not_found' || error.code === 'conflict')) return null;
    throw error;
  }
}

/**
 * Sends the offer again for an offer reset (`resetId`, the reset event's id): a new link, which the
 * offer-links reactor sends as an SMS. Once per reset and offer, however often and however concurrently
 * this runs (the decider's rule). Null when the offer was sent again for this reset already, is answered,
 * or does not exist.
 */
export async function reissueOfferLinkForReset(
  store: CommandRoutesOptions['store'],
  offerId: string,
  resetId: string,
  metadata: Parameters<typeof handleCommand>[0]['metadata'],
): Promise<string | null> {
  try {
    return await appendOfferLink(store, offerId, metadata, false, resetId);
  } catch (error) {
    if (error instanceof DomainError && (error.code === 'not_found' || error.code === 'conflict')) return null;
    throw error;
  }
}

async function appendOfferLink(
  store: CommandRoutesOptions['store'],
  offerId: string,
  metadata: Parameters<typeof handleCommand>[0]['metadata'],
  firstOnly: boolean,
  resendOf?: string,
): Promise<string | null> {
  const token = newLinkToken(offerId, OFFER_TOKEN_SECRET_BYTES);
  const result = await handleCommand({
    store,
    streamId: offerStreamId(offerId),
    decider: offerDecider,
    command: {
      type: 'IssueOfferLink',
      data: { offerId, token, now: commandTime(metadata), firstOnly, ...(resendOf === undefined ? {} : { resendOf }) },
    },
    metadata,
  });
  return result.events.length > 0 ? token : null;
}
