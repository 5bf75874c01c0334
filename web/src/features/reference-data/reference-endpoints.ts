import type { PageMeta } from '@rm/domain';
import { referenceDataApi, type ReferenceEndpointName } from './reference-data-api';

/** An item of any kind, as the screens handle it generically (each kind's columns and form name its fields). */
export type Item = { id: string } & Record<string, unknown>;

interface ListHook {
  useQuery(args: { page: number; search?: string }): { data?: { data: Item[]; meta: PageMeta }; isFetching: boolean };
}
type Trigger = (args: Record<string, unknown>) => Promise<{ data?: { message: string; data?: Item }; error?: unknown }>;
interface MutationHook {
  useMutation(): readonly [Trigger, { isLoading: boolean; error?: unknown; reset(): void }];
}

/**
 * The kinds' endpoints by name, as generic hooks: each kind's screen picks its own (a screen is remounted
 * when the kind changes, so the hooks it calls never change under it). The arguments and answers are the
 * contracts' (the kind's form sends its contract's body).
 */
const endpoints = referenceDataApi.endpoints as unknown as Record<ReferenceEndpointName, ListHook & MutationHook>;

/** For a kind without the operation (options cannot be deleted): a trigger that sends nothing. */
const unavailable: MutationHook = {
  useMutation: () => [() => Promise.resolve({}), { isLoading: false, reset: () => undefined }] as const,
};

export const listHook = (name: ReferenceEndpointName): ListHook => endpoints[name];
/** A kind's mutation by name; a kind's screen never switches between a named one and none (it is remounted per kind). */
export const mutationHook = (name: ReferenceEndpointName | undefined): MutationHook => (name ? endpoints[name] : unavailable);
