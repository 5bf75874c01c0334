import { describe, expect, it } from 'vitest';
import { nameBasedId } from './name-based-id';

describe('name-based ids', () => {
  it('gives one name one id, another name another, each a version 5 UUID of the RFC variant', () => {
    const id = nameBasedId('review:company:user');
    expect(nameBasedId('review:company:user')).toBe(id);
    expect(nameBasedId('review:company:other')).not.toBe(id);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('is the SHA-1 of the name with the version and variant bits set (ids made before stay the same)', () => {
    // sha1('abc') = a9993e364706816aba3e25717850c26c9cd0d89d
    expect(nameBasedId('abc')).toBe('a9993e36-4706-516a-ba3e-25717850c26c');
  });
});
