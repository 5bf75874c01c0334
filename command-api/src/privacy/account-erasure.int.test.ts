import { randomUUID } from 'node:crypto';
import { registerUser } from '@rm/command-api';
import { ERASED_EMAIL } from '@rm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  differencesFromRebuild,
  fieldErrorsOf,
  startTestAppWithWorld,
  tablesHolding,
  TEST_PASSWORD,
  type Session,
  type TestApp,
  type TestUser,
  type World,
} from '@rm/server/testing';

let t: TestApp;
let w: World;
/** A company user and an admin, each with a name of their own, who act on candidates before their accounts are erased. */
let employer: TestUser;
let employerSession: Session;
let clerk: TestUser;
let clerkSession: Session;
/** The employer's words: they stay (they are about the candidate, not about the employer), only the name goes. */
const TIMELINE = 'Telefonat zur Schichtplanung geführt';
const CHAT = 'Wir melden uns am Donnerstag';
const COMMENT = 'Unterlagen vollständig';

const ok = (response: { statusCode: number; body: string }, status = 201) => expect(response.statusCode, response.body).toBe(status);
const erase = (userId: string, session: Session | undefined, body: unknown = { reason: 'Antrag nach Art. 17 vom 1.12.' }) =>
  t.call('POST', `/api/privacy/users/${userId}/erase`, session, body);

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 2 }));
  employer = await t.createUser('business', { companyId: w.companyId, firstName: 'Hannelore' });
  clerk = await t.createUser('admin', { firstName: 'Roswitha' });
  [employerSession, clerkSession] = await Promise.all([t.signIn(employer), t.signIn(clerk)]);
  const [contactId = ''] = w.contactIds;
  // The admin unlocks a contact for the company, moves an offer and comments; the employer logs a call and writes to the candidate.
  const unlocked = await t.call('POST', '/requested-contacts/unlock', clerkSession, {
    driver_id: contactId,
    company_id: w.companyId,
    price: 5,
  });
  ok(unlocked);
  const unlockId = unlocked.json<{ data: { id: string } }>().data.id;
  ok(await t.call('PUT', `/api/offers/${w.offerIds[1] ?? ''}`, clerkSession, { stage: 'in_process' }), 200);
  ok(await t.call('POST', `/api/comments/contact/${contactId}`, clerkSession, { body: COMMENT }));
  await t.caughtUp();
  ok(
    await t.call('POST', `/api/timeline/call/unlocked-contact/${unlockId}`, employerSession, {
      properties: { description: TIMELINE, outcome: 'connected' },
      performed_at: '2026-11-20 09:30:00',
    }),
  );
  ok(await t.call('POST', `/api/messages/${contactId}`, employerSession, { message: CHAT }));
  await t.caughtUp();
});
afterAll(() => t.close());

const foundIn = (words: readonly string[]): Promise<string[]> => tablesHolding(t.pool, words);

