import { z } from 'zod';

/** The edge's own settings from the environment (PORT, HOST and LOG_LEVEL come from the platform's config). */
export interface EdgeSettings {
  commandApiUrls: string[];
  queryApiUrls: string[];
  webDist: string | undefined;
  downForMs: number;
  instance: string | undefined;
  /** HSTS on the edge's own answers: `PUBLIC_URL` (validated by the platform's config) is https. */
  hsts: boolean;
}

const urlList = z
  .string({ required_error: 'is required (comma-separated base URLs, e.g. http://127.0.0.1:3101,http://127.0.0.1:3102)' })
  .transform((value) =>
    value
      .split(',')
      .map((url) => url.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .url()
          .regex(/^https?:\/\//, 'must be an http(s) URL'),
      )
      .min(1, 'names no URL'),
  );

const EnvSchema = z.object({
  COMMAND_API_URLS: urlList,
  QUERY_API_URLS: urlList,
  WEB_DIST: z.string().min(1).optional(),
  UPSTREAM_DOWN_MS: z.coerce.number().int().min(0).default(5000),
  INSTANCE: z.string().min(1).optional(),
  PUBLIC_URL: z.string().optional(),
});

/** Reads the edge's settings; a missing or invalid value stops the start with the variable's name. */
export function loadEdgeSettings(env: NodeJS.ProcessEnv = process.env): EdgeSettings {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid edge settings: ${problems}`);
  }
  const e = parsed.data;
  const hsts = /^https:\/\//i.test(e.PUBLIC_URL?.trim() ?? '');
  return {
    commandApiUrls: e.COMMAND_API_URLS,
    queryApiUrls: e.QUERY_API_URLS,
    webDist: e.WEB_DIST,
    downForMs: e.UPSTREAM_DOWN_MS,
    instance: e.INSTANCE,
    hsts,
  };
}
