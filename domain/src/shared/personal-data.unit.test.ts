import { Type, type TObject } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS } from '../events';
import { Nullable, Uuid } from './schema';
import {
  AboutStreamSubject,
  Actor,
  ERASED_PERSON,
  Personal,
  Secret,
  Subject,
  erasedValueFor,
  eventTypeOf,
  exportPlans,
  isSecretName,
  personalDataPlan,
  personalFieldsOf,
  subjectFieldNames,
} from './personal-data';

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

  it('finds whom an event is about, the other persons it names, its secrets and whether it is about its stream’s person', () => {
    const schema = Type.Object({
      type: Type.Literal('Sample'),
      data: AboutStreamSubject(
        Type.Object({
          contactId: Subject(Uuid),
          ownerId: Nullable(Personal(Type.String(), { subject: 'contactId' })),
          senderId: Actor(Nullable(Uuid)),
          accountIban: Secret(Personal(Type.String(), { subject: 'contactId' })),
          price: Secret(Type.Integer()),
          codeHash: Type.String(),
        }),
      ),
    });
    const plan = exportPlans([schema]).get('Sample');
    expect(plan?.subjects).toEqual([['contactId']]);
    expect(plan?.actors).toEqual([['senderId']]);
    expect(plan?.secrets).toEqual([['accountIban'], ['price'], ['codeHash']]);
    expect(plan?.aboutStreamSubject).toBe(true);
    expect(plan?.personal.map((field) => field.path.join('.'))).toEqual(['ownerId', 'accountIban']);
    expect(['passwordHash', 'salt', 'token', 'tokenHash', 'iban', 'swiftBic'].filter(isSecretName)).toHaveLength(6);
    expect(['public', 'basalt', 'hashtag', 'tokens'].filter(isSecretName)).toEqual([]);
  });

  it('declares whom every stored event about a candidate is about, and keeps the secrets and employer-only events out', () => {
    const plans = exportPlans(EVENT_SCHEMAS);
    const subjects = (type: string): string[] => (plans.get(type)?.subjects ?? []).map((path) => path.join('.'));
    const secrets = (type: string): string[] => (plans.get(type)?.secrets ?? []).map((path) => path.join('.'));
    // Events about a candidate that carry no personal field of their own still name them.
    for (const type of [
      'OfferCreated',
      'OfferAccepted',
      'OfferLinkIssued',
      'ContactUnlocked',
      'UnlockedContactOpened',
      'ContactDocumentAdded',
      'ContactDocumentDeleted',
      'ActiveSourcingMessageSent',
      'ChatMessageSent',
      'ChatMessageStatusChanged',
      'ConsentGiven',
      'ConsentWithdrawn',
      'PersonalDataErased',
      'ContactDisabledForUnlock',
    ])
      expect(subjects(type), type).toContain('contactId');
    expect(subjects('UserRoleGranted')).toEqual(['userId']);
    expect(plans.get('OfferStageChanged')?.aboutStreamSubject).toBe(true);
    // The company's own records are about no candidate: their personal fields are its users'.
    for (const type of ['SepaDetailsSaved', 'TestimonialSaved', 'SalesInquirySent']) expect(subjects(type), type).toEqual(['userId']);
    for (const type of ['PackageChosen', 'MessageTemplateSaved', 'MessageTemplateDeleted', 'ActiveSourcingAccessSet', 'DefinitionSaved'])
      expect(subjects(type), type).toEqual([]);
    // The ids of the company's users are other persons to the candidate.
    expect(plans.get('ActiveSourcingMessageSent')?.actors).toEqual([['senderId']]);
    expect(plans.get('OfferCreated')?.actors).toEqual([['employerId']]);
    // Secrets: declared, or named like a credential.
    expect(secrets('SepaDetailsSaved')).toEqual(['iban', 'swiftBic']);
    expect(secrets('UserRegistered')).toEqual(['passwordHash']);
    expect(secrets('UserPasswordChanged')).toEqual(['passwordHash']);
    expect(secrets('OfferLinkIssued')).toEqual(['token']);
    expect(secrets('MagicLinkSent')).toEqual(['tokenHash']);
    expect(secrets('OfferCreated')).toEqual(['price']);
    for (const schema of EVENT_SCHEMAS) {
      const dataFields = Object.keys((schema.properties['data'] as unknown as TObject).properties);
      for (const field of dataFields.filter(isSecretName)) expect(secrets(eventTypeOf(schema)), eventTypeOf(schema)).toContain(field);
    }
  });

  it('every event that names a candidate or a user by a top-level id declares whom it is about, or is about its stream’s person', () => {
    const undeclared: string[] = [];
    for (const [type, plan] of exportPlans(EVENT_SCHEMAS)) {
      const schema = EVENT_SCHEMAS.find((candidate) => eventTypeOf(candidate) === type);
      const dataFields = Object.keys((schema?.properties['data'] as unknown as TObject).properties);
      const declared = new Set([...plan.subjects, ...plan.actors].map((path) => path.join('.')));
      for (const field of dataFields.filter((name) => name === 'contactId' || name === 'userId'))
        if (!declared.has(field)) undeclared.push(`${type}.${field}`);
    }
    expect(undeclared.sort()).toEqual(KNOWN_UNDECLARED);
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

/**
 * Ids left undeclared: the user id beside the declared contact id of the phone-code events (the same
 * candidate; the events join the export by the contact id of their phone), and the user whose permissions a
 * company sets (a company user's record: no candidate export reads it).
 */
const KNOWN_UNDECLARED: string[] = ['CompanyUserPermissionsSet.userId', 'PhoneCodeConfirmed.userId', 'PhoneCodeSent.userId'];
