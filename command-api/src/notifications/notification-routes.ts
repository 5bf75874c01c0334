import { randomUUID } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  invalid,
  notFound,
  notificationJobDecider,
  notificationJobStreamId,
  notificationReadDecider,
  notificationReadStreamId,
  notificationsFeature,
  type NotificationChannel,
  type PushKind,
} from '@rm/domain';
import { bindContracts, commandHandlers, signedInUser } from '@rm/platform/http';
import type { FastifyRequest } from 'fastify';
import { handleCommand } from '../shared/handle-command';
import { metadataOf, type CommandRoutesOptions } from '../shared/command-context';

/** The notification list's read state, and the sender's jobs (push, verify-email mail, verify-phone SMS). */
export const notificationRoutes: FastifyPluginCallbackTypebox<CommandRoutesOptions> = (app, { store, reads }, done) => {
  const changeRead = async (request: FastifyRequest, notificationId: string, type: 'ToggleNotificationRead' | 'MarkNotificationRead') => {
    const user = signedInUser(request);
    if (!(await reads.notification(notificationId, user))) throw notFound('Notification not found.');
    const result = await handleCommand({
      store,
      streamId: notificationReadStreamId(notificationId, user.id),
      decider: notificationReadDecider,
      command: { type, data: { notificationId, userId: user.id } },
      metadata: metadataOf(request),
    });
    await reads.caughtUp('notifications', result.append?.position ?? null);
    const data = await reads.notification(notificationId, user);
    if (!data) throw notFound('Notification not found.');
    return { data };
  };
  const requestJob = async (request: FastifyRequest, channel: NotificationChannel, kind: PushKind, contactIds: string[]) => {
    if ((await reads.knownContacts(contactIds)) !== contactIds.length)
      throw invalid('driver_ids', 'Some of the selected contacts do not exist.');
    const jobId = randomUUID();
    const metadata = metadataOf(request);
    await handleCommand({
      store,
      streamId: notificationJobStreamId(jobId),
      decider: notificationJobDecider,
      command: { type: 'RequestNotificationJob', data: { jobId, channel, kind, contactIds, requestedBy: signedInUser(request).id } },
      metadata,
    });
    return {
      message: 'Notification sent successfully',
      job: {
        id: jobId,
        channel,
        kind,
        total: contactIds.length,
        sent: 0,
        status: 'queued' as const,
        created_at: metadata.occurredAt ?? new Date().toISOString(),
        finished_at: null,
      },
    };
  };

  bindContracts(
    app,
    commandHandlers(notificationsFeature, {
      toggleNotificationRead: (request) => changeRead(request, request.params.id, 'ToggleNotificationRead'),
      markNotificationRead: (request) => changeRead(request, request.params.id, 'MarkNotificationRead'),
      sendPush: (request) => requestJob(request, 'push', request.params.kind, request.body.driver_ids),
      sendVerifyEmail: (request) => requestJob(request, 'mail', 'verify-email', request.body.driver_ids),
      sendVerifyPhone: (request) => requestJob(request, 'sms', 'verify-phone', request.body.driver_ids),
    }),
  );
  done();
};
