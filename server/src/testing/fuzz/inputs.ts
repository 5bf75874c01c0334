/**
 * Generators (fast-check) of requests for one OpenAPI operation: every parameter and body property is
 * either a valid value drawn from its schema or a hostile one, bodies are sometimes no JSON object at
 * all, content types and XSRF headers vary. What a generated request looks like is `FuzzInput`; the
 * session (cookie) is added when it is sent.
 */
import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from './openapi';

/**
 * What kind of row an id names, so that generated ids are mostly of the right kind. `account`: the
 * accounts an account erasure may be sent for, made for it alone (the fuzzing users must stay signed in).
 */
export type IdKind = 'company' | 'campaign' | 'contact' | 'offer' | 'unlock' | 'user' | 'account';

/** Values that exist in the test app's database, so that generated ids often hit real rows. */
export interface KnownValues {
  /** Per kind, the ids of the fuzzing users' own company (contacts: all of them) and those of another company. */
  ids: Record<IdKind, { own: readonly string[]; other: readonly string[] }>;
  /** A real user's sign-in, for the occasional sign-in that works. */
  credentials: { email: string; password: string };
}

/** The kind of id a parameter or property holds, from its name (and the path, for `{id}`). */
export function idKindOf(name: string, path: string): IdKind | null {
  switch (name) {
    case 'company_id':
      return 'company';
    case 'campaign_id':
      return 'campaign';
    case 'driver_id':
    case 'contact_id':
      return 'contact';
    case 'employer_id':
    case 'user_id':
    case 'actor_id':
    case 'account_manager_id':
      return 'user';
    case 'id':
      if (path.startsWith('/api/privacy/users/')) return 'account';
      if (path.startsWith('/api/offers/')) return 'offer';
      if (path.startsWith('/api/companies/')) return 'company';
      if (path.startsWith('/api/unlocked-contacts/')) return 'unlock';
      if (path.startsWith('/api/contacts/') || path.startsWith('/contacts/')) return 'contact';
      return null;
    default:
      return null;
  }
}

/** How the request carries the XSRF token: the valid one, none, an empty one, or another browser's. */
export type CsrfMode = 'valid' | 'missing' | 'empty' | 'foreign';

export interface FuzzBody {
  /** The Content-Type header (null: none sent). */
  contentType: string | null;
  payload: string | Buffer;
  /** What kind of body this is, for the report: `object`, `document`, `bytes`, `empty`, `credentials`. */
  kind: string;
}

export interface FuzzInput {
  /** Path with its parameters filled in and encoded (possibly mangled on purpose). */
  path: string;
  /** '' or `?…` (raw, encoded). */
  query: string;
  body: FuzzBody | null;
  csrf: CsrfMode;
  /** Whether the path holds a hostile segment (the route may then not match: 400/404/413/414/415 are fine). */
  pathHostile: boolean;
  /** The client address the request comes from (sign-in throttling counts per address). */
  remoteAddress: string;
  /** What the request tries, when it comes from the edge sweep (`query from = "0000-01-01"`). */
  label?: string;
}

export const MAX_BODY_BYTES = 99_000;

const nested = (depth: number, open: string, close: string, inner = '1'): string => open.repeat(depth) + inner + close.repeat(depth);

