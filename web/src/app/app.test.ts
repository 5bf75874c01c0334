import { afterEach, describe, expect, it } from 'vitest';
import { browser } from '../lib/api';
import { giveEarlyAnswer } from '../lib/early-answers';
import { makeTestStore } from '../testing/render';
import { usersApi } from '../features/users/users-api';
import { currentUser } from '../testing/users';

const realFetch = browser.fetch;
afterEach(() => {
  browser.fetch = realFetch;
});

const answer = (status: number, body: unknown): Promise<Response> =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/** Counts the app's requests and answers each with this user (401 when none). */
function stubNetwork(user: unknown): string[] {
  const asked: string[] = [];
  browser.fetch = (input) => {
    asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
    return Promise.resolve(
      new Response(JSON.stringify(user ?? { message: 'Unauthenticated.' }), {
        status: user ? 200 : 401,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return asked;
}

describe('the current user at start', () => {
  it("takes the page's early answer into the cache without asking again", async () => {
    const user = currentUser('contact');
    const asked = stubNetwork(user);
    const store = makeTestStore();
    giveEarlyAnswer('/api/user/current', answer(200, user));
    await store.dispatch(usersApi.endpoints.currentUser.initiate(undefined, { subscribe: false }));
    expect(usersApi.endpoints.currentUser.select()(store.getState()).data).toEqual(user);
    const again = await store.dispatch(usersApi.endpoints.currentUser.initiate(undefined, { subscribe: false }));
    expect(again.data).toEqual(user);
    expect(asked).toEqual([]);
  });

  it('takes an early refusal too: signed out is known without asking again', async () => {
    const asked = stubNetwork(null);
    const store = makeTestStore();
    giveEarlyAnswer('/api/user/current', answer(401, { message: 'Unauthenticated.' }));
    const result = await store.dispatch(usersApi.endpoints.currentUser.initiate(undefined, { subscribe: false }));
    expect(result.error).toMatchObject({ status: 401 });
    expect(asked).toEqual([]);
  });

  it('asks for the user itself when the early request failed', async () => {
    const user = currentUser('business');
    const asked = stubNetwork(user);
    const store = makeTestStore();
    giveEarlyAnswer('/api/user/current', Promise.resolve(null));
    void store.dispatch(usersApi.util.prefetch('currentUser', undefined, {}));
    await expect.poll(() => usersApi.endpoints.currentUser.select()(store.getState()).data).toEqual(user);
    expect(asked).toEqual(['/api/user/current']);
  });
});
