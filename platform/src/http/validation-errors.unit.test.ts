import { describe, expect, it } from 'vitest';
import { fieldErrors } from './validation-errors';

describe('validation issues as form errors', () => {
  it('names the field by the missing property or the property path', () => {
    expect(
      fieldErrors([
        { instancePath: '', keyword: 'required', params: { missingProperty: 'rejected_reason' } },
        { instancePath: '/driver_id', keyword: 'format', params: { format: 'uuid' } },
        { instancePath: '/call_made', keyword: 'type', params: { type: 'boolean' } },
        { instancePath: '/page', keyword: 'minimum', params: { limit: 1 } },
        { instancePath: '/identifier', keyword: 'pattern', params: { pattern: '^[a-z0-9_]+$' } },
      ]),
    ).toEqual({
      rejected_reason: ['The rejected reason field is required.'],
      driver_id: ['The driver id must be a valid id.'],
      call_made: ['The call made must be a boolean.'],
      page: ['The page must be at least 1.'],
      identifier: ['The identifier format is invalid.'],
    });
  });

  it('reports a failed union once and treats an empty required text as missing', () => {
    expect(
      fieldErrors([
        { instancePath: '/stage', keyword: 'const', params: { allowedValue: 'new' } },
        { instancePath: '/stage', keyword: 'const', params: { allowedValue: 'hired' } },
        { instancePath: '/stage', keyword: 'anyOf', params: {} },
        { instancePath: '/reason', keyword: 'minLength', params: { limit: 1 } },
      ]),
    ).toEqual({ stage: ['The selected stage is invalid.'], reason: ['The reason field is required.'] });
  });

  it('files issues about the whole body under body', () => {
    expect(fieldErrors([{ instancePath: '', keyword: 'type', params: { type: 'object' } }])).toEqual({
      body: ['The body must be an object.'],
    });
  });
});
