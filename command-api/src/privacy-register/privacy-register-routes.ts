import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  BREACH_SAVED,
  REQUEST_SAVED,
  breachDeadline,
  breachDecider,
  breachOverdue,
  breachStreamId,
  dataSubjectRequestDecider,
  dataSubjectRequestDue,
  dataSubjectRequestOverdue,
  dataSubjectRequestStreamId,
  privacyRegisterFeature,
  type Breach,
  type BreachFields,
  type DataSubjectRequest,
  type DataSubjectRequestFields,
} from '@rm/domain';
import { bindContracts, commandHandlers } from '@rm/platform/http';
import type { FastifyReply } from 'fastify';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import { commandTime, handleCommand, type CommandMetadata } from '../shared/handle-command';

type Request = Parameters<typeof metadataOf>[0] & { body: unknown; params: unknown };

const breachOf = (id: string, fields: BreachFields, metadata: CommandMetadata): Breach => ({
  id,
  ...fields,
  deadline: breachDeadline(fields.detectedAt),
  overdue: breachOverdue(fields, new Date(commandTime(metadata))),
  updatedAt: commandTime(metadata),
});

const requestOf = (id: string, fields: DataSubjectRequestFields, metadata: CommandMetadata): DataSubjectRequest => ({
  id,
  ...fields,
  due: dataSubjectRequestDue(fields),
  overdue: dataSubjectRequestOverdue(fields, new Date(commandTime(metadata))),
  updatedAt: commandTime(metadata),
});

/** Records and changes breaches and data-subject requests (admins; the contracts say so). */
export const privacyRegisterRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads }, done) => {
  const saveBreach = async (breachId: string, fields: BreachFields, metadata: CommandMetadata, isNew: boolean) => {
    const result = await handleCommand({
      store,
      streamId: breachStreamId(breachId),
      decider: breachDecider,
      command: isNew ? { type: 'RecordBreach', data: { breachId, fields } } : { type: 'ChangeBreach', data: { breachId, fields } },
      metadata,
      expectNewStream: isNew,
    });
    await reads.caughtUp('privacy-register', result.append?.position ?? null);
    return { message: BREACH_SAVED, data: breachOf(breachId, fields, metadata) };
  };
  const saveRequest = async (requestId: string, fields: DataSubjectRequestFields, metadata: CommandMetadata, isNew: boolean) => {
    const result = await handleCommand({
      store,
      streamId: dataSubjectRequestStreamId(requestId),
      decider: dataSubjectRequestDecider,
      command: isNew
        ? { type: 'RecordDataSubjectRequest', data: { requestId, fields } }
        : { type: 'ChangeDataSubjectRequest', data: { requestId, fields } },
      metadata,
      expectNewStream: isNew,
    });
    await reads.caughtUp('privacy-register', result.append?.position ?? null);
    return { message: REQUEST_SAVED, data: requestOf(requestId, fields, metadata) };
  };

  const handlers = {
    recordBreach: async (request: Request, reply: FastifyReply) =>
      reply.code(201).send(await saveBreach(randomUUID(), request.body as BreachFields, metadataOf(request), true)),
    changeBreach: (request: Request) =>
      saveBreach((request.params as { id: string }).id, request.body as BreachFields, metadataOf(request), false),
    recordDataSubjectRequest: async (request: Request, reply: FastifyReply) =>
      reply.code(201).send(await saveRequest(randomUUID(), request.body as DataSubjectRequestFields, metadataOf(request), true)),
    changeDataSubjectRequest: (request: Request) =>
      saveRequest((request.params as { id: string }).id, request.body as DataSubjectRequestFields, metadataOf(request), false),
  } satisfies Record<keyof typeof privacyRegisterFeature.commands, unknown>;
  bindContracts(app, commandHandlers(privacyRegisterFeature, handlers as never));
  done();
};
