import {
  MessageSchema,
  ValidationErrorSchema,
  errorStatuses,
  contactDetailsReader,
  isCommand,
  permissionDeclarationFault,
  readKindOf,
  type ApiFeature,
  type BodyOf,
  type Contract,
  type Contracts,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@rm/domain';
import { Type, type TSchema } from '@sinclair/typebox';
import type {} from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/** The request a contract's handler sees: its params, query and body typed from the contract. */
export type ContractRequest<C extends Contract> = FastifyRequest<{ Params: ParamsOf<C>; Querystring: QueryOf<C>; Body: BodyOf<C> }>;

/** Answers the contract's success shape (or sends something itself through `reply` and returns it). */
export type ContractHandler<C extends Contract> = (
  request: ContractRequest<C>,
  reply: FastifyReply,
) => Promise<ResponseOf<C> | FastifyReply> | ResponseOf<C> | FastifyReply;

/** One handler per contract of a feature, no more and no fewer (the compiler holds the keys to each other). */
export type HandlersOf<C extends Contracts> = { readonly [K in keyof C]: ContractHandler<C[K]> };

/** A feature's operations of one side of the API with their handlers. */
export interface BoundFeature<C extends Contracts = Contracts> {
  feature: ApiFeature;
  contracts: C;
  handlers: HandlersOf<C>;
}

/** Binds the handlers of a feature's queries. */
export const queryHandlers = <Q extends Contracts>(feature: ApiFeature<Q, Contracts>, handlers: HandlersOf<Q>): BoundFeature<Q> => ({
  feature,
  contracts: feature.queries,
  handlers,
});
/** Binds the handlers of a feature's commands. */
export const commandHandlers = <C extends Contracts>(feature: ApiFeature<Contracts, C>, handlers: HandlersOf<C>): BoundFeature<C> => ({
  feature,
  contracts: feature.commands,
  handlers,
});

/** A fastify path for a spec path: `/api/offers/{id}` → `/api/offers/:id`. */
export const fastifyPath = (path: string): string => path.replace(/\{([^}]+)\}/g, ':$1');

const errorSchema = (status: number): TSchema => (status === 422 ? ValidationErrorSchema : MessageSchema);

/** The fastify route of a contract: its schemas per part, every answer documented, who may call it. */
export function routeOf(operation: Contract, handler: ContractHandler<Contract>): RouteOptions {
  const success = operation.status ?? 200;
  const response: Record<number, TSchema> = { [success]: success === 204 ? Type.Null() : operation.response };
  for (const status of errorStatuses(operation)) response[status] = errorSchema(status);
  // An answer that shows other persons' contact details is recorded in the access log (`contactReadsPlugin`).
  const subjects = success === 204 ? null : contactDetailsReader(operation.response);
  return {
    method: operation.method,
    url: fastifyPath(operation.path),
    exposeHeadRoute: operation.method === 'GET' && !isCommand(operation),
    config: {
      access: operation.access,
      ...(operation.permission ? { permission: operation.permission } : {}),
      ...(operation.changesState ? { csrf: true } : {}),
      ...(subjects ? { contactReads: { subjects, what: readKindOf(operation.feature) } } : {}),
    },
    schema: {
      operationId: operation.operationId,
      tags: [operation.feature],
      summary: operation.summary,
      description: operation.permission
        ? `${operation.description} A company user needs the \`${operation.permission}\` permission (403 otherwise; business-owners have every one).`
        : operation.description,
      ...(operation.access === 'public' ? { security: [] } : {}),
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(operation.body ? { body: operation.body } : {}),
      response,
    },
    handler: handler as RouteOptions['handler'],
  };
}

/**
 * Registers a feature's operations: one route per contract with the handler of the same name. A contract
 * without a handler, or a handler without a contract, stops the start (and the compiler, through
 * `HandlersOf`).
 */
export function bindContracts(app: FastifyInstance, { contracts, handlers, feature }: BoundFeature): void {
  const missing = Object.keys(contracts).filter((name) => !(name in handlers));
  const extra = Object.keys(handlers).filter((name) => !(name in contracts));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `feature ${feature.name}: contracts without a handler [${missing.join(', ')}], handlers without a contract [${extra.join(', ')}]`,
    );
  }
  for (const [name, operation] of Object.entries(contracts)) {
    if (operation.feature !== feature.name) throw new Error(`contract ${name} belongs to ${operation.feature}, not ${feature.name}`);
    const side = contracts === feature.commands ? 'commands' : 'queries';
    // The permission a company user needs is checked here for every route (the access plugin reads it from
    // `config.permission`); an operation company users may call without naming one does not start.
    const fault = permissionDeclarationFault(operation);
    if (fault) throw new Error(`contract ${name} of ${feature.name} ${fault}`);
    if (isCommand(operation) !== (side === 'commands'))
      throw new Error(
        `contract ${name} of ${feature.name} is listed with the ${side} but is ${isCommand(operation) ? 'a command' : 'a query'}`,
      );
    app.route(routeOf(operation, handlers[name] as ContractHandler<Contract>));
  }
}
