import { EVENT_SCHEMAS, exportPlans, type DomainEvent } from '@rm/domain';
import type { RecordedEvent } from '@rm/eventstore';
import { describe, expect, it } from 'vitest';
import { EVENT_LABELS, FIELD_LABELS } from './export-labels';
import { eventsAbout, exportData, SECRET_PLACEHOLDER } from './personal-data-export';

const ME = '00000000-0000-4000-8000-000000000001';
const MY_USER = '00000000-0000-4000-8000-000000000002';
const OTHER = '00000000-0000-4000-8000-000000000003';
const EMPLOYEE = '00000000-0000-4000-8000-000000000004';
const COMPANY = '00000000-0000-4000-8000-000000000005';
const OFFER = '00000000-0000-4000-8000-000000000006';
const ids = new Set([ME, MY_USER]);

let position = 0n;
const recorded = (streamId: string, event: DomainEvent): RecordedEvent => {
  position += 1n;
  return {
    ...event,
    id: `event-${position}`,
    streamId,
    revision: 0,
    position,
    metadata: { actorId: null, actorRole: 'system', correlationId: 'c', causationId: null, occurredAt: '2026-12-01T10:00:00.000Z' },
  };
};

const offerCreated = (offerId: string, contactId: string): DomainEvent => ({
  type: 'OfferCreated',
  data: {
    offerId,
    contactId,
    campaignId: COMPANY,
    companyId: COMPANY,
    audienceId: null,
    employerId: EMPLOYEE,
    price: 2500,
    createdAt: '2026-12-01T10:00:00.000Z',
  },
});
const stageChanged = (offerId: string): DomainEvent => ({
  type: 'OfferStageChanged',
  data: { offerId, companyId: COMPANY, from: 'new', to: 'unlocked', hiredAt: null, unlockId: null },
});
const message = (contactId: string, text: string): DomainEvent => ({
  type: 'ActiveSourcingMessageSent',
  data: {
    companyId: COMPANY,
    messageId: OFFER,
    contactId,
    senderId: EMPLOYEE,
    templateId: null,
    message: text,
    sentAt: '2026-12-01T10:00:00.000Z',
  },
});

describe('eventsAbout', () => {
  it('takes of a shared stream only the events about the person, and no event of the company alone', () => {
    const employer = `employer-${COMPANY}`;
    const events = [
      recorded(employer, {
        type: 'SepaDetailsSaved',
        data: {
          companyId: COMPANY,
          userId: EMPLOYEE,
          bankAccountOwner: 'Firma',
          iban: 'DE89370400440532013000',
          swiftBic: 'COBADEFFXXX',
          signerName: 'Eva',
          acceptedTermsAt: '2026-12-01T10:00:00.000Z',
        },
      }),
      recorded(employer, message(ME, 'an mich')),
      recorded(employer, message(OTHER, 'an jemand anderen')),
      recorded(employer, { type: 'MessageTemplateDeleted', data: { companyId: COMPANY, templateId: OFFER } }),
    ];
    expect(eventsAbout(events, ids).map((event) => event.data)).toEqual([events[1]?.data]);
  });

  it('gives an event about its stream’s person only when the stream is about the person alone', () => {
    const mine = `offer-${OFFER}`;
    const shared = 'offer-shared';
    const events = [
      recorded(mine, offerCreated(OFFER, ME)),
      recorded(mine, stageChanged(OFFER)),
      recorded(shared, offerCreated(COMPANY, ME)),
      recorded(shared, offerCreated(COMPANY, OTHER)),
      recorded(shared, stageChanged(COMPANY)),
      recorded('offer-of-nobody', stageChanged(EMPLOYEE)),
    ];
    expect(eventsAbout(events, ids).map((event) => [event.streamId, event.type])).toEqual([
      [mine, 'OfferCreated'],
      [mine, 'OfferStageChanged'],
      [shared, 'OfferCreated'],
    ]);
  });
});

describe('exportData', () => {
  it('leaves out the ids of other persons and shows secrets as kept', () => {
    expect(exportData(recorded(`offer-${OFFER}`, offerCreated(OFFER, ME)), ids)).toEqual({
      offerId: OFFER,
      contactId: ME,
      campaignId: COMPANY,
      companyId: COMPANY,
      audienceId: null,
      price: SECRET_PLACEHOLDER,
      createdAt: '2026-12-01T10:00:00.000Z',
    });
  });

  it("leaves out another person's personal fields of an event about the person", () => {
    const event = recorded('comment-1', {
      type: 'CommentPosted',
      data: {
        commentId: OFFER,
        model: 'contact',
        modelId: ME,
        companyId: null,
        subjectId: OTHER,
        parentId: null,
        parentAuthorId: ME,
        authorId: EMPLOYEE,
        body: 'über jemand anderen',
      },
    });
    expect(exportData(event, ids)).toEqual({
      commentId: OFFER,
      model: 'contact',
      modelId: ME,
      companyId: null,
      parentId: null,
      parentAuthorId: ME,
    });
  });
});

describe('the German labels of the export', () => {
  it('label every event type and every declared personal field', () => {
    const plans = exportPlans(EVENT_SCHEMAS);
    expect([...plans.keys()].filter((type) => !EVENT_LABELS[type])).toEqual([]);
    const fields = [...plans.values()].flatMap((plan) => plan.personal.map((field) => field.path.at(-1) ?? ''));
    expect(fields.filter((field) => !FIELD_LABELS[field])).toEqual([]);
  });
});
