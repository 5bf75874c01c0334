/**
 * API fuzz test: every operation of the OpenAPI document (GET /docs/json), called as every role
 * (anonymous, admin, business-owner, business, contact; the business users belong to the seeded
 * company, which has campaigns, contacts, offers and an unlock; another company has its own).
 *
 * Inputs, from each operation's schemas:
 * - random requests (fast-check, `fc.sample` with a fixed seed per operation and role; FUZZ_RUNS per role
 *   the operation allows, a quarter of that for roles it refuses): each path/query parameter and body
 *   property is a valid value (mostly existing ids of the right kind, the own company's or the other's)
 *   or a hostile one (NUL, lone surrogates, odd unicode, very long text, numbers and dates at the edges,
 *   non-uuids, `__proto__`/`constructor`, 2000-deep nesting); properties go missing, unknown ones
 *   appear; whole bodies are sometimes no object, invalid JSON, invalid UTF-8 or empty (bodies < 100 kB);
 *   content types vary; paths get `%00`, `..`, encoded slashes; most requests carry the valid
 *   X-XSRF-TOKEN (so that the input reaches validation), some none, an empty or another browser's;
 * - the edge sweep, for each role the operation allows: a valid request with one field at a time set to
 *   each edge of its type (or left out), and for the first such role each hostile whole body and
 *   content type; deterministic, so that every field meets every edge (random requests only by luck).
 *
 * It holds the answers to: no 5xx; no 2xx to a role the operation's `x-access` does not allow (anonymous
 * only on 'public'); no 2xx to a business user for another company's id in the path (nor to the contact
 * for another contact's offer); a state change without the valid XSRF token is never 2xx and answers
 * 401/403/419/422 (400/404/413/414/415 when the path itself is mangled); no error logged by the app; no
 * exception that would end the process; a signed-in user's session is not lost on the way. Then odd
 * WebSocket frames as each signed-in role to /ws (`null` last: it used to end the process): each must be
 * answered or refused with a policy close code. Afterwards the server must still be alive: /health, a
 * normal call, the socket another user opened before the fuzzing (ping, subscribe), a fresh socket.
 *
 * Reproduce: a failure is printed with the request as sent (method, URL, role, XSRF header, content
 * type, body escaped like JSON, a run of one character shortened to `x…(×N)`), where it came from (the
 * sweep's label, or the random request's number and seed) and the error the app logged. Replay:
 *   FUZZ_SEED=<seed> FUZZ_ONLY='<METHOD /path>' npx vitest run server/src/http/api-fuzz.int.test.ts
 * (default seed 20251123; FUZZ_RUNS=<n>, default 30; FUZZ_STATS=1 prints the answers per operation, the
 * warnings the app logged and what each WebSocket frame got. Ids differ between runs, the positions they
 * are drawn from do not; state changed by earlier requests of the run may matter.)
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FailureLog,
  captureCrashes,
  captureErrorLogs,
  describeRequest,
  printable,
  seedFor,
  type LoggedError,
  type SentRequest,
} from '../testing/fuzz/harness';
import { edgeSweep, requestArbitrary, type FuzzInput, type KnownValues } from '../testing/fuzz/inputs';
import { allows, isStateChanging, operationsOf, type OpenApiDocument, type Operation } from '../testing/fuzz/openapi';
import { CLOSING_FRAMES, POLICY_CLOSE_CODES, oddFrames, openRawSocket, type OddFrame, type RawSocket } from '../testing/fuzz/ws-frames';
import { TEST_PASSWORD, seedWorld, startTestApp, type Session, type TestRole } from './test-app';

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
/** Roles an operation refuses answer before the input is read: fewer random requests for them. */
const REFUSED_RUNS = Math.max(5, Math.floor(RUNS / 4));
const ONLY = process.env.FUZZ_ONLY;
/** FUZZ_STATS=1 prints how often each operation answered each status (to see what the inputs reach). */
const STATS = Boolean(process.env.FUZZ_STATS);
const statusCounts = new Map<string, Map<number, number>>();
const REPLAY = (operation: string): string =>
  `replay: FUZZ_SEED=${SEED} FUZZ_ONLY='${operation}' npx vitest run server/src/http/api-fuzz.int.test.ts`;

