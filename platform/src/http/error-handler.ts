import { DomainError } from '@rm/domain';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, INVALID_DATA_MESSAGE } from './errors';
import { BODY_NOT_JSON_MESSAGE } from './strict-input';
import { fieldErrors, type ValidationIssue } from './validation-errors';

export const CONCURRENT_CHANGE_MESSAGE = 'Someone else changed this at the same time. Please try again.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong. Please try again or contact customer support.';

type ErrorClass = abstract new (...args: never[]) => Error;

export interface ErrorHandlerOptions {
  /** Errors that mean a concurrent writer won (the event store's WrongExpectedRevisionError): 409. */
  conflictErrors?: readonly ErrorClass[];
}

const BAD_BODY_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_EMPTY_TYPE']);

export const INVALID_VALUE_MESSAGE = 'A value is outside what can be stored (a date, number or text out of range).';

/**
 * The SQLSTATE of a PostgreSQL error, looked for along the chain of causes (slonik wraps pg's errors).
 * Class 22 ("data exception": a date out of range, text PostgreSQL cannot store, a bad number) means the
 * input was wrong, never the server: a 422, even where a schema let the value through.
 */
export function postgresDataError(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
    current = (current as { cause?: unknown; originalError?: unknown }).cause ?? (current as { originalError?: unknown }).originalError;
  }
  return null;
}

/**
 * Maps every failure to the spec's shapes: validation → 422 `{message, errors: {field: [msg]}}`,
 * DomainError → 404/409/422/403, concurrency → 409, HttpError → its own status, PostgreSQL data
 * exceptions (class 22) → 422, fastify's own 4xx → `{message}`, anything else → 500 (logged). Bad input
 * never ends as a 500.
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
        return reply.code(422).send({ message: INVALID_DATA_MESSAGE, errors: { body: [BODY_NOT_JSON_MESSAGE] } });
      }
      const dataError = postgresDataError(error);
      if (dataError) {
        request.log.warn({ err: error, sqlstate: dataError }, 'input refused by the database');
        return reply.code(422).send({ message: INVALID_DATA_MESSAGE, errors: { base: [INVALID_VALUE_MESSAGE] } });
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
