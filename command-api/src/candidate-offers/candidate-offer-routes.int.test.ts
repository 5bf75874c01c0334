import { createHash, randomUUID } from 'node:crypto';
import { NOTIFICATION_OUTBOX } from '@rm/platform';
import { fieldErrorsOf, startTestAppWithWorld, type Session, type TestApp, type World } from '@rm/server/testing';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJobPostingCommand } from '../job-postings/job-posting-commands';
import { issueOfferLink } from './candidate-offer-routes';
import { MAGIC_TOKEN_SECRET_BYTES, newLinkToken } from './link-tokens';

let t: TestApp;
let w: World;
/** A second candidate with an offer of their own. */
let other: { session: Session; userId: string; contactId: string; offerId: string; token: string };
const tokens: string[] = [];
const system = { actorId: null, actorRole: 'system' };

const outbox = sql.identifier([NOTIFICATION_OUTBOX.schema, NOTIFICATION_OUTBOX.table]);

/** The last code the SMS port was handed for the contact (the API never answers it). */
async function lastCode(contactId: string): Promise<string> {
  const data: unknown = await t.pool.oneFirst(sql.unsafe`
    select data from ${outbox} where template = 'phone-verification-code' and recipient_id = ${contactId} order by created_at desc, id limit 1`);
  return (data as { code: string }).code;
}

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 2 }));
  for (const offerId of [w.offerIds[0] ?? '', w.otherOfferId]) tokens.push(await issueOfferLink(t.store, offerId, system));
  const user = await t.createUser('contact', { firstName: 'Otto' });
  const contactId = await t.seedContact({ firstName: 'Otto', userId: user.id });
  const offerId = await t.seedOffer({ contactId, campaignId: w.campaignId, companyId: w.companyId });
  const token = await issueOfferLink(t.store, offerId, system);
  await t.caughtUp();
  other = { session: await t.signIn(user), userId: user.id, contactId, offerId, token };
});
afterAll(() => t.close());