type FuzzRole = 'anonymous' | TestRole;
const ROLES: readonly FuzzRole[] = ['anonymous', 'admin', 'business-owner', 'business', 'contact'];
const SIGNED_IN: readonly TestRole[] = ['admin', 'business-owner', 'business', 'contact'];
/** The roles each test user holds (the business owner is a business user too). */
const ROLE_NAMES: Record<FuzzRole, readonly string[] | null> = {
  anonymous: null,
  admin: ['admin'],
  'business-owner': ['business-owner', 'business'],
  business: ['business'],
  contact: ['contact'],
};
/** What a state change without the valid XSRF token may answer (the path matched a route). */
const NO_TOKEN_STATUSES = new Set([401, 403, 419, 422]);
/** …and when the path itself was mangled (no route, a malformed or too long address; for no route, fastify checks the body's type and size before the 404). */
const MANGLED_PATH_STATUSES = new Set([400, 404, 413, 414, 415]);

// The app, its world and its document, before the tests are collected: there is one test per operation.
const t = await startTestApp({ socketSessionCheckMs: 500 });
afterAll(() => t.close());
const w = await seedWorld(t, { contacts: 2 });
const unlockFor = async (contactId: string | undefined, companyId: string, campaignId: string): Promise<string> => {
  const answer = await t.call('POST', '/api/unlock-contact', w.sessions.admin, {
    driver_id: contactId,
    company_id: companyId,
    employer_id: null,
    campaign_id: campaignId,
  });
  if (answer.statusCode !== 201) throw new Error(`seeding an unlock failed: ${answer.statusCode} ${answer.body}`);
  return answer.json<{ data: { id: string } }>().data.id;
};
const unlockId = await unlockFor(w.contactIds[1], w.companyId, w.campaignId);
const otherUnlockId = await unlockFor(w.contactIds[0], w.otherCompanyId, w.otherCampaignId);
// A user of its own for the real sign-ins among the generated requests.
const loginUser = await t.createUser('contact', { firstName: 'Login' });
// Accounts made to be erased: an account erasure is sent for these only (see `IdKind`), never for a fuzzing user's.
const erasable = await Promise.all([
  t.createUser('business', { companyId: w.companyId, firstName: 'Erasable' }),
  t.createUser('admin', { firstName: 'Erasable' }),
]);
const otherErasable = await t.createUser('business', { companyId: w.otherCompanyId, firstName: 'Erasable' });
const document = (await t.call('GET', '/docs/json', w.sessions.admin)).json<OpenApiDocument>();
const operations = operationsOf(document);
const selected = operations.filter((operation) => !ONLY || ONLY.split(',').some((name) => operation.key.includes(name.trim())));

const known: KnownValues = {
  ids: {
    company: { own: [w.companyId], other: [w.otherCompanyId] },
    campaign: { own: [w.campaignId, w.pendingCampaignId, w.bigPendingCampaignId], other: [w.otherCampaignId] },
    contact: { own: w.contactIds, other: [] },
    offer: { own: w.offerIds, other: [w.otherOfferId] },
    unlock: { own: [unlockId], other: [otherUnlockId] },
    user: { own: [w.users.admin.id, w.users.business.id, w.users.owner.id, w.users.contact.id], other: [w.users.otherBusiness.id] },
    account: { own: erasable.map((user) => user.id), other: [otherErasable.id] },
  },
  credentials: { email: loginUser.email, password: TEST_PASSWORD },
};
/** Ids in a path that a role must not get a 2xx for: the other company's (business users), other contacts' offers (the contact). */
const otherCompanyIds = [w.otherCompanyId, w.otherCampaignId, w.otherOfferId, otherUnlockId];
const FOREIGN_IDS: Record<FuzzRole, readonly string[]> = {
  anonymous: [],
  admin: [],
  'business-owner': otherCompanyIds,
  business: otherCompanyIds,
  contact: w.offerIds.slice(1),
};

const users = { admin: w.users.admin, 'business-owner': w.users.owner, business: w.users.business, contact: w.users.contact };
const sessions: Record<FuzzRole, Session> = {
  anonymous: await t.anonymous(),
  admin: w.sessions.admin,
  'business-owner': w.sessions.owner,
  business: w.sessions.business,
  contact: w.sessions.contact,
};
const xsrfOf = (session: Session): string => session.headers['x-xsrf-token'] ?? '';

// Real sockets for /ws; the one of another user (not fuzzed) is opened before the fuzzing and must survive it.
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const bystanderChannel = `pipe.${w.users.otherBusiness.id}`;
const bystander = await openRawSocket(port, w.sessions.otherBusiness.cookie);
bystander.send({ label: 'subscribe', data: JSON.stringify({ type: 'subscribe', channel: bystanderChannel }), binary: false });
await bystander.settled(0, 2000);
afterAll(() => bystander.socket.close());

const logs = captureErrorLogs(t.app.log);
const crashes = captureCrashes();
afterAll(() => {
  crashes.stop();
  logs.stop();
});

