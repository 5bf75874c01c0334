import { Type, type TObject } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS } from '../events';
import { Nullable, Uuid } from './schema';
import { ERASED_PERSON, Personal, erasedValueFor, personalDataPlan, personalFieldsOf, subjectFieldNames } from './personal-data';

describe('personal data declarations', () => {
  it('finds the declared fields of an event, nested and nullable ones too, with whom each concerns', () => {
    const schema = Type.Object({
      type: Type.Literal('Sample'),
      data: Type.Object({
        contactId: Uuid,
        name: Personal(Type.String(), { subject: 'contactId' }),
        phone: Nullable(Personal(Type.String(), { subject: 'contactId' })),
        address: Type.Object({ userId: Uuid, street: Personal(Type.String(), { subject: 'userId' }), city: Type.String() }),
        stage: Type.String(),
      }),
    });
    expect(personalFieldsOf(schema)).toEqual([
      { path: ['name'], subjectPath: ['contactId'], erased: ERASED_PERSON },
      { path: ['phone'], subjectPath: ['contactId'], erased: null },
      { path: ['address', 'street'], subjectPath: ['address', 'userId'], erased: ERASED_PERSON },
    ]);
  });

  it('reads an erased field as declared: a text as the person, a nullable field as null, a template with the id', () => {
    const schema = Type.Object({
      type: Type.Literal('Sample'),
      data: Type.Object({
        userId: Uuid,
        email: Personal(Type.String(), { subject: 'userId', erased: 'erased-{subject}@invalid' }),
        lat: Personal(Type.Number(), { subject: 'userId', erased: 0 }),
      }),
    });
    const [email, lat] = personalFieldsOf(schema);
    expect(email && erasedValueFor(email, 'u-1')).toBe('erased-u-1@invalid');
    expect(lat?.erased).toBe(0);
  });

  it('refuses a personal number without an erased value', () => {
    const schema = Type.Object({
      type: Type.Literal('Sample'),
      data: Type.Object({ contactId: Uuid, lat: Personal(Type.Number(), { subject: 'contactId' }) }),
    });
    expect(() => personalFieldsOf(schema)).toThrow(/declare the value/);
  });

  it('declares the personal data of the stored events (names, e-mails, phones, addresses, free text)', () => {
    const plan = personalDataPlan(EVENT_SCHEMAS);
    const paths = (type: string): string[] => (plan.get(type) ?? []).map((field) => field.path.join('.'));
    expect(paths('ContactRegistered')).toEqual(['firstName', 'lastName', 'email', 'phone', 'zipCode', 'city', 'lat', 'lng']);
    expect(paths('UserRegistered')).toEqual(['email', 'firstName', 'lastName', 'phone', 'passwordHash']);
    expect(paths('UserEmailClaimed')).toEqual(['email']);
    expect(paths('ContactDeactivated')).toEqual(['reason']);
    expect(plan.has('OfferCreated')).toBe(false);
    expect(paths('TimelineEntryCreated')).toEqual(['text', 'title']);
    expect(paths('TaskCreated')).toEqual(['title', 'task']);
    expect(subjectFieldNames(EVENT_SCHEMAS)).toEqual(['contactId', 'ownerId', 'subjectId', 'userId']);
  });

  it('every declared subject of every stored event type is a field of that event', () => {
    for (const schema of EVENT_SCHEMAS) {
      const dataFields = Object.keys((schema.properties['data'] as unknown as TObject).properties);
      for (const field of personalFieldsOf(schema)) {
        if (field.subjectPath.length === 1)
          expect(
            dataFields,
            `${String((schema.properties['type'] as unknown as { const: string }).const)}.${field.path.join('.')}`,
          ).toContain(field.subjectPath[0]);
      }
    }
  });
});
