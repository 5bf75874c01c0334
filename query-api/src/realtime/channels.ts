import { channelOf } from '@rm/domain';
import { isAdmin, isBusiness, type AuthUser } from '@rm/platform/http';

/**
 * A user may subscribe only to their own private channels: the pipeline channel and their user channel;
 * and the chat's received messages (`messages.received`) when they may chat (admins, company users), each
 * change on it still going only to those its feed admits.
 */
export const mayListen = (user: AuthUser, channel: string): boolean =>
  channel === channelOf('pipe', user.id) ||
  channel === channelOf('user', user.id) ||
  (channel === channelOf('messages', user.id) && (isAdmin(user) || isBusiness(user)));