const crashText = (error: Error): string =>
  `${error.name}: ${error.message} (${(error.stack ?? '')
    .split('\n')
    .slice(1, 4)
    .map((frame) => frame.trim())
    .join(' | ')})`;

interface Outcome {
  status: number;
  body: string;
  /** Errors the app logged while answering. */
  logged: string[];
  crashed: string[];
}

/** Warnings the app logged (e.g. a value the schema let through and PostgreSQL refused: a 422, not a failure), per operation; shown with FUZZ_STATS. */
const warnings = new Map<string, Map<string, string>>();
const logText = (line: LoggedError): string => [line.message, line.error].filter(Boolean).join(': ');

async function send(
  operation: Operation,
  role: FuzzRole,
  input: FuzzInput,
  origin: string,
): Promise<{ sent: SentRequest; outcome: Outcome }> {
  const session = sessions[role];
  const headers: Record<string, string> = { cookie: session.cookie };
  const foreign = role === 'anonymous' ? xsrfOf(sessions.admin) : xsrfOf(sessions.anonymous);
  if (input.csrf === 'valid') headers['x-xsrf-token'] = xsrfOf(session);
  if (input.csrf === 'empty') headers['x-xsrf-token'] = '';
  if (input.csrf === 'foreign') headers['x-xsrf-token'] = foreign;
  if (input.body && input.body.contentType !== null) headers['content-type'] = input.body.contentType;
  const sent: SentRequest = {
    role,
    method: operation.method,
    url: input.path + input.query,
    csrf: { valid: "the session's valid token", missing: '(none)', empty: '""', foreign: "another browser's token" }[input.csrf],
    contentType: input.body?.contentType ?? null,
    payload: input.body?.payload,
    bodyKind: input.body?.kind ?? null,
    remoteAddress: input.remoteAddress,
    origin,
  };
  logs.take();
  let outcome: Outcome;
  try {
    const response = await t.app.inject({
      method: operation.method,
      url: sent.url,
      headers,
      payload: input.body?.payload,
      remoteAddress: input.remoteAddress,
    });
    outcome = { status: response.statusCode, body: response.body, logged: [], crashed: [] };
  } catch (error) {
    // The request could not be sent or answered at all: count it as the server failing.
    outcome = { status: 599, body: `inject failed: ${String(error)}`, logged: [], crashed: [] };
  }
  // Let anything the request set off (an event handler, a rejected promise) happen before looking.
  await new Promise((resolve) => setImmediate(resolve));
  const lines = logs.take();
  outcome.logged = lines.filter((line) => line.level >= 50).map(logText);
  for (const line of lines.filter((candidate) => candidate.level < 50)) {
    const byMessage = warnings.get(operation.key) ?? new Map<string, string>();
    const text = logText(line).replace(/\(at .*\)$/, '');
    if (!byMessage.has(text)) byMessage.set(text, `${sent.method} ${printable(sent.url, 160)} as ${role} (${sent.origin})`);
    warnings.set(operation.key, byMessage);
  }
  outcome.crashed = crashes.take().map(crashText);
  return { sent, outcome };
}

/**
 * Sends the requests of one operation as one role and records what breaks the rules: random requests
 * (fewer for a role the operation refuses), and for a role it allows the edge sweep too (with whole
 * documents and content types for the first such role).
 */
