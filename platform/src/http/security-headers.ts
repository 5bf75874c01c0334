import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer (API, web app, edge, nginx): scripts and connections from
 * this origin only (same-origin `ws:`/`wss:` included), no plugins, no framing by any site — the back
 * office's buttons are billable clicks, so no clickjacking. Mantine sets `style` attributes, hence
 * 'unsafe-inline' for styles only. `deploy/nginx.conf` carries the same text (a unit test compares).
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
};

/** The policy as one header value, written as helmet writes it. */
export const CONTENT_SECURITY_POLICY = Object.entries(CONTENT_SECURITY_POLICY_DIRECTIVES)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join(';');

/** HSTS for a year, sent only where the browser talks https to us (set by the app when `PUBLIC_URL` is https). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export interface SecurityHeadersOptions {
  /** Send HSTS (only when the public origin is https: over http it would mean nothing, or lock out a dev setup). */
  hsts: boolean;
}

/**
 * Security headers on every answer through @fastify/helmet: the CSP above (with `frame-ancestors 'none'`
 * and `X-Frame-Options: DENY` for old browsers), `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: strict-origin-when-cross-origin`, cross-origin isolation of resources, and HSTS when
 * asked. Routes under a scope that sets its own policy (the API docs' UI) keep theirs.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY_DIRECTIVES).map(([name, values]) => [name, [...values]])),
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
