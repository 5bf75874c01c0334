/**
 * What the API fuzz test needs around its requests: the errors the app logged and the exceptions nobody
 * caught while a request was served, per-operation seeds, and failure reports that say exactly which
 * request to send again.
 */
import { symbols } from 'pino';

/** A warning or error the app logged. */
export interface LoggedError {
  /** pino's level: 40 warn, 50 error, 60 fatal. */
  level: number;
  message: string;
  /** `Type: message` of the logged error, and the first frames of its stack. */
  error: string | null;
}

interface PinoLine {
  level?: number;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
}

/**
 * Makes the app's pino logger log warnings and errors into an array instead of nowhere (the test app's
 * logger is silent): its level becomes 'warn' and its destination is swapped for the array. Request
 * loggers are children created per request, so they inherit both. `stop` puts the logger back as it was.
 */
export function captureErrorLogs(logger: object): { take(): LoggedError[]; stop(): void } {
  const target = logger as Record<symbol, unknown> & { level: string };
  const previous = { stream: target[symbols.streamSym], level: target.level };
  let lines: LoggedError[] = [];
  target[symbols.streamSym] = {
    write(line: string) {
      try {
        const parsed = JSON.parse(line) as PinoLine;
        const stack =
          parsed.err?.stack
            ?.split('\n')
            .slice(1, 4)
            .map((frame) => frame.trim())
            .join(' | ') ?? '';
        lines.push({
          level: parsed.level ?? 50,
          message: parsed.msg ?? '',
          error: parsed.err ? `${parsed.err.type ?? 'Error'}: ${parsed.err.message ?? ''}${stack ? ` (${stack})` : ''}` : null,
        });
      } catch {
        lines.push({ level: 50, message: line.trim(), error: null });
      }
    },
  };
  target.level = 'warn';
  return {
    take() {
      const taken = lines;
      lines = [];
      return taken;
    },
    stop() {
      target[symbols.streamSym] = previous.stream;
      target.level = previous.level;
    },
  };
}

/**
 * Catches what would kill the process (an exception thrown in an event handler, a rejection nobody
 * handles) so that the test can report it with the input that caused it. The test runner's own
 * listeners are set aside meanwhile and put back by `stop`.
 */
export function captureCrashes(): { take(): Error[]; stop(): void } {
  const saved = { exceptions: process.listeners('uncaughtException'), rejections: process.listeners('unhandledRejection') };
  let crashes: Error[] = [];
  const onCrash = (error: unknown): void => {
    crashes.push(error instanceof Error ? error : new Error(String(error)));
  };
  process.removeAllListeners('uncaughtException');
  process.removeAllListeners('unhandledRejection');
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  return {
    take() {
      const taken = crashes;
      crashes = [];
      return taken;
    },
    stop() {
      process.removeListener('uncaughtException', onCrash);
      process.removeListener('unhandledRejection', onCrash);
      for (const listener of saved.exceptions) process.on('uncaughtException', listener);
      for (const listener of saved.rejections) process.on('unhandledRejection', listener);
    },
  };
}

/** A fixed seed per operation and role (FNV-1a of the name, mixed with the run's seed): one can be replayed alone. */
export function seedFor(baseSeed: number, name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i += 1) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash ^ baseSeed) | 0;
}

/** Text for a report: escaped like JSON (NUL, lone surrogates visible), long runs of one character shortened. */
export function printable(value: string | Buffer, max = 400): string {
  if (Buffer.isBuffer(value)) return `<bytes ${value.toString('hex')}>`;
  const escaped = JSON.stringify(value).replace(/(.)\1{15,}/g, (run, char: string) => `${char}…(×${run.length})`);
  return escaped.length > max ? `${escaped.slice(0, max)}… (${value.length} chars)` : escaped;
}

/** The request as sent, with the session's secrets named rather than shown. */
export interface SentRequest {
  role: string;
  method: string;
  url: string;
  csrf: string;
  contentType: string | null;
  payload: string | Buffer | undefined;
  bodyKind: string | null;
  remoteAddress: string;
  /** What the request tries (edge sweep), or how to generate it again (seed). */
  origin: string;
}

export function describeRequest(request: SentRequest): string {
  const lines = [
    `${request.method} ${request.url}`,
    `  as ${request.role} (session cookie of that user), X-XSRF-TOKEN: ${request.csrf}, from ${request.remoteAddress}`,
  ];
  if (request.payload !== undefined) {
    lines.push(`  Content-Type: ${request.contentType === null ? '(none)' : printable(request.contentType, 120)}`);
    lines.push(`  body (${request.bodyKind ?? 'raw'}): ${printable(request.payload)}`);
  }
  lines.push(`  (${request.origin})`);
  return lines.join('\n');
}

/** One kind of failure, with the first request that showed it. */
export interface Failure {
  kind: string;
  operation: string;
  status: number | null;
  roles: Set<string>;
  count: number;
  example: string;
  response: string;
  logged: string[];
}

/** Failures grouped by kind, operation, status and what the app logged (the roles that hit one are listed). */
export class FailureLog {
  readonly failures = new Map<string, Failure>();

  add(entry: {
    kind: string;
    operation: string;
    role: string;
    status: number | null;
    example: string;
    response?: string;
    logged?: string[];
  }): void {
    const logged = entry.logged ?? [];
    const cause = (logged[0] ?? '')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
      .replace(/\(.*\)$/, '')
      .replace(/\d+/g, '#');
    const key = `${entry.kind}|${entry.operation}|${entry.status ?? ''}|${cause}`;
    const known = this.failures.get(key);
    if (known) {
      known.count += 1;
      known.roles.add(entry.role);
      return;
    }
    this.failures.set(key, {
      kind: entry.kind,
      operation: entry.operation,
      status: entry.status,
      roles: new Set([entry.role]),
      count: 1,
      example: entry.example,
      response: entry.response ?? '',
      logged,
    });
  }

  get size(): number {
    return this.failures.size;
  }

  report(header: string): string {
    const parts = [...this.failures.values()].map((failure, index) =>
      [
        `${index + 1}) ${failure.kind}${failure.status === null ? '' : ` (${failure.status})`} on ${failure.operation} as ${[...failure.roles].join(', ')} — ${failure.count}×; first:`,
        failure.example.replace(/^/gm, '   '),
        ...(failure.response ? [`   answer: ${printable(failure.response, 300)}`] : []),
        ...failure.logged.map((line) => `   app logged: ${line}`),
      ].join('\n'),
    );
    return [header, ...parts].join('\n');
  }
}
