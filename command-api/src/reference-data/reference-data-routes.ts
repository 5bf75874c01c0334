import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  notFound,
  REFERENCE_KIND_RULES,
  referenceDataFeature,
  referenceMessage,
  type ReferenceFields,
  type ReferenceItem,
  type ReferenceKind,
} from '@rm/domain';
import { bindContracts, commandHandlers } from '@rm/platform/http';
import type { FastifyReply } from 'fastify';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';
import type { CommandReadPort } from '../shared/read-port';
import { changeReferenceItem, createReferenceItem, deleteReferenceItem, type ReferenceOutcome } from './reference-data-commands';

/** The item as its list shows it, once the read model has the command's change. */
async function answerOf(reads: CommandReadPort, kind: ReferenceKind, outcome: ReferenceOutcome): Promise<ReferenceItem> {
  let item = await reads.referenceItem(outcome.itemId);
  if (!item || outcome.position !== null) {
    await reads.caughtUp('reference-data', outcome.position);
    item = await reads.referenceItem(outcome.itemId);
  }
  if (!item) throw notFound(`${REFERENCE_KIND_RULES[kind].noun} not found.`);
  return item;
}

/** Create, change and delete of every kind of reference data (admins; the contracts say so), and the user-management list. */
export const referenceDataRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads }, done) => {
  type Request = Parameters<typeof metadataOf>[0] & { body: unknown; params: unknown };

  const create = (kind: ReferenceKind) => async (request: Request, reply: FastifyReply) => {
    const outcome = await createReferenceItem(store, kind, request.body as ReferenceFields, metadataOf(request));
    const data = await answerOf(reads, kind, outcome);
    return reply.code(201).send({ message: referenceMessage(kind, 'created'), data });
  };
  const update = (kind: ReferenceKind) => async (request: Request) => {
    const { id } = request.params as { id: string };
    const outcome = await changeReferenceItem(store, kind, id, request.body as ReferenceFields, metadataOf(request));
    return { message: referenceMessage(kind, 'updated'), data: await answerOf(reads, kind, outcome) };
  };
  const remove = (kind: ReferenceKind) => async (request: Request) => {
    const { id } = request.params as { id: string };
    const outcome = await deleteReferenceItem(store, kind, id, metadataOf(request));
    await reads.caughtUp('reference-data', outcome.position);
    return { message: referenceMessage(kind, 'deleted') };
  };

  // Each kind's answer is its contract's item shape: the read model writes the fields the kind's schema names.
  const handlers = {
    createCoupon: create('coupons'),
    updateCoupon: update('coupons'),
    deleteCoupon: remove('coupons'),
    createDocument: create('documents'),
    updateDocument: update('documents'),
    deleteDocument: remove('documents'),
    createExperience: create('experiences'),
    updateExperience: update('experiences'),
    deleteExperience: remove('experiences'),
    createQualification: create('qualifications'),
    updateQualification: update('qualifications'),
    deleteQualification: remove('qualifications'),
    createTaskStatus: create('task-statuses'),
    updateTaskStatus: update('task-statuses'),
    deleteTaskStatus: remove('task-statuses'),
    createWaitingList: create('waiting-lists'),
    updateWaitingList: update('waiting-lists'),
    deleteWaitingList: remove('waiting-lists'),
    createOfferRejectionReason: create('offer-rejection-reasons'),
    updateOfferRejectionReason: update('offer-rejection-reasons'),
    deleteOfferRejectionReason: remove('offer-rejection-reasons'),
    createUnqualifiedStatusReason: create('unqualified-status-reasons'),
    updateUnqualifiedStatusReason: update('unqualified-status-reasons'),
    deleteUnqualifiedStatusReason: remove('unqualified-status-reasons'),
    createOption: create('options'),
    updateOption: update('options'),
    createBenefit: create('benefits'),
    updateBenefit: update('benefits'),
    deleteBenefit: remove('benefits'),
    userManagement: (request: Request) => {
      const body = request.body as { page: number; for?: string; user?: string };
      return reads.managedUsers({ page: body.page, role: body.for, search: body.user });
    },
  } satisfies Record<keyof typeof referenceDataFeature.commands, unknown>;
  bindContracts(app, commandHandlers(referenceDataFeature, handlers as never));
  done();
};
