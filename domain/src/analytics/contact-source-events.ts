import { Type, type Static } from '@sinclair/typebox';
import { Subject } from '../shared/personal-data';
import { Nullable, Timestamp, Uuid } from '../shared/schema';

const UtmValue = Nullable(Type.String({ minLength: 1, maxLength: 200 }));

/**
 * Where a contact came from: the UTM parameters of the landing page they registered from (first touch;
 * later landings change nothing). Campaign names of advertising, not data about the person.
 */
export const ContactSourceRecordedSchema = Type.Object({
  type: Type.Literal('ContactSourceRecorded'),
  data: Type.Object({
    contactId: Subject(Uuid),
    utmSource: UtmValue,
    utmMedium: UtmValue,
    utmCampaign: UtmValue,
    utmContent: UtmValue,
    landedAt: Timestamp,
  }),
});

export type ContactSourceRecorded = Static<typeof ContactSourceRecordedSchema>;
export type ContactSourceEvent = ContactSourceRecorded;
export const ContactSourceEventSchemas = [ContactSourceRecordedSchema] as const;

export const contactSourceStreamId = (contactId: string): string => `contact-source-${contactId}`;
