import type { EndpointBuilder, FetchArgs, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query/react';
import { CHANGE_FEEDS, requestOf, type ArgsOf, type Contract, type ResponseOf } from '@rm/domain';
import { api, type ApiTag, type baseQuery } from './api';
import { whenOwnChangeProjected } from './own-requests';

type Builder = EndpointBuilder<typeof baseQuery, ApiTag, 'api'>;
type Tag = ApiTag | { type: ApiTag; id: string };
type TagsOf<C extends Contract> = readonly Tag[] | ((result: ResponseOf<C> | undefined, error: unknown, args: ArgsOf<C>) => readonly Tag[]);

/** The fetch of a call: the contract's path filled in, query and body split by its schemas (relative to the API's base). */
export function fetchArgsOf(operation: Contract, args: unknown): FetchArgs {
  const { method, url, body } = requestOf(operation, args as Readonly<Record<string, unknown>> | undefined);
  return { url: url.replace(/^\//, ''), method, ...(body ? { body } : {}) };
}

/** A query endpoint typed from its contract: its arguments and its answer are the contract's schemas. */
export function contractQuery<C extends Contract>(
  build: Builder,
  operation: C,
  providesTags?: TagsOf<C>,
): QueryDefinition<ArgsOf<C>, typeof baseQuery, ApiTag, ResponseOf<C>, 'api'> {
  // The types are the contract's (the signature); inside, RTK's own generics would be instantiated too deep.
  return build.query<unknown, unknown>({
    query: (args) => fetchArgsOf(operation, args),
    ...(providesTags ? { providesTags: providesTags as never } : {}),
  }) as never;
}

/**
 * The read models whose change notices name the request that made the change (`correlationId`): after
 * a change to one of them, this tab knows when the read model holds it.
 */
const ANNOUNCING_READ_MODELS = new Set(
  CHANGE_FEEDS.filter((feed) => 'correlationId' in feed.notice.properties).map((feed) => feed.subject.replace(/^rm\.|\.changed$/g, '')),
);

/** How long a change waits for the push that says its read model holds it before refetching anyway. */
export const OWN_CHANGE_WAIT_MS = 3000;

/** The X-Request-Id the base query gave a request (the answer's `meta` holds the request). */
function requestIdOf(meta: unknown): string | null {
  const request = meta !== null && typeof meta === 'object' && 'request' in meta ? meta.request : null;
  return request instanceof Request ? request.headers.get('X-Request-Id') : null;
}

const tagsFor = <C extends Contract>(tags: TagsOf<C>, result: unknown, error: unknown, args: unknown): readonly Tag[] =>
  typeof tags === 'function' ? tags(result as ResponseOf<C> | undefined, error, args as ArgsOf<C>) : tags;

/**
 * A mutation endpoint typed from its contract; `invalidatesTags` names what it changed (with ids where the
 * data has them). A command answers once its events are stored, which may be before the read models it
 * changed hold them: where such a read model announces changes with the request that made them, the
 * refetch waits for that push (or `OWN_CHANGE_WAIT_MS`), so the tab reads its own change, once. A refused
 * command refetches at once (after a conflict the screen shows how things are now).
 */
export function contractMutation<C extends Contract>(
  build: Builder,
  operation: C,
  invalidatesTags?: TagsOf<C>,
): MutationDefinition<ArgsOf<C>, typeof baseQuery, ApiTag, ResponseOf<C>, 'api'> {
  const waitsForPush = (operation.changes ?? []).some((readModel) => ANNOUNCING_READ_MODELS.has(readModel));
  if (!invalidatesTags || !waitsForPush) {
    return build.mutation<unknown, unknown>({
      query: (args) => fetchArgsOf(operation, args),
      ...(invalidatesTags ? { invalidatesTags: invalidatesTags as never } : {}),
    }) as never;
  }
  return build.mutation<unknown, unknown>({
    query: (args) => fetchArgsOf(operation, args),
    async onQueryStarted(args, { dispatch, queryFulfilled }) {
      try {
        const { data, meta } = await queryFulfilled;
        const requestId = requestIdOf(meta);
        if (requestId) await whenOwnChangeProjected(requestId, OWN_CHANGE_WAIT_MS);
        dispatch(api.util.invalidateTags([...tagsFor(invalidatesTags, data, undefined, args)]));
      } catch (failure) {
        const error = (failure as { error?: unknown } | undefined)?.error ?? failure;
        dispatch(api.util.invalidateTags([...tagsFor(invalidatesTags, undefined, error, args)]));
      }
    },
  }) as never;
}
