import { Ajv, type Options as AjvOptions } from 'ajv';
import formatsModule, { type FormatsPlugin } from 'ajv-formats';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import secureJson from 'secure-json-parse';
import { isApiDate, isApiDateTime } from '@rm/domain';
import { HttpError, INVALID_DATA_MESSAGE } from './errors';

/** Nesting deeper than this in a JSON body is refused before it is parsed (no form of the product nests past 5). */
export const MAX_JSON_DEPTH = 32;

/** The largest JSON body (bytes): no form of the spec comes near it; files go through their own multipart routes. */
export const JSON_BODY_LIMIT = 256 * 1024;

export const BODY_NOT_JSON_MESSAGE = 'The request body must be valid JSON.';
export const BODY_TOO_DEEP_MESSAGE = `The request body must not be nested deeper than ${MAX_JSON_DEPTH} levels.`;

type JsonSchema = Record<string, unknown>;

/**
 * Refuses NUL characters and lone UTF-16 surrogates (broken Unicode): PostgreSQL cannot store either in
 * text or JSON, and no person types one. (Ajv's patterns use the `u` flag, in which a surrogate range
 * matches only a surrogate without its pair.)
 */
const STORABLE_TEXT: JsonSchema = { not: { type: 'string', pattern: '[\\u0000\\uD800-\\uDFFF]' } };

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy of a schema in which every string refuses NUL characters and broken Unicode, whatever else it says: the rule is
 * written once here rather than on each of hundreds of string fields, and no route can forget it.
 */
export function nulFreeStrings(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nulFreeStrings);
  if (!isObject(schema)) return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    // `properties`, `patternProperties` and `$defs` map names to schemas; every other object is a schema or a literal.
    copy[key] =
      (key === 'properties' || key === 'patternProperties' || key === '$defs' || key === 'definitions') && isObject(value)
        ? Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, nulFreeStrings(sub)]))
        : key === 'const' || key === 'enum' || key === 'default' || key === 'examples'
          ? value
          : nulFreeStrings(value);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const allOf: unknown[] = Array.isArray(copy.allOf) ? copy.allOf : [];
  if (types.includes('string')) return { ...copy, allOf: [...allOf, STORABLE_TEXT] };
  return copy;
}

// ajv-formats is CommonJS: under Node's ESM interop its default import is `module.exports`, whose `default` is the plugin.
const addFormats = (formatsModule as unknown as { default?: FormatsPlugin }).default ?? formatsModule;

const SHARED_OPTIONS: AjvOptions = { allErrors: true, removeAdditional: false, useDefaults: true, strict: false, addUsedSchema: false };

function createAjv(options: AjvOptions): Ajv {
  const ajv = new Ajv({ ...SHARED_OPTIONS, ...options });
  addFormats(ajv);
  ajv.addFormat('date', { type: 'string', validate: isApiDate });
  ajv.addFormat('date-time', { type: 'string', validate: isApiDateTime });
  return ajv;
}

/**
 * Validators per part of the request: bodies are JSON and keep their types (`{"email": ["a@b.de"]}` is
 * no e-mail), while path and query parameters arrive as text and are coerced (`?page=2`, `?status=a`
 * as a one-element array).
 */
export function strictValidatorCompiler(): FastifySchemaCompiler<FastifySchema> {
  const body = createAjv({ coerceTypes: false });
  const text = createAjv({ coerceTypes: 'array' });
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? body : text;
    return ajv.compile(nulFreeStrings(schema) as JsonSchema);
  };
}

/** How deep arrays and objects nest in a JSON text, counted without parsing it (strings skipped). */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

const badBody = (message: string): HttpError => new HttpError(422, { message: INVALID_DATA_MESSAGE, errors: { body: [message] } });

/**
 * JSON bodies within `JSON_BODY_LIMIT`, nested at most `MAX_JSON_DEPTH` deep, without `__proto__` or
 * `constructor.prototype` keys (secure-json-parse); anything else is a 422 on `body`.
 */
export function registerStrictJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (_request, text, done) => {
    const body = typeof text === 'string' ? text : text.toString('utf8');
    if (body.trim() === '') {
      done(badBody(BODY_NOT_JSON_MESSAGE), undefined);
      return;
    }
    if (jsonDepthExceeds(body, MAX_JSON_DEPTH)) {
      done(badBody(BODY_TOO_DEEP_MESSAGE), undefined);
      return;
    }
    try {
      done(null, secureJson.parse(body, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(badBody(BODY_NOT_JSON_MESSAGE), undefined);
    }
  });
}
