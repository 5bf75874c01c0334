/**
 * What the HTTP tests of every workspace share: the whole app on a database of its own, signed-in
 * browsers of each role, a seeded world, a WebSocket client. Tests sit beside the handlers they test and
 * import this entry (`@rm/server/testing`).
 */
export {
  startTestApp,
  startTestAppWithWorld,
  seedWorld,
  fieldErrorsOf,
  TEST_PASSWORD,
  TEST_SESSION_SECRET,
  TEST_SMS_WEBHOOK_SECRET,
} from '../http/test-app';
export type { TestApp, TestAppOptions, TestUser, TestRole, Session, Method, World } from '../http/test-app';
export { connectWs, upgradeStatus } from './ws-client';
export type { Frame, WsTestClient } from './ws-client';
export { multipartForm, TINY_PNG, TINY_PDF } from './multipart';
export { differencesFromRebuild, tablesHolding } from './erasure-checks';
export type { FormFile } from './multipart';
