import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import type { RoleName } from '../users/user-events';
import type { ChangeFeed } from './change-feed';
import type { CompanyUserPermission } from './permissions';
import { Uuid } from './schema';

/** Who may call an operation: anyone, any signed-in user, or users holding one of the roles. */
export type Access = 'public' | 'authenticated' | readonly RoleName[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Failure answers an operation can give besides the ones its shape implies (401, 403, 419, 422). */
export type DeclaredError = 403 | 404 | 409 | 413 | 422 | 429;

/**
 * One HTTP operation, written once: the server binds a handler to it (and documents it in OpenAPI from
 * it), the web app's client is typed from it. Paths are the spec's (`/api/offers/{id}`).
 */
export interface Contract {
  /** Unique across the API; the web client's endpoint name. */
  operationId: string;
  method: HttpMethod;
  path: string;
  access: Access;
  /**
   * The area a company user needs the permission of (see `COMPANY_USER_PERMISSIONS`), or null: none.
   * Every operation company users may call names one or null (`companyUsersMayCall`; a test over the
   * catalogue and the start of the server hold it); admins and business-owners have every one. A company
   * user whose list lacks it: 403 with the area's refusal (`PERMISSION_REFUSALS`).
   */
  permission?: CompanyUserPermission | null;
  /** The feature the operation belongs to (its OpenAPI tag). */
  feature: string;
  summary: string;
  description: string;
  params?: TObject;
  query?: TObject;
  body?: TObject;
  /** The success answer (status `status`, default 200; 204 answers nothing). */
  response: TSchema;
  status?: 200 | 201 | 204;
  /** Failures beyond those implied: 404 for an unknown id, 409 for a conflict, 429 for a limit… */
  errors?: readonly DeclaredError[];
  /** A GET that changes state (the spec names a few): CSRF-checked like a POST, no HEAD twin. */
  changesState?: boolean;
  /** Read models a command changes (documentation, and what a refetch after it should cover). */
  changes?: readonly string[];
  /** Event types a command may append. */
  appends?: readonly string[];
}

/** Declares a contract, keeping its literal types for handlers and the web client. */
export const contract = <const C extends Contract>(definition: C): C => definition;

/** A feature's contracts by name (the name is the handler's key and the web endpoint's name). */
export type Contracts = Readonly<Record<string, Contract>>;

/**
 * A feature of the API: its name (the OpenAPI tag), what it is about, and its operations by side: the
 * queries (answered by the query API from read models) and the commands (every state change, answered by
 * the command API).
 */
export interface ApiFeature<Q extends Contracts = Contracts, C extends Contracts = Contracts, T extends string = string> {
  name: string;
  description: string;
  queries: Q;
  commands: C;
  /** The kinds of data the web app caches from this feature's answers (RTK Query tag types). */
  tags: readonly T[];
  /** The read-model changes the feature publishes: the gateway relays them, the web app refetches by them. */
  feeds: readonly ChangeFeed[];
}

export const apiFeature = <const Q extends Contracts, const C extends Contracts, const T extends string>(
  feature: ApiFeature<Q, C, T>,
): ApiFeature<Q, C, T> => feature;

/** Every operation of a feature, queries and commands. */
export const operationsOf = (feature: ApiFeature): Array<[string, Contract]> => [
  ...Object.entries(feature.queries),
  ...Object.entries(feature.commands),
];

export type ParamsOf<C extends Contract> = C extends { params: infer S extends TSchema } ? Static<S> : Record<never, never>;
export type QueryOf<C extends Contract> = C extends { query: infer S extends TSchema } ? Static<S> : Record<never, never>;
export type BodyOf<C extends Contract> = C extends { body: infer S extends TSchema } ? Static<S> : Record<never, never>;
export type ResponseOf<C extends Contract> = C extends { status: 204 }
  ? null
  : C extends { response: infer S extends TSchema }
    ? Static<S>
    : never;
/** What a caller gives: path parameters, query and body fields side by side (the names never clash). */
export type ArgsOf<C extends Contract> = keyof (ParamsOf<C> & QueryOf<C> & BodyOf<C>) extends never
  ? void
  : ParamsOf<C> & QueryOf<C> & BodyOf<C>;

/** Whether company users (roles `business`, `business-owner`) may call an operation: then it names its `permission`. */
export const companyUsersMayCall = (operation: Contract): boolean =>
  operation.access === 'authenticated' ||
  (Array.isArray(operation.access) && operation.access.some((role) => role === 'business' || role === 'business-owner'));

/**
 * What is wrong with an operation's permission declaration, or null: an operation company users may call
 * names its area or null; one only business-owners may call names null (they have every area); one
 * company users may not call names none.
 */
export function permissionDeclarationFault(operation: Contract): string | null {
  if (!companyUsersMayCall(operation))
    return operation.permission === undefined ? null : 'names a permission though company users may not call it';
  if (operation.permission === undefined) return 'names no permission (an area, or null for none)';
  const businessMayCall =
    operation.access === 'authenticated' || (Array.isArray(operation.access) && operation.access.includes('business'));
  if (!businessMayCall && operation.permission !== null)
    return 'names a permission though only business-owners, who have every one, may call it';
  return null;
}

/** Whether an operation changes state: every method but GET, and the GETs the spec made commands. */
export const isCommand = (operation: Contract): boolean => operation.method !== 'GET' || operation.changesState === true;

/** The failure answers an operation can give, from its shape and its declared errors. */
export function errorStatuses(operation: Contract): number[] {
  const statuses = new Set<number>(operation.errors ?? []);
  if (operation.access !== 'public') statuses.add(401);
  if (Array.isArray(operation.access)) statuses.add(403);
  if (isCommand(operation)) statuses.add(419);
  if (operation.params || operation.query || operation.body) statuses.add(422);
  return [...statuses].sort((a, b) => a - b);
}

/** The request a call with `args` makes: the path filled in, the rest split into query and body by the contract's schemas. */
export function requestOf(
  operation: Contract,
  args: Readonly<Record<string, unknown>> | void,
): { method: HttpMethod; url: string; body?: Record<string, unknown> } {
  const given = args ?? {};
  const textOf = (value: unknown): string =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
  const url = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(textOf(given[name])));
  const query = new URLSearchParams();
  for (const name of Object.keys(operation.query?.properties ?? {})) {
    const value = given[name];
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) query.append(name, textOf(item));
  }
  const body = operation.body
    ? Object.fromEntries(
        Object.keys(operation.body.properties)
          .filter((name) => given[name] !== undefined)
          .map((name) => [name, given[name]]),
      )
    : undefined;
  const search = query.toString();
  return { method: operation.method, url: search ? `${url}?${search}` : url, ...(body ? { body } : {}) };
}

/** Shapes every contract shares. */
export const IdParams = Type.Object({ id: Uuid });
export const Success = Type.Object({ success: Type.Boolean() });
export const Page = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 });
export const ADMIN: readonly RoleName[] = ['admin'];
/** Admins and the users of a company (who see and change their own company's data only). */
export const ADMIN_OR_BUSINESS: readonly RoleName[] = ['admin', 'business', 'business-owner'];
/** Candidates (role `contact`): their own profile, offers and reviews. */
export const CANDIDATE: readonly RoleName[] = ['contact'];