/** Strings no field should choke on, by kind: NUL, odd unicode, non-uuids, numbers and dates at the edges, injection, special keys. */
export const HOSTILE = {
  nul: ['\u0000', 'a\u0000b', '\u0000'.repeat(64), 'x\u0000', '%00'],
  unicode: [
    '\ud800',
    '\udfff',
    'a\ud800b',
    '\udc00\ud800',
    '\u202e\u202d',
    '\ufeff',
    '\u200b',
    'e\u0301\u0301\u0301',
    '𝕏𝕪𝕫',
    '👩‍👩‍👧‍👦',
    'İı',
    '１２３',
    '\uffff',
    '\ufffd',
    '\u0085\u2028\u2029',
    '\u001b[31m',
  ],
  ids: [
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '{00000000-0000-0000-0000-000000000000}',
    '00000000000000000000000000000000',
  ],
  numbers: [
    '-1',
    '0',
    '1e308',
    '-1e308',
    '1e309',
    'NaN',
    'Infinity',
    '-Infinity',
    '9007199254740993',
    '0x10',
    '1.5',
    '-0',
    ' 1',
    '+1',
    '١٢',
  ],
  dates: [
    '0000-01-01',
    '0000-12-31',
    '9999-12-31',
    '9999-12-31T99:99',
    '1899-12-31',
    '1900-01-01',
    '2199-12-31',
    '2200-01-01',
    '2024-02-30',
    '2024-13-01',
    '2024-1-1',
    '1970-01-01T00:00:00Z',
    '+275760-09-13',
    '-000001-01-01',
    '2024-02-29T24:00:00Z',
  ],
  injection: [
    "' OR 1=1 --",
    '"; drop table es_events; --',
    '%',
    '_',
    '\\',
    '\\u0000',
    '${7*7}',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '..',
    '/',
  ],
  keys: ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'null', 'undefined', 'true', '[]', '{}'],
  blank: ['', ' ', '\t', '\r\n'],
} as const satisfies Record<string, readonly string[]>;

/** Raw path segments (already percent-encoded, or deliberately not). */
export const RAW_SEGMENTS: readonly string[] = [
  '%00',
  'a%00b',
  '..',
  '.',
  '%2e%2e',
  '%2E%2E%2F',
  '%2F',
  'a%2Fb',
  '..%2F..%2Fetc%2Fpasswd',
  '%5C',
  '%',
  '%zz',
  '%ED%A0%80',
  '%FF',
  '%C0%AE',
  '%252F',
  '%3F',
  '%23',
  ';',
  'a;b=c',
  '%20',
  '',
];

/** Whole JSON documents (or not quite) no endpoint should answer with a 5xx. */
export const HOSTILE_DOCUMENTS: readonly string[] = [
  'null',
  '[]',
  '"x"',
  '1',
  '-1',
  '1e308',
  'true',
  '{}',
  '',
  ' ',
  '{',
  '{"a":1',
  "{'a':1}",
  '{"a":1,}',
  'NaN',
  'undefined',
  '\u0000',
  '{"a":"\u0000"}',
  '\ufeff{}',
  '{} {}',
  '{}garbage',
  nested(2000, '[', ']'),
  nested(2000, '{"a":', '}'),
  `"${'x'.repeat(90_000)}"`,
  `[${'1,'.repeat(20_000)}1]`,
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"\\ud800":1}',
];

/** Hostile values of a JSON property, as JSON text. */
const HOSTILE_JSON: readonly string[] = [
  'null',
  'true',
  'false',
  '0',
  '-1',
  '1e308',
  '-1e308',
  '1.5',
  '9007199254740993',
  '-0',
  '1e-400',
  '[]',
  '{}',
  '[null]',
  '{"$gt":""}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  nested(2000, '[', ']'),
  nested(500, '{"a":', '}'),
];

/** Unknown properties a body should not trip over (prototype pollution among them). */
const EXTRA_PROPERTIES: ReadonlyArray<readonly [string, string]> = [
  ['__proto__', '{"admin":true,"roles":["admin"]}'],
  ['constructor', '{"prototype":{"admin":true}}'],
  ['unknown', '1'],
  ['toString', '"x"'],
  ['hasOwnProperty', '1'],
  ['', '""'],
  ['valueOf', 'null'],
];

const EXTRA_QUERY: readonly string[] = [
  '__proto__=1',
  '__proto__[admin]=1',
  'constructor=1',
  'constructor[prototype][admin]=1',
  'toString=1',
  'hasOwnProperty=1',
  'unknown=%00',
  '=',
  '&&',
  'a',
  '%=%',
  '%zz=1',
];

const CONTENT_TYPES: readonly (string | null)[] = [
  null,
  '',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/JSON',
  'application/json, text/plain',
  'application/vnd.api+json',
  'application/xml',
  '*/*',
  `application/json; foo=${'x'.repeat(1000)}`,
];

