/**
 * The parts of the app's OpenAPI document (GET /docs/json) the API fuzz test reads: each operation with
 * its parameters, its JSON body schema and its `x-access` (who may call it).
 */

/** The subset of JSON Schema the routes' TypeBox schemas use. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  $ref?: string;
}

/** Who may call an operation: anyone, any signed-in user, or users holding one of the roles. */
export type Access = 'public' | 'authenticated' | readonly string[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: HttpMethod;
  /** As the document writes it: `/api/offers/{id}`. */
  path: string;
  /** `METHOD /path`, the operation's name in reports. */
  key: string;
  /** The operation's `x-access`; undefined when the document does not say (a failure of its own). */
  access: Access | undefined;
  parameters: Parameter[];
  /** The JSON body, when the operation takes one. */
  body: { schema: JsonSchema; required: boolean } | null;
}

interface RawOperation {
  parameters?: Array<{ name: string; in: Parameter['in']; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  'x-access'?: unknown;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** A schema with its `$ref`s (to `#/components/schemas/…`) replaced by what they name. */
function resolved(document: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): JsonSchema {
  if (!schema || depth > 20) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
    return resolved(document, document.components?.schemas?.[name], depth + 1);
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties)
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]) => [key, resolved(document, value, depth + 1)]),
    );
  if (schema.items) out.items = resolved(document, schema.items, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key];
    if (options) out[key] = options.map((option) => resolved(document, option, depth + 1));
  }
  return out;
}

const accessOf = (value: unknown): Access | undefined => {
  if (value === 'public' || value === 'authenticated') return value;
  if (Array.isArray(value) && value.every((role) => typeof role === 'string')) return value;
  return undefined;
};

/** Every operation of the document (the /ws upgrade excepted: the fuzz test sends it frames instead). */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    if (path === '/ws') continue;
    for (const [lowerMethod, raw] of Object.entries(byMethod)) {
      const method = lowerMethod.toUpperCase();
      if (!METHODS.has(method)) continue;
      const json = raw.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method: method as HttpMethod,
        path,
        key: `${method} ${path}`,
        access: accessOf(raw['x-access']),
        parameters: (raw.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.required === true || parameter.in === 'path',
          schema: resolved(document, parameter.schema),
        })),
        body: raw.requestBody ? { schema: resolved(document, json ?? {}), required: raw.requestBody.required === true } : null,
      });
    }
  }
  return operations;
}

/** Whether a caller holding `roles` (null: not signed in) passes the access rule. */
export function allows(access: Access, roles: readonly string[] | null): boolean {
  if (access === 'public') return true;
  if (!roles) return false;
  return access === 'authenticated' || access.some((role) => roles.includes(role));
}

export const isStateChanging = (method: HttpMethod): boolean => method !== 'GET';
