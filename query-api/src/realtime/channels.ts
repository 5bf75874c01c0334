import { isAdmin, isBusiness, type AuthUser } from '@rm/platform/http';

/** The private channels of a user: the pipeline channel and the user's notification channel. */
export const pipeChannel = (userId: string): string => `pipe.${userId}`;
export const userChannel = (userId: string): string => `App.User.${userId}`;

/** A user may subscribe only to channels meant for them. */
export const mayListen = (user: AuthUser, channel: string): boolean => channel === pipeChannel(user.id) || channel === userChannel(user.id);

/** Whether a user sees an offer of this company on the board: admins all, company users their own company's. */
export const seesOffer = (user: AuthUser, companyId: string): boolean => isAdmin(user) || (isBusiness(user) && user.companyId !== null && user.companyId === companyId);