const INVALID_BYTES: readonly Buffer[] = [
  Buffer.from([0xff, 0xfe, 0xfd]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]), // {"a":"<lone surrogate as UTF-8>"}
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xae, 0x22, 0x7d]), // overlong '.'
  Buffer.from('{"a":1}', 'utf16le'),
  Buffer.from([0x00, 0x00, 0x00]),
];

/** Percent-encodes text as UTF-8 (a lone surrogate becomes U+FFFD; raw bad sequences come from RAW_SEGMENTS). */
export function encodeText(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Text with odd code units mixed in: NUL, lone surrogates, bidi overrides, BOM, anything else. */
const oddText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\u0000', '\ud800', '\udc00', '\u202e', '\ufeff', '\u0301', '"', '\\', '%'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 24,
});

const typeOf = (schema: JsonSchema): string | undefined => (Array.isArray(schema.type) ? schema.type[0] : schema.type);
const enumValues = (schema: JsonSchema): unknown[] =>
  schema.enum ?? (schema.anyOf ?? schema.oneOf ?? []).flatMap((option) => option.enum ?? ('const' in option ? [option.const] : []));

/** A hostile string for a field of this schema: NUL often, the edges of the field's own type (dates, numbers, ids) often too. */
export function hostileTextFor(schema: JsonSchema): fc.Arbitrary<string> {
  const type = typeOf(schema);
  const weight = (boosted: boolean): number => (boosted ? 6 : 1);
  return fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE.nul), weight: 3 },
    { arbitrary: fc.constantFrom(...HOSTILE.unicode), weight: 2 },
    { arbitrary: oddText, weight: 1 },
    { arbitrary: fc.constantFrom(...HOSTILE.ids), weight: weight(schema.format === 'uuid') },
    { arbitrary: fc.constantFrom(...HOSTILE.numbers), weight: weight(type === 'integer' || type === 'number') },
    { arbitrary: fc.constantFrom(...HOSTILE.dates), weight: weight(schema.format === 'date' || schema.format === 'date-time') },
    { arbitrary: fc.constantFrom(...HOSTILE.injection), weight: 1 },
    { arbitrary: fc.constantFrom(...HOSTILE.keys), weight: enumValues(schema).length > 0 ? 3 : 1 },
    { arbitrary: fc.constantFrom(...HOSTILE.blank), weight: 1 },
    { arbitrary: fc.constantFrom(256, 1001, 5000, 20_000).map((length) => 'x'.repeat(length)), weight: 1 },
  );
}

const isObjectSchema = (schema: JsonSchema): boolean => schema.type === 'object' || schema.properties !== undefined;

/** A value that fits the schema (ids from what exists, own company's or another's, or fresh ones). */
export function validValue(schema: JsonSchema, name: string, known: KnownValues, path: string): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  let value: fc.Arbitrary<unknown>;
  if (options && options.length > 0) value = fc.oneof(...options.map((option) => validValue(option, name, known, path)));
  else if (schema.enum && schema.enum.length > 0) value = fc.constantFrom(...schema.enum);
  else if ('const' in schema) value = fc.constant(schema.const);
  else if (isObjectSchema(schema)) {
    const properties = Object.entries(schema.properties ?? {});
    value = fc.record(Object.fromEntries(properties.map(([key, property]) => [key, validValue(property, key, known, path)])));
  } else value = scalarValue(schema, name, known, path);
  return schema.nullable ? fc.oneof({ arbitrary: value, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 }) : value;
}

function scalarValue(schema: JsonSchema, name: string, known: KnownValues, path: string): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringValue(schema, name, known, path);
    case 'integer': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1000;
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 3) }), fc.integer({ min, max }));
    }
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1000;
      return fc.oneof(
        fc.constantFrom(min, max),
        fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, name, known, path), { maxLength: 3 });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** An id: mostly an existing one of the right kind (the own company's or another's), else one of another kind, or a fresh one. */
