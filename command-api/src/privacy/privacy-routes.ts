import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  contactStreamId,
  forbidden,
  notFound,
  privacyFeature,
  privacyStreamId,
  userStreamId,
  type DomainEvent,
  type PrivacyRecord,
} from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { bindContracts, commandHandlers, isAdmin, signedInUser, type AuthUser } from '@rm/platform/http';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import { buildPersonalDataExport, eventsAbout } from './personal-data-export';
import { contactSubjects, erasePerson, runPrivacyCommand } from './privacy-commands';
import type { PersonalDataPort } from './privacy-port';

/** Admins act on anyone's record; a candidate on their own only (403 otherwise). */
function requireOwnOrAdmin(user: AuthUser, contactId: string): void {
  if (!isAdmin(user) && user.contactId !== contactId) throw forbidden();
}

async function recordAfter(port: PersonalDataPort, contactId: string, position: bigint | null): Promise<PrivacyRecord> {
  await port.caughtUp(position);
  const record = await port.record(contactId);
  if (!record) throw notFound('Contact not found.');
  return record;
}

/** Consents, the Art. 15 export and the erasure of a candidate. */
export const privacyRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, personalData: port }, done) => {
  bindContracts(
    app,
    commandHandlers(privacyFeature, {
      async giveConsent(request, reply) {
        const user = signedInUser(request);
        const contactId = request.params.id;
        requireOwnOrAdmin(user, contactId);
        await contactSubjects(store, contactId);
        const result = await runPrivacyCommand(
          store,
          contactId,
          {
            type: 'GiveConsent',
            data: {
              contactId,
              purpose: request.body.purpose,
              textVersion: request.body.text_version,
              // A candidate's own consent comes through the website, whatever the request says.
              channel: isAdmin(user) ? request.body.channel : 'web',
              at: new Date().toISOString(),
            },
          },
          metadataOf(request),
        );
        return reply.code(201).send({ data: await recordAfter(port, contactId, result.append?.position ?? null) });
      },
      async withdrawConsent(request) {
        const user = signedInUser(request);
        const contactId = request.params.id;
        requireOwnOrAdmin(user, contactId);
        await contactSubjects(store, contactId);
        const result = await runPrivacyCommand(
          store,
          contactId,
          {
            type: 'WithdrawConsent',
            data: {
              contactId,
              purpose: request.body.purpose,
              channel: isAdmin(user) ? request.body.channel : 'web',
              at: new Date().toISOString(),
            },
          },
          metadataOf(request),
        );
        return { data: await recordAfter(port, contactId, result.append?.position ?? null) };
      },
      async exportPersonalData(request) {
        const user = signedInUser(request);
        const contactId = request.params.id;
        requireOwnOrAdmin(user, contactId);
        const { userId } = await contactSubjects(store, contactId);
        const asAdmin = isAdmin(user) && user.contactId !== contactId;
        const reason = asAdmin ? (request.body.reason ?? null) : null;
        const recorded = await runPrivacyCommand(
          store,
          contactId,
          { type: 'RecordExport', data: { contactId, requestedBy: asAdmin ? 'admin' : 'subject', reason } },
          metadataOf(request),
        );
        await port.recordAccess(user, contactId, 'export', reason?.trim() ?? null);
        await port.caughtUp(recorded.append?.position ?? null);
        // The streams that name the person (read model), and those that always do (in case it lags).
        const person = await port.person(contactId);
        const streams = new Set([
          ...(person?.streams ?? []),
          contactStreamId(contactId),
          privacyStreamId(contactId),
          ...(userId ? [userStreamId(userId)] : []),
        ]);
        const read: RecordedEvent[] = [];
        for (const stream of streams) read.push(...(await store.readStream(stream)));
        // By subject, not by stream: a stream shared with others gives only the events about the person.
        const events = eventsAbout(read, new Set([contactId, ...(userId ? [userId] : [])]));
        const companyIds = new Set<string>();
        const campaignIds = new Set<string>();
        for (const event of events as Array<RecordedEvent & DomainEvent>) {
          if (event.type === 'OfferCreated' || event.type === 'ContactUnlocked') companyIds.add(event.data.companyId);
          if (event.type === 'OfferCreated') campaignIds.add(event.data.campaignId);
        }
        return {
          data: buildPersonalDataExport({
            contactId,
            userId,
            events,
            names: await port.names([...companyIds], [...campaignIds]),
            accessLog: await port.accessLog(contactId),
            now: new Date(),
          }),
        };
      },
      async erasePersonalData(request) {
        const contactId = request.params.id;
        const outcome = await erasePerson(store, port, { contactId, cause: 'request', reason: request.body.reason }, metadataOf(request));
        await port.caughtUp(outcome.position);
        return { data: { contact_id: contactId, subject_ids: outcome.subjectIds, erased_at: outcome.erasedAt } };
      },
    }),
  );
  done();
};
