import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { foldEvents } from '../shared/decider';
import { employerDecider, quotaOf, STANDARD_SOURCING_TEXT, type EmployerCommand, type EmployerState } from './employer-decider';
import type { EmployerEvent } from './employer-events';

const companyId = '11111111-1111-4111-8111-111111111111';
const senderId = '22222222-2222-4222-8222-222222222222';
const contact = (n: number) => `33333333-3333-4333-8333-${String(n).padStart(12, '0')}`;
const message = (n: number) => `44444444-4444-4444-8444-${String(n).padStart(12, '0')}`;

const run = (state: EmployerState, command: EmployerCommand): { state: EmployerState; events: EmployerEvent[] } => {
  const events = employerDecider.decide(command, state);
  return { state: events.reduce((next, event) => employerDecider.evolve(next, event), state), events };
};
const send = (n: number, contactNumber: number, now = '2026-03-01T10:00:00.000Z'): EmployerCommand => ({
  type: 'SendActiveSourcingMessage',
  data: {
    companyId,
    messageId: message(n),
    contactId: contact(contactNumber),
    senderId,
    templateId: null,
    message: STANDARD_SOURCING_TEXT,
    now,
  },
});
const refusal = (fn: () => unknown): DomainError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
  }
  throw new Error('expected a refusal');
};

describe('active sourcing quota', () => {
  it('allows the 5 default messages, then refuses with a conflict and stays at 0 remaining', () => {
    let state = employerDecider.initialState();
    for (let n = 1; n <= 5; n += 1) state = run(state, send(n, n)).state;
    expect(quotaOf(state)).toMatchObject({ total_messages: 5, sent_messages: 5, remaining_messages: 0 });
    const error = refusal(() => employerDecider.decide(send(6, 6), state));
    expect(error.code).toBe('conflict');
    expect(error.message).toMatch(/used up/);
  });

  it('refuses the same candidate within 90 days and allows them after', () => {
    const first = run(employerDecider.initialState(), send(1, 1, '2026-01-01T10:00:00.000Z')).state;
    expect(refusal(() => employerDecider.decide(send(2, 1, '2026-03-31T09:00:00.000Z'), first)).message).toMatch(/90 days/);
    expect(employerDecider.decide(send(2, 1, '2026-04-01T10:00:00.000Z'), first)).toHaveLength(1);
  });

  it('gives the chosen package messages, starts the count anew, and unlimited access never runs out', () => {
    let state = foldEvents(employerDecider, run(employerDecider.initialState(), send(1, 1)).events);
    state = run(state, {
      type: 'ChoosePackage',
      data: { companyId, packageKey: 'professional', messages: 50, campaigns: 1, months: 3 },
    }).state;
    expect(quotaOf(state)).toMatchObject({ total_messages: 50, sent_messages: 0, remaining_messages: 50 });
    state = run(state, { type: 'SetActiveSourcingAccess', data: { companyId, unlimited: true } }).state;
    expect(quotaOf(state)).toMatchObject({ has_unlimited_access: true, remaining_messages: null });
  });

  it('sends a package above the ranges to sales', () => {
    const error = refusal(() =>
      employerDecider.decide(
        { type: 'ChoosePackage', data: { companyId, packageKey: 'professional', messages: 125, campaigns: 1, months: 3 } },
        employerDecider.initialState(),
      ),
    );
    expect(error).toMatchObject({ code: 'invalid', field: 'messages' });
  });
});

describe('what a package lets a company customise', () => {
  const template: EmployerCommand = {
    type: 'SaveMessageTemplate',
    data: { companyId, templateId: message(7), name: 'Erstkontakt', body: 'Hallo!', create: true },
  };
  const custom = (state: EmployerState) =>
    employerDecider.decide({ ...send(1, 1), data: { ...send(1, 1).data, message: 'Unser eigener Text' } } as EmployerCommand, state);

  it('sends the standard message only, and keeps no templates, without a package that customises messages', () => {
    const free = employerDecider.initialState();
    expect(refusal(() => custom(free))).toMatchObject({ field: 'message' });
    expect(refusal(() => employerDecider.decide(template, free))).toMatchObject({ field: 'body' });
    expect(quotaOf(free)).toMatchObject({ can_customize_message: false, standard_message: STANDARD_SOURCING_TEXT });
  });

  it('lets the paid package write its own messages and templates', () => {
    const paid = run(employerDecider.initialState(), {
      type: 'ChoosePackage',
      data: { companyId, packageKey: 'professional', messages: 25, campaigns: 1, months: 3 },
    }).state;
    expect(custom(paid)).toHaveLength(1);
    expect(employerDecider.decide(template, paid)).toHaveLength(1);
    expect(quotaOf(paid).can_customize_message).toBe(true);
  });
});

describe('SEPA details', () => {
  const sepa = (iban: string, swiftBic = 'COBADEFFXXX'): EmployerCommand => ({
    type: 'SaveSepaDetails',
    data: {
      companyId,
      userId: senderId,
      bankAccountOwner: 'Pflege GmbH',
      iban,
      swiftBic,
      signerName: 'Eva Muster',
      now: '2026-01-01T00:00:00.000Z',
    },
  });

  it('stores the IBAN in its electronic form and the BIC in capitals', () => {
    const [event] = employerDecider.decide(sepa('de89 3704 0044 0532 0130 00', 'cobadeffxxx'), employerDecider.initialState());
    expect(event).toMatchObject({ type: 'SepaDetailsSaved', data: { iban: 'DE89370400440532013000', swiftBic: 'COBADEFFXXX' } });
  });

  it('refuses a wrong check digit, a non-SEPA country and a malformed BIC on their fields', () => {
    expect(refusal(() => employerDecider.decide(sepa('DE88370400440532013000'), employerDecider.initialState()))).toMatchObject({
      field: 'iban',
    });
    expect(refusal(() => employerDecider.decide(sepa('BR1800360305000010009795493C1'), employerDecider.initialState()))).toMatchObject({
      field: 'iban',
      message: 'The IBAN is not of a SEPA country.',
    });
    expect(refusal(() => employerDecider.decide(sepa('DE89370400440532013000', 'XX'), employerDecider.initialState()))).toMatchObject({
      field: 'swift_bic',
    });
  });
});

describe('definitions', () => {
  it('needs a reason of 5 characters after trimming to delete', () => {
    const definitionId = message(9);
    const state = run(employerDecider.initialState(), {
      type: 'SaveDefinition',
      data: { companyId, definitionId, name: 'Fachkraft', description: '', create: true },
    }).state;
    expect(
      refusal(() =>
        employerDecider.decide(
          { type: 'DeleteDefinition', data: { companyId, definitionId, userId: senderId, reason: '  abc   ' } },
          state,
        ),
      ),
    ).toMatchObject({ field: 'reason' });
    expect(
      employerDecider.decide(
        { type: 'DeleteDefinition', data: { companyId, definitionId, userId: senderId, reason: ' veraltet ' } },
        state,
      ),
    ).toMatchObject([{ data: { reason: 'veraltet' } }]);
  });
});
