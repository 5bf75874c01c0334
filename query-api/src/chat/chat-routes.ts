import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { chatFeature, type ChatViewer } from '@rm/domain';
import { bindContracts, isAdmin, isBusiness, queryHandlers, signedInUser, type AuthUser } from '@rm/platform/http';
import type { QueryRoutesOptions } from '../shared/query-context';
import { chatContacts, chatContactSummary, chatThread, checkedChatContact, openedChatContact } from './chat-queries';
import { onlineUsers } from './online-users';

/** Who reads a chat: admins every conversation, a company user their company's. */
export const chatViewerOf = (user: AuthUser): ChatViewer => ({
  userId: user.id,
  admin: isAdmin(user),
  companyId: isBusiness(user) ? user.companyId : null,
});

/** The chat's contact list, threads and open contact; who is online. */
export const chatQueryRoutes: FastifyPluginCallbackTypebox<QueryRoutesOptions> = (app, { pool, presence }, done) => {
  const online = () => presence?.online() ?? new Map();
  bindContracts(
    app,
    queryHandlers(chatFeature, {
      async chatContacts(request) {
        return { data: await chatContacts(pool, chatViewerOf(signedInUser(request))) };
      },
      async chatThread(request) {
        const viewer = chatViewerOf(signedInUser(request));
        const contact = await checkedChatContact(pool, viewer, request.params.contactId);
        return { contact: await chatContactSummary(pool, viewer, contact), data: await chatThread(pool, viewer, contact.id) };
      },
      async openedChatContact(request) {
        return { contact_id: await openedChatContact(pool, signedInUser(request).id) };
      },
      companiesOnlineUsers: async () => ({ data: await onlineUsers(pool, online(), 'company') }),
      contactsOnlineUsers: async () => ({ data: await onlineUsers(pool, online(), 'contact') }),
    }),
  );
  done();
};
