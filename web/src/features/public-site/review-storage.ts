/** Drafts of the review forms live in session storage until submitted or skipped (employer spec §4). */
const draftKey = (employerId: string, part: 'public' | 'private') => `review-draft:${employerId}:${part}`;
/** The employers this browser reviewed, in local storage: a review is given once per employer (employer spec §5). */
const RATED_KEY = 'reviewed-employers';

export function readDraft<T>(employerId: string, part: 'public' | 'private'): T | null {
  try {
    const text = window.sessionStorage.getItem(draftKey(employerId, part));
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function saveDraft(employerId: string, part: 'public' | 'private', draft: unknown): void {
  try {
    window.sessionStorage.setItem(draftKey(employerId, part), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only loses the draft.
  }
}

export function clearDrafts(employerId: string): void {
  window.sessionStorage.removeItem(draftKey(employerId, 'public'));
  window.sessionStorage.removeItem(draftKey(employerId, 'private'));
}

export function ratedHere(employerId: string): boolean {
  try {
    return (JSON.parse(window.localStorage.getItem(RATED_KEY) ?? '[]') as string[]).includes(employerId);
  } catch {
    return false;
  }
}

export function markRated(employerId: string): void {
  try {
    const rated = new Set(JSON.parse(window.localStorage.getItem(RATED_KEY) ?? '[]') as string[]);
    rated.add(employerId);
    window.localStorage.setItem(RATED_KEY, JSON.stringify([...rated]));
  } catch {
    // Without storage the server still refuses a second review.
  }
}
