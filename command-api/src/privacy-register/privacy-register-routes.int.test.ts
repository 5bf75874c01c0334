import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf, startTestAppWithWorld, type TestApp, type World } from '@rm/server/testing';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 1 }));
});
afterAll(() => t.close());

const hoursAgo = (hours: number): string => new Date(Date.now() - hours * 3_600_000).toISOString();

const breach = {
  detectedAt: hoursAgo(80),
  description: 'Laptop eines Mitarbeiters im Zug verloren',
  dataCategories: 'Kontaktdaten, Notizen',
  personsAffected: 12,
  risk: 'risk',
  authorityNotifiedAt: null,
  personsNotifiedAt: null,
};

const request = {
  kind: 'access',
  receivedAt: '2026-01-31T09:00:00.000Z',
  reference: 'DSA-2026-001',
  contactId: null,
  extended: false,
  doneAt: null,
};

type Row = Record<string, unknown> & { id: string };

/** The read model follows the command; on a busy machine it may lag the answer. */
const POLL = { timeout: 20_000, interval: 200 };
const listedRow = async (list: 'breaches' | 'requests', id: string): Promise<Row | undefined> =>
  (await t.call('GET', `/api/privacy-register/${list}`, w.sessions.admin)).json<{ data: Row[] }>().data.find((row) => row.id === id);

describe('the breach register', () => {
  it('records a breach, shows its 72-hour deadline and flags it overdue until the authority is told', async () => {
    const created = await t.call('POST', '/api/privacy-register/breaches', w.sessions.admin, breach);
    expect(created.statusCode).toBe(201);
    const { message, data } = created.json<{ message: string; data: Row }>();
    expect(message).toBe('Breach saved.');
    expect(data).toMatchObject({
      ...breach,
      overdue: true,
      deadline: new Date(Date.parse(breach.detectedAt) + 72 * 3_600_000).toISOString(),
    });

    await expect.poll(() => listedRow('breaches', data.id), POLL).toMatchObject({ overdue: true, personsAffected: 12 });

    const notified = await t.call('PUT', `/api/privacy-register/breaches/${data.id}`, w.sessions.admin, {
      ...breach,
      authorityNotifiedAt: hoursAgo(1),
    });
    expect(notified.statusCode).toBe(200);
    await expect.poll(() => listedRow('breaches', data.id), POLL).toMatchObject({ overdue: false });
  });

  it('answers 422 with field messages, 404 for an unknown id', async () => {
    const empty = await t.call('POST', '/api/privacy-register/breaches', w.sessions.admin, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(empty))).toEqual(expect.arrayContaining(['detectedAt', 'description', 'risk']));
    const early = await t.call('POST', '/api/privacy-register/breaches', w.sessions.admin, {
      ...breach,
      authorityNotifiedAt: hoursAgo(100),
    });
    expect(early.statusCode).toBe(422);
    expect(fieldErrorsOf(early)).toEqual({ authorityNotifiedAt: ['The date may not lie before the detection.'] });
    expect((await t.call('PUT', `/api/privacy-register/breaches/${randomUUID()}`, w.sessions.admin, breach)).statusCode).toBe(404);
  });
});

describe('the register of data-subject requests', () => {
  it('records a request due one month after receipt (three when extended) and closes it', async () => {
    const created = await t.call('POST', '/api/privacy-register/requests', w.sessions.admin, request);
    expect(created.statusCode).toBe(201);
    const { data } = created.json<{ data: Row }>();
    expect(data).toMatchObject({ ...request, due: '2026-02-28T09:00:00.000Z', overdue: true });

    const extended = await t.call('PUT', `/api/privacy-register/requests/${data.id}`, w.sessions.admin, { ...request, extended: true });
    expect(extended.json<{ data: Row }>().data).toMatchObject({ due: '2026-04-30T09:00:00.000Z' });

    await t.call('PUT', `/api/privacy-register/requests/${data.id}`, w.sessions.admin, { ...request, doneAt: '2026-02-10T12:00:00.000Z' });
    await expect.poll(() => listedRow('requests', data.id), POLL).toMatchObject({ overdue: false, doneAt: '2026-02-10T12:00:00.000Z' });
  });

  it('answers 422 with field messages, 404 for an unknown id', async () => {
    const bad = await t.call('POST', '/api/privacy-register/requests', w.sessions.admin, { ...request, kind: 'complaint', reference: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(bad))).toEqual(expect.arrayContaining(['kind', 'reference']));
    const early = await t.call('POST', '/api/privacy-register/requests', w.sessions.admin, {
      ...request,
      doneAt: '2026-01-01T00:00:00.000Z',
    });
    expect(fieldErrorsOf(early)).toEqual({ doneAt: ['The date may not lie before the receipt.'] });
    expect((await t.call('PUT', `/api/privacy-register/requests/${randomUUID()}`, w.sessions.admin, request)).statusCode).toBe(404);
  });
});

describe('access to the register', () => {
  it('answers 401 signed out and 403 to every role but admin', async () => {
    const anonymous = await t.anonymous();
    for (const path of ['/api/privacy-register/breaches', '/api/privacy-register/requests']) {
      expect((await t.call('GET', path, anonymous)).statusCode).toBe(401);
      expect((await t.call('POST', path, anonymous, {})).statusCode).toBe(401);
      for (const session of [w.sessions.business, w.sessions.owner, w.sessions.contact]) {
        expect((await t.call('GET', path, session)).statusCode).toBe(403);
        expect((await t.call('POST', path, session, path.endsWith('breaches') ? breach : request)).statusCode).toBe(403);
        expect((await t.call('PUT', `${path}/${randomUUID()}`, session, path.endsWith('breaches') ? breach : request)).statusCode).toBe(
          403,
        );
      }
    }
  });
});
