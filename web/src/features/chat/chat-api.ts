import { chatChanged, chatFeature, type ArgsOf, type ChatMessage, type ResponseOf } from '@rm/domain';
import { api } from '../../lib/api';
import { contractMutation, contractQuery, fetchArgsOf } from '../../lib/contract-endpoints';
import { receivePushes } from '../../lib/realtime';
import type { AppDispatch } from '../../lib/store';
import { addToThread, rememberLiveMessage, withLiveMessages } from './live-messages';

const q = chatFeature.queries;
const c = chatFeature.commands;
const threadTag = (args: { contactId: string }) => ({ type: 'ChatThread' as const, id: args.contactId });

/** The chat's calls: contact list, thread, send, the open contact, delivery; who is online. */
export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    chatContacts: contractQuery(build, q.chatContacts, ['ChatContact']),
    // A thread as the read model holds it, with the messages this tab learned of before it (pushed, answered).
    chatThread: build.query<ResponseOf<typeof q.chatThread>, ArgsOf<typeof q.chatThread>>({
      query: (args) => fetchArgsOf(q.chatThread, args),
      providesTags: (_r, _e, args) => [threadTag(args)],
      transformResponse: (response: ResponseOf<typeof q.chatThread>, _meta, args) => ({
        ...response,
        data: withLiveMessages(args.contactId, response.data),
      }),
    }),
    openedChatContact: contractQuery(build, q.openedChatContact, ['ChatOpened']),
    companiesOnlineUsers: contractQuery(build, q.companiesOnlineUsers, ['OnlineUser']),
    contactsOnlineUsers: contractQuery(build, q.contactsOnlineUsers, ['OnlineUser']),
    // The answer is the message as sent: it joins the thread at once; the read model's notice refetches later.
    sendChatMessage: build.mutation<ResponseOf<typeof c.sendChatMessage>, ArgsOf<typeof c.sendChatMessage>>({
      query: (args) => fetchArgsOf(c.sendChatMessage, args),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          liveMessage(dispatch, args.contactId, data.data);
        } catch {
          dispatch(api.util.invalidateTags([threadTag(args)]));
        }
      },
      invalidatesTags: ['ChatContact'],
    }),
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

/** A message of the contact's thread known before the read model holds it: into the cached thread, once. */
function liveMessage(dispatch: AppDispatch, contactId: string, message: ChatMessage): void {
  rememberLiveMessage(contactId, message);
  dispatch(chatApi.util.updateQueryData('chatThread', { contactId }, (thread) => addToThread(thread.data, message)));
}

// The send command's notice carries the new message (the read model's later one refetches the thread).
receivePushes(chatChanged.subject, (dispatch, notice) => {
  const { contactId, message } = notice as { contactId?: unknown; message?: ChatMessage };
  if (typeof contactId === 'string' && message) liveMessage(dispatch, contactId, message);
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