describe('POST /api/privacy/users/{id}/erase', () => {
  it('answers 401 without a session and 403 for every role but admin', async () => {
    expect((await erase(employer.id, await t.anonymous())).statusCode).toBe(401);
    for (const session of [w.sessions.business, w.sessions.owner, w.sessions.contact, w.sessions.otherBusiness])
      expect((await erase(employer.id, session)).statusCode).toBe(403);
  });

  it('answers 422 with the field for a reason that is missing, too short or too long, and for an id that is none', async () => {
    expect(fieldErrorsOf(await erase(employer.id, w.sessions.admin, {}))).toHaveProperty('reason');
    const short = await erase(employer.id, w.sessions.admin, { reason: '  ab  ' });
    expect(short.statusCode).toBe(422);
    expect(fieldErrorsOf(short)).toEqual({ reason: ['Bitte geben Sie einen gültigen Grund für die Löschung ein.'] });
    expect(fieldErrorsOf(await erase(employer.id, w.sessions.admin, { reason: 'x'.repeat(501) }))).toHaveProperty('reason');
    const notAnId = await erase('not-a-uuid', w.sessions.admin);
    expect(notAnId.statusCode).toBe(422);
    expect(fieldErrorsOf(notAnId)).toHaveProperty('id');
  });

  it("answers 404 for an unknown user and 409 for a candidate's account and for the admin's own", async () => {
    expect((await erase(randomUUID(), w.sessions.admin)).statusCode).toBe(404);
    const candidate = await erase(w.users.contact.id, w.sessions.admin);
    expect(candidate.statusCode).toBe(409);
    expect(candidate.json<{ message: string }>().message).toMatch(/erased together with their candidate data/);
    const own = await erase(w.users.admin.id, w.sessions.admin);
    expect(own.statusCode).toBe(409);
    expect(own.json<{ message: string }>().message).toMatch(/own account/);
  });

  it("holds the two accounts' names and addresses in the read models before", async () => {
    const found = await foundIn(['Hannelore', employer.email, 'Roswitha', clerk.email]);
    for (const word of ['Hannelore', employer.email, 'Roswitha', clerk.email])
      expect(
        found.some((place) => place.endsWith(`: ${word}`)),
        word,
      ).toBe(true);
  });

  it('erases a company user: no sign-in, no session, no name or address anywhere, the address free again', async () => {
    const answer = await erase(employer.id, w.sessions.admin);
    ok(answer, 200);
    const { data } = answer.json<{ data: { user_id: string; subject_ids: string[]; erased_at: string } }>();
    expect(data).toMatchObject({ user_id: employer.id, subject_ids: [employer.id] });
    expect(Number.isNaN(Date.parse(data.erased_at))).toBe(false);
    await t.caughtUp();
    expect((await t.call('GET', '/api/user/current', employerSession)).statusCode).toBe(401);
    const browser = await t.anonymous();
    expect((await t.call('POST', '/login', browser, { email: employer.email, password: TEST_PASSWORD })).statusCode).not.toBe(200);
    expect(await foundIn(['Hannelore', employer.email])).toEqual([]);
    // What they did stays, by id and with its words: the call they logged, the message they wrote.
    expect((await foundIn([TIMELINE, CHAT])).length).toBeGreaterThan(0);
    const employers = await t.call('GET', `/api/companies/${w.companyId}/employers`, w.sessions.admin);
    const row = employers.json<{ data: Array<{ id: string; full_name: string; email: string }> }>().data.find((u) => u.id === employer.id);
    expect(row).toMatchObject({ full_name: 'Gelöschte Person', email: ERASED_EMAIL.replace('{subject}', employer.id) });
  });

  it('answers 409 when the account was erased already', async () => {
    const again = await erase(employer.id, w.sessions.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('This account has been erased.');
  });

  it("erases another admin's account; the audit trail and the security log keep what they did by id", async () => {
    ok(await erase(clerk.id, w.sessions.admin), 200);
    await t.caughtUp();
    expect((await t.call('GET', '/api/user/current', clerkSession)).statusCode).toBe(401);
    expect(await foundIn(['Roswitha', clerk.email])).toEqual([]);
    const trail = await t.call('GET', `/api/audit/offer/${w.offerIds[1] ?? ''}`, w.sessions.admin);
    const moved = trail
      .json<{ data: Array<{ type: string; actor: { id: string; full_name: string } | null }> }>()
      .data.find((entry) => entry.type === 'OfferStageChanged');
    expect(moved?.actor).toEqual({ id: clerk.id, full_name: 'Gelöschte Person' });
    const log = await t.call('GET', '/api/security-log?kind=personal-data-erasure', w.sessions.admin);
    ok(log, 200);
    const subjects = log.json<{ data: Array<{ subject_id: string | null; actor: { id: string } | null }> }>().data;
    expect(subjects.filter((entry) => entry.subject_id === clerk.id || entry.subject_id === employer.id)).toHaveLength(2);
    expect(subjects.every((entry) => entry.actor?.id === w.users.admin.id)).toBe(true);
  });

  it('leaves every read model equal to its rebuild from the log, table by table, row by row', async () => {
    await t.caughtUp();
    expect(await differencesFromRebuild(t.pool, t.store)).toEqual([]);
    expect(await foundIn(['Hannelore', employer.email, 'Roswitha', clerk.email])).toEqual([]);
  });

  it('frees the erased address for a new registration', async () => {
    await expect(
      registerUser(
        t.store,
        {
          email: employer.email,
          firstName: 'Neu',
          lastName: 'Angelegt',
          password: TEST_PASSWORD,
          roles: ['business'],
          companyId: w.companyId,
        },
        { actorId: null, actorRole: 'system' },
      ),
    ).resolves.toEqual(expect.any(String));
  });
});
