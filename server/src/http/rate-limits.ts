import rateLimit from '@fastify/rate-limit';
import { DEFAULT_RATE_LIMITS, type RateLimitGroup, type RateLimits } from '@rm/platform';
import { HttpError } from '@rm/platform/http';
import type { FastifyInstance } from 'fastify';

/** The answer to one call too many: 429, `Retry-After` in seconds, the wait filled into a catalogued message. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again in {{seconds}} seconds.';

/**
 * The public one-shot calls each throttle group covers: signing in (password, sign-in link), registering,
 * asking for a code or link that sends an SMS or a mail, entering a code, and the calls behind the links
 * candidates get (an offer, a review). Each route counts on its own, per client address (TRUST_PROXY
 * decides which address that is).
 */
export const RATE_LIMITED_ROUTES: Readonly<Record<RateLimitGroup, readonly string[]>> = {
  signIn: ['POST /login', 'POST /api/magic-sign-in'],
  register: ['POST /register', 'POST /register/business'],
  sendCode: ['POST /profile/send-magic-mail', 'GET /api/generateOTP'],
  verifyCode: ['POST /api/verifyOTP'],
  links: [
    'GET /api/candidate-offers/:token',
    'POST /offers/:token/accept',
    'POST /offers/:token/reject',
    'POST /api/reviews/:model/:id/public',
    'POST /api/reviews/:model/:id/private',
  ],
};

/**
 * Registers `@fastify/rate-limit` for the routes of `RATE_LIMITED_ROUTES` (none else): call it before the
 * routes are added. Counters live in the process (several instances each count their own share).
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits = DEFAULT_RATE_LIMITS): Promise<void> {
  const byRoute = new Map<string, { max: number; timeWindow: number }>();
  for (const [group, routes] of Object.entries(RATE_LIMITED_ROUTES) as Array<[RateLimitGroup, readonly string[]]>) {
    const limit = limits[group];
    if (limit) for (const route of routes) byRoute.set(route, { max: limit.max, timeWindow: limit.windowSeconds * 1000 });
  }
  if (byRoute.size === 0) return;
  // Runs before the plugin's own onRoute hook (added below), which reads `config.rateLimit`.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const limit = methods.map((method) => byRoute.get(`${method.toUpperCase()} ${route.url}`)).find(Boolean);
    if (limit) route.config = { ...route.config, rateLimit: limit };
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, { message: TOO_MANY_REQUESTS_MESSAGE.replace('{{seconds}}', String(Math.max(1, Math.ceil(context.ttl / 1000)))) }),
  });
}