function idValue(name: string, known: KnownValues, path: string): fc.Arbitrary<string> {
  const kind = idKindOf(name, path);
  const ofKind = kind ? [...known.ids[kind].own, ...known.ids[kind].other] : [];
  // An account's erasure is never sent for another kind's id: that could be a fuzzing user's own.
  const all = kind === 'account' ? ofKind : Object.values(known.ids).flatMap((ids) => [...ids.own, ...ids.other]);
  const variants: Array<fc.WeightedArbitrary<string>> = [{ arbitrary: fc.uuid(), weight: 1 }];
  if (all.length > 0) variants.push({ arbitrary: fc.constantFrom(...all), weight: 1 });
  if (ofKind.length > 0) variants.push({ arbitrary: fc.constantFrom(...ofKind), weight: 5 });
  return fc.oneof(...variants);
}

function stringValue(schema: JsonSchema, name: string, known: KnownValues, path: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return idValue(name, known, path);
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString());
  const minLength = Math.max(schema.minLength ?? 0, 1);
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  // Never a real user's address here (failed sign-ins to it would lock it out); real sign-ins are a body kind of their own.
  if (schema.format === 'email' || name === 'email') return fc.stringMatching(/^[a-z0-9._%+-]{1,24}$/).map((local) => `${local}@fuzz.test`);
  // A pattern may fix a length above the cap (a 54-character link token): only the schema's own bound applies to it.
  if (schema.pattern)
    return fc.stringMatching(new RegExp(schema.pattern), schema.maxLength === undefined ? {} : { maxLength: schema.maxLength });
  return fc.string({ minLength, maxLength });
}

/** A valid value as a parameter's text. */
const asParameterText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** A path segment for a path parameter: valid (encoded), hostile text (encoded), or a raw odd segment. */
function pathSegment(parameter: Parameter, known: KnownValues, path: string): fc.Arbitrary<{ segment: string; hostile: boolean }> {
  return fc.oneof(
    {
      arbitrary: validValue(parameter.schema, parameter.name, known, path).map((value) => ({
        segment: encodeText(asParameterText(value)),
        hostile: false,
      })),
      weight: 3,
    },
    { arbitrary: hostileTextFor(parameter.schema).map((text) => ({ segment: encodeText(text), hostile: true })), weight: 2 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((segment) => ({ segment, hostile: true })), weight: 1 },
  );
}

/** One query parameter's part of the query string, or null when omitted (also when required: a missing one). */
function queryPart(parameter: Parameter, known: KnownValues, path: string): fc.Arbitrary<string | null> {
  const key = encodeText(parameter.name);
  const valid = validValue(parameter.schema, parameter.name, known, path).map((value) => encodeText(asParameterText(value)));
  const hostile = fc.oneof(
    { arbitrary: hostileTextFor(parameter.schema).map(encodeText), weight: 4 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
  );
  return fc.oneof(
    { arbitrary: fc.constant(null), weight: parameter.required ? 1 : 3 },
    { arbitrary: valid.map((value) => `${key}=${value}`), weight: 4 },
    { arbitrary: hostile.map((value) => `${key}=${value}`), weight: 3 },
    { arbitrary: fc.tuple(valid, hostile).map(([a, b]) => `${key}=${a}&${key}=${b}`), weight: 1 },
    { arbitrary: valid.map((value) => `${key}[]=${value}`), weight: 1 },
    { arbitrary: fc.constant(key), weight: 1 },
  );
}

const queryString = (parameters: Parameter[], known: KnownValues, path: string): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.tuple(...parameters.map((parameter) => queryPart(parameter, known, path))),
      fc.subarray([...EXTRA_QUERY], { maxLength: 2 }),
      fc.oneof(
        { arbitrary: fc.constant(''), weight: 20 },
        { arbitrary: fc.constantFrom('%', '%zz', 'a=1&'.repeat(2000), '&'.repeat(100), '?'), weight: 1 },
      ),
    )
    .map(([parts, extras, raw]) => {
      const all = [...parts.filter((part): part is string => part !== null), ...extras, ...(raw ? [raw] : [])];
      return all.length > 0 ? `?${all.join('&')}` : '';
    });

/** A hostile value of a body property, as JSON text. */
const hostileJsonFor = (schema: JsonSchema): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: hostileTextFor(schema).map((text) => JSON.stringify(text)), weight: 4 },
    { arbitrary: fc.constantFrom(...HOSTILE_JSON), weight: 3 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)), weight: 1 },
  );

