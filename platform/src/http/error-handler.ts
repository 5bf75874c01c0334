import { DomainError } from '@rm/domain';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, INVALID_DATA_MESSAGE } from './errors';
import { fieldErrors, type ValidationIssue } from './validation-errors';

export const CONCURRENT_CHANGE_MESSAGE = 'Someone else changed this at the same time. Please try again.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong. Please try again or contact customer support.';

type ErrorClass = abstract new (...args: never[]) => Error;

export interface ErrorHandlerOptions {
  /** Errors that mean a concurrent writer won (the event store's WrongExpectedRevisionError): 409. */
  conflictErrors?: readonly ErrorClass[];
}

const BAD_BODY_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_EMPTY_TYPE']);

/**
 * Maps every failure to the spec's shapes: validation → 422 `{message, errors: {field: [msg]}}`,
 * DomainError → 404/409/422/403, concurrency → 409, HttpError → its own status, anything else → 500
 * (logged). Bad input never ends as a 500.
 */
export const errorHandlerPlugin = fp<ErrorHandlerOptions>(
  (app, options, done) => {
    const conflictErrors = options.conflictErrors ?? [];
    app.setErrorHandler((error: FastifyError & { validation?: ValidationIssue[] }, request, reply) => {
      if (error.validation) {
        return reply.code(422).send({ message: INVALID_DATA_MESSAGE, errors: fieldErrors(error.validation) });
      }
      if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
      if (error instanceof DomainError) {
        switch (error.code) {
          case 'not_found':
            return reply.code(404).send({ message: error.message });
          case 'conflict':
            return reply.code(409).send({ message: error.message });
          case 'forbidden':
            return reply.code(403).send({ message: error.message });
          case 'invalid':
            return reply.code(422).send({ message: error.message, errors: { [error.field ?? 'base']: [error.message] } });
          default:
            break;
        }
      }
      if (conflictErrors.some((type) => error instanceof type)) {
        return reply.code(409).send({ message: CONCURRENT_CHANGE_MESSAGE });
      }
      if (BAD_BODY_CODES.has(error.code) || error instanceof SyntaxError) {
        return reply.code(422).send({ message: INVALID_DATA_MESSAGE, errors: { body: ['The request body must be valid JSON.'] } });
      }
      if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.code(error.statusCode).send({ message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: SERVER_ERROR_MESSAGE });
    });
    done();
  },
  { name: 'rm-error-handler' },
);
