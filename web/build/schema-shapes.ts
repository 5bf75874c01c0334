/**
 * What the web app's build puts in place of `@sinclair/typebox` (see `vite.config.ts`): the schemas of the
 * shared contracts built as plain JSON Schema objects, without TypeBox's checks, compiler and cloning.
 *
 * In the browser a contract's schemas are read for their shape only: which parameters go in the query and
 * which in the body (`requestOf`), which change notices carry a request id (`CHANGE_FEEDS`). Answers are
 * checked by the server, never here. TypeBox itself (49 kB of script before minifying, and a deep copy of
 * every schema as each is built) was the largest part of the app's first script after React and the store.
 * `schema-shapes.test.ts` holds every contract and feed built here to what TypeBox builds: the same
 * operations, the same properties at every depth, the same required and optional members.
 */

export const Kind = Symbol.for('TypeBox.Kind');
export const OptionalKind = Symbol.for('TypeBox.Optional');

type Shape = Record<string | symbol, unknown>;
type Options = Record<string, unknown> | undefined;

const shape = (kind: string, fields: Shape, options: Options): Shape => ({ ...options, ...fields, [Kind]: kind });
const isOptional = (schema: Shape): boolean => schema[OptionalKind] === 'Optional';
const propertiesOf = (schema: Shape): Record<string, Shape> => (schema.properties ?? {}) as Record<string, Shape>;

function object(properties: Record<string, Shape>, options?: Options): Shape {
  const required = Object.keys(properties).filter((name) => !isOptional(properties[name] as Shape));
  return shape('Object', { type: 'object', properties, ...(required.length > 0 ? { required } : {}) }, options);
}

/** Removes the optional mark (what TypeBox's `Required` and a composite's member do to a property that is required elsewhere). */
function withoutOptional(schema: Shape): Shape {
  const { [OptionalKind]: _optional, ...rest } = schema;
  return rest;
}

export const Type = {
  Object: object,
  String: (options?: Options) => shape('String', { type: 'string' }, options),
  Number: (options?: Options) => shape('Number', { type: 'number' }, options),
  Integer: (options?: Options) => shape('Integer', { type: 'integer' }, options),
  Boolean: (options?: Options) => shape('Boolean', { type: 'boolean' }, options),
  Null: (options?: Options) => shape('Null', { type: 'null' }, options),
  Unknown: (options?: Options) => shape('Unknown', {}, options),
  Literal: (value: string | number | boolean, options?: Options) => shape('Literal', { const: value, type: typeof value }, options),
  Array: (items: Shape, options?: Options) => shape('Array', { type: 'array', items }, options),
  /** As TypeBox: one member is that member, none is `Never`. */
  Union: (anyOf: Shape[], options?: Options): Shape =>
    anyOf.length === 0
      ? shape('Never', { not: {} }, options)
      : anyOf.length === 1
        ? { ...anyOf[0], ...options }
        : shape('Union', { anyOf }, options),
  Record: (key: Shape, value: Shape, options?: Options) =>
    shape('Record', { type: 'object', patternProperties: { [typeof key.pattern === 'string' ? key.pattern : '^(.*)$']: value } }, options),
  Optional: (schema: Shape) => ({ ...schema, [OptionalKind]: 'Optional' }),
  Partial: (schema: Shape, options?: Options) =>
    object(Object.fromEntries(Object.entries(propertiesOf(schema)).map(([name, member]) => [name, Type.Optional(member)])), options),
  Omit: (schema: Shape, names: readonly string[], options?: Options) =>
    object(Object.fromEntries(Object.entries(propertiesOf(schema)).filter(([name]) => !names.includes(name))), options),
  /** The members' properties together; one that is optional in one member and required in another is required. */
  Composite: (schemas: Shape[], options?: Options) => {
    const properties: Record<string, Shape> = {};
    for (const member of schemas) {
      for (const [name, property] of Object.entries(propertiesOf(member))) {
        const before = properties[name];
        properties[name] = before && !(isOptional(before) && isOptional(property)) ? withoutOptional(property) : property;
      }
    }
    return object(properties, options);
  },
};

/** String formats: checked by the server's TypeBox, kept here only as names. */
const formats = new Map<string, (value: string) => boolean>();
export const FormatRegistry = {
  Has: (name: string): boolean => formats.has(name),
  Set: (name: string, check: (value: string) => boolean): void => void formats.set(name, check),
};