/** A JSON object for the schema: each property valid, hostile or missing; sometimes unknown extra properties. */
function objectBody(schema: JsonSchema, known: KnownValues, path: string): fc.Arbitrary<string> {
  const properties = Object.entries(schema.properties ?? {});
  const entry = ([key, property]: [string, JsonSchema]): fc.Arbitrary<string | null> =>
    fc.oneof(
      { arbitrary: validValue(property, key, known, path).map((value) => `${JSON.stringify(key)}:${JSON.stringify(value)}`), weight: 4 },
      { arbitrary: hostileJsonFor(property).map((value) => `${JSON.stringify(key)}:${value}`), weight: 2 },
      { arbitrary: fc.constant(null), weight: 1 },
    );
  return fc
    .tuple(
      fc.tuple(...properties.map(entry)),
      fc.oneof(
        { arbitrary: fc.constant([]), weight: 3 },
        { arbitrary: fc.subarray([...EXTRA_PROPERTIES], { minLength: 1, maxLength: 2 }), weight: 1 },
      ),
    )
    .map(
      ([entries, extras]) =>
        `{${[...entries.filter((e): e is string => e !== null), ...extras.map(([key, value]) => `${JSON.stringify(key)}:${value}`)].join(',')}}`,
    );
}

const contentType: fc.Arbitrary<string | null> = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 8 },
  { arbitrary: fc.constant('application/json; charset=utf-8'), weight: 1 },
  { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 2 },
);

function bodyArbitrary(operation: Operation, known: KnownValues): fc.Arbitrary<FuzzBody | null> {
  const schema = operation.body?.schema ?? { type: 'object', properties: {} };
  const object = fc
    .tuple(objectBody(schema, known, operation.path), contentType)
    .map(([payload, type]): FuzzBody => ({ contentType: type, payload, kind: 'object' }));
  const document = fc
    .tuple(fc.constantFrom(...HOSTILE_DOCUMENTS), contentType)
    .map(([payload, type]): FuzzBody => ({ contentType: type, payload, kind: 'document' }));
  const bytes = fc.constantFrom(...INVALID_BYTES).map((payload): FuzzBody => ({ contentType: 'application/json', payload, kind: 'bytes' }));
  const empty = fc.constantFrom<FuzzBody | null>(null, { contentType: 'application/json', payload: '', kind: 'empty' });
  if (!operation.body) {
    return fc.oneof({ arbitrary: fc.constant(null), weight: 8 }, { arbitrary: object, weight: 1 }, { arbitrary: document, weight: 1 });
  }
  const variants: Array<fc.WeightedArbitrary<FuzzBody | null>> = [
    { arbitrary: object, weight: 14 },
    { arbitrary: document, weight: 3 },
    { arbitrary: bytes, weight: 1 },
    { arbitrary: empty, weight: 1 },
  ];
  if (schema.properties?.email && schema.properties.password) {
    // A real sign-in now and then, sometimes with a hostile extra; a success rotates the session.
    const credentials = fc.constantFrom('', ',"__proto__":{"admin":true}', ',"unknown":1').map((extra): FuzzBody => ({
      contentType: 'application/json',
      payload: `${JSON.stringify(known.credentials).slice(0, -1)}${extra}}`,
      kind: 'credentials',
    }));
    variants.push({ arbitrary: credentials, weight: 2 });
  }
  return fc.oneof(...variants);
}

const csrfMode: fc.Arbitrary<CsrfMode> = fc.oneof(
  { arbitrary: fc.constant<CsrfMode>('valid'), weight: 17 },
  { arbitrary: fc.constantFrom<CsrfMode>('missing', 'empty', 'foreign'), weight: 3 },
);

/** Suffixes that mangle the whole path now and then. */
const PATH_SUFFIXES: readonly string[] = ['/', '//', '/..', '/%2e%2e/', '%00', ';x', '/%2F', '.json'];

