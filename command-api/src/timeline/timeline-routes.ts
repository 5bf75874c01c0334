import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  companyUserPermissionsStreamId,
  forbidden,
  invalid,
  permissionDecider,
  isApiDateTime,
  notFound,
  timelineDecider,
  timelineFeature,
  timelineStreamId,
  type TimelineCommand,
  type TimelineEntry,
  type TimelineProperties,
  type TimelineType,
} from '@rm/domain';
import { bindContracts, commandHandlers, isAdmin, signedInUser } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import { OUTCOME_IDS } from './outcomes';
import { handleCommand } from '../shared/handle-command';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import { callerCompany, timelineSubject } from './timeline-subject';

/** What an entry says, from the form's properties by type (employer spec §3); missing ones are 422 on properties.<name>. */
export function entryContent(type: TimelineType, properties: TimelineProperties, performedAt: string) {
  const required = (name: 'description' | 'subject' | 'body' | 'text' | 'date' | 'time' | 'outcome', message: string): string => {
    const value = properties[name];
    if (typeof value !== 'string' || value.trim() === '') throw invalid(`properties.${name}`, message);
    return value;
  };
  const outcome = properties.outcome ?? null;
  if (outcome !== null && !OUTCOME_IDS.includes(outcome)) throw invalid('properties.outcome', 'The selected outcome is invalid.');
  const at = `${performedAt.replace(' ', 'T')}Z`;
  if (!isApiDateTime(at)) throw invalid('performed_at', 'The date and time are invalid.');
  const base = { title: null, outcome: null, meetingDate: null, meetingTime: null, performedAt: new Date(at).toISOString() };
  switch (type) {
    case 'note':
      return { ...base, entryType: type, text: required('description', 'The description field is required.') };
    case 'email':
      return {
        ...base,
        entryType: type,
        title: required('subject', 'The subject field is required.'),
        text: required('body', 'The body field is required.'),
      };
    case 'call':
      return {
        ...base,
        entryType: type,
        text: required('description', 'The description field is required.'),
        outcome: required('outcome', 'The outcome field is required.'),
      };
    case 'sms':
      return { ...base, entryType: type, text: required('text', 'The text field is required.'), outcome };
    case 'meeting':
      return {
        ...base,
        entryType: type,
        text: required('description', 'The description field is required.'),
        meetingDate: required('date', 'The date field is required.'),
        meetingTime: required('time', 'The time field is required.'),
        outcome,
      };
  }
}

/** The timeline's commands: add, edit, star, unstar, delete an entry; the counts per type (a POST in the spec). */
export const timelineRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads }, done) => {
  const run = async (request: FastifyRequest, entryId: string, command: TimelineCommand): Promise<TimelineEntry | null> => {
    const result = await handleCommand({
      store,
      streamId: timelineStreamId(entryId),
      decider: timelineDecider,
      command,
      metadata: metadataOf(request),
    });
    const position = result.append?.position ?? null;
    await reads.caughtUp('timeline', position);
    // A call, e-mail or SMS also moves the unlocked contact's last contact (its checklist).
    await reads.caughtUp('unlocks', position);
    return reads.timelineEntry(entryId);
  };
  const saved = (entry: TimelineEntry | null) => {
    if (!entry) throw notFound('Timeline entry not found.');
    return { message: 'Entry saved.', data: entry };
  };
  const star = async (request: FastifyRequest, entryId: string, starred: boolean) =>
    saved(await run(request, entryId, { type: 'StarTimelineEntry', data: { entryId, companyId: callerCompany(request), starred } }));

  bindContracts(
    app,
    commandHandlers(timelineFeature, {
      async createTimelineEntry(request, reply) {
        const { type, model, id } = request.params;
        if (request.body.type !== undefined && request.body.type !== type) throw invalid('type', 'The selected type is invalid.');
        const subject = await timelineSubject(reads, request, model, id);
        const content = entryContent(type, request.body.properties, request.body.performed_at);
        const entryId = randomUUID();
        const entry = await run(request, entryId, {
          type: 'CreateTimelineEntry',
          data: {
            entryId,
            companyId: subject.companyId,
            model,
            modelId: id,
            contactId: subject.contactId,
            subjectId: subject.subjectId,
            authorId: signedInUser(request).id,
            ...content,
          },
        });
        return reply.code(201).send(saved(entry));
      },
      async updateTimelineEntry(request) {
        const { type, model, id } = request.params;
        await timelineSubject(reads, request, model, id);
        const existing = await reads.timelineEntry(request.body.entry_id);
        if (!existing || existing.model !== model || existing.model_id !== id || existing.type !== type)
          throw notFound('Timeline entry not found.');
        const { entryType: _type, ...content } = entryContent(type, request.body.properties, request.body.performed_at);
        const entryId = request.body.entry_id;
        return saved(
          await run(request, entryId, {
            type: 'UpdateTimelineEntry',
            data: { entryId, companyId: callerCompany(request), content: { ...content, entryType: type, subjectId: '' } },
          }),
        );
      },
      async timelineStats(request) {
        const { model, id } = request.params;
        await timelineSubject(reads, request, model, id);
        return reads.timelineStats(model, id);
      },
      async deleteTimelineEntry(request) {
        await run(request, request.params.id, {
          type: 'DeleteTimelineEntry',
          data: { entryId: request.params.id, companyId: callerCompany(request) },
        });
        return { message: 'Entry deleted.' };
      },
      async setCompanyUserPermissions(request) {
        const caller = signedInUser(request);
        const user = await reads.user(request.params.id);
        if (!user?.companyId) throw notFound('User not found.');
        if (!isAdmin(caller) && caller.companyId !== user.companyId) throw forbidden();
        const result = await handleCommand({
          store,
          streamId: companyUserPermissionsStreamId(user.id),
          decider: permissionDecider,
          command: {
            type: 'SetCompanyUserPermissions',
            data: { userId: user.id, companyId: user.companyId, permissions: request.body.permissions },
          },
          metadata: metadataOf(request),
        });
        return { message: 'Permissions updated.', permissions: result.state.permissions ?? [] };
      },
      starTimelineEntry: (request) => star(request, request.params.id, true),
      unstarTimelineEntry: (request) => star(request, request.params.id, false),
    }),
  );
  done();
};
