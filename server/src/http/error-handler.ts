import { DomainError } from '@rm/domain';
import { WrongExpectedRevisionError } from '@rm/eventstore';
import { HttpError, INVALID_DATA_MESSAGE } from '@rm/platform/http';
import type { FastifyError, FastifyInstance } from 'fastify';

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const humanField = (field: string): string => field.replace(/_/g, ' ');

/** One message per failed rule, worded for a form (the first per field is what the web shows). */
function fieldErrors(issues: readonly ValidationIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const missing = typeof issue.params?.missingProperty === 'string' ? issue.params.missingProperty : null;
    const field = missing ?? (path || 'body');
    const name = humanField(field.split('.').at(-1) ?? field);
    let message: string;
    if (issue.keyword === 'required') message = `The ${name} field is required.`;
    else if (issue.keyword === 'minLength' && issue.params?.limit === 1) message = `The ${name} field is required.`;
    else if (issue.keyword === 'format' && issue.params?.format === 'uuid') message = `The ${name} must be a valid id.`;
    else if (issue.keyword === 'type') message = `The ${name} must be ${typeof issue.params?.type === 'string' ? issue.params.type : 'valid'}.`;
    else if (issue.keyword === 'const' || issue.keyword === 'enum' || issue.keyword === 'anyOf') message = `The selected ${name} is invalid.`;
    else message = `The ${name} ${issue.message ?? 'is invalid'}.`;
    (errors[field] ??= []).push(message);
  }
  return errors;
}

/** Maps every failure to the spec's shapes; bad input is never a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
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
      }
    }
    if (error instanceof WrongExpectedRevisionError) {
      return reply.code(409).send({ message: 'Someone else changed this at the same time. Please try again.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(422).send({ message: INVALID_DATA_MESSAGE, errors: { body: ['The request body must be valid JSON.'] } });
    }
    if (typeof error.statusCode === 'number' && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong. Please try again or contact customer support.' });
  });
}
