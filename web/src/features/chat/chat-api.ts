import { chatFeature } from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery } from '../../lib/contract-endpoints';

const q = chatFeature.queries;
const c = chatFeature.commands;
const threadTag = (args: { contactId: string }) => ({ type: 'ChatThread' as const, id: args.contactId });

/** The chat's calls: contact list, thread, send, the open contact, delivery; who is online. */
export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    chatContacts: contractQuery(build, q.chatContacts, ['ChatContact']),
    chatThread: contractQuery(build, q.chatThread, (_r, _e, args) => [threadTag(args)]),
    openedChatContact: contractQuery(build, q.openedChatContact, ['ChatOpened']),
    companiesOnlineUsers: contractQuery(build, q.companiesOnlineUsers, ['OnlineUser']),
    contactsOnlineUsers: contractQuery(build, q.contactsOnlineUsers, ['OnlineUser']),
    sendChatMessage: contractMutation(build, c.sendChatMessage, (_r, _e, args) => [threadTag(args), 'ChatContact']),
    openChatContact: contractMutation(build, c.openChatContact, (_r, _e, args) => [
      threadTag(args),
      'ChatOpened',
      'ChatContact',
      'ChatUnread',
    ]),
    closeChatContact: contractMutation(build, c.closeChatContact, ['ChatOpened']),
    markChatMessageDelivered: contractMutation(build, c.markChatMessageDelivered, ['ChatContact', 'ChatUnread']),
  }),
});

export const {
  useChatContactsQuery,
  useChatThreadQuery,
  useOpenedChatContactQuery,
  useCompaniesOnlineUsersQuery,
  useContactsOnlineUsersQuery,
  useSendChatMessageMutation,
  useOpenChatContactMutation,
  useCloseChatContactMutation,
} = chatApi;
