import type { EndpointBuilder, FetchArgs, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query/react';
import { requestOf, type ArgsOf, type Contract, type ResponseOf } from '@rm/domain';
import type { ApiTag, baseQuery } from './api';

type Builder = EndpointBuilder<typeof baseQuery, ApiTag, 'api'>;
type Tag = ApiTag | { type: ApiTag; id: string };
type TagsOf<C extends Contract> = readonly Tag[] | ((result: ResponseOf<C> | undefined, error: unknown, args: ArgsOf<C>) => readonly Tag[]);

/** The fetch of a call: the contract's path filled in, query and body split by its schemas (relative to the API's base). */
export function fetchArgsOf(operation: Contract, args: unknown): FetchArgs {
  const { method, url, body } = requestOf(operation, args as Readonly<Record<string, unknown>> | undefined);
  return { url: url.replace(/^\//, ''), method, ...(body ? { body } : {}) };
}

/** A query endpoint typed from its contract: its arguments and its answer are the contract's schemas. */
export function contractQuery<C extends Contract>(build: Builder, operation: C, providesTags?: TagsOf<C>): QueryDefinition<ArgsOf<C>, typeof baseQuery, ApiTag, ResponseOf<C>, 'api'> {
  // The types are the contract's (the signature); inside, RTK's own generics would be instantiated too deep.
  return build.query<unknown, unknown>({ query: (args) => fetchArgsOf(operation, args), ...(providesTags ? { providesTags: providesTags as never } : {}) }) as never;
}

/** A mutation endpoint typed from its contract; `invalidatesTags` names what it changed (with ids where the data has them). */
export function contractMutation<C extends Contract>(build: Builder, operation: C, invalidatesTags?: TagsOf<C>): MutationDefinition<ArgsOf<C>, typeof baseQuery, ApiTag, ResponseOf<C>, 'api'> {
  return build.mutation<unknown, unknown>({ query: (args) => fetchArgsOf(operation, args), ...(invalidatesTags ? { invalidatesTags: invalidatesTags as never } : {}) }) as never;
}
