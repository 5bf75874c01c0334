import { describe, expect, it } from 'vitest';
import { isApiDate, isApiDateTime } from '@rm/domain';
import { jsonDepthExceeds, nulFreeStrings, strictValidatorCompiler } from './strict-input';

const compile = (schema: object, httpPart: string) =>
  strictValidatorCompiler()({ schema, httpPart, method: 'POST', url: '/x' }) as (value: unknown) => boolean;

describe('strict input', () => {
  it('adds the storable-text rule to every string of a schema, nested ones too, and leaves literals alone', () => {
    const schema = {
      type: 'object',
      properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } } },
      default: { name: 'x' },
    };
    const hardened = nulFreeStrings(schema) as {
      properties: { name: { allOf: unknown[] }; tags: { items: { allOf: unknown[]; enum: string[] } } };
      default: unknown;
    };
    expect(hardened.properties.name.allOf).toHaveLength(1);
    expect(hardened.properties.tags.items.allOf).toHaveLength(1);
    expect(hardened.properties.tags.items.enum).toEqual(['a', 'b']);
    expect(hardened.default).toEqual({ name: 'x' });
    expect(schema.properties.name).toEqual({ type: 'string' });
  });

  it('refuses NUL and lone surrogates, accepts any real text', () => {
    const validate = compile({ type: 'object', properties: { text: { type: 'string' } } }, 'body');
    expect(validate({ text: 'Grüße aus Köln, Zażółć gęślą jaźń 👍' })).toBe(true);
    expect(validate({ text: 'a\u0000b' })).toBe(false);
    expect(validate({ text: 'a\ud800b' })).toBe(false);
    expect(validate({ text: 'a\udc00' })).toBe(false);
  });

  it('keeps body types and coerces parameters', () => {
    const schema = { type: 'object', properties: { page: { type: 'integer' }, email: { type: 'string' } } };
    expect(compile(schema, 'body')({ page: '2' })).toBe(false);
    expect(compile(schema, 'body')({ email: ['a@b.de'] })).toBe(false);
    expect(compile(schema, 'querystring')({ page: '2' })).toBe(true);
  });

  it('takes dates and times within 1900–2199 that exist', () => {
    expect(['1900-01-01', '2024-02-29', '2199-12-31'].every(isApiDate)).toBe(true);
    expect(['0000-01-01', '1899-12-31', '2200-01-01', '2023-02-29', '2026-13-01', '2026-1-1', '20260101'].some(isApiDate)).toBe(false);
    expect(isApiDateTime('2026-11-23T10:00:00Z')).toBe(true);
    expect(isApiDateTime('2026-11-23T10:00:00.123+01:00')).toBe(true);
    expect(
      ['0000-01-01T00:00:00Z', '2026-11-23T24:00:00Z', '2026-11-23T10:60:00Z', '2026-11-23T10:00:00', '9999-12-31T99:99'].some(
        isApiDateTime,
      ),
    ).toBe(false);
  });

  it('measures nesting without parsing, skipping brackets inside strings', () => {
    expect(jsonDepthExceeds('[[[]]]', 3)).toBe(false);
    expect(jsonDepthExceeds('[[[[]]]]', 3)).toBe(true);
    expect(jsonDepthExceeds('{"a":"[[[[[[\\"[[["}', 1)).toBe(false);
    expect(jsonDepthExceeds(`${'['.repeat(100_000)}`, 32)).toBe(true);
  });
});
