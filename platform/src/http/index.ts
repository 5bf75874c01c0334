/**
 * HTTP plumbing shared by the command and query APIs: sessions, CSRF, per-route access, error
 * shapes, sign-in throttling.
 */
export { HttpError, unauthorized, INVALID_DATA_MESSAGE, FORBIDDEN_MESSAGE } from './errors';
export type { ValidationErrorBody, MessageBody } from './errors';
export {
  createSessionStore,
  migrateSessions,
  sessionId,
  sessionsTableSql,
  SESSION_CACHE_MS,
  SESSION_TTL_SECONDS,
  SESSION_ENDED_SUBJECT,
} from './session-store';
export type { SessionStore, SessionStoreOptions } from './session-store';
export { createUserCache } from './user-cache';
export type { UserCache } from './user-cache';
export { sessionPlugin, SESSION_COOKIE } from './session-plugin';
export type { SessionPluginOptions } from './session-plugin';
export { CSRF_COOKIE, CSRF_HEADER, CSRF_SEED_COOKIE, CSRF_MISMATCH_MESSAGE, csrfTokenFor, csrfHeaderMatches, needsCsrfCheck } from './csrf';
export { csrfPlugin } from './csrf-plugin';
export type { CsrfPluginOptions } from './csrf-plugin';
export { accessPlugin, UNAUTHENTICATED_MESSAGE } from './access-plugin';
export { authorize, allows, isAdmin, isBusiness } from './access';
export { currentUserBody, signedInUser } from './current-user';
export type { Access, AuthUser } from './access';
export { errorHandlerPlugin, CONCURRENT_CHANGE_MESSAGE, SERVER_ERROR_MESSAGE } from './error-handler';
export type { ErrorHandlerOptions } from './error-handler';
export { fieldErrors } from './validation-errors';
export type { ValidationIssue } from './validation-errors';
export { createLoginThrottle } from './login-throttle';
export { migrateAccessLog, recordAccess, accessLogTableSql, contactReadsPlugin, ADMIN_EXPORT_REASON } from './access-log';
export type { AccessKind } from './access-log';
export type { LoginThrottle, LoginThrottleOptions } from './login-throttle';
export { DEVICE_COOKIE, deviceTokensOf, rememberDevice } from './device-cookie';
export { createSecurityLog, purgeSecurityLog } from './security-log';
export type { SecurityLog, SignInKind, SignInRecord } from './security-log';
export { registerSecurityHeaders, CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY } from './security-headers';
export type { SecurityHeadersOptions } from './security-headers';
export { strictValidatorCompiler, registerStrictJsonParser, JSON_BODY_LIMIT } from './strict-input';
export { bindContracts, commandHandlers, queryHandlers, routeOf, fastifyPath } from './bind-contracts';
export type { BoundFeature, ContractHandler, ContractRequest, HandlersOf } from './bind-contracts';
export { webAppStaticOptions, loadWebAppPage, preferredEncoding, WEB_CACHE_CONTROL, HASHED_ASSETS_DIR } from './web-app';
export type { WebAppPage } from './web-app';
