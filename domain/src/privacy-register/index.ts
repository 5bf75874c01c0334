export { privacyRegisterFeature, BreachSchema, DataSubjectRequestSchema } from './privacy-register-contracts';
export type { Breach, DataSubjectRequest } from './privacy-register-contracts';
export { breachDecider, dataSubjectRequestDecider } from './privacy-register-decider';
export { breachDeadline, breachOverdue, dataSubjectRequestDue, dataSubjectRequestOverdue } from './privacy-register-deadlines';
export {
  BREACH_RISKS,
  DATA_SUBJECT_REQUEST_KINDS,
  PrivacyRegisterEventSchemas,
  breachStreamId,
  dataSubjectRequestStreamId,
} from './privacy-register-events';
export type {
  BreachFields,
  BreachRisk,
  DataSubjectRequestFields,
  DataSubjectRequestKind,
  PrivacyRegisterEvent,
} from './privacy-register-events';
export { BREACH_SAVED, PRIVACY_REGISTER_MESSAGES, REQUEST_SAVED } from './privacy-register-messages';
