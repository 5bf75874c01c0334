import { apiFeature, contract, IdParams, Success, type Contract } from '@rm/domain';
import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { bindContracts, commandHandlers, fastifyPath, queryHandlers, routeOf, type ContractHandler } from './bind-contracts';

const feature = apiFeature({
  name: 'things',
  description: 'Things for the test',
  tags: ['Thing'],
  feeds: [],
  queries: {
    thing: contract({
      operationId: 'thing',
      feature: 'things',
      method: 'GET',
      path: '/api/things/{id}',
      access: ['admin'],
      summary: 'A thing',
      description: 'One thing.',
      params: IdParams,
      response: Type.Object({ id: Type.String() }),
      errors: [404],
    }),
  },
  commands: {
    renameThing: contract({
      operationId: 'renameThing',
      feature: 'things',
      method: 'PUT',
      path: '/api/things/{id}',
      access: 'authenticated',
      permission: null,
      summary: 'Rename',
      description: 'Renames a thing.',
      params: IdParams,
      body: Type.Object({ name: Type.String() }),
      response: Success,
    }),
    forget: contract({
      operationId: 'forget',
      feature: 'things',
      method: 'POST',
      path: '/logout-ish',
      access: 'public',
      summary: 'Forget',
      description: 'Forgets.',
      response: Type.Null(),
      status: 204,
    }),
  },
});

const noop = (() => ({ success: true })) as ContractHandler<Contract>;

describe('binding contracts', () => {
  it('turns a contract into its route: the spec path, schemas per part, every answer it can give, who may call it', () => {
    const route = routeOf(feature.commands.renameThing, noop);
    expect(route).toMatchObject({ method: 'PUT', url: '/api/things/:id', exposeHeadRoute: false, config: { access: 'authenticated' } });
    expect(Object.keys((route.schema as { response: object }).response).sort()).toEqual(['200', '401', '419', '422']);
    expect(route.schema).toMatchObject({
      operationId: 'renameThing',
      tags: ['things'],
      summary: 'Rename',
      description: 'Renames a thing.',
    });
    const query = routeOf(feature.queries.thing, noop);
    expect(Object.keys((query.schema as { response: object }).response).sort()).toEqual(['200', '401', '403', '404', '422']);
    expect(query.exposeHeadRoute).toBe(true);
    const publicCommand = routeOf(feature.commands.forget, noop);
    expect(Object.keys((publicCommand.schema as { response: object }).response).sort()).toEqual(['204', '419']);
    expect(publicCommand.schema).toMatchObject({ security: [] });
    expect(fastifyPath('/contacts/{userId}/deleteDocument/{docId}')).toBe('/contacts/:userId/deleteDocument/:docId');
  });

  it('refuses a contract without a handler and a handler without a contract', () => {
    const app = Fastify();
    const missing = { feature, contracts: feature.commands, handlers: { renameThing: noop } } as unknown as Parameters<
      typeof bindContracts
    >[1];
    expect(() => bindContracts(app, missing)).toThrow(/contracts without a handler \[forget\]/);
    const extra = { feature, contracts: feature.queries, handlers: { thing: noop, other: noop } } as unknown as Parameters<
      typeof bindContracts
    >[1];
    expect(() => bindContracts(app, extra)).toThrow(/handlers without a contract \[other\]/);
  });

  it('refuses a command listed with the queries', () => {
    const app = Fastify();
    const misplaced = { feature, contracts: feature.commands, handlers: { renameThing: noop, forget: noop } };
    expect(() => bindContracts(app, { ...misplaced, feature: { ...feature, commands: {} } })).toThrow(
      /listed with the queries but is a command/,
    );
  });

  it('refuses a contract company users may call that names no permission, and hands a named one to the access check', () => {
    const app = Fastify();
    const { permission: _none, ...undeclared } = feature.commands.renameThing;
    const bound = { feature: { ...feature, commands: { renameThing: undeclared } }, handlers: { renameThing: noop } };
    expect(() => bindContracts(app, { ...bound, contracts: bound.feature.commands })).toThrow(
      /contract renameThing of things names no permission/,
    );
    const guarded = routeOf({ ...feature.commands.renameThing, access: ['business'], permission: 'tasks' }, noop);
    expect(guarded.config).toEqual({ access: ['business'], permission: 'tasks' });
  });

  it('binds handlers that answer as the contract says', async () => {
    const app = Fastify();
    bindContracts(app, queryHandlers(feature, { thing: (request) => ({ id: request.params.id }) }));
    bindContracts(
      app,
      commandHandlers(feature, { renameThing: () => ({ success: true }), forget: (_request, reply) => reply.code(204).send(null) }),
    );
    const id = '3f1c8d0e-1111-4111-8111-111111111111';
    expect((await app.inject({ method: 'GET', url: `/api/things/${id}` })).json()).toEqual({ id });
    expect((await app.inject({ method: 'POST', url: '/logout-ish' })).statusCode).toBe(204);
    await app.close();
  });
});
