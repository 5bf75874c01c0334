import { assertNever, type Decider } from '../shared/decider';
import { invalid, notFound } from '../shared/errors';
import type { BreachEvent, BreachFields, DataSubjectRequestEvent, DataSubjectRequestFields } from './privacy-register-events';

export const BREACH_NOT_FOUND = 'Breach not found.';
export const REQUEST_NOT_FOUND = 'Data subject request not found.';
export const NOT_BEFORE_DETECTION = 'The date may not lie before the detection.';
export const NOT_BEFORE_RECEIPT = 'The date may not lie before the receipt.';

export type BreachState = { status: 'none' } | { status: 'recorded'; fields: BreachFields };
export type BreachCommand =
  | { type: 'RecordBreach'; data: { breachId: string; fields: BreachFields } }
  | { type: 'ChangeBreach'; data: { breachId: string; fields: BreachFields } };

const checkBreach = (fields: BreachFields): void => {
  for (const field of ['authorityNotifiedAt', 'personsNotifiedAt'] as const) {
    const at = fields[field];
    if (at !== null && Date.parse(at) < Date.parse(fields.detectedAt)) throw invalid(field, NOT_BEFORE_DETECTION);
  }
};

/** A breach of the register: recorded once, then changed as the assessment and the notifications proceed. */
export const breachDecider: Decider<BreachState, BreachCommand, BreachEvent> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    checkBreach(command.data.fields);
    const data = { breachId: command.data.breachId, ...command.data.fields };
    switch (command.type) {
      case 'RecordBreach':
        return state.status === 'none' ? [{ type: 'BreachRecorded', data }] : [];
      case 'ChangeBreach':
        if (state.status === 'none') throw notFound(BREACH_NOT_FOUND);
        return JSON.stringify(state.fields) === JSON.stringify(command.data.fields) ? [] : [{ type: 'BreachChanged', data }];
      default:
        return assertNever(command);
    }
  },
  evolve(_state, event) {
    const { breachId: _id, ...fields } = event.data;
    return { status: 'recorded', fields };
  },
};

export type DataSubjectRequestState = { status: 'none' } | { status: 'recorded'; fields: DataSubjectRequestFields };
export type DataSubjectRequestCommand =
  | { type: 'RecordDataSubjectRequest'; data: { requestId: string; fields: DataSubjectRequestFields } }
  | { type: 'ChangeDataSubjectRequest'; data: { requestId: string; fields: DataSubjectRequestFields } };

/** A data-subject request of the register: recorded at its receipt, changed when extended or done. */
export const dataSubjectRequestDecider: Decider<DataSubjectRequestState, DataSubjectRequestCommand, DataSubjectRequestEvent> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    const { fields } = command.data;
    if (fields.doneAt !== null && Date.parse(fields.doneAt) < Date.parse(fields.receivedAt)) throw invalid('doneAt', NOT_BEFORE_RECEIPT);
    const data = { requestId: command.data.requestId, ...fields };
    switch (command.type) {
      case 'RecordDataSubjectRequest':
        return state.status === 'none' ? [{ type: 'DataSubjectRequestRecorded', data }] : [];
      case 'ChangeDataSubjectRequest':
        if (state.status === 'none') throw notFound(REQUEST_NOT_FOUND);
        return JSON.stringify(state.fields) === JSON.stringify(fields) ? [] : [{ type: 'DataSubjectRequestChanged', data }];
      default:
        return assertNever(command);
    }
  },
  evolve(_state, event) {
    const { requestId: _id, ...fields } = event.data;
    return { status: 'recorded', fields };
  },
};
