import { createHash } from 'node:crypto';
import { createReferenceItem } from '@rm/command-api';
import { sql } from 'slonik';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  differencesFromRebuild,
  multipartForm,
  startTestAppWithWorld,
  tablesHolding,
  TINY_PDF,
  TINY_PNG,
  type Session,
  type TestApp,
  type World,
} from '@rm/server/testing';

let t: TestApp;
let w: World;
/** The person erased (with a sign-in) and the person kept. */
let erased: string;
let kept: string;
let candidate: Session;

/** Every string the erased person entered or was recorded with, each unique to them. */
const TEXTS = {
  rejection: 'Ich pflege meine Mutter zu Hause und kann nicht wechseln',
  deactivation: 'Längere Krankheit laut Anruf der Tochter',
  review: 'Das Team hat mich während der Reha unterstützt',
  reviewWorkArea: 'Station Rosengarten',
  aboutEmployer: 'Die Kolleginnen auf Station Rosengarten',
  improve: 'Mehr Parkplätze am Haus Lindenblick',
  comment: 'Hat nach der Elternzeit Teilzeit angefragt',
  reply: 'Teilzeitwunsch bestätigt',
  timeline: 'Erstgespräch über Schichtwunsch Zwillinge',
  task: 'Rückruf wegen Kinderbetreuung klären',
  chat: 'Guten Tag, passt Ihnen Montag nach der Dialyse?',
  document: 'Attest-Wunderlich.pdf',
  image: 'Passfoto-Wunderlich.png',
};
/** The kept person's own texts: they stay. */
const KEPT_TEXTS = { comment: 'Sucht Nachtdienst in Pankow', chat: 'Bis morgen um acht', document: 'Zeugnis-Behalten.pdf' };

const ok = (response: { statusCode: number; body: string }, status = 201) => expect(response.statusCode, response.body).toBe(status);

async function unlock(contactId: string): Promise<string> {
  const response = await t.call('POST', '/requested-contacts/unlock', w.sessions.admin, {
    driver_id: contactId,
    company_id: w.companyId,
    price: 5,
  });
  ok(response);
  return response.json<{ data: { id: string } }>().data.id;
}

async function seedPerson(contactId: string, texts: Partial<typeof TEXTS>): Promise<void> {
  const unlockId = await unlock(contactId);
  await t.caughtUp();
  if (texts.timeline)
    ok(
      await t.call('POST', `/api/timeline/call/unlocked-contact/${unlockId}`, w.sessions.business, {
        properties: { description: texts.timeline, outcome: 'connected' },
        performed_at: '2026-11-20 09:30:00',
      }),
    );
  if (texts.task) ok(await t.call('POST', `/api/tasks/unlocked-contact/${unlockId}`, w.sessions.business, { title: texts.task }));
  if (texts.comment) {
    const posted = await t.call('POST', `/api/comments/contact/${contactId}`, w.sessions.admin, { body: texts.comment });
    ok(posted);
    if (texts.reply)
      ok(
        await t.call('POST', `/api/comments/${posted.json<{ data: { id: string } }>().data.id}/reply`, w.sessions.admin, {
          reply: texts.reply,
        }),
      );
  }
  if (texts.chat) ok(await t.call('POST', `/api/messages/${contactId}`, w.sessions.business, { message: texts.chat }));
  if (texts.document) {
    const form = multipartForm([{ field: 'documents[0]', filename: texts.document, contentType: 'application/pdf', content: TINY_PDF }]);
    ok(await t.call('POST', `/contacts/${contactId}/uploadDocuments`, w.sessions.business, form.payload, form.headers));
  }
}

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 2 }));
  [erased = '', kept = ''] = w.contactIds;
  candidate = w.sessions.contact;
  const post = (path: string, body: unknown) => t.call('POST', path, w.sessions.admin, body);
  await post('/options', { group: 'review_questions.employer', key: 'salary', label: { de: 'Gehalt', en: 'Salary', pl: '' } });
  const system = { actorId: null, actorRole: 'system' };
  await createReferenceItem(t.store, 'task-statuses', { name: 'not_started', identifier: 'not_started', status_color: 'default' }, system);
  await t.caughtUp();

  await seedPerson(erased, TEXTS);
  await seedPerson(kept, KEPT_TEXTS);
  // The candidate's own words: a rejection with a reason, a review with its private part, a profile image.
  ok(await t.call('POST', `/api/offers/${w.otherOfferId}/reject`, candidate, { reason: 'other', text: TEXTS.rejection }), 200);
  ok(
    await t.call('POST', `/api/reviews/employer/${w.companyId}/public`, candidate, {
      reviewer_type: 'applicant',
      work_area: TEXTS.reviewWorkArea,
      review: TEXTS.review,
      rating: 4,
      ratings: [{ id: 'salary', rating: 3 }],
    }),
  );
  ok(
    await t.call('POST', `/api/reviews/employer/${w.companyId}/private`, candidate, {
      satisfaction: 5,
      meta_questions: { about_employer: TEXTS.aboutEmployer, employer_improve: TEXTS.improve },
    }),
    200,
  );
  const image = multipartForm([{ field: 'profile_image', filename: TEXTS.image, contentType: 'image/png', content: TINY_PNG }]);
  ok(await t.call('POST', '/api/profile/upload', candidate, image.payload, image.headers));
  // A back-office deactivation with a reason about the person.
  ok(await t.call('POST', '/contacts/toggleActive', w.sessions.admin, { driver_id: erased, reason: TEXTS.deactivation }), 200);
  await t.caughtUp();
});
afterAll(() => t.close());

const needles = (): string[] => [...Object.values(TEXTS), w.users.contact.email, 'Kim0'];

const foundIn = (words: readonly string[]): Promise<string[]> => tablesHolding(t.pool, words);

describe('an erasure forgets what a rebuild from the log would show', () => {
  it('holds every text of both persons in the read models before the erasure', async () => {
    const found = await foundIn([...needles(), ...Object.values(KEPT_TEXTS)]);
    for (const word of [TEXTS.rejection, TEXTS.review, TEXTS.comment, TEXTS.chat, TEXTS.document, KEPT_TEXTS.comment, KEPT_TEXTS.chat])
      expect(
        found.some((place) => place.endsWith(`: ${word}`)),
        word,
      ).toBe(true);
  });

  it('after the erasure no read model and no plain part of the log holds any string the person entered', async () => {
    ok(await t.call('POST', `/api/privacy/contacts/${erased}/erase`, w.sessions.admin, { reason: 'Antrag nach Art. 17 vom 20.11.' }), 200);
    await t.caughtUp();
    expect(await foundIn(needles())).toEqual([]);
    // The kept person's texts stay.
    expect((await foundIn(Object.values(KEPT_TEXTS))).length).toBeGreaterThan(0);
  });

  it('no stream is named by an unsalted hash of the erased address', async () => {
    const hash = createHash('sha256').update(w.users.contact.email.trim().toLowerCase()).digest('hex');
    const streams = await t.pool.query(sql.unsafe`select count(*)::int as n from es_events where stream_id like ${`%${hash}%`}`);
    expect((streams.rows[0] as { n: number }).n).toBe(0);
  });

  it('every read model rebuilt from the log equals the forgotten one, table by table, row by row', async () => {
    await t.caughtUp();
    expect(await differencesFromRebuild(t.pool, t.store)).toEqual([]);
    expect(await foundIn(needles())).toEqual([]);
  });
});