/** Requests for the operation: its parameters, query and body, valid or hostile, with or without the XSRF token. */
export function requestArbitrary(operation: Operation, known: KnownValues): fc.Arbitrary<FuzzInput> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  return fc
    .record({
      segments: fc.tuple(...pathParameters.map((parameter) => pathSegment(parameter, known, operation.path))),
      suffix: fc.oneof({ arbitrary: fc.constant(''), weight: 15 }, { arbitrary: fc.constantFrom(...PATH_SUFFIXES), weight: 1 }),
      query: queryString(queryParameters, known, operation.path),
      body: bodyArbitrary(operation, known),
      csrf: csrfMode,
      address: fc.integer({ min: 1, max: 254 }),
    })
    .map(({ segments, suffix, query, body, csrf, address }): FuzzInput => {
      let path = operation.path;
      pathParameters.forEach((parameter, index) => {
        path = path.replace(`{${parameter.name}}`, segments[index]?.segment ?? '');
      });
      return {
        path: path + suffix,
        query,
        body,
        csrf,
        pathHostile: suffix !== '' || segments.some((segment) => segment.hostile),
        remoteAddress: `203.0.113.${address}`,
      };
    })
    .filter((input) => input.body === null || Buffer.byteLength(input.body.payload) <= MAX_BODY_BYTES);
}

// The edge sweep: deterministic, one hostile value at a time in an otherwise valid request, so that every
// field meets every edge of its type (random requests reach a given field-and-value pair only by luck).

const nestedArrays = nested(2000, '[', ']');
const TEXT_EDGES: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udc00b',
  '\u202e',
  '\ufeff',
  '𝕏',
  "' OR 1=1 --",
  '%',
  '\\',
  '__proto__',
];
const JSON_EDGES: readonly string[] = ['null', '[]', '{}', '1e308', '-1', 'true', nestedArrays, '{"__proto__":{"admin":true}}'];
const RAW_SEGMENT_EDGES: readonly string[] = ['%00', '..', '%2F', '%ED%A0%80', '%'];

/** The hostile texts a field of this schema meets in the sweep. */
export function edgesOf(schema: JsonSchema): string[] {
  const type = typeOf(schema);
  const edges = [...TEXT_EDGES, 'x'.repeat(Math.min((schema.maxLength ?? 1000) + 1, 20_000))];
  if (schema.format === 'uuid') edges.push(...HOSTILE.ids);
  if (schema.format === 'date' || schema.format === 'date-time') edges.push(...HOSTILE.dates);
  if (type === 'integer' || type === 'number')
    edges.push('-1', '0', '1e308', '-1e308', 'NaN', 'Infinity', '1.5', '9007199254740993', '-0', '0x10');
  if (type === 'boolean') edges.push('yes', '2', 'TRUE');
  const first = enumValues(schema)[0];
  if (typeof first === 'string') edges.push(first.toUpperCase(), `${first}\u0000`, `${first} `);
  return edges;
}

/** A fixed valid value: the first own id of the right kind, the first enum value, the minimum, a plain text. */
export function baseValue(schema: JsonSchema, name: string, known: KnownValues, path: string, serial: number): unknown {
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.[0]) return baseValue(options[0], name, known, path, serial);
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if ('const' in schema) return schema.const;
  if (isObjectSchema(schema))
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, property]) => [key, baseValue(property, key, known, path, serial)]),
    );
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return [];
    default:
      break;
  }
  if (schema.format === 'uuid') {
    const kind = idKindOf(name, path);
    const ids = kind ? [...known.ids[kind].own, ...known.ids[kind].other] : Object.values(known.ids).flatMap((group) => group.own);
    return ids[0] ?? '00000000-0000-4000-8000-000000000000';
  }
  if (schema.format === 'date') return '2024-01-15';
  if (schema.format === 'date-time') return '2024-01-15T10:00:00.000Z';
  // A new address each time: the sign-in throttle counts failures per e-mail.
  if (schema.format === 'email' || name === 'email') return `sweep-${serial}@fuzz.test`;
  const text = 'fuzz value';
  return text.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? text.length);
}

export interface SweepOptions {
  /** Also send each hostile whole document, invalid bytes and odd content type with the valid path. */
  documents: boolean;
}

