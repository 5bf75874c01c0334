import type { Bus, NotificationSender } from '@rm/platform';
import type { LoginThrottle, SecurityLog } from '@rm/platform/http';
import type { PhoneCodeStore } from '../candidate-offers/phone-code-store';
import type { PersonalDataPort } from '../privacy/privacy-port';
import type { FastifyRequest } from 'fastify';
import type { CommandMetadata } from './handle-command';
import type { CommandReadPort } from './read-port';
import type { CommandStore } from './state-cache';

/** What every command route plugin is given by the composition. */
export interface CommandRoutesOptions {
  store: CommandStore;
  reads: CommandReadPort;
  loginThrottle: LoginThrottle;
  /** Where sign-ins, failed and throttled ones included, are recorded; none: they are not. */
  securityLog?: SecurityLog;
  /** Audiences with this many candidates or more are not approved (spec: 600). */
  approvalAudienceThreshold: number;
  /** Keys, files and read-side lookups of the privacy commands (consent, export, erasure). */
  personalData: PersonalDataPort;
  /** Notifications a command sends at once (one-time codes, sign-in links): through the notification port. */
  notifications: NotificationSender;
  /** The one-time phone codes until they are used or run out (never in the event log). */
  phoneCodes: PhoneCodeStore;
  /** The secret the SMS provider signs its webhook calls with (SMS_WEBHOOK_SECRET); none: the webhook accepts nothing. */
  smsWebhookSecret?: string;
  /** Where a command announces a change before its read model holds it (the chat's new messages); none: only the projections announce. */
  bus?: Pick<Bus, 'publish'>;
}

/**
 * Event metadata of a command sent over HTTP: the signed-in actor, the request id, the caller's address,
 * and the one instant the command happens at (its events' time and any time it records).
 */
export const metadataOf = (request: FastifyRequest): CommandMetadata => ({
  occurredAt: new Date().toISOString(),
  actorId: request.user?.id ?? null,
  actorRole: request.user?.roles[0] ?? null,
  correlationId: request.id,
  requestIp: request.ip,
});