describe('offers by link', () => {
  it("lists the candidate's own offers with their links, and never another candidate's (403 for other roles, 401 signed out)", async () => {
    const mine = await t.call('GET', '/api/candidate-offers', w.sessions.contact);
    expect(mine.statusCode).toBe(200);
    const offers = mine.json<{ data: Array<{ id: string; token: string | null; status: string; company: { name: string } }> }>().data;
    expect(offers.map((offer) => offer.id).sort()).toEqual([w.offerIds[0], w.otherOfferId].sort());
    expect(offers.find((offer) => offer.id === w.offerIds[0])).toMatchObject({
      token: tokens[0],
      status: 'open',
      company: { name: 'Pflege Test GmbH' },
    });
    expect(offers.some((offer) => offer.id === other.offerId)).toBe(false);
    expect((await t.call('GET', '/api/candidate-offers', w.sessions.admin)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/candidate-offers', w.sessions.business)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/candidate-offers', await t.anonymous())).statusCode).toBe(401);
  });

  it("opens the offer of a link for its candidate only: another candidate's link is 403, an unknown one 404, a malformed one 422", async () => {
    const own = await t.call('GET', `/api/candidate-offers/${tokens[0]}`, w.sessions.contact);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ data: { id: string } }>().data.id).toBe(w.offerIds[0]);
    expect((await t.call('GET', `/api/candidate-offers/${other.token}`, w.sessions.contact)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/candidate-offers/${'A'.repeat(54)}`, w.sessions.contact)).statusCode).toBe(404);
    expect(fieldErrorsOf(await t.call('GET', '/api/candidate-offers/short', w.sessions.contact))).toHaveProperty('token');
  });

  it("carries the campaign's job posting (title, employment, holidays, benefits, salary, rating, description) so the candidate decides knowing it", async () => {
    const before = await t.call('GET', `/api/candidate-offers/${tokens[0]}`, w.sessions.contact);
    expect(before.json<{ data: { job: unknown } }>().data.job).toBeNull();
    await runJobPostingCommand(
      t.store,
      w.campaignId,
      {
        type: 'PublishJobPosting',
        data: {
          campaignId: w.campaignId,
          companyId: w.companyId,
          title: 'Pflegefachkraft (m/w/d) in der Altenpflege',
          description: 'Feste Dienstpläne, Tariflohn.',
          profession: 'care',
          employment: 'part_time',
          holidaysCount: 30,
          benefits: ['company_pension', 'fixed_rota'],
          salary: { salaryType: 'FIX_SALARY', amountFrom: 3200, amountTill: 3600, salaryByTariff: null },
          zipCode: '10115',
          now: '2026-11-20T10:00:00.000Z',
        },
      },
      system,
    );
    await t.caughtUp();
    const job = {
      id: w.campaignId,
      title: 'Pflegefachkraft (m/w/d) in der Altenpflege',
      city: 'Berlin',
      description: 'Feste Dienstpläne, Tariflohn.',
      meta: {
        employment: 'part_time',
        holidays_count: 30,
        benefits: ['company_pension', 'fixed_rota'],
        salary: { salary_type: 'FIX_SALARY', amount_from: 3200, amount_till: 3600, salary_by_tariff: null },
      },
      employer: { id: w.companyId, name: 'Pflege Test GmbH', average_ratings: null, reviews_count: 0 },
    };
    const own = await t.call('GET', `/api/candidate-offers/${tokens[0]}`, w.sessions.contact);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ data: { job: unknown } }>().data.job).toMatchObject(job);
    const mine = (await t.call('GET', '/api/candidate-offers', w.sessions.contact)).json<{ data: Array<{ id: string; job: unknown }> }>();
    expect(mine.data.find((offer) => offer.id === w.offerIds[0])?.job).toMatchObject(job);
    // The posting is no one else's business: the other candidate's link stays 403, signed out 401.
    expect((await t.call('GET', `/api/candidate-offers/${other.token}`, w.sessions.contact)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/candidate-offers/${tokens[0]}`, await t.anonymous())).statusCode).toBe(401);
  });

  it('refuses to accept before the phone is verified (422 on phone), and a foreign link (403)', async () => {
    const unverified = await t.call('POST', `/offers/${tokens[0]}/accept`, w.sessions.contact);
    expect(unverified.statusCode).toBe(422);
    expect(fieldErrorsOf(unverified)).toEqual({ phone: ['Please verify your phone number first.'] });
    expect((await t.call('POST', `/offers/${other.token}/accept`, w.sessions.contact)).statusCode).toBe(403);
    expect((await t.call('POST', `/offers/${tokens[0]}/accept`, w.sessions.admin)).statusCode).toBe(403);
    expect((await t.call('POST', `/offers/${tokens[0]}/accept`, await t.anonymous())).statusCode).toBe(401);
    expect((await t.call('POST', `/offers/${'A'.repeat(54)}/accept`, w.sessions.contact)).statusCode).toBe(404);
    expect((await t.store.readStream(`offer-${w.offerIds[0]}`)).some((event) => event.type === 'OfferAccepted')).toBe(false);
  });
});