async function fuzz(operation: Operation, role: FuzzRole, failures: FailureLog): Promise<number> {
  const access = operation.access ?? 'authenticated';
  const allowed = allows(access, ROLE_NAMES[role]);
  const seed = seedFor(SEED, `${operation.key} as ${role}`);
  const random = fc.sample(requestArbitrary(operation, known), { seed, numRuns: allowed ? RUNS : REFUSED_RUNS });
  const firstAllowed = ROLES.find((candidate) => allows(access, ROLE_NAMES[candidate]));
  const sweep = allowed ? edgeSweep(operation, known, { documents: role === firstAllowed }) : [];
  const inputs = [
    ...sweep.map((input) => ({ input, origin: `edge sweep: ${input.label ?? ''}` })),
    ...random.map((input, index) => ({ input, origin: `random #${index} of seed ${seed} for ${operation.key} as ${role}` })),
  ];
  for (const { input, origin } of inputs) {
    const { sent, outcome } = await send(operation, role, input, origin);
    const { status } = outcome;
    const counts = statusCounts.get(operation.key) ?? new Map<number, number>();
    counts.set(status, (counts.get(status) ?? 0) + 1);
    statusCounts.set(operation.key, counts);
    const add = (kind: string): void =>
      failures.add({
        kind,
        operation: operation.key,
        role,
        status,
        example: describeRequest(sent),
        response: outcome.body,
        logged: [...outcome.crashed, ...outcome.logged],
      });
    const ok = status >= 200 && status < 300;
    if (status >= 500) add('server error');
    if (outcome.crashed.length > 0) add('uncaught exception (would end the process)');
    if (status < 500 && outcome.logged.length > 0) add('error logged');
    if (ok && !allowed) add(`2xx for a role its x-access (${JSON.stringify(access)}) does not allow`);
    if (ok && FOREIGN_IDS[role].some((id) => input.path.includes(id)))
      add("2xx on another company's (or contact's) resource named in the path");
    if (isStateChanging(operation.method) && input.csrf !== 'valid' && status < 500) {
      if (ok) add('state change without the valid XSRF token answered 2xx');
      else if (!NO_TOKEN_STATUSES.has(status) && !(input.pathHostile && MANGLED_PATH_STATUSES.has(status)))
        add('state change without the valid XSRF token: not 401/403/419/422');
    }
    if (role !== 'anonymous' && access !== 'public' && input.csrf === 'valid' && status === 401)
      add("signed-in user's session lost (answered 401)");
    // A sign-in or sign-out (or a lost session) ends the role's session: sign in again for the next request.
    if (role !== 'anonymous' && ((access === 'public' && ok) || status === 401)) sessions[role] = await t.signIn(users[role]);
  }
  return inputs.length;
}

