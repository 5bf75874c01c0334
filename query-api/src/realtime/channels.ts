import { channelOf } from '@rm/domain';
import type { AuthUser } from '@rm/platform/http';

/** A user may subscribe only to their own private channels: the pipeline channel and their user channel. */
export const mayListen = (user: AuthUser, channel: string): boolean =>
  channel === channelOf('pipe', user.id) || channel === channelOf('user', user.id);
