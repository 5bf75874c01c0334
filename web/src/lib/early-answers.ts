/**
 * Answers the page's first script asked for while the app's code was on its way (`main.tsx`,
 * `app/early-screen.ts`): who is signed in, and the first screen's data. The app's first query for the same
 * address takes the answer, whatever it says (a 401 too), instead of asking again; a request that failed is
 * asked again. An answer not taken within `EARLY_ANSWER_KEPT_MS` is dropped: it only stands for the page as it
 * was when it opened.
 *
 * Free of React and of the store, so that the first script can use it before they arrive.
 */

/** How long an early answer stands in for asking again. */
export const EARLY_ANSWER_KEPT_MS = 10_000;

const answers = new Map<string, { answer: Promise<Response | null>; at: number }>();

/** Hands over an answer to a GET of `path` (`/api/user/current`; null: the request failed). */
export function giveEarlyAnswer(path: string, answer: Promise<Response | null>): void {
  answers.set(path, { answer, at: Date.now() });
}

/** Asks for `path` now (once), for the app to take later. Returns the answer (share it with `clone()`). */
export function askEarly(path: string): Promise<Response | null> {
  const asked = answers.get(path);
  if (asked) return asked.answer;
  const answer = fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).catch(() => null);
  giveEarlyAnswer(path, answer);
  return answer;
}

/** The early answer to a GET of `path`, once; undefined when there is none (or it is too old). */
export function takeEarlyAnswer(path: string): Promise<Response | null> | undefined {
  const asked = answers.get(path);
  answers.delete(path);
  return asked && Date.now() - asked.at <= EARLY_ANSWER_KEPT_MS ? asked.answer : undefined;
}