describe('API fuzz: every operation of the OpenAPI document, as every role', () => {
  it('the document has the operations, each with its x-access', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.filter((operation) => operation.access === undefined).map((operation) => operation.key)).toEqual([]);
  });

  afterAll(() => {
    if (!STATS) return;
    const lines = [...statusCounts].map(
      ([key, counts]) =>
        `${key.padEnd(56)} ${[...counts]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}×${n}`)
          .join(' ')}`,
    );
    console.log(`answers per operation (seed ${SEED}, ${RUNS} requests per role):\n${lines.join('\n')}`);
    const warned = [...warnings].flatMap(([key, byMessage]) =>
      [...byMessage].map(([text, example]) => `${key}: ${text}\n    e.g. ${example}`),
    );
    if (warned.length > 0) console.log(`warnings the app logged:\n${warned.join('\n')}`);
  });

  it.each(selected.map((operation) => [operation.key, operation] as const))('%s', async (_key, operation) => {
    const failures = new FailureLog();
    let requests = 0;
    for (const role of ROLES) requests += await fuzz(operation, role, failures);
    if (failures.size > 0)
      throw new Error(
        failures.report(`${operation.key}: ${failures.size} distinct failure(s) in ${requests} requests (${REPLAY(operation.key)})`),
      );
  });
});

describe('WebSocket fuzz: odd frames to /ws as every signed-in role', () => {
  const sockets: RawSocket[] = [];
  const wsOutcomes: string[] = [];
  afterAll(() => {
    sockets.forEach((socket) => socket.socket.close());
    if (STATS) console.log(`what each frame got:\n${wsOutcomes.join('\n')}`);
  });

  it.each(SIGNED_IN)('as %s: every frame is answered or refused with a policy close, nothing crashes', async (role) => {
    const failures = new FailureLog();
    const session = sessions[role];
    const own = `pipe.${session.userId ?? ''}`;
    const open = async (): Promise<RawSocket> => {
      const socket = await openRawSocket(port, sessions[role].cookie);
      sockets.push(socket);
      return socket;
    };
    let socket = await open();
    const sendFrame = async (frame: OddFrame, ms = 2000): Promise<void> => {
      if (socket.closeCode !== null) socket = await open();
      const before = socket.received.length;
      logs.take();
      socket.send(frame);
      const settled = await socket.settled(before, ms);
      await new Promise((resolve) => setImmediate(resolve));
      const answer = socket.received[before];
      wsOutcomes.push(
        `${role.padEnd(15)} ${frame.label.padEnd(40)} ${answer !== undefined ? `answered ${printable(answer, 100)}` : socket.closeCode !== null ? `closed ${socket.closeCode}` : 'no answer'}`,
      );
      const example = `frame ${frame.label} (${frame.binary ? 'binary' : 'text'}): ${printable(frame.data, 200)}`;
      const crashed = crashes.take().map(crashText);
      const logged = logs
        .take()
        .filter((line) => line.level >= 50)
        .map(logText);
      const add = (kind: string, status: number | null = null): void =>
        failures.add({ kind, operation: 'GET /ws (frames)', role, status, example, logged: [...crashed, ...logged] });
      // The ws library's own refusal of a frame (too big, not UTF-8) is logged by the websocket plugin; the close code tells.
      const refused = socket.closeCode !== null && POLICY_CLOSE_CODES.has(socket.closeCode);
      if (crashed.length > 0) add('uncaught exception (would end the process)');
      else if (logged.length > 0 && !refused) add('error logged');
      if (!settled) add(`neither answered nor closed within ${ms} ms`);
      else if (socket.closeCode !== null && !POLICY_CLOSE_CODES.has(socket.closeCode))
        add('socket closed with a non-policy code', socket.closeCode);
    };

    for (const frame of oddFrames(own, bystanderChannel)) await sendFrame(frame);

    // 200 frames in a burst: all answered, or the socket closed for sending too many (policy).
    if (socket.closeCode !== null) socket = await open();
    const before = socket.received.length;
    const subscribe = JSON.stringify({ type: 'subscribe', channel: own });
    for (let i = 0; i < 200; i += 1) socket.socket.send(subscribe);
    const deadline = Date.now() + 5000;
    while (socket.received.length < before + 200 && socket.closeCode === null && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    const burst = (kind: string, status: number | null = null): void =>
      failures.add({
        kind,
        operation: 'GET /ws (frames)',
        role,
        status,
        example: `200 × ${subscribe} in a burst`,
        logged: crashes.take().map(crashText),
      });
    wsOutcomes.push(
      `${role.padEnd(15)} ${'200 frames in a burst'.padEnd(40)} ${socket.received.length - before} answered${socket.closeCode !== null ? `, closed ${socket.closeCode}` : ''}`,
    );
    if (socket.received.length < before + 200 && socket.closeCode === null)
      burst(`burst: ${socket.received.length - before} of 200 answered within 5 s, socket still open`);
    if (socket.closeCode !== null && !POLICY_CLOSE_CODES.has(socket.closeCode))
      burst('burst: socket closed with a non-policy code', socket.closeCode);

    for (const frame of CLOSING_FRAMES) await sendFrame(frame);

    // The role can still use the gateway.
    if (socket.closeCode !== null) socket = await open();
    const probeFrom = socket.received.length;
    socket.send({ label: 'subscribe to own channel', data: subscribe, binary: false });
    await socket.settled(probeFrom, 2000);
    const subscribed = socket.received.slice(probeFrom).some((frame) => frame === JSON.stringify({ type: 'subscribed', channel: own }));
    if (!subscribed)
      failures.add({
        kind: 'after the odd frames, subscribing to the own channel failed',
        operation: 'GET /ws (frames)',
        role,
        status: null,
        example: `answers: ${printable(socket.received.slice(probeFrom).join(' '))}`,
      });

    // Last, as it used to take the process down.
    await sendFrame({ label: 'null', data: 'null', binary: false });

    if (failures.size > 0)
      throw new Error(failures.report(`GET /ws as ${role}: ${failures.size} distinct failure(s) (frames are fixed, no seed)`));
  });
});

describe('the server after the fuzzing', () => {
  it('answers GET /health and a normal call', async () => {
    expect((await t.call('GET', '/health')).statusCode).toBe(200);
    const admin = await t.signIn(w.users.admin);
    const board = await t.call('GET', '/api/offers/new', admin);
    expect(board.statusCode, board.body).toBe(200);
  });

  it('still serves the socket another user opened before the fuzzing, and a fresh socket subscribes', async () => {
    expect(bystander.received[0]).toBe(JSON.stringify({ type: 'subscribed', channel: bystanderChannel }));
    expect(bystander.closeCode).toBeNull();
    expect(await bystander.ping(2000)).toBe(true);
    const from = bystander.received.length;
    bystander.send({ label: 'subscribe', data: JSON.stringify({ type: 'subscribe', channel: bystanderChannel }), binary: false });
    await bystander.settled(from, 2000);
    expect(bystander.received.slice(from)).toContain(JSON.stringify({ type: 'subscribed', channel: bystanderChannel }));

    const admin = await t.signIn(w.users.admin);
    const fresh = await openRawSocket(port, admin.cookie);
    const channel = `pipe.${w.users.admin.id}`;
    fresh.send({ label: 'subscribe', data: JSON.stringify({ type: 'subscribe', channel }), binary: false });
    await fresh.settled(0, 2000);
    fresh.socket.close();
    expect(fresh.received).toContain(JSON.stringify({ type: 'subscribed', channel }));
  });

  it('threw nothing since that would have ended the process', () => {
    expect(crashes.take().map(crashText)).toEqual([]);
  });
});