describe('phone verification by one-time code', () => {
  it('answers whether the phone is verified (false first); other roles 403', async () => {
    expect((await t.call('GET', '/api/phone-verified', w.sessions.contact)).json()).toEqual({ status: false });
    expect((await t.call('GET', '/api/phone-verified', w.sessions.admin)).statusCode).toBe(403);
  });

  it('sends a code through the SMS outbox (never in the answer), locks a resend for 60 s (429 with Retry-After)', async () => {
    const sent = await t.call('GET', '/api/generateOTP', w.sessions.contact);
    expect(sent.statusCode).toBe(200);
    const code = await lastCode(w.contactIds[0] ?? '');
    expect(code).toMatch(/^\d{6}$/);
    expect(sent.body).not.toContain(code);
    const events = await t.rawStore.readStream(`phone-code-${w.users.contact.id}`);
    expect(JSON.stringify(events.map((event) => event.data))).not.toContain(`"${code}"`);
    // Nothing the log (or an export of it) holds lets the code be worked out: no hash of it, no salt.
    const [send] = events;
    expect(send?.type).toBe('PhoneCodeSent');
    expect(Object.keys(send?.data ?? {}).sort()).toEqual(['codeId', 'contactId', 'expiresAt', 'phone', 'sentAt', 'userId']);
    expect(JSON.stringify(send?.data)).not.toMatch(/[0-9a-f]{32,}/i);
    // The code table holds a keyed hash (the key is not in the database), no plain code and no plain hash of it.
    const rows = await t.pool.any(sql.unsafe`select code_hmac from ops.phone_codes where user_id = ${w.users.contact.id}`);
    expect(rows).toHaveLength(1);
    const stored = (rows[0] as { code_hmac: string }).code_hmac;
    expect(stored).not.toContain(code);
    expect(stored).not.toBe(createHash('sha256').update(code).digest('hex'));
    const again = await t.call('GET', '/api/generateOTP', w.sessions.contact);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(again.json<{ message: string }>().message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
  });

  it('refuses a wrong code (422 on otp), bad input (422), and after five wrong entries the code is spent (429)', async () => {
    const code = await lastCode(other.contactId).catch(() => null);
    expect(code).toBeNull();
    expect((await t.call('GET', '/api/generateOTP', other.session)).statusCode).toBe(200);
    const right = await lastCode(other.contactId);
    const wrong = right === '000000' ? '111111' : '000000';
    expect(fieldErrorsOf(await t.call('POST', '/api/verifyOTP', other.session, { otp: 'abc' }))).toHaveProperty('otp');
    for (let i = 0; i < 4; i += 1) {
      const answer = await t.call('POST', '/api/verifyOTP', other.session, { otp: wrong });
      expect(answer.statusCode).toBe(422);
      expect(fieldErrorsOf(answer)).toEqual({ otp: ['The code is not correct.'] });
    }
    expect((await t.call('POST', '/api/verifyOTP', other.session, { otp: wrong })).statusCode).toBe(429);
    const spent = await t.call('POST', '/api/verifyOTP', other.session, { otp: right });
    expect(spent.statusCode).toBe(429);
    expect(spent.json()).toEqual({ message: 'Too many wrong codes. Please request a new code.' });
    // A spent code leaves the code table.
    expect(await t.pool.any(sql.unsafe`select 1 from ops.phone_codes where user_id = ${other.userId}`)).toHaveLength(0);
  });

  it('verifies nothing with a code whose hash and salt an older event holds (as the log and exports kept them)', async () => {
    const code = '424242';
    const salt = 'c0ffee'.repeat(6);
    const now = new Date();
    await t.store.append(
      `phone-code-${other.userId}`,
      [
        {
          id: randomUUID(),
          type: 'PhoneCodeSent',
          data: {
            userId: other.userId,
            contactId: other.contactId,
            phone: '+49 171 1112223',
            codeHash: createHash('sha256').update(`${salt}:${code}`).digest('hex'),
            salt,
            sentAt: now.toISOString(),
            expiresAt: new Date(now.getTime() + 10 * 60_000).toISOString(),
          },
          metadata: { ...system, correlationId: 'older-code', causationId: null, occurredAt: now.toISOString() },
        } as unknown as Parameters<TestApp['store']['append']>[1][number],
      ],
      'any',
    );
    const answer = await t.call('POST', '/api/verifyOTP', other.session, { otp: code });
    expect(answer.statusCode).toBe(422);
    expect(fieldErrorsOf(answer)).toEqual({ otp: ['Please request a code first.'] });
    await t.caughtUp();
    expect((await t.call('GET', '/api/phone-verified', other.session)).json()).toEqual({ status: false });
  });

  it('verifies the phone with the right code; then the offer is accepted once and moves to in_process on the board', async () => {
    const code = await lastCode(w.contactIds[0] ?? '');
    const verified = await t.call('POST', '/api/verifyOTP', w.sessions.contact, { otp: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<{ message: string }>().message).toBe('Your phone number is verified.');
    expect(await t.pool.any(sql.unsafe`select 1 from ops.phone_codes where user_id = ${w.users.contact.id}`)).toHaveLength(0);
    await t.caughtUp();
    expect((await t.call('GET', '/api/phone-verified', w.sessions.contact)).json()).toEqual({ status: true });
    expect((await t.call('GET', '/api/generateOTP', w.sessions.contact)).statusCode).toBe(409);

    const accepted = await t.call('POST', `/offers/${tokens[0]}/accept`, w.sessions.contact);
    expect(accepted.statusCode).toBe(200);
    const body = accepted.json<{ contact: { created_at: string; user_info_screens: unknown[] }; show_first_accept_popup: boolean }>();
    expect(body.contact.user_info_screens).toEqual([]);
    expect(body.show_first_accept_popup).toBe(true);
    const events = await t.store.readStream(`offer-${w.offerIds[0]}`);
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['OfferAccepted', 'OfferStageChanged']));
    await t.caughtUp();
    const column = await t.call('GET', '/api/offers/in_process', w.sessions.admin);
    expect(column.json<{ data: Array<{ id: string }> }>().data.map((card) => card.id)).toContain(w.offerIds[0]);

    const used = await t.call('POST', `/offers/${tokens[0]}/accept`, w.sessions.contact);
    expect(used.statusCode).toBe(422);
    expect(fieldErrorsOf(used)).toEqual({ token: ['This offer link has already been used.'] });
    expect(fieldErrorsOf(await t.call('POST', `/offers/${tokens[0]}/reject`, w.sessions.contact, { reason: 'other' }))).toEqual({
      token: ['This offer link has already been used.'],
    });
    const list = await t.call('GET', '/api/candidate-offers', w.sessions.contact);
    expect(
      list.json<{ data: Array<{ id: string; status: string; token: string | null }> }>().data.find((o) => o.id === w.offerIds[0]),
    ).toMatchObject({
      status: 'accepted',
      token: null,
    });
  });

  it('takes the verification back when the candidate changes the number: a new code is needed', async () => {
    expect((await t.call('GET', '/api/phone-verified', w.sessions.contact)).json()).toEqual({ status: true });
    const changed = await t.call('POST', '/api/profile', w.sessions.contact, {
      first_name: 'contact',
      last_name: 'Tester',
      email: w.users.contact.email,
      phone: '+49 171 7654321',
      country: 'DE',
      language: 'de',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await t.caughtUp();
    expect((await t.call('GET', '/api/phone-verified', w.sessions.contact)).json()).toEqual({ status: false });
    // Before, the old number's verification stood (409 'already verified'); now a code is due, after the minute
    // the last one still locks.
    expect((await t.call('GET', '/api/generateOTP', w.sessions.contact)).statusCode).toBe(429);
    const accept = await t.call('POST', `/offers/${tokens[1]}/accept`, w.sessions.contact);
    expect(fieldErrorsOf(accept)).toHaveProperty('phone');
  });

  it('rejects an offer by its link, with field messages for a bad reason', async () => {
    expect(fieldErrorsOf(await t.call('POST', `/offers/${tokens[1]}/reject`, w.sessions.contact, {}))).toHaveProperty('reason');
    const rejected = await t.call('POST', `/offers/${tokens[1]}/reject`, w.sessions.contact, { reason: 'too_far', text: 'Zu weit.' });
    expect(rejected.statusCode).toBe(200);
    expect((await t.store.readStream(`offer-${w.otherOfferId}`)).some((event) => event.type === 'OfferRejected')).toBe(true);
  });
});

describe('the new-offers popup', () => {
  it("records the candidate's answer for their own offer; another's is 403, an unknown one 404, a bad variant 422", async () => {
    const body = { identifier: 'new_offer_popup', variant: 'new_offer_popup_dismissed', id: w.offerIds[0] };
    expect((await t.call('POST', '/api/queued-events/store', w.sessions.contact, body)).json()).toEqual({ success: true });
    expect((await t.call('POST', '/api/queued-events/store', w.sessions.contact, { ...body, id: other.offerId })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/queued-events/store', w.sessions.contact, { ...body, id: randomUUID() })).statusCode).toBe(404);
    expect(
      fieldErrorsOf(await t.call('POST', '/api/queued-events/store', w.sessions.contact, { ...body, variant: 'nope' })),
    ).toHaveProperty('variant');
    await t.caughtUp();
    const list = await t.call('GET', '/api/candidate-offers', w.sessions.contact);
    expect(
      list.json<{ data: Array<{ id: string; popup_answered: boolean }> }>().data.find((o) => o.id === w.offerIds[0])?.popup_answered,
    ).toBe(true);
  });
});

describe('sign-in links', () => {
  const SENT = { message: 'Wir haben Ihnen einen Anmelde-Link geschickt. Dieser läuft in 60 Minuten ab.' };
  const linksTo = async (userId: string): Promise<number> =>
    Number(
      await t.pool.oneFirst(sql.unsafe`select count(*)::int from ${outbox} where template = 'magic-sign-in' and recipient_id = ${userId}`),
    );
  async function lastMagicPath(userId: string): Promise<string> {
    const data: unknown = await t.pool.oneFirst(sql.unsafe`
      select data from ${outbox} where template = 'magic-sign-in' and recipient_id = ${userId} order by created_at desc, id limit 1`);
    return (data as { path: string }).path;
  }

  it('mails a candidate a link; a second request within a minute sends none, with the same answer; 422 for bad input', async () => {
    const browser = await t.anonymous();
    const sent = await t.call('POST', '/profile/send-magic-mail', browser, { user_id: other.userId });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual(SENT);
    expect(await linksTo(other.userId)).toBe(1);
    const again = await t.call('POST', '/profile/send-magic-mail', browser, { user_id: other.userId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(SENT);
    expect(await linksTo(other.userId)).toBe(1);
    expect(fieldErrorsOf(await t.call('POST', '/profile/send-magic-mail', browser, { user_id: 'x' }))).toHaveProperty('user_id');
  });

  it('mails no link to an admin, a company user or no one, and answers as for a candidate (nothing tells them apart)', async () => {
    for (const userId of [w.users.admin.id, w.users.business.id, w.users.owner.id, randomUUID()]) {
      const answer = await t.call('POST', '/profile/send-magic-mail', await t.anonymous(), { user_id: userId });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(SENT);
      expect(await linksTo(userId)).toBe(0);
      expect(await t.store.readStream(`magic-link-${userId}`)).toHaveLength(0);
    }
  });

  it('signs the candidate in once with the link, an audited event; a used or unknown link is 422 on token', async () => {
    const path = await lastMagicPath(other.userId);
    const token = path.split('/').at(-1) ?? '';
    const browser = await t.anonymous();
    const signedIn = await t.call('POST', '/api/magic-sign-in', browser, { token });
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.cookies.find((cookie) => cookie.name === 'rm_session')?.value;
    expect(session).toBeTruthy();
    const used = await t.call('POST', '/api/magic-sign-in', await t.anonymous(), { token });
    expect(fieldErrorsOf(used)).toEqual({ token: ['This sign-in link has already been used.'] });
    const forged = `${token.slice(0, 22)}${'B'.repeat(42)}`;
    expect(fieldErrorsOf(await t.call('POST', '/api/magic-sign-in', await t.anonymous(), { token: forged }))).toEqual({
      token: ['This sign-in link is not valid.'],
    });
    // The sign-in is in the audit log: who, when.
    await t.caughtUp();
    const log = await t.call('GET', `/api/audit?type=MagicLinkUsed&actor_id=${other.userId}`, w.sessions.admin);
    expect(log.statusCode).toBe(200);
    const entries = log.json<{ data: Array<{ type: string; occurred_at: string; actor: { id: string } | null; data: object }> }>().data;
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actor?.id).toBe(other.userId);
    expect(Date.now() - Date.parse(entries[0]?.occurred_at ?? '')).toBeLessThan(60_000);
    expect(JSON.stringify(entries[0]?.data)).not.toContain(token);
  });

  it('signs no admin or company user in with a link mailed before links were for candidates only', async () => {
    for (const user of [w.users.admin, w.users.business]) {
      const token = newLinkToken(user.id, MAGIC_TOKEN_SECRET_BYTES);
      const now = new Date().toISOString();
      await t.store.append(
        `magic-link-${user.id}`,
        [
          {
            id: randomUUID(),
            type: 'MagicLinkSent',
            data: {
              userId: user.id,
              tokenHash: createHash('sha256').update(token).digest('hex'),
              sentAt: now,
              expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
            },
            metadata: { ...system, correlationId: 'older-link', causationId: null, occurredAt: now },
          },
        ],
        'any',
      );
      const answer = await t.call('POST', '/api/magic-sign-in', await t.anonymous(), { token });
      expect(fieldErrorsOf(answer)).toEqual({ token: ['This sign-in link is not valid.'] });
      expect(answer.cookies.find((cookie) => cookie.name === 'rm_session')).toBeUndefined();
    }
  });
});

describe('the notification outbox for admins', () => {
  it('shows that codes and links went out, never a usable code or link', async () => {
    const rows = (await t.pool.any(sql.unsafe`select template, data from ${outbox}`)) as ReadonlyArray<{
      template: string;
      data: { code?: string; path?: string };
    }>;
    const codes = rows.flatMap((row) => (row.data.code ? [row.data.code] : []));
    const links = rows.flatMap((row) => (row.data.path ? [row.data.path.split('/').at(-1) ?? ''] : []));
    expect(codes.length).toBeGreaterThan(1);
    expect(links.length).toBeGreaterThan(1);
    const answer = await t.call('GET', '/super-actions/outbox', w.sessions.admin);
    expect(answer.statusCode).toBe(200);
    for (const code of codes) expect(answer.body).not.toContain(code);
    for (const token of links) expect(answer.body).not.toContain(token.slice(0, 40));
    const shown = answer.json<{ data: Array<{ template: string; data: { code?: string; path?: string } }> }>().data;
    const sms = shown.find((message) => message.template === 'phone-verification-code');
    expect(sms?.data.code).toMatch(/^•{4}\d{2}$/);
    expect(shown.find((message) => message.template === 'magic-sign-in')?.data.path).toMatch(/^\/anmelden\/link\/•+.{4}$/);
  });
});
