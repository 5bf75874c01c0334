import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  contactStreamId,
  forbidden,
  notFound,
  privacyFeature,
  privacyStreamId,
  referenceItemStreamId,
  userStreamId,
  type DomainEvent,
  type PersonalDataExport,
  type PrivacyRecord,
} from '@rm/domain';
import type { EventStore, RecordedEvent } from '@rm/eventstore';
import { bindContracts, commandHandlers, isAdmin, signedInUser, type AuthUser } from '@rm/platform/http';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import type { CommandMetadata } from '../shared/handle-command';
import { buildPersonalDataExport, eventsAbout, type ExportFile } from './personal-data-export';
import { contactSubjects, eraseAccount, erasePerson, runPrivacyCommand } from './privacy-commands';
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

/** The person's files, decrypted. */
async function filesOf(port: PersonalDataPort, subjectIds: readonly string[]): Promise<ExportFile[]> {
  const files: ExportFile[] = [];
  for (const subjectId of subjectIds)
    for (const fileId of await port.files.list(subjectId)) {
      const file = await port.files.read(subjectId, fileId);
      if (file) files.push({ fileId, name: file.name, contentType: file.contentType, content: file.content });
    }
  return files;
}

/** The names of reference items (the reasons of a company's rejection), from their streams. */
async function referenceNames(store: EventStore, ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const id of new Set(ids)) {
    for (const event of (await store.readStream(referenceItemStreamId(id))) as unknown as DomainEvent[]) {
      const fields =
        event.type === 'ReferenceItemCreated' ? event.data.fields : event.type === 'ReferenceItemChanged' ? event.data.changes : null;
      const name = (fields as Record<string, unknown> | null)?.['name'];
      if (typeof name === 'string') names.set(id, name);
    }
  }
  return names;
}

/** A candidate's export: recorded first (privacy record, access log), then built from the events about them. */
async function candidateExport(
  store: EventStore,
  port: PersonalDataPort,
  user: AuthUser,
  contactId: string,
  userId: string | null,
  asAdmin: boolean,
  reason: string | null,
  metadata: CommandMetadata,
): Promise<PersonalDataExport> {
  const recorded = await runPrivacyCommand(
    store,
    contactId,
    { type: 'RecordExport', data: { contactId, requestedBy: asAdmin ? 'admin' : 'subject', reason } },
    metadata,
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
  const subjects = [contactId, ...(userId ? [userId] : [])];
  const events = eventsAbout(read, new Set(subjects));
  const companyIds = new Set<string>();
  const campaignIds = new Set<string>();
  const reasonIds: string[] = [];
  for (const event of events as Array<RecordedEvent & DomainEvent>) {
    if (event.type === 'OfferCreated' || event.type === 'ContactUnlocked') companyIds.add(event.data.companyId);
    if (event.type === 'OfferCreated') campaignIds.add(event.data.campaignId);
    if (event.type === 'UnlockedContactUnqualifiedReasonsSet') reasonIds.push(...event.data.reasonIds);
  }
  const names = await port.names([...companyIds], [...campaignIds]);
  const record = await port.record(contactId);
  return buildPersonalDataExport({
    contactId,
    userId,
    role: 'contact',
    events,
    names: { ...names, references: await referenceNames(store, reasonIds) },
    accessLog: await port.accessLog(contactId),
    files: await filesOf(port, subjects),
    disclosure: port.disclosure,
    retentionDueAt: record?.retention_due_at ?? null,
    now: new Date(),
  });
}

/** Consents, the Art. 15 export, the erasure of a candidate and of a company user's or an admin's account. */
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
        return { data: await candidateExport(store, port, user, contactId, userId, asAdmin, reason, metadataOf(request)) };
      },
      async exportMyData(request) {
        const user = signedInUser(request);
        if (user.contactId) {
          const { userId } = await contactSubjects(store, user.contactId);
          return { data: await candidateExport(store, port, user, user.contactId, userId, false, null, metadataOf(request)) };
        }
        // A company user or an admin: their own account, found by their user id (never a candidate's data).
        const streams = new Set([...(await port.streamsOf([user.id])), userStreamId(user.id)]);
        const read: RecordedEvent[] = [];
        for (const stream of streams) read.push(...(await store.readStream(stream)));
        const events = eventsAbout(read, new Set([user.id]));
        const companyIds = new Set<string>();
        for (const event of events as Array<RecordedEvent & DomainEvent>)
          if (event.type === 'UserRegistered' && event.data.companyId) companyIds.add(event.data.companyId);
        return {
          data: buildPersonalDataExport({
            contactId: null,
            userId: user.id,
            role: user.roles[0] ?? 'business',
            events,
            names: await port.names([...companyIds], []),
            accessLog: [],
            files: await filesOf(port, [user.id]),
            disclosure: port.disclosure,
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
      async eraseAccount(request) {
        const userId = request.params.id;
        const outcome = await eraseAccount(store, port, { userId, reason: request.body.reason }, metadataOf(request));
        await port.caughtUp(outcome.position);
        return { data: { user_id: userId, subject_ids: outcome.subjectIds, erased_at: outcome.erasedAt } };
      },
    }),
  );
  done();
};