/** Requests that each change one thing in a valid request: one field's value (or its absence), the whole body, the content type. */
export function edgeSweep(operation: Operation, known: KnownValues, options: SweepOptions): FuzzInput[] {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const properties = Object.entries(operation.body?.schema.properties ?? {});
  const inputs: FuzzInput[] = [];
  const make = (
    change: { path?: [string, string]; query?: [string, string | null]; property?: [string, string | null]; body?: FuzzBody | null },
    label: string,
  ): void => {
    const serial = inputs.length;
    let path = operation.path;
    for (const parameter of pathParameters) {
      const segment =
        change.path?.[0] === parameter.name
          ? change.path[1]
          : encodeText(asParameterText(baseValue(parameter.schema, parameter.name, known, operation.path, serial)));
      path = path.replace(`{${parameter.name}}`, segment);
    }
    const query = queryParameters
      .map((parameter): string | null => {
        if (change.query?.[0] === parameter.name)
          return change.query[1] === null ? null : `${encodeText(parameter.name)}=${change.query[1]}`;
        return `${encodeText(parameter.name)}=${encodeText(asParameterText(baseValue(parameter.schema, parameter.name, known, operation.path, serial)))}`;
      })
      .filter((part): part is string => part !== null)
      .join('&');
    let body: FuzzBody | null = null;
    if (change.body !== undefined) body = change.body;
    else if (operation.body) {
      const entries = properties
        .map(([key, property]): string | null => {
          if (change.property?.[0] === key) return change.property[1] === null ? null : `${JSON.stringify(key)}:${change.property[1]}`;
          return `${JSON.stringify(key)}:${JSON.stringify(baseValue(property, key, known, operation.path, serial))}`;
        })
        .filter((entry): entry is string => entry !== null);
      body = { contentType: 'application/json', payload: `{${entries.join(',')}}`, kind: 'object' };
    }
    const input: FuzzInput = {
      path,
      query: query ? `?${query}` : '',
      body,
      csrf: 'valid',
      pathHostile: change.path !== undefined,
      remoteAddress: `198.51.100.${(serial % 254) + 1}`,
      label,
    };
    if (!input.body || Buffer.byteLength(input.body.payload) <= MAX_BODY_BYTES) inputs.push(input);
  };

  make({}, 'the valid base request');
  for (const parameter of pathParameters) {
    for (const edge of edgesOf(parameter.schema))
      make({ path: [parameter.name, encodeText(edge)] }, `path ${parameter.name} = ${JSON.stringify(edge)}`);
    for (const raw of RAW_SEGMENT_EDGES) make({ path: [parameter.name, raw] }, `path ${parameter.name} = raw ${raw}`);
  }
  for (const parameter of queryParameters) {
    for (const edge of edgesOf(parameter.schema))
      make({ query: [parameter.name, encodeText(edge)] }, `query ${parameter.name} = ${JSON.stringify(edge)}`);
    make({ query: [parameter.name, null] }, `query ${parameter.name} missing`);
  }
  for (const [key, property] of properties) {
    for (const edge of edgesOf(property)) make({ property: [key, JSON.stringify(edge)] }, `body ${key} = ${JSON.stringify(edge)}`);
    for (const json of JSON_EDGES) make({ property: [key, json] }, `body ${key} = ${json.length > 40 ? `${json.slice(0, 20)}…` : json}`);
    make({ property: [key, null] }, `body ${key} missing`);
  }
  if (options.documents && operation.body) {
    HOSTILE_DOCUMENTS.forEach((payload, index) =>
      make({ body: { contentType: 'application/json', payload, kind: 'document' } }, `whole body: hostile document #${index}`),
    );
    INVALID_BYTES.forEach((payload, index) =>
      make({ body: { contentType: 'application/json', payload, kind: 'bytes' } }, `whole body: invalid bytes #${index}`),
    );
    make({ body: null }, 'no body at all');
  }
  if (options.documents) {
    for (const type of CONTENT_TYPES) {
      const base = inputs[0]?.body;
      make({ body: { contentType: type, payload: base?.payload ?? '{}', kind: 'object' } }, `content type ${JSON.stringify(type)}`);
    }
  }
  return inputs;
}
