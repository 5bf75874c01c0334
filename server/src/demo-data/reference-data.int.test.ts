import { referenceDataFeature } from '@rm/domain';
import { Value } from '@sinclair/typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithWorld, type TestApp, type World } from '../http/test-app';
import { demoReferenceData, seedReferenceData } from './reference-data';

let t: TestApp;
let w: World;

beforeAll(async () => {
  ({ t, w } = await startTestAppWithWorld({}, { contacts: 1 }));
  await seedReferenceData(t.store, new Date(), () => ({ actorId: w.users.admin.id, actorRole: 'admin' }));
  await t.caughtUp();
}, 120_000);
afterAll(() => t.close());

type Option = { id: string; group: string; key: string; label: Record<string, string> };

describe('demo data: the options, as the Stammdaten screen edits them', () => {
  it('every seeded option is edited with the body the screen sends (its group, key and labels): 200, and the list shows the change', async () => {
    const seeded = demoReferenceData(new Date()).options ?? [];
    const listed = (await t.call('GET', '/options?page=1', w.sessions.admin)).json<{ data: Option[] }>().data;
    expect(listed).toHaveLength(seeded.length);
    const schema = referenceDataFeature.commands.updateOption.body;
    for (const option of listed) {
      // What the screen's form sends: the item's fields its form names, one label changed.
      const body = { group: option.group, key: option.key, label: { ...option.label, pl: `${option.label.pl} (neu)` } };
      expect(Value.Check(schema, body), `${option.group}.${option.key}: ${JSON.stringify([...Value.Errors(schema, body)])}`).toBe(true);
      const answer = await t.call('PUT', `/options/${option.id}`, w.sessions.admin, body);
      expect(answer.statusCode, `${option.group}.${option.key}: ${answer.body}`).toBe(200);
    }
    await t.caughtUp();
    const after = (await t.call('GET', '/options?page=1', w.sessions.admin)).json<{ data: Option[] }>().data;
    expect(after.map((option) => option.label.pl)).toEqual(listed.map((option) => `${option.label.pl} (neu)`));
    expect(after.map(({ group, key, label }) => [group, key, label.de, label.en])).toEqual(
      listed.map(({ group, key, label }) => [group, key, label.de, label.en]),
    );
  });
});
